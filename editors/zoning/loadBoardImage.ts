/** A diagram ready to draw, with its natural size. */
export interface BoardImage {
  element: HTMLImageElement;
  width: number;
  height: number;
}

/**
 * Loads a board's image. No CORS request: the 2D canvas may draw an image from any site the
 * page's policy allows, as it never reads the pixels back.
 */
export function loadBoardImage(url: string): Promise<BoardImage> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve({ element: image, width: image.naturalWidth || 1, height: image.naturalHeight || 1 });
    image.onerror = () => reject(new Error(`image failed to load: ${url.slice(0, 80)}`));
    image.src = url;
  });
}

/** The drawn size of an image: as wide as the box allows, at most `maxHeight` high, never enlarged past its pixels × 2. */
export function fitImage(natural: { width: number; height: number }, boxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(boxWidth / natural.width, maxHeight / natural.height, 2);
  return { width: Math.max(1, Math.floor(natural.width * scale)), height: Math.max(1, Math.floor(natural.height * scale)) };
}
