import { useId, useState, type KeyboardEvent } from 'react';
import { foldAnswer } from '../../../domain/data/cards';
import type { NodeName } from './nodeNames';

interface NodePickerProps {
  label: string;
  value: string;
  names: readonly NodeName[];
  onChange: (id: string) => void;
}

/**
 * A searchable node picker (ARIA combobox with a list box): typing filters the nodes by name,
 * arrows move, Enter or a click chooses, Escape closes. Only the open arrow row has two.
 */
export function NodePicker({ label, value, names, onChange }: NodePickerProps) {
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState(0);
  const open = query !== null;
  const current = names.find((n) => n.id === value)?.name ?? '';
  const wanted = foldAnswer(query ?? '');
  const matches = open ? names.filter((n) => foldAnswer(n.name).includes(wanted)) : [];
  const close = () => setQuery(null);
  const choose = (id: string) => {
    if (id !== value) onChange(id);
    close();
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setQuery('');
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((i) => (matches.length ? (i + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const chosen = matches[highlighted];
      if (chosen) choose(chosen.id);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className="node-picker">
      <input
        className="input"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[highlighted] ? `${listId}-${highlighted}` : undefined}
        autoComplete="off"
        value={open ? query : current}
        placeholder={current}
        onFocus={() => {
          setQuery('');
          setHighlighted(0);
        }}
        onBlur={close}
        onChange={(event) => {
          setQuery(event.target.value);
          setHighlighted(0);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul className="node-picker__list" role="listbox" id={listId} aria-label={label}>
          {matches.map((n, i) => (
            <li
              key={n.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={n.id === value}
              className={`node-picker__option${i === highlighted ? ' node-picker__option--highlighted' : ''}`}
              // Chosen on press, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(n.id);
              }}
            >
              {n.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
