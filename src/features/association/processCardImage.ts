import { CardImageFailure, compress, firstStep, fitsEncoded, scaledSize } from './cardImage';
import { readAsDataUrl } from '../../lib/dataUrl';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new CardImageFailure('loadFailed'));
    image.src = src;
  });
}

/**
 * A picked file as a data URL within the card limits (part 1 §5 Card images): kept as it is when
 * small enough, otherwise drawn at most 1400 px wide or high and re-encoded. The decisions are in
 * cardImage.ts; this only reads, draws and encodes. Throws CardImageFailure.
 */
export async function processCardImage(file: File): Promise<string> {
  const original = await readAsDataUrl(file);
  if (firstStep(file, original) === 'as-is') return original;
  const image = await loadImage(original);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new CardImageFailure('noCanvas');
  const { width, height } = scaledSize(image.naturalWidth, image.naturalHeight);
  canvas.width = width;
  canvas.height = height;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  const encoded = compress((type, quality) => canvas.toDataURL(type, quality));
  if (!fitsEncoded(encoded)) throw new CardImageFailure('encodedTooLarge');
  return encoded;
}
