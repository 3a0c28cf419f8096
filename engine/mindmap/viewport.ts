import type { Vec } from '../geometry/vec';
import { MIND_MAP_CANVAS, MIND_MAP_ZOOM } from './constants';

/** The map's pan (screen pixels) and zoom, as xyflow's viewport. */
export interface MapViewport {
  x: number;
  y: number;
  zoom: number;
}

/** Zoom kept within 0.45..2.75. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(MIND_MAP_ZOOM.max, Math.max(MIND_MAP_ZOOM.min, zoom));
}

/**
 * One wheel notch with Ctrl or Cmd: zoom in (wheel up) or out by 1.12, keeping the canvas
 * point under `pointer` (screen pixels relative to the map) in place.
 */
export function wheelZoom(viewport: MapViewport, deltaY: number, pointer: Vec): MapViewport {
  if (deltaY === 0) return viewport;
  const zoom = clampZoom(deltaY < 0 ? viewport.zoom * MIND_MAP_ZOOM.wheelStep : viewport.zoom / MIND_MAP_ZOOM.wheelStep);
  const scale = zoom / viewport.zoom;
  return { zoom, x: pointer.x - (pointer.x - viewport.x) * scale, y: pointer.y - (pointer.y - viewport.y) * scale };
}

/** A stored 0..1 position as the canvas point (pixels of the 1600×1000 virtual canvas). */
export function toCanvasPoint(x: number, y: number): Vec {
  return { x: x * MIND_MAP_CANVAS.width, y: y * MIND_MAP_CANVAS.height };
}

/** A canvas point as a stored position: each coordinate clamped to 0..1, 4 decimals. */
export function toStoredPosition(point: Vec): Vec {
  const unit = (value: number) => (Number.isFinite(value) ? Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000 : 0.5);
  return { x: unit(point.x / MIND_MAP_CANVAS.width), y: unit(point.y / MIND_MAP_CANVAS.height) };
}

/** Under this zoom a card's text (0.8rem) is too small to read and type on. */
export const READABLE_ZOOM = 0.6;

/** A box in screen pixels, relative to the map's frame. */
export interface FrameBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The viewport showing a field the student is typing in (a practice blank): null, nothing to do,
 * when the field lies whole inside the frame at a readable zoom; otherwise the field centred in
 * the frame, at 100 % when the map was zoomed out past readability.
 */
export function viewportShowing(viewport: MapViewport, field: FrameBox, frame: { width: number; height: number }): MapViewport | null {
  const inside = field.x >= 0 && field.y >= 0 && field.x + field.width <= frame.width && field.y + field.height <= frame.height;
  const readable = viewport.zoom >= READABLE_ZOOM;
  if (inside && readable) return null;
  const zoom = readable ? viewport.zoom : clampZoom(1);
  // The canvas point under the field's centre goes to the frame's centre.
  const x = (field.x + field.width / 2 - viewport.x) / viewport.zoom;
  const y = (field.y + field.height / 2 - viewport.y) / viewport.zoom;
  return { zoom, x: frame.width / 2 - x * zoom, y: frame.height / 2 - y * zoom };
}
