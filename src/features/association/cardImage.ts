import { limits } from '../../../domain/limits';

/** Card image rules (part 1 §5 Card images, §9). */
export const CARD_IMAGE = {
  encodedMax: limits.cardImageEncodedMax,
  asIsMaxBytes: 700_000,
  maxSide: 1400,
  jpegQualities: [0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.5, 0.45],
} as const;

export type CardImageError = 'encodedTooLarge' | 'gifTooLarge' | 'stillTooLarge' | 'loadFailed' | 'noCanvas' | 'invalid';

/** A refusal with the reason the user is told. */
export class CardImageFailure extends Error {
  constructor(readonly reason: CardImageError) {
    super(reason);
    this.name = 'CardImageFailure';
  }
}

export function fitsEncoded(dataUrl: string): boolean {
  return dataUrl.length <= CARD_IMAGE.encodedMax;
}

/** What to do with a picked file once read as a data URL: keep it, or re-encode it. */
export function firstStep(file: { type: string; size: number }, encoded: string): 'as-is' | 'compress' {
  if (!file.type.startsWith('image/') || !encoded.startsWith('data:image/')) throw new CardImageFailure('invalid');
  if (file.size <= CARD_IMAGE.asIsMaxBytes && fitsEncoded(encoded)) return 'as-is';
  // Re-encoding a GIF through a canvas would lose its animation.
  if (file.type === 'image/gif') throw new CardImageFailure('gifTooLarge');
  return 'compress';
}

/** The size an image is drawn at: at most 1400 px on its longest side, never enlarged. */
export function scaledSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, CARD_IMAGE.maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Draws the image once; encodes it as a data URL of a type and quality. */
export type Encoder = (type: 'image/png' | 'image/jpeg', quality?: number) => string;

/** PNG if it fits, else JPEG from quality 0.85 down to 0.45 in steps of 0.05; else refused. */
export function compress(encode: Encoder): string {
  const png = encode('image/png');
  if (fitsEncoded(png)) return png;
  for (const quality of CARD_IMAGE.jpegQualities) {
    const jpeg = encode('image/jpeg', quality);
    if (fitsEncoded(jpeg)) return jpeg;
  }
  throw new CardImageFailure('stillTooLarge');
}

/** A data URL pasted in the link field must fit too. */
export function checkPastedDataUrl(dataUrl: string): string {
  if (!/^data:image\/(png|jpe?g|webp|gif);base64,/i.test(dataUrl)) throw new CardImageFailure('invalid');
  if (!fitsEncoded(dataUrl)) throw new CardImageFailure('encodedTooLarge');
  return dataUrl;
}

/** The reason of any failure: unexpected errors count as an invalid or too large image. */
export function failureReason(error: unknown): CardImageError {
  return error instanceof CardImageFailure ? error.reason : 'invalid';
}
