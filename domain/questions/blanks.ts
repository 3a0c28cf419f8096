import type { MindMap } from '../data/mindMaps';
import { richTextToPlain } from '../richText';

/** A text of the map that practice can hide (a blank): a node label, or an edge's text above or below. */
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

/** A rich text as the plain text a blank asks for, trimmed ('' for none). */
export const plainText = (richText: string | null) => (richText ? richTextToPlain(richText).trim() : '');

/** Every non-empty node label and edge text of the map, in map order (nodes, then edges). */
export function mindMapBlanks(map: Pick<MindMap, 'nodes' | 'edges'>): MindMapBlank[] {
  const blanks: MindMapBlank[] = [];
  for (const node of map.nodes) {
    const answer = plainText(node.label);
    if (answer) blanks.push({ id: node.id, kind: 'node', ownerId: node.id, answer, richText: node.label });
  }
  for (const edge of map.edges) {
    for (const kind of ['above', 'below'] as const) {
      const richText = kind === 'above' ? edge.labelAbove : edge.labelBelow;
      const answer = plainText(richText);
      if (answer && richText) blanks.push({ id: `${edge.id}:${kind}`, kind, ownerId: edge.id, answer, richText });
    }
  }
  return blanks;
}

