import { describe, expect, it } from 'vitest';
import type { MindMapNode } from '../../domain/data/mindMaps';
import { createCardContents } from './cardContents';
import { keepMeasures, toCardNodes, type MapSlots } from './flowModel';

const node = (id: string, x: number, label = id): MindMapNode => ({ id, label, color: '#6366f1', imageUrl: null, annotation: null, x, y: 0.5 });
const slots = (): MapSlots => ({ nodeLabel: (n) => n.label, nodeAnnotation: () => null, edgeText: () => null });
const measure = (cards: ReturnType<typeof toCardNodes>) => cards.map((card) => ({ ...card, measured: { width: 200, height: 100 + card.position.x / 100 } }));

describe('keepMeasures', () => {
  it('hands moved cards the sizes xyflow measured, so it keeps their handles and the arrows on them', () => {
    const measuredBefore = measure(toCardNodes([node('a', 0.2), node('b', 0.8)], null));
    const rebuilt = toCardNodes([node('a', 0.3), node('b', 0.7)], null);
    expect(rebuilt.every((card) => card.measured === undefined)).toBe(true);
    const kept = keepMeasures(rebuilt, measuredBefore);
    expect(kept.map((card) => card.measured)).toEqual(measuredBefore.map((card) => card.measured));
    expect(kept.map((card) => card.position)).toEqual(rebuilt.map((card) => card.position));
  });

  it('hands back the very list xyflow has when a text changed but no card moved, grew or was selected', () => {
    const current = measure(toCardNodes([node('a', 0.2), node('b', 0.8)], null));
    expect(keepMeasures(toCardNodes([node('a', 0.2, 'Aorte'), node('b', 0.8)], null), current)).toBe(current);
    // A label long enough for a second line makes the card taller: xyflow gets that card anew.
    const grown = keepMeasures(toCardNodes([node('a', 0.2, 'Artère pulmonaire gauche'), node('b', 0.8)], null), current);
    expect(grown).not.toBe(current);
    expect(grown[0]).not.toBe(current[0]);
    expect(grown[1]).toBe(current[1]);
    const selected = keepMeasures(toCardNodes([node('a', 0.2), node('b', 0.8)], 'b'), current);
    expect(selected[0]).toBe(current[0]);
    expect(selected[1]!.data.active).toBe(true);
  });

  it('leaves new cards to be measured, and a card that already has its size as it is', () => {
    const [a, b] = toCardNodes([node('a', 0.2), node('b', 0.8)], null);
    const withSize = { ...a!, measured: { width: 210, height: 120 } };
    const kept = keepMeasures([withSize, b!], [{ ...a!, measured: { width: 200, height: 100 } }]);
    expect(kept[0]).toBe(withSize);
    expect(kept[1]).toBe(b);
  });
});

describe('card contents', () => {
  it('tells only the card whose node changed, once, and every card when the slots change', () => {
    const contents = createCardContents();
    const first = slots();
    const a = node('a', 0.2);
    const b = node('b', 0.8);
    contents.take([a, b], first);
    contents.notify();
    const heard: string[] = [];
    contents.subscribe('a', () => heard.push('a'));
    contents.subscribe('b', () => heard.push('b'));

    const renamed = { ...a, label: 'Aorte' };
    contents.take([renamed, b], first);
    // Taken in during a render, told only afterwards (a render may run twice).
    contents.take([renamed, b], first);
    expect(heard).toEqual([]);
    expect(contents.get('a')!.node).toBe(renamed);
    contents.notify();
    expect(heard).toEqual(['a']);

    contents.take([renamed, b], slots());
    contents.notify();
    expect(heard).toEqual(['a', 'a', 'b']);
  });
});
