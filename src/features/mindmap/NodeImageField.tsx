import { useState, type ChangeEvent } from 'react';
import { normaliseImageUrl } from '../../../domain/data/cards';
import { DeviceFullError, uploadMaterialImage } from '../../offline/deferredUploads';
import { mindMapText } from '../../i18n/mindmap';
import { showToast } from '../../state/toasts';
import { readAsDataUrl } from '../../lib/dataUrl';

const text = mindMapText.editor;

interface NodeImageFieldProps {
  imageUrl: string | null;
  onChange: (imageUrl: string | null) => void;
}

/** A node's optional image: a http(s) link, or a file uploaded with POST /me/uploads. */
export function NodeImageField({ imageUrl, onChange }: NodeImageFieldProps) {
  const [link, setLink] = useState(imageUrl ?? '');
  const [uploading, setUploading] = useState(false);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadMaterialImage(await readAsDataUrl(file));
      onChange(url);
      setLink(url);
      showToast(text.uploaded, 'success');
    } catch (error) {
      console.warn('[mindmap] upload failed', error);
      showToast(error instanceof DeviceFullError ? error.message : text.uploadFailed, 'error');
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="map-image-field">
      <legend>{text.image}</legend>
      <div className="map-image-field__row">
        <input
          type="url"
          className="input"
          aria-label={text.imageUrl}
          placeholder="https://…"
          value={link}
          onChange={(event) => setLink(event.target.value)}
        />
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(normaliseImageUrl(link.trim()))}>
          {text.applyUrl}
        </button>
      </div>
      <div className="map-image-field__row">
        <label className="btn btn--ghost btn--sm map-image-field__upload">
          {uploading ? text.uploading : text.upload}
          <input type="file" accept="image/*" className="visually-hidden" disabled={uploading} onChange={(event) => void upload(event)} />
        </label>
        {imageUrl && (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => { onChange(null); setLink(''); }}>
            {text.removeImage}
          </button>
        )}
      </div>
    </fieldset>
  );
}
