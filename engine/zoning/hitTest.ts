import type { Legend, Point } from '../../domain/data/zoning';
import { Polygon } from '../geometry/polygon';

// Legend points are never mutated (every edit makes a new array), so the array identifies the shape.
const polygons = new WeakMap<readonly Point[], Polygon>();

/** The cached Polygon of a legend's points (or of a zone's, which are the same array). */
export function polygonOf(legend: { readonly points: readonly Point[] }): Polygon {
  let polygon = polygons.get(legend.points);
  if (!polygon) {
    polygon = new Polygon(legend.points);
    polygons.set(legend.points, polygon);
  }
  return polygon;
}

/** The first legend (in list order, i.e. front first) whose zone contains the point, or null. */
export function legendAt(legends: readonly Legend[], point: Point, margin = 0): Legend | null {
  return legends.find((legend) => polygonOf(legend).hitTestPoint(point, margin)) ?? null;
}

/** Reach of a handle in image units on each axis (a pixel radius over the drawn image size). */
export interface Reach {
  x: number;
  y: number;
}

/** The index of the vertex of `points` under `point` within `reach` (the nearest one), or -1. */
export function vertexAt(points: readonly Point[], point: Point, reach: Reach): number {
  let best = -1;
  let bestScore = 1;
  points.forEach((vertex, index) => {
    const score = ((vertex.x - point.x) / reach.x) ** 2 + ((vertex.y - point.y) / reach.y) ** 2;
    if (score <= bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}
