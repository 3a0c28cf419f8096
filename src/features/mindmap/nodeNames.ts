import type { MindMapNode } from '../../../domain/data/mindMaps';
import { richTextToPlain } from '../../../domain/richText';
import { mindMapText } from '../../i18n/mindmap';

export interface NodeName {
  id: string;
  name: string;
}

/**
 * Each node's plain label, kept with the node object (nodes are replaced, never changed in place):
 * a keystroke in one label reads that label again, not the 39 others.
 */
const plainLabels = new WeakMap<MindMapNode, string>();

export function plainLabel(node: MindMapNode): string {
  let plain = plainLabels.get(node);
  if (plain === undefined) plainLabels.set(node, (plain = richTextToPlain(node.label)));
  return plain;
}

/** Each node's name as the lists show it: its plain label, or 'Noeud n (sans intitulé)'. */
export function nodeNames(nodes: readonly MindMapNode[]): NodeName[] {
  return nodes.map((node, i) => ({ id: node.id, name: plainLabel(node) || mindMapText.editor.unnamed(i + 1) }));
}
