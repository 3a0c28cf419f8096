import { intersection, type MultiPolygon, type Pair } from 'polygon-clipping';
import type { Legend, Point } from '../../domain/data/zoning';
import { polygonOf } from './hitTest';

/** Where two legends' zones overlap: a placement there is inside both, so it would name either. */
export interface Overlap {
  /** The two legends, in list order. */
  ids: readonly [string, string];
  /** The common area's outer rings (a hole in it is too rare on a diagram to draw). */
  rings: Point[][];
}

/** Slivers below this area (in image units, 1 = the whole image) are two outlines drawn edge to edge, not an overlap. */
const MIN_AREA = 1e-5;

// Legend points are never mutated (every edit makes a new array): a pair of arrays identifies a result.
const pairs = new WeakMap<readonly Point[], WeakMap<readonly Point[], Point[][]>>();

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Whether two outlines cross or one holds a vertex of the other: a few hundred products, where polygon-clipping costs a sweep. */
function outlinesMeet(a: readonly Point[], b: readonly Point[]): boolean {
  for (let i = 0, k = a.length - 1; i < a.length; k = i++) {
    const [p, q] = [a[k]!, a[i]!];
    for (let j = 0, l = b.length - 1; j < b.length; l = j++) {
      const [r, s] = [b[l]!, b[j]!];
      if (cross(p, q, r) * cross(p, q, s) < 0 && cross(r, s, p) * cross(r, s, q) < 0) return true;
    }
  }
  return polygonOf({ points: b }).hitTestPoint(a[0]!) || polygonOf({ points: a }).hitTestPoint(b[0]!);
}

function ringArea(ring: readonly Pair[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) twice += (ring[j]![0] + ring[i]![0]) * (ring[j]![1] - ring[i]![1]);
  return Math.abs(twice) / 2;
}

function common(a: readonly Point[], b: readonly Point[]): Point[][] {
  const [boxA, boxB] = [polygonOf({ points: a }).bounds, polygonOf({ points: b }).bounds];
  if (boxA.maxX <= boxB.minX || boxB.maxX <= boxA.minX || boxA.maxY <= boxB.minY || boxB.maxY <= boxA.minY) return [];
  if (!outlinesMeet(a, b)) return [];
  let shape: MultiPolygon;
  try {
    shape = intersection([a.map((p): Pair => [p.x, p.y])], [b.map((p): Pair => [p.x, p.y])]);
  } catch {
    // A degenerate outline (a zone folded onto itself while a vertex is dragged) has no area to show.
    return [];
  }
  return shape
    .map((polygon) => polygon[0]!)
    .filter((ring) => ringArea(ring) >= MIN_AREA)
    // polygon-clipping closes its rings by repeating the first point; a zone's outline does not.
    .map((ring) => ring.slice(0, -1).map(([x, y]) => ({ x, y })));
}

function commonCached(a: readonly Point[], b: readonly Point[]): Point[][] {
  let row = pairs.get(a);
  if (!row) {
    row = new WeakMap();
    pairs.set(a, row);
  }
  let rings = row.get(b);
  if (!rings) {
    rings = common(a, b);
    row.set(b, rings);
  }
  return rings;
}

/**
 * Every pair of closed zones that overlap, in list order. While a vertex is dragged only the pairs
 * of the moved legend are computed again, and polygon-clipping runs only for outlines that meet.
 */
export function overlapsOf(legends: readonly Legend[]): Overlap[] {
  const closed = legends.filter((legend) => legend.points.length >= 3);
  const found: Overlap[] = [];
  for (let i = 0; i < closed.length; i++) {
    for (let j = i + 1; j < closed.length; j++) {
      const a = closed[i]!;
      const b = closed[j]!;
      const rings = commonCached(a.points, b.points);
      if (rings.length > 0) found.push({ ids: [a.id, b.id], rings });
    }
  }
  return found;
}
