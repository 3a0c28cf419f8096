/** Pure rules for profile pictures at sign-up (part 1 §5 Account). */

export interface ImageBox {
  maxWidth: number;
  maxHeight: number;
  quality: number;
}

/** Avatar and banner uploads are resized to these boxes and encoded as WebP (part 1 §9). */
export const AVATAR_BOX: ImageBox = { maxWidth: 512, maxHeight: 512, quality: 0.82 };
export const BANNER_BOX: ImageBox = { maxWidth: 1600, maxHeight: 900, quality: 0.88 };

/** The size that fits `width`×`height` into the box, keeping the ratio and never enlarging. */
export function fitWithin(width: number, height: number, box: Pick<ImageBox, 'maxWidth' | 'maxHeight'>) {
  const scale = Math.min(1, box.maxWidth / width, box.maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The live preview shows a value starting with data:, http or /. */
export function isPreviewable(value: string): boolean {
  const url = value.trim();
  return url.startsWith('data:') || url.startsWith('http') || url.startsWith('/');
}

/** At registration only data: URLs and http(s) links are kept; anything else is dropped. */
export function registrationImage(value: string): string | undefined {
  const url = value.trim();
  return url.startsWith('data:') || /^https?:\/\//i.test(url) ? url : undefined;
}
