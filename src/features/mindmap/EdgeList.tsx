import { memo, useDeferredValue, useMemo } from 'react';
import { useMapEditor, type MapEditorStore } from '../../../editors/mindmap/mapEditorStore';
import { limits } from '../../../domain/limits';
import type { MindMapEdge } from '../../../domain/data/mindMaps';
import { richTextToPlain } from '../../../domain/richText';
import { RichTextField } from '../../../editors/text/RichTextField';
import { fr } from '../../i18n/fr';
import { mindMapText } from '../../i18n/mindmap';
import { MapItem } from './MapItem';
import type { MapActions } from './MindMapEditor';

const text = mindMapText.editor;

interface EdgeListProps {
  store: MapEditorStore;
  actions: MapActions;
}

/** The arrow list (max 80): start, end, text above, text below and colour of each arrow. */
export function EdgeList({ store, actions }: EdgeListProps) {
  const nodes = useMapEditor(store, (s) => s.nodes);
  const edges = useMapEditor(store, (s) => s.edges);
  const activeId = useMapEditor(store, (s) => s.activeId);
  const { addEdge: onAdd, updateEdge: onChange, removeEdge: onRemove, select: onSelect } = actions;
  // Moving a card changes `nodes` but not the names the arrows' selects list: rows stay as they are.
  const namesJson = JSON.stringify(nodes.map((node, i) => ({ id: node.id, name: richTextToPlain(node.label).trim() || text.unnamed(i + 1) })));
  // Typing a card's name would re-list it in all 160 selects at every key: the lists follow at low
  // priority, after the keystroke is drawn (React drops the stale passes while typing goes on).
  const names = useDeferredValue(useMemo(() => JSON.parse(namesJson) as NodeName[], [namesJson]));
  return (
    <section className="map-list-panel" aria-labelledby="map-edges-title">
      <header className="map-list-panel__head">
        <h2 id="map-edges-title">{text.edges}</h2>
        <span className="map-list-panel__count">{text.nodeCount(edges.length, limits.mindMapEdges)}</span>
        <button type="button" className="btn btn--primary btn--sm" onClick={onAdd} disabled={nodes.length < 2 || edges.length >= limits.mindMapEdges}>
          {text.addEdge}
        </button>
      </header>
      {nodes.length < 2 && <p className="map-list-panel__hint">{text.needTwoNodes}</p>}
      <ol className="map-items">
        {edges.map((edge, index) => (
          <EdgeItem key={edge.id} edge={edge} index={index} names={names} active={edge.id === activeId} onChange={onChange} onRemove={onRemove} onSelect={onSelect} />
        ))}
      </ol>
    </section>
  );
}

interface NodeName {
  id: string;
  name: string;
}

interface EdgeItemProps {
  edge: MindMapEdge;
  index: number;
  names: readonly NodeName[];
  active: boolean;
  onChange: MapActions['updateEdge'];
  onRemove: (id: string) => void;
  onSelect: (id: string) => void;
}

/** One arrow of the list; memoised, so typing in one arrow's text redraws that arrow only. */
const EdgeItem = memo(function EdgeItem({ edge, index, names, active, onChange, onRemove, onSelect }: EdgeItemProps) {
  const ends = (end: 'fromId' | 'toId') => (
    <label className="map-item__end">
      <span>{end === 'fromId' ? text.from : text.to}</span>
      <select
        className="input"
        value={edge[end]}
        aria-label={`${end === 'fromId' ? text.from : text.to} — ${text.edgeTitle(index + 1)}`}
        onChange={(event) => onChange(edge.id, { [end]: event.target.value })}
      >
        {names.map(({ id, name }) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <MapItem
      id={edge.id}
      title={text.edgeTitle(index + 1)}
      colour={edge.color}
      removeLabel={text.removeEdge(index + 1)}
      active={active}
      onColour={(color) => onChange(edge.id, { color })}
      onRemove={onRemove}
      onSelect={onSelect}
    >
      <div className="map-item__ends">
        {ends('fromId')}
        {ends('toId')}
      </div>
      <RichTextField
        value={edge.labelAbove ?? ''}
        onChange={(value) => onChange(edge.id, { labelAbove: value || null })}
        label={`${text.labelAbove} — ${text.edgeTitle(index + 1)}`}
        labels={fr.richText}
        placeholder={text.labelAbove}
      />
      <RichTextField
        value={edge.labelBelow ?? ''}
        onChange={(value) => onChange(edge.id, { labelBelow: value || null })}
        label={`${text.labelBelow} — ${text.edgeTitle(index + 1)}`}
        labels={fr.richText}
        placeholder={text.labelBelow}
      />
    </MapItem>
  );
});
