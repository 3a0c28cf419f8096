import classifyPoint from 'robust-point-in-polygon';
import type { Point } from '../data/zoning';

/** An outline's vertices as the pairs robust-point-in-polygon reads. */
export type OutlinePairs = ReadonlyArray<readonly [number, number]>;

export function outlinePairs(points: readonly Point[]): OutlinePairs {
  return points.map((p) => [p.x, p.y] as const);
}

/**
 * Whether `point` lies inside a closed outline or on it: robust-point-in-polygon's exact
 * predicate, boundary included (a click on the drawn outline of the right zone is right). Fewer
 * than three vertices enclose nothing. The zoning hit test of practice, review and exams.
 */
export function insideOutline(pairs: OutlinePairs, point: Point): boolean {
  return pairs.length >= 3 && classifyPoint(pairs, [point.x, point.y]) <= 0;
}

// Legend points are never mutated (every edit makes a new array), so the array identifies the outline.
const cached = new WeakMap<readonly Point[], OutlinePairs>();

/** Whether a placement lies inside the legend's zone (boundary included): the practice rule. */
export function isPlacementInside(legend: { readonly points: readonly Point[] }, point: Point): boolean {
  let pairs = cached.get(legend.points);
  if (!pairs) {
    pairs = outlinePairs(legend.points);
    cached.set(legend.points, pairs);
  }
  return insideOutline(pairs, point);
}
