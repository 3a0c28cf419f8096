import { useId } from 'react';
import { limits } from '../../../domain/limits';
import { fr } from '../../i18n/fr';
import type { ImageBox } from '../auth/images';
import { useImagePick } from '../auth/useImagePick';
import { showToast } from '../../state/toasts';

interface ImageInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  box: ImageBox;
  /** The toast and the inline text when a picked file cannot be processed (part 2 §8). */
  failure: { toast: string; inline: string };
  onProcessingChange: (processing: boolean) => void;
}

/** An avatar or banner by link or by file; files are resized and encoded as WebP in the browser. */
export function ImageInput({ label, value, onChange, box, failure, onProcessingChange }: ImageInputProps) {
  const id = useId();
  const { error, clearError, processing, pick } = useImagePick({
    box,
    onChange,
    onProcessingChange,
    onFailure: () => {
      showToast(failure.toast, 'error');
      return failure.inline;
    },
  });
  const picked = value.startsWith('data:');

  return (
    <div className="field account-image" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      <div className="account-image__row">
        {picked ? (
          <p className="account-image__picked">
            <img className="account-image__thumb" src={value} alt="" />
            <span>{fr.accountPage.edit.ready}</span>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange('')}>
              {fr.auth.removeImage}
            </button>
          </p>
        ) : (
          <input
            className="input"
            type="url"
            inputMode="url"
            aria-label={label}
            placeholder={fr.accountPage.edit.urlPlaceholder}
            maxLength={limits.textInputMax}
            value={value}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              clearError();
              onChange(event.target.value);
            }}
          />
        )}
        <label className="btn btn--ghost account-image__upload">
          <input className="visually-hidden" type="file" accept="image/*" aria-label={`${fr.accountPage.edit.upload} : ${label}`} onChange={pick} />
          {processing ? fr.accountPage.edit.processing : fr.accountPage.edit.upload}
        </label>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
