import { limits } from '../../../domain/limits';
import type { MindMapNode } from '../../../domain/data/mindMaps';
import { RichTextField } from '../../../editors/text/RichTextField';
import { fr } from '../../i18n/fr';
import { mindMapText } from '../../i18n/mindmap';
import { NodeImageField } from './NodeImageField';

const text = mindMapText.editor;

interface NodeListProps {
  nodes: readonly MindMapNode[];
  activeId: string | null;
  onAdd: () => void;
  onChange: (id: string, change: Partial<Omit<MindMapNode, 'id'>>) => void;
  onRemove: (id: string) => void;
  onSelect: (id: string) => void;
}

/** The node list (max 40): label, annotation, colour and image of each card. */
export function NodeList({ nodes, activeId, onAdd, onChange, onRemove, onSelect }: NodeListProps) {
  return (
    <section className="map-list-panel" aria-labelledby="map-nodes-title">
      <header className="map-list-panel__head">
        <h2 id="map-nodes-title">{text.nodes}</h2>
        <span className="map-list-panel__count">{text.nodeCount(nodes.length, limits.mindMapNodes)}</span>
        <button type="button" className="btn btn--primary btn--sm" onClick={onAdd} disabled={nodes.length >= limits.mindMapNodes}>
          {text.addNode}
        </button>
      </header>
      <ol className="map-items">
        {nodes.map((node, index) => (
          <li
            key={node.id}
            className={`map-item${node.id === activeId ? ' map-item--active' : ''}`}
            style={{ borderLeftColor: node.color }}
            onFocusCapture={() => onSelect(node.id)}
          >
            <div className="map-item__head">
              <span className="map-item__title">{text.nodeTitle(index + 1)}</span>
              <input
                type="color"
                className="map-item__colour"
                aria-label={`${text.colour} — ${text.nodeTitle(index + 1)}`}
                value={node.color}
                onChange={(event) => onChange(node.id, { color: event.target.value.toLowerCase() })}
              />
              <button type="button" className="btn btn--ghost btn--sm btn--danger" onClick={() => onRemove(node.id)}>
                {text.removeNode(text.nodeTitle(index + 1))}
              </button>
            </div>
            <RichTextField
              value={node.label}
              onChange={(label) => onChange(node.id, { label })}
              label={`${text.label} — ${text.nodeTitle(index + 1)}`}
              labels={fr.richText}
              placeholder={text.labelPlaceholder}
            />
            <RichTextField
              value={node.annotation ?? ''}
              onChange={(annotation) => onChange(node.id, { annotation: annotation || null })}
              label={`${text.annotation} — ${text.nodeTitle(index + 1)}`}
              labels={fr.richText}
              placeholder={text.annotation}
            />
            <NodeImageField imageUrl={node.imageUrl} onChange={(imageUrl) => onChange(node.id, { imageUrl })} />
          </li>
        ))}
      </ol>
    </section>
  );
}
