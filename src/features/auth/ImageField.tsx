import { useId } from 'react';
import { fr } from '../../i18n/fr';
import type { ImageBox } from './images';
import { useImagePick } from './useImagePick';

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
  const { error, clearError, processing, pick } = useImagePick({ box, onChange, onProcessingChange, onFailure: () => failureMessage });
  const uploaded = value.startsWith('data:');

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
              clearError();
              onChange(event.target.value);
            }}
          />
          <label className="btn btn--ghost file-button">
            <input className="visually-hidden" type="file" accept="image/*" aria-label={uploadLabel} onChange={pick} />
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
