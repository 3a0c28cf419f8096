/** A diagram ready to draw, with its natural size. */
export interface BoardImage {
  element: HTMLImageElement;
  width: number;
  height: number;
}

/** The last diagram asked for: a board shown soon after it was prepared finds it loading or loaded. */
let last: { url: string; image: Promise<BoardImage>; loaded?: BoardImage } | null = null;

/**
 * Loads a board's image (once for a board prepared before it is shown). No CORS request: the 2D
 * canvas may draw an image from any site the page's policy allows, as it never reads the pixels back.
 */
export function loadBoardImage(url: string): Promise<BoardImage> {
  if (last?.url === url) return last.image;
  const image = new Promise<BoardImage>((resolve, reject) => {
    const element = new Image();
    element.decoding = 'async';
    element.onload = () => resolve({ element, width: element.naturalWidth || 1, height: element.naturalHeight || 1 });
    element.onerror = () => reject(new Error(`image failed to load: ${url.slice(0, 80)}`));
    element.src = url;
  });
  const entry: NonNullable<typeof last> = { url, image };
  last = entry;
  image.then((loaded) => (entry.loaded = loaded)).catch(() => undefined);
  // A failure is not kept: the next board with this diagram tries again.
  image.catch(() => {
    if (last === entry) last = null;
  });
  return image;
}

/** The diagram at `url` if it was the last asked for and has loaded: a board can be drawn at its first render. */
export function loadedBoardImage(url: string): BoardImage | null {
  return last?.url === url ? (last.loaded ?? null) : null;
}

/** The drawn size of an image: as wide as the box allows, at most `maxHeight` high, never enlarged past its pixels × 2. */
export function fitImage(natural: { width: number; height: number }, boxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(boxWidth / natural.width, maxHeight / natural.height, 2);
  return { width: Math.max(1, Math.floor(natural.width * scale)), height: Math.max(1, Math.floor(natural.height * scale)) };
}
