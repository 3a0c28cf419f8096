import { limits } from '../../../domain/limits';
import { readAsDataUrl } from '../../lib/dataUrl';

/** Files up to this size go up as they are; larger ones are redrawn smaller first. */
const AS_IS_MAX_BYTES = 1_500_000;
/** Longest side of a redrawn diagram: sharp on a 520 px preview zoomed in, yet light. */
const MAX_SIDE = 2400;
const ACCEPTED = /^image\/(png|jpeg|webp|gif)$/;

function decode(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('undecodable image'));
    image.src = src;
  });
}

/** Bytes a base64 data URL stands for. */
export function decodedBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

/**
 * A picked diagram as a data URL the upload accepts: PNG, JPEG, WebP or GIF. Large ones are
 * redrawn at most 2400 px on their longest side (PNG kept when it stays small, else JPEG),
 * so a phone photo of a textbook page still goes through. Throws when nothing fits 5 MB.
 */
export async function prepareBoardImage(file: Blob): Promise<string> {
  if (!ACCEPTED.test(file.type)) throw new Error(`refused type ${file.type}`);
  const original = await readAsDataUrl(file);
  // Redrawing a GIF would lose its animation: it goes as it is, or not at all.
  if (file.size <= AS_IS_MAX_BYTES || file.type === 'image/gif') {
    if (decodedBytes(original) > limits.uploadImageMaxBytes) throw new Error('image too large');
    return original;
  }
  const image = await decode(original);
  const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const png = file.type === 'image/png' ? canvas.toDataURL('image/png') : '';
  if (png && decodedBytes(png) <= AS_IS_MAX_BYTES) return png;
  for (const quality of [0.88, 0.8, 0.7, 0.6]) {
    const jpeg = canvas.toDataURL('image/jpeg', quality);
    if (decodedBytes(jpeg) <= limits.uploadImageMaxBytes) return jpeg;
  }
  throw new Error('image too large');
}

/** Our own demo diagram as a file, ready to go through the same upload as a picked one. */
export async function demoDiagram(): Promise<Blob> {
  const response = await fetch(DEMO_DIAGRAM_URL);
  if (!response.ok) throw new Error(`demo diagram: HTTP ${response.status}`);
  return response.blob();
}

/** The demo diagram shipped in public/demo/ (drawn for Mnémo; its SVG source sits beside it). */
export const DEMO_DIAGRAM_URL = '/demo/coeur-schema.png';
