import type { MindMap } from '../../domain/data/mindMaps';
import { richTextToPlain } from '../../domain/richText';

/** A text of the map that practice can hide: a node label, or an edge's text above or below. */
export interface MindMapBlank {
  /** The question id the server knows: the node id, or `<edgeId>:above` / `<edgeId>:below`. */
  id: string;
  kind: 'node' | 'above' | 'below';
  /** The node or edge holding the text. */
  ownerId: string;
  /** The expected answer, as plain text. */
  answer: string;
  /** The stored rich text, for the correction. */
  richText: string;
}

const plain = (richText: string | null) => (richText ? richTextToPlain(richText).trim() : '');

/** Every non-empty node label and edge text of the map, in map order (nodes, then edges). */
export function mindMapBlanks(map: Pick<MindMap, 'nodes' | 'edges'>): MindMapBlank[] {
  const blanks: MindMapBlank[] = [];
  for (const node of map.nodes) {
    const answer = plain(node.label);
    if (answer) blanks.push({ id: node.id, kind: 'node', ownerId: node.id, answer, richText: node.label });
  }
  for (const edge of map.edges) {
    for (const kind of ['above', 'below'] as const) {
      const richText = kind === 'above' ? edge.labelAbove : edge.labelBelow;
      const answer = plain(richText);
      if (answer && richText) blanks.push({ id: `${edge.id}:${kind}`, kind, ownerId: edge.id, answer, richText });
    }
  }
  return blanks;
}

/** How many of `total` texts a session hides: half, rounded down, at least 1 (none of none). */
export function hiddenCount(total: number): number {
  return total <= 0 ? 0 : Math.max(1, Math.floor(total / 2));
}

/**
 * The texts hidden in a practice session: `hiddenCount` of the map's blanks chosen at random
 * (`random` returns numbers in [0, 1)), returned in map order.
 */
export function pickHiddenItems(map: Pick<MindMap, 'nodes' | 'edges'>, random: () => number = Math.random): MindMapBlank[] {
  const blanks = mindMapBlanks(map);
  const order = blanks.map((_, i) => i);
  const count = hiddenCount(blanks.length);
  // Partial Fisher–Yates: the first `count` slots end up a uniform random choice.
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (order.length - i));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const chosen = new Set(order.slice(0, count));
  return blanks.filter((_, i) => chosen.has(i));
}
