import { useEffect, useState } from 'react';
import { isAcceptedImageUrl } from '../../../domain/urls';
import { ImageLinkInput } from '../../components/ImageLinkInput';
import { zoningText } from '../../i18n/zoning';
import { demoDiagram } from './boardImage';

interface ImageSourceFieldProps {
  imageUrl: string;
  uploading: boolean;
  onUpload: (file: Blob) => void;
  onLink: (url: string) => void;
}

/** The draft's diagram: a link, a file to upload, or the demo diagram (uploaded like a file). */
export function ImageSourceField({ imageUrl, uploading, onUpload, onLink }: ImageSourceFieldProps) {
  const text = zoningText.editor;
  const shownLink = imageUrl.startsWith('data:') ? '' : imageUrl;
  const [link, setLink] = useState(shownLink);
  useEffect(() => setLink(shownLink), [shownLink]);
  const linkValid = isAcceptedImageUrl(link.trim());

  async function pickDemo() {
    try {
      onUpload(await demoDiagram());
    } catch (error) {
      console.warn('[zoning] demo diagram unavailable', error);
    }
  }

  return (
    <fieldset className="image-source" disabled={uploading}>
      <legend className="field__label">{text.image}</legend>
      <form
        className="image-source__link"
        onSubmit={(event) => {
          event.preventDefault();
          if (linkValid) onLink(link.trim());
        }}
      >
        <ImageLinkInput label={text.imageUrl} placeholder={text.imageUrlPlaceholder} value={link} onChange={setLink} />
        <button type="submit" className="btn btn--ghost" disabled={!linkValid || link.trim() === imageUrl}>
          {text.applyUrl}
        </button>
      </form>
      <div className="image-source__buttons">
        <label className="btn btn--ghost file-button">
          {uploading ? text.uploading : text.upload}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="visually-hidden"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onUpload(file);
            }}
          />
        </label>
        <button type="button" className="btn btn--ghost" onClick={() => void pickDemo()}>
          {text.useDemo}
        </button>
      </div>
      <p className="field__hint">{text.imageAdvice}</p>
    </fieldset>
  );
}
