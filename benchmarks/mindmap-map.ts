/**
 * The map of the mindmap-render benchmark, for Mnémo and as its peers draw it (benchmarks/peers/):
 * the same 40 nodes and 80 arrows.
 */
import type { Edge, Node } from '@xyflow/react';
import type { MindElixirData, NodeObj } from 'mind-elixir';
import type { MindMap } from '../domain/data/mindMaps';
import { richTextToPlain } from '../domain/richText';
import { toCanvasPoint } from '../engine/mindmap/viewport';

export const NODES = 40;
export const EDGES = 80;

/**
 * 40 nodes on an 8 × 5 grid and 80 arrows: each node to its right and lower neighbours (wrapping),
 * and back along 13 of those pairs so parallel arrows are drawn too; every arrow carries texts.
 */
export function fullMap(): Omit<MindMap, 'subjectId' | 'chapterId'> {
  const nodes = Array.from({ length: NODES }, (_, i) => ({
    id: `n${i}`,
    label: i % 4 === 0 ? `<b>Noeud</b> ${i + 1}` : `Noeud ${i + 1}`,
    color: '#6366f1',
    imageUrl: null,
    annotation: i % 3 === 0 ? `Note H<sub>2</sub>O ${i + 1}` : null,
    x: 0.06 + (i % 8) * 0.125,
    y: 0.1 + Math.floor(i / 8) * 0.2,
  }));
  const pairs: [number, number][] = [];
  for (let i = 0; i < NODES; i++) pairs.push([i, (i % 8) === 7 ? i - 7 : i + 1]);
  for (let i = 0; i < NODES - 13; i++) pairs.push([i, (i + 8) % NODES]);
  for (let i = 0; pairs.length < EDGES; i += 3) pairs.push([pairs[i]![1], pairs[i]![0]]);
  const edges = pairs.map(([from, to], i) => ({
    id: `e${i}`,
    fromId: `n${from}`,
    toId: `n${to}`,
    color: '#94a3b8',
    labelAbove: `relie <i>${i + 1}</i>`,
    labelBelow: i % 2 === 0 ? `sous ${i + 1}` : null,
  }));
  return { id: 'bench-map', title: 'Banc', backgroundColor: '#05070d', nodes, edges, createdAt: 1, updatedAt: 1 };
}

type BenchMap = ReturnType<typeof fullMap>;

/** XYFlow's default node, about 150 × 40, centred where Mnémo centres the card. */
const DEFAULT_NODE = { width: 150, height: 40 };

/**
 * The map as plain XYFlow draws it: default nodes (the label as plain text) at Mnémo's places,
 * default edges with the text above as their one label (a default edge has one).
 */
export function flowPeerMap(map: BenchMap): { nodes: Node[]; edges: Edge[] } {
  return {
    nodes: map.nodes.map((node) => {
      const centre = toCanvasPoint(node.x, node.y);
      return { id: node.id, position: { x: centre.x - DEFAULT_NODE.width / 2, y: centre.y - DEFAULT_NODE.height / 2 }, data: { label: richTextToPlain(node.label) } };
    }),
    edges: map.edges.map((edge) => ({ id: edge.id, source: edge.fromId, target: edge.toId, label: richTextToPlain(edge.labelAbove ?? '') })),
  };
}

/**
 * The map as a mind-elixir tree: mind-elixir draws one tree from a root, with free arrows between
 * any two topics beside it. The tree is the breadth-first spanning tree of the arrows (either way)
 * from the first node, so its 39 links are 39 of the map's arrows, drawn as mind-elixir's
 * unlabelled branch lines; the other 41 arrows are mind-elixir arrows with the text above as their
 * label (an arrow has one). Annotations are the topic's tag, the small text mind-elixir shows
 * under a topic. Every node and arrow is on screen, as in Mnémo.
 */
export function mindElixirPeerMap(map: BenchMap): MindElixirData {
  const root = map.nodes[0]!;
  const children = new Map<string, string[]>(map.nodes.map((node) => [node.id, []]));
  const inTree = new Set<string>();
  const reached = new Set([root.id]);
  // A queue read as it grows: breadth first.
  const queue = [root.id];
  for (const id of queue) {
    for (const edge of map.edges) {
      const other = edge.fromId === id ? edge.toId : edge.toId === id ? edge.fromId : null;
      if (other === null || reached.has(other)) continue;
      reached.add(other);
      queue.push(other);
      children.get(id)!.push(other);
      inTree.add(edge.id);
    }
  }
  if (reached.size !== map.nodes.length) throw new Error('the benchmark map is not connected: mind-elixir draws one tree');
  const byId = new Map(map.nodes.map((node) => [node.id, node]));
  const topic = (id: string): NodeObj => {
    const node = byId.get(id)!;
    return {
      id,
      topic: richTextToPlain(node.label),
      ...(node.annotation ? { tags: [richTextToPlain(node.annotation)] } : {}),
      children: children.get(id)!.map(topic),
    };
  };
  const arrows: MindElixirData['arrows'] = map.edges
    .filter((edge) => !inTree.has(edge.id))
    .map((edge) => ({ id: edge.id, from: edge.fromId, to: edge.toId, label: richTextToPlain(edge.labelAbove ?? '') }));
  return { nodeData: topic(root.id), arrows };
}
