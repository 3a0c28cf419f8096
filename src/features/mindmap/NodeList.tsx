import { memo } from 'react';
import { limits } from '../../../domain/limits';
import type { MindMapNode } from '../../../domain/data/mindMaps';
import { useMapEditor, type MapEditorStore } from '../../../editors/mindmap/mapEditorStore';
import { RichTextField } from '../../../editors/text/RichTextField';
import { fr } from '../../i18n/fr';
import { mindMapText } from '../../i18n/mindmap';
import { MapItem } from './MapItem';
import { NodeImageField } from './NodeImageField';
import { plainLabel } from './nodeNames';
import type { MapActions } from './MindMapEditor';

const text = mindMapText.editor;

interface NodeListProps {
  store: MapEditorStore;
  actions: MapActions;
}

/** The node list (max 40): label, annotation, colour and image of each card; the selected one open. */
export function NodeList({ store, actions }: NodeListProps) {
  const nodes = useMapEditor(store, (s) => s.nodes);
  const activeId = useMapEditor(store, (s) => s.activeId);
  return (
    <section className="map-list-panel" aria-labelledby="map-nodes-title">
      <header className="map-list-panel__head">
        <h2 id="map-nodes-title">{text.nodes}</h2>
        <span className="map-list-panel__count">{text.nodeCount(nodes.length, limits.mindMapNodes)}</span>
        <button type="button" className="btn btn--primary btn--sm" onClick={actions.addNode} disabled={nodes.length >= limits.mindMapNodes}>
          {text.addNode}
        </button>
      </header>
      <ol className="map-items">
        {nodes.map((node, index) => (
          <NodeItem key={node.id} node={node} index={index} open={node.id === activeId} actions={actions} />
        ))}
      </ol>
    </section>
  );
}

interface NodeItemProps {
  node: MindMapNode;
  index: number;
  open: boolean;
  actions: MapActions;
}

/** One node of the list; memoised, so typing in one node redraws that node only. */
const NodeItem = memo(function NodeItem({ node, index, open, actions }: NodeItemProps) {
  const title = text.nodeTitle(index + 1);
  const onChange = actions.updateNode;
  return (
    <MapItem
      id={node.id}
      title={title}
      summary={plainLabel(node)}
      colour={node.color}
      removeLabel={text.removeNode(title)}
      open={open}
      onColour={(color) => onChange(node.id, { color }, 'now')}
      onRemove={actions.removeNode}
      onSelect={actions.select}
    >
      {() => (
        <>
          <RichTextField
            value={node.label}
            onChange={(label) => onChange(node.id, { label }, 'typing')}
            label={`${text.label} — ${title}`}
            labels={fr.richText}
            placeholder={text.labelPlaceholder}
          />
          <RichTextField
            value={node.annotation ?? ''}
            onChange={(annotation) => onChange(node.id, { annotation: annotation || null }, 'typing')}
            label={`${text.annotation} — ${title}`}
            labels={fr.richText}
            placeholder={text.annotation}
          />
          <NodeImageField imageUrl={node.imageUrl} onChange={(imageUrl) => onChange(node.id, { imageUrl })} />
        </>
      )}
    </MapItem>
  );
});
