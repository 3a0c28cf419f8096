/** A diagram ready to draw: `readable` tells whether WebGL may sample its pixels. */
export interface BoardImage {
  element: HTMLImageElement;
  width: number;
  height: number;
  readable: boolean;
}

function load(url: string, crossOrigin: boolean): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    if (crossOrigin) image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image failed to load: ${url.slice(0, 80)}`));
    image.src = url;
  });
}

function isCrossOrigin(url: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:')) return false;
  return new URL(url, window.location.href).origin !== window.location.origin;
}

/**
 * Loads a board's image. A linked image from another site is first asked for with CORS, so the
 * GPU can draw it; when that site does not allow it, the plain image is still shown (by the page,
 * under the canvas) and only its pixels stay off-limits.
 */
export async function loadBoardImage(url: string): Promise<BoardImage> {
  const crossOrigin = isCrossOrigin(url);
  let element: HTMLImageElement;
  let readable = true;
  try {
    element = await load(url, crossOrigin);
  } catch (error) {
    if (!crossOrigin) throw error;
    element = await load(url, false);
    readable = false;
  }
  return { element, width: element.naturalWidth || 1, height: element.naturalHeight || 1, readable };
}

/** The drawn size of an image: as wide as the box allows, at most `maxHeight` high, never enlarged past its pixels × 2. */
export function fitImage(natural: { width: number; height: number }, boxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(boxWidth / natural.width, maxHeight / natural.height, 2);
  return { width: Math.max(1, Math.floor(natural.width * scale)), height: Math.max(1, Math.floor(natural.height * scale)) };
}
