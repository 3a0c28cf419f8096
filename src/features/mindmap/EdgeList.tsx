import { memo, useMemo } from 'react';
import { limits } from '../../../domain/limits';
import type { MindMapEdge } from '../../../domain/data/mindMaps';
import { useMapEditor, type MapEditorStore } from '../../../editors/mindmap/mapEditorStore';
import { RichTextField } from '../../../editors/text/RichTextField';
import { fr } from '../../i18n/fr';
import { mindMapText } from '../../i18n/mindmap';
import { MapItem } from './MapItem';
import type { MapActions } from './MindMapEditor';
import { nodeNames, type NodeName } from './nodeNames';
import { NodePicker } from './NodePicker';

const text = mindMapText.editor;

interface EdgeListProps {
  store: MapEditorStore;
  actions: MapActions;
}

/** The arrow list (max 80): start, end, text above, text below and colour of each arrow; the selected one open. */
export function EdgeList({ store, actions }: EdgeListProps) {
  const nodes = useMapEditor(store, (s) => s.nodes);
  const edges = useMapEditor(store, (s) => s.edges);
  const activeId = useMapEditor(store, (s) => s.activeId);
  const names = useMemo(() => nodeNames(nodes), [nodes]);
  const nameOf = useMemo(() => new Map(names.map((n) => [n.id, n.name])), [names]);
  return (
    <section className="map-list-panel" aria-labelledby="map-edges-title">
      <header className="map-list-panel__head">
        <h2 id="map-edges-title">{text.edges}</h2>
        <span className="map-list-panel__count">{text.nodeCount(edges.length, limits.mindMapEdges)}</span>
        <button type="button" className="btn btn--primary btn--sm" onClick={actions.addEdge} disabled={nodes.length < 2 || edges.length >= limits.mindMapEdges}>
          {text.addEdge}
        </button>
      </header>
      {nodes.length < 2 && <p className="map-list-panel__hint">{text.needTwoNodes}</p>}
      <ol className="map-items">
        {edges.map((edge, index) => {
          const open = edge.id === activeId;
          // Closed rows get their two names only: renaming a node redraws the rows it ends.
          const summary = text.edgeSummary(nameOf.get(edge.fromId) ?? '', nameOf.get(edge.toId) ?? '');
          return <EdgeItem key={edge.id} edge={edge} index={index} summary={summary} names={open ? names : null} open={open} actions={actions} />;
        })}
      </ol>
    </section>
  );
}

interface EdgeItemProps {
  edge: MindMapEdge;
  index: number;
  summary: string;
  /** Every node's name, for the open row's two pickers. */
  names: readonly NodeName[] | null;
  open: boolean;
  actions: MapActions;
}

/** One arrow of the list; memoised, so typing in one arrow's text redraws that arrow only. */
const EdgeItem = memo(function EdgeItem({ edge, index, summary, names, open, actions }: EdgeItemProps) {
  const title = text.edgeTitle(index + 1);
  const onChange = actions.updateEdge;
  return (
    <MapItem
      id={edge.id}
      title={title}
      summary={summary}
      colour={edge.color}
      removeLabel={text.removeEdge(index + 1)}
      open={open}
      onColour={(color) => onChange(edge.id, { color }, 'now')}
      onRemove={actions.removeEdge}
      onSelect={actions.select}
    >
      {() => (
        <>
          <div className="map-item__ends">
            {(['fromId', 'toId'] as const).map((end) => (
              <label key={end} className="map-item__end">
                <span>{end === 'fromId' ? text.from : text.to}</span>
                <NodePicker
                  label={`${end === 'fromId' ? text.from : text.to} — ${title}`}
                  value={edge[end]}
                  names={names ?? []}
                  onChange={(id) => onChange(edge.id, { [end]: id })}
                />
              </label>
            ))}
          </div>
          <RichTextField
            value={edge.labelAbove ?? ''}
            onChange={(value) => onChange(edge.id, { labelAbove: value || null }, 'typing')}
            label={`${text.labelAbove} — ${title}`}
            labels={fr.richText}
            placeholder={text.labelAbove}
          />
          <RichTextField
            value={edge.labelBelow ?? ''}
            onChange={(value) => onChange(edge.id, { labelBelow: value || null }, 'typing')}
            label={`${text.labelBelow} — ${title}`}
            labels={fr.richText}
            placeholder={text.labelBelow}
          />
        </>
      )}
    </MapItem>
  );
});
