import { describe, expect, it } from 'vitest';
import type { MindMapEdge, MindMapNode } from '../../domain/data/mindMaps';
import { mindMapBlanks } from '../../domain/questions/blanks';
import { blankPlace, hiddenCount, pickHiddenItems } from './hiddenItems';

const node = (id: string, label: string): MindMapNode => ({ id, label, color: '#6366f1', imageUrl: null, annotation: null, x: 0.5, y: 0.5 });
const edge = (id: string, above: string | null, below: string | null): MindMapEdge => ({
  id, fromId: 'n1', toId: 'n2', color: '#94a3b8', labelAbove: above, labelBelow: below,
});

/** A seeded generator, so a test's choice is repeatable. */
function seeded(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

const map = {
  nodes: [node('n1', '<b>Cœur</b>'), node('n2', 'Poumon'), node('n3', '  '), node('n4', '<i></i>')],
  edges: [edge('e1', 'irrigue', null), edge('e2', '<sup>2</sup>', 'O<sub>2</sub>')],
};

describe('hidden items of a practice session', () => {
  it('hides half, rounded down, at least one', () => {
    expect([0, 1, 2, 3, 5, 10, 11].map(hiddenCount)).toEqual([0, 1, 1, 1, 2, 5, 5]);
  });

  it('chooses at random from the injected source, in map order, without repeats', () => {
    const first = pickHiddenItems(map, seeded(1)).map((b) => b.id);
    expect(first).toHaveLength(2);
    expect(new Set(first).size).toBe(2);
    expect(pickHiddenItems(map, seeded(1)).map((b) => b.id)).toEqual(first);
    const seen = new Set<string>();
    for (let seed = 1; seed < 60; seed++) pickHiddenItems(map, seeded(seed)).forEach((b) => seen.add(b.id));
    expect(seen.size).toBe(5);
    expect(pickHiddenItems(map, () => 0).map((b) => b.id)).toEqual(['n1', 'n2']);
  });

  it('hides nothing in a map without text', () => {
    expect(pickHiddenItems({ nodes: [node('x', '')], edges: [] })).toEqual([]);
  });

  it('places each blank in its ninth of the map, by its neighbours or its arrow\'s ends, without naming another hidden text', () => {
    const at = (n: MindMapNode, x: number, y: number) => ({ ...n, x, y });
    const star = {
      nodes: [at(node('n1', '<b>Cœur</b>'), 0.1, 0.1), at(node('n2', 'Poumon'), 0.9, 0.1), at(node('n3', 'Aorte'), 0.5, 0.9), at(node('n4', ' '), 0.9, 0.9)],
      edges: [
        { ...edge('e1', 'irrigue', null) },
        { ...edge('e2', 'éjecte', null), toId: 'n3' },
        { ...edge('e3', 'retour', null), fromId: 'n3', toId: 'n1' },
        { ...edge('e4', null, 'vide'), fromId: 'n4', toId: 'n2' },
      ],
    };
    const blanks = new Map(mindMapBlanks(star).map((b) => [b.id, b]));
    const hidden = new Set(['n2', 'e1:above', 'e4:below']);
    // Cœur is linked to Poumon (hidden) and to Aorte by two arrows: each neighbour once.
    expect(blankPlace(star, blanks.get('n1')!, hidden)).toEqual({ kind: 'node', area: 'top-left', neighbours: [null, 'Aorte'] });
    expect(blankPlace(star, blanks.get('n3')!, hidden)).toEqual({ kind: 'node', area: 'bottom-centre', neighbours: ['Cœur'] });
    // An arrow text is placed at the arrow's middle.
    expect(blankPlace(star, blanks.get('e1:above')!, hidden)).toEqual({ kind: 'above', area: 'top-centre', from: 'Cœur', to: null });
    // An empty label has no name either.
    expect(blankPlace(star, blanks.get('e4:below')!, hidden)).toEqual({ kind: 'below', area: 'middle-right', from: null, to: null });
    // A lone node is in the middle of its map.
    const lone = { nodes: [node('n1', 'Seul')], edges: [] };
    expect(blankPlace(lone, mindMapBlanks(lone)[0]!, new Set())).toEqual({ kind: 'node', area: 'middle-centre', neighbours: [] });
  });
});
