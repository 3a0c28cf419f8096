import { asNumber, asRecord } from '../../domain/data/primitives';
import type { Point } from '../../domain/data/zoning';

/**
 * Legacy zone shapes (part 2 §3): older boards stored a legend as a shape (x, y, width, height,
 * radius, angle) instead of polygon points. They convert to polygons: 8 points for an ellipse or
 * circle, 4 for a rectangle. This module depends on domain/ only, so the domain normaliser can
 * take it over as it is.
 *
 * Angles are in degrees, clockwise on screen (y grows downwards), rotating around the shape's
 * centre — the unit a person types in a form and the one the old editor stored.
 */

export type LegacyShape = 'ellipse' | 'rectangle';

/** Default width and height of a new shape, in image units; a circle's default radius is half. */
export const DEFAULT_SHAPE_SIZE = 0.24;
export const SHAPE_SIZE_MIN = 0.01;
export const SHAPE_SIZE_MAX = 1;
export const RADIUS_MIN = 0.005;
export const RADIUS_MAX = 1;
export const ELLIPSE_POINTS = 8;

/** 'square' reads as a rectangle and 'circle' as an ellipse; any other value is no shape. */
export function legacyShapeOf(value: unknown): LegacyShape | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().toLowerCase();
  if (name === 'rectangle' || name === 'square') return 'rectangle';
  if (name === 'ellipse' || name === 'circle') return 'ellipse';
  return null;
}

export interface LegacyGeometry {
  shape: LegacyShape;
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  /** Degrees. */
  angle: number;
}

/** Reads and clamps a legacy legend's shape fields; null when it has no known shape. */
export function readLegacyGeometry(input: unknown): LegacyGeometry | null {
  const raw = asRecord(input);
  const shape = legacyShapeOf(raw.shape);
  if (!shape) return null;
  const radius = asNumber(raw.radius, DEFAULT_SHAPE_SIZE / 2, RADIUS_MIN, RADIUS_MAX);
  // A circle given by its radius only has the matching width and height.
  const side = raw.width === undefined && raw.height === undefined && raw.radius !== undefined ? Math.min(SHAPE_SIZE_MAX, Math.max(SHAPE_SIZE_MIN, radius * 2)) : DEFAULT_SHAPE_SIZE;
  return {
    shape,
    x: asNumber(raw.x, 0.5, 0, 1),
    y: asNumber(raw.y, 0.5, 0, 1),
    width: asNumber(raw.width, side, SHAPE_SIZE_MIN, SHAPE_SIZE_MAX),
    height: asNumber(raw.height, side, SHAPE_SIZE_MIN, SHAPE_SIZE_MAX),
    radius,
    angle: asNumber(raw.angle, 0, -36_000, 36_000),
  };
}

/**
 * The polygon of a legacy shape, before clamping to the image: the ellipse inscribed in the
 * width × height box (8 points, starting at 3 o'clock), or the box's 4 corners, turned by `angle`.
 */
export function legacyShapePoints(geometry: LegacyGeometry): Point[] {
  const { x, y, width, height, angle } = geometry;
  const turn = (angle * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const place = (dx: number, dy: number): Point => ({ x: x + dx * cos - dy * sin, y: y + dx * sin + dy * cos });
  const rx = width / 2;
  const ry = height / 2;
  if (geometry.shape === 'rectangle') {
    return [place(-rx, -ry), place(rx, -ry), place(rx, ry), place(-rx, ry)];
  }
  return Array.from({ length: ELLIPSE_POINTS }, (_, k) => {
    const t = (2 * Math.PI * k) / ELLIPSE_POINTS;
    return place(rx * Math.cos(t), ry * Math.sin(t));
  });
}
