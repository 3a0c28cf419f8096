import type { ReactNode } from 'react';
import { mindMapText } from '../../i18n/mindmap';

interface MapItemProps {
  id: string;
  title: string;
  colour: string;
  removeLabel: string;
  active: boolean;
  onColour: (colour: string) => void;
  onRemove: (id: string) => void;
  onSelect: (id: string) => void;
  children: ReactNode;
}

/** A node or arrow of the editor's lists: its title, colour and delete button, then its fields. */
export function MapItem({ id, title, colour, removeLabel, active, onColour, onRemove, onSelect, children }: MapItemProps) {
  return (
    <li className={`map-item${active ? ' map-item--active' : ''}`} style={{ borderLeftColor: colour }} onFocusCapture={() => onSelect(id)}>
      <div className="map-item__head">
        <span className="map-item__title">{title}</span>
        <input
          type="color"
          className="map-item__colour"
          aria-label={`${mindMapText.editor.colour} — ${title}`}
          value={colour}
          onChange={(event) => onColour(event.target.value.toLowerCase())}
        />
        <button type="button" className="btn btn--ghost btn--sm btn--danger" onClick={() => onRemove(id)}>
          {removeLabel}
        </button>
      </div>
      {children}
    </li>
  );
}
