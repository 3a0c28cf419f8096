import { describe, expect, it } from 'vitest';
import type { MindMapEdge, MindMapNode } from '../data/mindMaps';
import { mindMapBlanks } from './blanks';

const node = (id: string, label: string): MindMapNode => ({ id, label, color: '#6366f1', imageUrl: null, annotation: null, x: 0.5, y: 0.5 });
const edge = (id: string, above: string | null, below: string | null): MindMapEdge => ({
  id, fromId: 'n1', toId: 'n2', color: '#94a3b8', labelAbove: above, labelBelow: below,
});

const map = {
  nodes: [node('n1', '<b>Cœur</b>'), node('n2', 'Poumon'), node('n3', '  '), node('n4', '<i></i>')],
  edges: [edge('e1', 'irrigue', null), edge('e2', '<sup>2</sup>', 'O<sub>2</sub>')],
};

describe('the blanks of a mind map', () => {
  it('lists non-empty node labels and edge texts with their server ids and plain answers', () => {
    expect(mindMapBlanks(map).map((b) => [b.id, b.answer])).toEqual([
      ['n1', 'Cœur'],
      ['n2', 'Poumon'],
      ['e1:above', 'irrigue'],
      ['e2:above', '2'],
      ['e2:below', 'O2'],
    ]);
  });

});
