import type { Point } from '../../domain/data/zoning';

/** A 2-D point or vector; zoning uses image-normalised units (0..1 on both axes). */
export type Vec = Point;

/** Euclidean distance between two points. */
export function distance(a: Vec, b: Vec): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Distance from `p` to the segment `a`–`b`. */
export function distanceToSegment(p: Vec, a: Vec, b: Vec): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return distance(p, a);
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Clamps to 0..1 and rounds to 4 decimals, as stored legend points are. */
export function toUnit(value: number): number {
  if (!Number.isFinite(value)) return 0.5;
  return Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
}

/** A point with both coordinates clamped to the image (0..1, 4 decimals). */
export function clampToImage(p: Vec): Vec {
  return { x: toUnit(p.x), y: toUnit(p.y) };
}
