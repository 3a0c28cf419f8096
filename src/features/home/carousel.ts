/** Carousel geometry (part 1 §2 Methods catalogue, §9): offsets, cards in view and swipe threshold. */
export const CAROUSEL_OFFSET = 320;
export const CAROUSEL_OFFSET_NARROW = 220;
export const NARROW_QUERY = '(max-width: 640px)';
export const SWIPE_THRESHOLD = 30;
export const MAX_IN_VIEW = 3;

/** How many cards fit a viewport `width` wide, one card per `offset`: 1 to 3. */
export function cardsInView(width: number, offset: number): number {
  return Math.min(MAX_IN_VIEW, Math.max(1, Math.floor(width / offset)));
}

/** The track's shift for the active card: it follows the active card, never past the last page. */
export function trackShift(active: number, count: number, inView: number, offset: number): number {
  return Math.max(0, Math.min(active, count - inView)) * offset;
}

export function clampIndex(index: number, count: number): number {
  return Math.max(0, Math.min(count - 1, index));
}

/** A horizontal swipe of `dx` pixels: -1 (to the previous), 1 (to the next) or 0 under the threshold. */
export function swipeDirection(dx: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD) return 0;
  return dx < 0 ? 1 : -1;
}
