import type { Vec } from '../geometry/vec';
import { MIND_MAP_CANVAS, MIND_MAP_TEXT, MIND_MAP_ZOOM } from './constants';
import { nodeCardSize, type NodeCardContent } from './nodeSize';

/** The map's pan (screen pixels, from the frame's top-left corner) and zoom. */
export interface MapViewport {
  x: number;
  y: number;
  zoom: number;
}

/** Zoom kept within `floor`..2.75; the floor is the spec's 0.45 unless a whole map needs less (`zoomFloor`). */
export function clampZoom(zoom: number, floor: number = MIND_MAP_ZOOM.min): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(MIND_MAP_ZOOM.max, Math.max(floor, zoom));
}

/**
 * One wheel notch with Ctrl or Cmd: zoom in (wheel up) or out by 1.12, keeping the canvas
 * point under `pointer` (screen pixels relative to the map) in place, never below `floor`.
 */
export function wheelZoom(viewport: MapViewport, deltaY: number, pointer: Vec, floor: number = MIND_MAP_ZOOM.min): MapViewport {
  if (deltaY === 0) return viewport;
  return scaleViewport(viewport, deltaY < 0 ? MIND_MAP_ZOOM.wheelStep : 1 / MIND_MAP_ZOOM.wheelStep, pointer, floor);
}

/** The zoom times `factor` (within `floor`..2.75), the canvas point under `pointer` kept in place. */
export function scaleViewport(viewport: MapViewport, factor: number, pointer: Vec, floor: number = MIND_MAP_ZOOM.min): MapViewport {
  const zoom = clampZoom(viewport.zoom * factor, floor);
  const scale = zoom / viewport.zoom;
  return { zoom, x: pointer.x - (pointer.x - viewport.x) * scale, y: pointer.y - (pointer.y - viewport.y) * scale };
}

/**
 * Two fingers moved from `from` to `to` (screen pixels relative to the map): the zoom follows the
 * spread of the fingers (within `floor`..2.75) and the canvas point that was between them at the
 * start stays between them, so moving both together pans.
 */
export function pinchViewport(start: MapViewport, from: readonly [Vec, Vec], to: readonly [Vec, Vec], floor: number = MIND_MAP_ZOOM.min): MapViewport {
  const spread = (points: readonly [Vec, Vec]) => Math.hypot(points[1].x - points[0].x, points[1].y - points[0].y);
  const middle = (points: readonly [Vec, Vec]) => ({ x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2 });
  const before = spread(from);
  const zoom = before > 0 ? clampZoom(start.zoom * (spread(to) / before), floor) : start.zoom;
  const scale = zoom / start.zoom;
  const [was, now] = [middle(from), middle(to)];
  return { zoom, x: now.x - (was.x - start.x) * scale, y: now.y - (was.y - start.y) * scale };
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

/** A box in pixels: on screen relative to the map's frame, or on the canvas. */
export interface FrameBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FrameSize {
  width: number;
  height: number;
}

/** The box around every card of the map, in canvas pixels; null for a map without nodes. */
export function mapBounds(nodes: readonly (NodeCardContent & Vec)[]): FrameBox | null {
  if (nodes.length === 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const node of nodes) {
    const size = nodeCardSize(node);
    const centre = toCanvasPoint(node.x, node.y);
    left = Math.min(left, centre.x - size.width / 2);
    top = Math.min(top, centre.y - size.height / 2);
    right = Math.max(right, centre.x + size.width / 2);
    bottom = Math.max(bottom, centre.y + size.height / 2);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** No text of a map opens smaller than this on screen (CSS pixels). */
export const READABLE_TEXT_PX = 12;

/** The lowest zoom showing every text of a map at least `READABLE_TEXT_PX` tall. */
export const READABLE_ZOOM = READABLE_TEXT_PX / MIND_MAP_TEXT.smallestPx;

/** Room left around the fitted map, each side, as a share of the frame (arrow texts stick out of the cards). */
const FIT_MARGIN = 0.06;

/**
 * The viewport showing the whole map centred in the frame: never past 100 % (a lone card would
 * otherwise fill the screen), and as far out as the frame needs — below the spec's 0.45 when
 * the map is wider than 0.45 allows (a map across the canvas needs about 0.2 on a phone).
 */
export function fitViewport(bounds: FrameBox, frame: FrameSize): MapViewport {
  const room = (size: number) => size * (1 - 2 * FIT_MARGIN);
  const fit = Math.min(room(frame.width) / Math.max(1, bounds.width), room(frame.height) / Math.max(1, bounds.height));
  return centredViewport(boxCentre(bounds), frame, Math.min(1, Math.max(MIN_FIT_ZOOM, fit)));
}

/**
 * The viewport a map opens at: the whole map (`fitViewport`) when its every text is readable
 * there (`READABLE_ZOOM`); else the readable zoom, centred on `focus` (a canvas point, the map's
 * centre by default). The student then pans, pinches or asks for the whole map.
 */
export function openingViewport(bounds: FrameBox, frame: FrameSize, focus: Vec = boxCentre(bounds)): MapViewport {
  const fitted = fitViewport(bounds, frame);
  return fitted.zoom >= READABLE_ZOOM ? fitted : centredViewport(focus, frame, READABLE_ZOOM);
}

/** The viewport at `zoom` with the canvas point `point` in the middle of the frame. */
function centredViewport(point: Vec, frame: FrameSize, zoom: number): MapViewport {
  return { zoom, x: frame.width / 2 - point.x * zoom, y: frame.height / 2 - point.y * zoom };
}

function boxCentre(box: FrameBox): Vec {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** No fit goes below this (a frame not laid out yet measures 0). */
const MIN_FIT_ZOOM = 0.05;

/**
 * The lowest zoom allowed: the spec's 0.45, or the zoom showing the whole map when that is
 * lower, so zooming out always reaches the whole map and never jumps back in from it.
 */
export function zoomFloor(bounds: FrameBox | null, frame: FrameSize): number {
  if (!bounds || frame.width <= 0 || frame.height <= 0) return MIND_MAP_ZOOM.min;
  return Math.min(MIND_MAP_ZOOM.min, fitViewport(bounds, frame).zoom);
}

/** Text on screen at least this tall: readable, and iOS does not zoom the page into a field this size. */
export const MIN_TEXT_PX = 16;

/**
 * Room kept between a revealed field and the frame's sides: the zoom buttons stand in the top
 * right corner and the hint along the bottom.
 */
export const FIELD_MARGIN = { x: 48, y: 40 } as const;

/** How far to move a span [start, end] so it lies within [0, size] less `margin` each side (its start first when too long). */
function shiftInto(start: number, end: number, size: number, margin: number): number {
  const room = Math.max(0, Math.min(margin, (size - (end - start)) / 2));
  if (start < room) return room - start;
  if (end > size - room) return Math.max(size - room - end, room - start);
  return 0;
}

/**
 * The viewport showing a field the student is typing in (a practice blank) whose text is
 * `fontPx` CSS pixels before the zoom: null, nothing to do, when the field lies whole inside the
 * frame with its text at least 16 px on screen. Otherwise the map is zoomed around the field just
 * enough for 16 px text, then moved as little as brings the field inside the frame, clear of its
 * sides (`FIELD_MARGIN`), so the field stays about where the student touched it.
 */
export function viewportShowing(viewport: MapViewport, field: FrameBox, frame: FrameSize, fontPx: number): MapViewport | null {
  const readableZoom = clampZoom(MIN_TEXT_PX / Math.max(1, fontPx), 0);
  const zoom = Math.max(viewport.zoom, readableZoom);
  const scale = zoom / viewport.zoom;
  const centre = { x: field.x + field.width / 2, y: field.y + field.height / 2 };
  const width = field.width * scale;
  const height = field.height * scale;
  const left = centre.x - width / 2;
  const top = centre.y - height / 2;
  const dx = shiftInto(left, left + width, frame.width, FIELD_MARGIN.x);
  const dy = shiftInto(top, top + height, frame.height, FIELD_MARGIN.y);
  if (scale === 1 && dx === 0 && dy === 0) return null;
  return { zoom, x: centre.x - (centre.x - viewport.x) * scale + dx, y: centre.y - (centre.y - viewport.y) * scale + dy };
}
