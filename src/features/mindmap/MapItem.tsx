import { useId, type ReactNode } from 'react';
import { mindMapText } from '../../i18n/mindmap';

const text = mindMapText.editor;

interface MapItemProps {
  id: string;
  title: string;
  /** One line saying what the item holds, shown while it is closed. */
  summary: string;
  colour: string;
  removeLabel: string;
  /** The selected item is the one row open for editing; the others are one compact line each. */
  open: boolean;
  onColour: (colour: string) => void;
  onRemove: (id: string) => void;
  onSelect: (id: string) => void;
  /** The fields, drawn only while the row is open. */
  children: () => ReactNode;
}

/** A node or arrow of the editor's lists: a compact line, or, selected, its title, colour, delete and fields. */
export function MapItem({ id, title, summary, colour, removeLabel, open, onColour, onRemove, onSelect, children }: MapItemProps) {
  const summaryId = useId();
  if (!open) {
    // The summary sits beside the button, as its description: the button's name stays 'Modifier
    // <title>' and holds all the text it shows (WCAG 2.5.3, label in name); the button still
    // covers the whole line for a click or a tap.
    return (
      <li className="map-item map-item--compact" style={{ borderLeftColor: colour }}>
        <button type="button" className="map-item__open" aria-label={text.openItem(title)} aria-describedby={summaryId} onClick={() => onSelect(id)}>
          <span className="map-item__title">{title}</span>
        </button>
        <span className="map-item__summary" id={summaryId}>
          {summary}
        </span>
      </li>
    );
  }
  return (
    <li className="map-item map-item--active" style={{ borderLeftColor: colour }} onFocusCapture={() => onSelect(id)}>
      <div className="map-item__head">
        <span className="map-item__title">{title}</span>
        <input
          type="color"
          className="map-item__colour"
          aria-label={`${text.colour} — ${title}`}
          value={colour}
          onChange={(event) => onColour(event.target.value.toLowerCase())}
        />
        <button type="button" className="btn btn--ghost btn--sm btn--danger" onClick={() => onRemove(id)}>
          {removeLabel}
        </button>
      </div>
      {children()}
    </li>
  );
}
