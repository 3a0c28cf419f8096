import { useId, useState } from 'react';
import { isAcceptedImageUrl } from '../../../domain/urls';
import { ImageLinkInput } from '../../components/ImageLinkInput';
import { uploadFailureMessage, uploadMaterialImage } from '../../offline/deferredUploads';
import { fr } from '../../i18n/fr';
import { checkPastedDataUrl, failureReason } from './cardImage';
import { ImagePreview } from './ImagePreview';
import { processCardImage } from './processCardImage';
import type { UploadTracker } from './uploadTracker';

interface CardImageFieldProps {
  value: string | null;
  onChange: (url: string | null) => void;
  tracker: UploadTracker;
  onBusyChange: (busy: boolean) => void;
}

type Step = 'idle' | 'processing' | 'uploading';

/** The card image: a file (processed, then uploaded) or a link; a thumbnail that opens the preview. */
export function CardImageField({ value, onChange, tracker, onBusyChange }: CardImageFieldProps) {
  const id = useId();
  const [step, setStep] = useState<Step>('idle');
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const text = fr.association;

  function busy(next: Step) {
    setStep(next);
    onBusyChange(next !== 'idle');
  }

  function setImage(url: string | null) {
    tracker.replaced(value);
    onChange(url);
  }

  /** Uploads a data URL and shows its /uploads address. */
  async function upload(dataUrl: string) {
    busy('uploading');
    try {
      const url = await uploadMaterialImage(dataUrl);
      tracker.uploaded(url);
      setImage(url);
    } catch (failure) {
      setError(uploadFailureMessage(failure, text.uploadFailed));
    }
  }

  async function pickFile(file: File) {
    setError(null);
    busy('processing');
    try {
      await upload(await processCardImage(file));
    } catch (failure) {
      console.warn('[image] card image refused', failure);
      setError(text.imageErrors[failureReason(failure)]);
    } finally {
      busy('idle');
    }
  }

  async function applyLink() {
    const url = link.trim();
    if (!url) return;
    setError(null);
    try {
      if (url.startsWith('data:')) {
        await upload(checkPastedDataUrl(url));
        busy('idle');
      } else if (isAcceptedImageUrl(url)) {
        setImage(url);
      } else {
        setError(text.imageErrors.invalid);
        return;
      }
      setLink('');
    } catch (failure) {
      busy('idle');
      setError(text.imageErrors[failureReason(failure)]);
    }
  }

  return (
    <div className="field card-image" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field__label">
        {text.image}
      </span>
      {value && (
        <div className="card-image__current">
          <button type="button" className="card-image__thumb" aria-label={text.preview} onClick={() => setPreviewing(true)}>
            <img src={value} alt={text.imageAlt} />
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setImage(null)} disabled={step !== 'idle'}>
            {text.removeImage}
          </button>
        </div>
      )}
      <div className="card-image__inputs">
        <label className={`btn btn--ghost file-button${step !== 'idle' ? ' is-disabled' : ''}`}>
          <input
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-label={text.importImage}
            disabled={step !== 'idle'}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void pickFile(file);
            }}
          />
          <span aria-hidden="true">{text.importImage}</span>
        </label>
        <div className="card-image__link">
          <ImageLinkInput
            label={text.imageUrl}
            placeholder={text.imageUrlPlaceholder}
            value={link}
            onChange={setLink}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void applyLink();
              }
            }}
          />
          <button type="button" className="btn btn--ghost" onClick={() => void applyLink()} disabled={step !== 'idle' || !link.trim()}>
            {text.applyUrl}
          </button>
        </div>
      </div>
      {step !== 'idle' && (
        <p className="field__hint" role="status">
          {step === 'processing' ? text.processing : text.uploading}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {previewing && value && <ImagePreview src={value} alt={text.imageAlt} onClose={() => setPreviewing(false)} />}
    </div>
  );
}
