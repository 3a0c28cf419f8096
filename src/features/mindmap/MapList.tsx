import type { ReactNode } from 'react';
import type { MindMap } from '../../../domain/data/mindMaps';
import { mindMapText } from '../../i18n/mindmap';

const text = mindMapText.editor;

interface MapListProps {
  maps: readonly MindMap[];
  currentId: string;
  onEdit: (map: MindMap) => void;
  onDelete: (map: MindMap, index: number) => void;
  /** More actions per map (the share button). */
  extraActions?: (map: MindMap) => ReactNode;
}

/** The chapter's saved maps, each with edit and delete. */
export function MapList({ maps, currentId, onEdit, onDelete, extraActions }: MapListProps) {
  return (
    <section className="map-saved" aria-labelledby="map-saved-title">
      <h2 id="map-saved-title">{text.maps}</h2>
      {maps.length === 0 && <p className="map-saved__empty">{text.noMaps}</p>}
      <ul className="map-saved__items">
        {maps.map((map, index) => {
          const name = map.title ?? text.untitled;
          return (
            <li key={map.id} className={`map-saved__item${map.id === currentId ? ' map-saved__item--current' : ''}`}>
              <span className="map-saved__swatch" style={{ background: map.backgroundColor ?? '#05070d' }} aria-hidden="true" />
              <div className="map-saved__body">
                <p className="map-saved__name">{name}</p>
                <p className="map-saved__meta">
                  {text.summary(map.nodes.length, map.edges.length)}
                  {map.id === currentId && ` · ${text.editing}`}
                </p>
              </div>
              {extraActions?.(map)}
              <button type="button" className="btn btn--ghost btn--sm" aria-label={`${text.edit} ${name}`} onClick={() => onEdit(map)}>
                {text.edit}
              </button>
              <button type="button" className="btn btn--ghost btn--sm btn--danger" aria-label={`${text.remove} ${name}`} onClick={() => onDelete(map, index)}>
                {text.remove}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
