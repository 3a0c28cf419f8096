import type { Vec } from '../geometry/vec';

/**
 * Pan and zoom of a board: screen = world × scale + offset, where world is the image drawn at
 * its fitted size (0..width × 0..height pixels). Zoom stays between 1 and MAX_ZOOM and the image
 * always covers the view, so a pinch can never lose it off-screen.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MAX_ZOOM = 8;
/** One press of the + or − button. */
export const ZOOM_STEP = 1.5;
export const IDENTITY_VIEW: View = { scale: 1, x: 0, y: 0 };

/** Keeps the scale in 1..MAX_ZOOM and the image covering the view. */
export function clampView(view: View, size: Size): View {
  const scale = Math.min(MAX_ZOOM, Math.max(1, view.scale));
  const minX = size.width - size.width * scale;
  const minY = size.height - size.height * scale;
  return { scale, x: Math.min(0, Math.max(minX, view.x)), y: Math.min(0, Math.max(minY, view.y)) };
}

/** Zooms by `factor` keeping the world point under `focus` (screen pixels) where it is. */
export function zoomAt(view: View, focus: Vec, factor: number, size: Size): View {
  const scale = Math.min(MAX_ZOOM, Math.max(1, view.scale * factor));
  const k = scale / view.scale;
  return clampView({ scale, x: focus.x - (focus.x - view.x) * k, y: focus.y - (focus.y - view.y) * k }, size);
}

/** The + / − buttons: zoom around the middle of the board. */
export function zoomCentre(view: View, factor: number, size: Size): View {
  return zoomAt(view, { x: size.width / 2, y: size.height / 2 }, factor, size);
}

/** Moves the view by a screen delta. */
export function panBy(view: View, dx: number, dy: number, size: Size): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, size);
}

/**
 * Two-finger gesture: from the view when the fingers went down at `a0`, `b0` to their positions
 * `a1`, `b1` now. The spread sets the zoom and the world point under the first midpoint follows
 * the current midpoint (pinch and pan at once).
 */
export function pinchView(start: View, a0: Vec, b0: Vec, a1: Vec, b1: Vec, size: Size): View {
  const spread0 = Math.max(1, Math.hypot(b0.x - a0.x, b0.y - a0.y));
  const spread1 = Math.max(1, Math.hypot(b1.x - a1.x, b1.y - a1.y));
  const scale = Math.min(MAX_ZOOM, Math.max(1, (start.scale * spread1) / spread0));
  const mid0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
  const mid1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
  const world = { x: (mid0.x - start.x) / start.scale, y: (mid0.y - start.y) / start.scale };
  return clampView({ scale, x: mid1.x - world.x * scale, y: mid1.y - world.y * scale }, size);
}

/** The image-normalised point (0..1 inside the image) under a screen point. */
export function screenToImage(view: View, screen: Vec, size: Size): Vec {
  return { x: (screen.x - view.x) / view.scale / size.width, y: (screen.y - view.y) / view.scale / size.height };
}
