import { useRef, useState } from 'react';
import { deleteMaterialUpload, DeviceFullError, uploadMaterialImage } from '../../offline/deferredUploads';
import { zoningText } from '../../i18n/zoning';
import { showToast } from '../../state/toasts';
import { createUploadTracker, isOwnUpload, type UploadTracker } from '../association/uploadTracker';
import { prepareBoardImage } from './boardImage';

/**
 * The draft's image uploads (part 2 §4): an upload made for this draft is deleted when another
 * image replaces it, or when another board or a new one is started. Deletion failures are only
 * logged.
 */
export function useBoardImage(setImageUrl: (url: string) => void) {
  const [uploading, setUploading] = useState(false);
  const tracker = useRef<UploadTracker>(createUploadTracker(null, deleteMaterialUpload));
  const current = useRef('');

  // Leaving the page keeps the draft's uploads: the draft stays on the device (offline/drafts.ts)
  // and comes back with them; starting another board lets them go.

  /** A new draft or a loaded board: this draft's pending uploads go, tracking starts over. */
  function restart(original: string) {
    tracker.current.abandoned();
    tracker.current = createUploadTracker(original || null, deleteMaterialUpload);
    current.current = original;
  }

  /** A draft taken back after a reload: its board's own image is `original`, its upload `image`. */
  function resume(original: string, image: string) {
    tracker.current = createUploadTracker(original || null, deleteMaterialUpload);
    if (image !== original && isOwnUpload(image)) tracker.current.uploaded(image);
    current.current = image;
  }

  function choose(url: string) {
    if (url !== current.current) tracker.current.replaced(current.current || null);
    current.current = url;
    setImageUrl(url);
  }

  async function upload(file: Blob) {
    setUploading(true);
    try {
      const dataUrl = await prepareBoardImage(file);
      const url = await uploadMaterialImage(dataUrl);
      tracker.current.uploaded(url);
      choose(url);
      showToast(zoningText.editor.uploaded, 'success');
    } catch (error) {
      console.warn('[zoning] image upload failed', error);
      showToast(error instanceof DeviceFullError ? error.message : zoningText.editor.uploadFailed, 'error');
    } finally {
      setUploading(false);
    }
  }

  /** The draft was saved with `kept`: other uploads of this draft go, so does a replaced original no board uses. */
  function saved(kept: string, isStillUsed: (url: string) => boolean) {
    tracker.current.saved(kept, isStillUsed);
    tracker.current = createUploadTracker(kept, deleteMaterialUpload);
    current.current = kept;
  }

  return { uploading, upload, choose, restart, resume, saved };
}
