import { useRef, useState, type ChangeEvent } from 'react';
import type { ImageBox } from './images';
import { toWebpDataUrl } from './processImage';

interface ImagePickOptions {
  box: ImageBox;
  onChange: (dataUrl: string) => void;
  onProcessingChange: (processing: boolean) => void;
  /** The picked file could not be read or encoded: answers the inline error text. */
  onFailure: () => string;
}

/**
 * The file half of an avatar or banner field: the picked file resized and encoded as WebP in the
 * browser, the processing flag, and the inline error. Only the latest pick may land.
 */
export function useImagePick({ box, onChange, onProcessingChange, onFailure }: ImagePickOptions) {
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const latestPick = useRef(0);

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
      if (pickId === latestPick.current) setError(onFailure());
    } finally {
      if (pickId === latestPick.current) {
        setProcessing(false);
        onProcessingChange(false);
      }
    }
  }

  return { error, clearError: () => setError(null), processing, pick: (event: ChangeEvent<HTMLInputElement>) => void pick(event) };
}
