import { useId, useRef, useState, type ChangeEvent } from 'react';
import { fr } from '../../i18n/fr';
import type { ImageBox } from './images';
import { toWebpDataUrl } from './processImage';

interface ImageFieldProps {
  label: string;
  uploadLabel: string;
  value: string;
  onChange: (value: string) => void;
  box: ImageBox;
  /** Shown when the picked file cannot be read or encoded. */
  failureMessage: string;
  onProcessingChange: (processing: boolean) => void;
}

/** An image given by link or by file; files are resized and converted to WebP in the browser. */
export function ImageField({ label, uploadLabel, value, onChange, box, failureMessage, onProcessingChange }: ImageFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  // Only the latest pick may land: a slow earlier one is ignored.
  const latestPick = useRef(0);
  const uploaded = value.startsWith('data:');

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const pickId = ++latestPick.current;
    setError(null);
    setProcessing(true);
    onProcessingChange(true);
    try {
      const dataUrl = await toWebpDataUrl(file, box);
      if (pickId === latestPick.current) onChange(dataUrl);
    } catch (failure) {
      console.warn('[image] processing failed', failure);
      if (pickId === latestPick.current) setError(failureMessage);
    } finally {
      if (pickId === latestPick.current) {
        setProcessing(false);
        onProcessingChange(false);
      }
    }
  }

  return (
    <div className="field image-field" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} className="field__label" htmlFor={uploaded ? undefined : `${id}-url`}>
        {label}
      </label>
      {uploaded ? (
        <div className="upload-chip">
          <img className="upload-chip__thumb" src={value} alt="" />
          <span className="upload-chip__text">{fr.auth.uploaded}</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange('')}>
            {fr.auth.removeImage}
          </button>
        </div>
      ) : (
        <div className="image-field__row">
          <input
            id={`${id}-url`}
            className="input"
            type="url"
            inputMode="url"
            placeholder={fr.auth.imageUrlPlaceholder}
            maxLength={1000}
            value={value}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setError(null);
              onChange(event.target.value);
            }}
          />
          <label className="btn btn--ghost file-button">
            <input className="visually-hidden" type="file" accept="image/*" aria-label={uploadLabel} onChange={(event) => void pick(event)} />
            <span aria-hidden="true">{fr.auth.upload}</span>
          </label>
        </div>
      )}
      <p id={`${id}-hint`} className="field__hint">
        {processing ? fr.auth.processing : fr.auth.imageUrlHint}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
