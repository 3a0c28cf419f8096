import { useId } from 'react';
import { fr } from '../i18n/fr';

interface FilePickerProps {
  /** The field's name, shown above the button; the hidden input is labelled by it. */
  label: string;
  accept: string;
  /** The picked file's name, or null ('Aucun fichier choisi'). */
  fileName: string | null;
  disabled?: boolean;
  onPick: (file: File | null) => void;
}

/**
 * A file field in the app's style and in French: the browser's own button reads « Choose File /
 * No file chosen » whatever the page's language, so it stays hidden behind a button of ours.
 */
export function FilePicker({ label, accept, fileName, disabled = false, onPick }: FilePickerProps) {
  const id = useId();
  return (
    <div className="field file-picker">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="file-picker__row">
        <label className={`btn btn--ghost file-button${disabled ? ' is-disabled' : ''}`}>
          <input
            className="visually-hidden"
            type="file"
            accept={accept}
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-name`}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0] ?? null;
              // Cleared, so picking the same file again still reports it.
              event.currentTarget.value = '';
              onPick(file);
            }}
          />
          <span aria-hidden="true">{fr.files.choose}</span>
        </label>
        <span id={`${id}-name`} className="file-picker__name">
          {fileName ?? fr.files.none}
        </span>
      </div>
    </div>
  );
}
