import { describe, expect, it } from 'vitest';
import type { MindMapNode } from '../../domain/data/mindMaps';
import { keepMeasures, toCardNodes, type MapSlots } from './flowModel';

const node = (id: string, x: number): MindMapNode => ({ id, label: id, color: '#6366f1', imageUrl: null, annotation: null, x, y: 0.5 });
const slots = (): MapSlots => ({ nodeLabel: (n) => n.label, nodeAnnotation: () => null, edgeText: () => null });

describe('keepMeasures', () => {
  it('hands rebuilt cards the sizes xyflow measured, so it keeps their handles and the arrows on them', () => {
    const nodes = [node('a', 0.2), node('b', 0.8)];
    const measuredBefore = toCardNodes(nodes, slots(), null).map((card) => ({ ...card, measured: { width: 200, height: 100 + card.position.x / 100 } }));
    // New slots (a keystroke in a practice blank) rebuild every card, without `measured`.
    const rebuilt = toCardNodes(nodes, slots(), null);
    expect(rebuilt.every((card) => card.measured === undefined)).toBe(true);
    const kept = keepMeasures(rebuilt, measuredBefore);
    expect(kept.map((card) => card.measured)).toEqual(measuredBefore.map((card) => card.measured));
    expect(kept.map((card) => card.data)).toEqual(rebuilt.map((card) => card.data));
  });

  it('leaves new cards to be measured, and a card that already has its size as it is', () => {
    const [a, b] = toCardNodes([node('a', 0.2), node('b', 0.8)], slots(), null);
    const withSize = { ...a!, measured: { width: 210, height: 120 } };
    const kept = keepMeasures([withSize, b!], [{ ...a!, measured: { width: 200, height: 100 } }]);
    expect(kept[0]).toBe(withSize);
    expect(kept[1]).toBe(b);
  });
});
