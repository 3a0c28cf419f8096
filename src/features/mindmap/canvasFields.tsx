import type { MindMapEdge, MindMapNode } from '../../../domain/data/mindMaps';
import type { MapSlots } from '../../../editors/mindmap/canvasModel';
import type { MapNotice } from '../../../editors/mindmap/mapEditorStore';
import { RichTextField } from '../../../editors/text/RichTextField';
import { fr } from '../../i18n/fr';
import { mindMapText } from '../../i18n/mindmap';

const text = mindMapText.editor;

type NodeChange = (id: string, change: Partial<Omit<MindMapNode, 'id'>>, notice: MapNotice) => void;
type EdgeChange = (id: string, change: Partial<Omit<MindMapEdge, 'id'>>, notice: MapNotice) => void;

/**
 * The editor's canvas: every label is a field typed in on the card itself; an annotation or an
 * arrow text shows as a field when it has text or its node or arrow is selected (empty fields on
 * every card and arrow would cover the map).
 */
export function editorSlots(onNode: NodeChange, onEdge: EdgeChange): MapSlots {
  return {
    nodeLabel: (node, index) => (
      <RichTextField
        liveClassName="nodrag"
        value={node.label}
        onChange={(label) => onNode(node.id, { label }, 'typing')}
        label={text.onCanvas(`${text.label} — ${text.nodeTitle(index + 1)}`)}
        labels={fr.richText}
        placeholder={text.labelPlaceholder}
      />
    ),
    nodeAnnotation: (node, index, active) =>
      node.annotation || active ? (
        <RichTextField
          liveClassName="nodrag"
          value={node.annotation ?? ''}
          onChange={(annotation) => onNode(node.id, { annotation: annotation || null }, 'typing')}
          label={text.onCanvas(`${text.annotation} — ${text.nodeTitle(index + 1)}`)}
          labels={fr.richText}
          placeholder={text.annotation}
        />
      ) : null,
    edgeText: (edge, kind, index, active) => {
      const value = kind === 'above' ? edge.labelAbove : edge.labelBelow;
      if (!value && !active) return null;
      const name = kind === 'above' ? text.labelAbove : text.labelBelow;
      return (
        <RichTextField
          className="nodrag nopan"
          value={value ?? ''}
          onChange={(next) => onEdge(edge.id, kind === 'above' ? { labelAbove: next || null } : { labelBelow: next || null }, 'typing')}
          label={text.onCanvas(`${name} — ${text.edgeTitle(index + 1)}`)}
          labels={fr.richText}
          placeholder={name}
        />
      );
    },
  };
}
