import type { MindMapNode } from '../../../domain/data/mindMaps';
import { richTextToPlain } from '../../../domain/richText';
import { mindMapText } from '../../i18n/mindmap';

export interface NodeName {
  id: string;
  name: string;
}

/** Each node's name as the lists show it: its plain label, or 'Noeud n (sans intitulé)'. */
export function nodeNames(nodes: readonly MindMapNode[]): NodeName[] {
  return nodes.map((node, i) => ({ id: node.id, name: richTextToPlain(node.label).trim() || mindMapText.editor.unnamed(i + 1) }));
}
