/**
 * Image URLs a user may store: inline data: images, http(s) links, or our own uploads
 * (`/uploads/...`). Anything else (javascript:, relative paths, protocol-relative) is refused.
 */
export function isAcceptedImageUrl(value: string): boolean {
  if (/^data:image\/(png|jpe?g|webp|gif);base64,[a-z0-9+/=\s]+$/i.test(value)) return true;
  if (/^\/uploads\/[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/.test(value)) return true;
  return isHttpUrl(value);
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Audio kept as profile music: only our own uploads or http(s) links. */
export function isAcceptedAudioUrl(value: string): boolean {
  return /^\/uploads\/[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/.test(value) || isHttpUrl(value);
}
