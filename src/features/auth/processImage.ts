import { fitWithin, type ImageBox } from './images';
import { readAsDataUrl } from '../../lib/dataUrl';

/**
 * Resizes a picked image into `box` (never enlarging) and encodes it as a WebP data URL, so a
 * phone photo of several MB becomes a small upload. Throws when the file is not a readable image.
 */
export async function toWebpDataUrl(file: Blob, box: ImageBox): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, box);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('2D canvas unavailable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    // Browsers without a WebP encoder hand back PNG, which the server accepts too.
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', box.quality));
    if (!blob) throw new Error('image encoding failed');
    return await readAsDataUrl(blob);
  } finally {
    bitmap.close();
  }
}

