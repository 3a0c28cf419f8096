import { limits } from '../../../domain/limits';
import type { MindMapEdge, MindMapNode } from '../../../domain/data/mindMaps';
import { richTextToPlain } from '../../../domain/richText';
import { RichTextField } from '../../../editors/text/RichTextField';
import { fr } from '../../i18n/fr';
import { mindMapText } from '../../i18n/mindmap';

const text = mindMapText.editor;

interface EdgeListProps {
  nodes: readonly MindMapNode[];
  edges: readonly MindMapEdge[];
  activeId: string | null;
  onAdd: () => void;
  onChange: (id: string, change: Partial<Omit<MindMapEdge, 'id'>>) => void;
  onRemove: (id: string) => void;
  onSelect: (id: string) => void;
}

/** The arrow list (max 80): start, end, text above, text below and colour of each arrow. */
export function EdgeList({ nodes, edges, activeId, onAdd, onChange, onRemove, onSelect }: EdgeListProps) {
  const names = nodes.map((node, i) => ({ id: node.id, name: richTextToPlain(node.label).trim() || text.unnamed(i + 1) }));
  const ends = (edge: MindMapEdge, end: 'fromId' | 'toId', index: number) => (
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
          <li
            key={edge.id}
            className={`map-item${edge.id === activeId ? ' map-item--active' : ''}`}
            style={{ borderLeftColor: edge.color }}
            onFocusCapture={() => onSelect(edge.id)}
          >
            <div className="map-item__head">
              <span className="map-item__title">{text.edgeTitle(index + 1)}</span>
              <input
                type="color"
                className="map-item__colour"
                aria-label={`${text.colour} — ${text.edgeTitle(index + 1)}`}
                value={edge.color}
                onChange={(event) => onChange(edge.id, { color: event.target.value.toLowerCase() })}
              />
              <button type="button" className="btn btn--ghost btn--sm btn--danger" onClick={() => onRemove(edge.id)}>
                {text.removeEdge(index + 1)}
              </button>
            </div>
            <div className="map-item__ends">
              {ends(edge, 'fromId', index)}
              {ends(edge, 'toId', index)}
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
          </li>
        ))}
      </ol>
    </section>
  );
}
