import { useEffect, useRef, useState } from 'react';
import { deleteUpload, uploadFile } from '../../api/endpoints';
import { zoningText } from '../../i18n/zoning';
import { showToast } from '../../state/toasts';
import { createUploadTracker, type UploadTracker } from '../association/uploadTracker';
import { prepareBoardImage } from './boardImage';

/**
 * The draft's image uploads (part 2 §4): an upload made for this draft is deleted when another
 * image replaces it, when another board is loaded, or when the page is left without saving.
 * Deletion failures are only logged.
 */
export function useBoardImage(setImageUrl: (url: string) => void) {
  const [uploading, setUploading] = useState(false);
  const tracker = useRef<UploadTracker>(createUploadTracker(null, deleteUpload));
  const current = useRef('');

  useEffect(() => () => tracker.current.abandoned(), []);

  /** A new draft or a loaded board: this draft's pending uploads go, tracking starts over. */
  function restart(original: string) {
    tracker.current.abandoned();
    tracker.current = createUploadTracker(original || null, deleteUpload);
    current.current = original;
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
      const { url } = await uploadFile(dataUrl);
      tracker.current.uploaded(url);
      choose(url);
      showToast(zoningText.editor.uploaded, 'success');
    } catch (error) {
      console.warn('[zoning] image upload failed', error);
      showToast(zoningText.editor.uploadFailed, 'error');
    } finally {
      setUploading(false);
    }
  }

  /** The draft was saved with `kept`: other uploads of this draft go, so does a replaced original no board uses. */
  function saved(kept: string, isStillUsed: (url: string) => boolean) {
    tracker.current.saved(kept, isStillUsed);
    tracker.current = createUploadTracker(kept, deleteUpload);
    current.current = kept;
  }

  return { uploading, upload, choose, restart, saved };
}
