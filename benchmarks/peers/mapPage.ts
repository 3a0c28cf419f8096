// What the mind-map peer pages share (see mind-map.html): the map's frame at the size of Mnémo's,
// and the wait until the library has drawn the whole map.

/** The page's map frame, sized like Mnémo's canvas. */
export function mapFrame(size: { width: number; height: number }): HTMLElement {
  const frame = document.getElementById('map')!;
  frame.style.width = `${size.width}px`;
  frame.style.height = `${size.height}px`;
  return frame;
}

/** Resolves on the second frame painted after `drawn()` holds (checked once per frame, 60 s at most). */
export function whenDrawn(drawn: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error('the peer did not draw the map within 60 s')), 60_000);
    requestAnimationFrame(function check() {
      if (!drawn()) return requestAnimationFrame(check);
      clearTimeout(limit);
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    });
  });
}
