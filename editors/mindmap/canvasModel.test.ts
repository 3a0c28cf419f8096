import { describe, expect, it } from 'vitest';
import type { MindMapNode } from '../../domain/data/mindMaps';
import { createCardContents } from './cardContents';
import { createCardBuilder, reuseCards, toCardNodes, type MapSlots } from './canvasModel';

const node = (id: string, x: number, label = id): MindMapNode => ({ id, label, color: '#6366f1', imageUrl: null, annotation: null, x, y: 0.5 });
const slots = (): MapSlots => ({ nodeLabel: (n) => n.label, nodeAnnotation: () => null, edgeText: () => null });

describe('cards on the canvas', () => {
  it('sit centred on their stored place, taller for a label of two lines', () => {
    const [card] = toCardNodes([node('a', 0.2, 'Artère pulmonaire gauche')], null);
    expect(card!.width).toBe(200);
    expect(card!.height).toBeGreaterThan(100);
    expect(card!.position).toEqual({ x: 0.2 * 1600 - 100, y: 500 - card!.height / 2 });
  });

  it('are handed back as the canvas has them unless moved, grown or selected, and as the very list when none changed', () => {
    const current = toCardNodes([node('a', 0.2), node('b', 0.8)], null);
    expect(reuseCards(toCardNodes([node('a', 0.2, 'Aorte'), node('b', 0.8)], null), current)).toBe(current);
    // A label long enough for a second line makes the card taller: that card is new.
    const grown = reuseCards(toCardNodes([node('a', 0.2, 'Artère pulmonaire gauche'), node('b', 0.8)], null), current);
    expect(grown).not.toBe(current);
    expect(grown[0]).not.toBe(current[0]);
    expect(grown[1]).toBe(current[1]);
    const moved = reuseCards(toCardNodes([node('a', 0.3), node('b', 0.8)], null), current);
    expect(moved[0]!.position.x).toBeGreaterThan(current[0]!.position.x);
    expect(moved[1]).toBe(current[1]);
    const selected = reuseCards(toCardNodes([node('a', 0.2), node('b', 0.8)], 'b'), current);
    expect(selected[0]).toBe(current[0]);
    expect(selected[1]!.data.active).toBe(true);
  });

  it('come from the builder as the list it answered last while a keystroke grows no card', () => {
    const build = createCardBuilder();
    const first = build([node('a', 0.2), node('b', 0.8)], null);
    expect(build([node('a', 0.2, 'Aorte'), node('b', 0.8)], null)).toBe(first);
    const grown = build([node('a', 0.2, 'Artère pulmonaire gauche'), node('b', 0.8)], null);
    expect(grown).not.toBe(first);
    expect(grown[1]).toBe(first[1]);
    expect(build([node('a', 0.2, 'Artère pulmonaire droite'), node('b', 0.8)], null)).toBe(grown);
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
