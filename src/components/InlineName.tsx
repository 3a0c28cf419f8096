import { useState, type KeyboardEvent } from 'react';
import { limits } from '../../domain/limits';

interface InlineNameProps {
  name: string;
  /** Accessible name of the rename button, e.g. 'Renommer Anatomie'. */
  renameLabel: string;
  /** Accessible name of the text field while editing. */
  fieldLabel: string;
  /** Receives the typed text; the caller keeps the old name when it comes out empty. */
  onRename: (value: string) => void;
  className?: string;
}

/** A name edited in place: click it (or the pencil), Enter or leaving the field saves, Escape cancels. */
export function InlineName({ name, renameLabel, fieldLabel, onRename, className = '' }: InlineNameProps) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft !== null && draft !== name) onRename(draft);
    setDraft(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
    }
  }

  if (draft !== null) {
    return (
      <input
        className={`input inline-name__input ${className}`}
        aria-label={fieldLabel}
        value={draft}
        maxLength={limits.textInputMax}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    );
  }
  return (
    <span className={`inline-name ${className}`}>
      <span className="inline-name__text" onClick={() => setDraft(name)}>
        {name}
      </span>
      <button type="button" className="icon-button icon-button--sm" aria-label={renameLabel} title={renameLabel} onClick={() => setDraft(name)}>
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M13.6 3.6l2.8 2.8L7 15.8l-3.6.8.8-3.6z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
      </button>
    </span>
  );
}
