import { centroidOf } from '../../domain/data/zoning';
import { insideOutline, outlinePairs, type OutlinePairs } from '../../domain/geometry/outline';
import { distance, distanceToSegment, type Vec } from './vec';

/** Axis-aligned bounds. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Bounds of a list of points (an empty box at 0,0 for none). */
export function boundsOf(points: readonly Vec[]): Box {
  if (points.length === 0) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/**
 * A closed polygon with cached vertices, bounds and centroid (tldraw-style geometry object).
 * Hit tests run a bounding-box broad phase, then the domain's exact predicate (`insideOutline`,
 * boundary inclusive), the one the zoning judge uses.
 */
export class Polygon {
  readonly vertices: readonly Vec[];
  readonly bounds: Box;
  private readonly pairs: OutlinePairs;
  private cachedCentroid: Vec | null = null;
  private cachedAnchor: Vec | null = null;

  constructor(vertices: readonly Vec[]) {
    this.vertices = vertices;
    this.bounds = boundsOf(vertices);
    this.pairs = outlinePairs(vertices);
  }

  /** A polygon needs three vertices to enclose anything. */
  get isClosed(): boolean {
    return this.vertices.length >= 3;
  }

  /** Area centroid (the vertex mean for degenerate polygons), as the domain derives it. */
  get centroid(): Vec {
    this.cachedCentroid ??= centroidOf([...this.vertices]);
    return this.cachedCentroid;
  }

  /** Distance from the centroid to the farthest vertex. */
  get radius(): number {
    const c = this.centroid;
    return this.vertices.reduce((far, v) => Math.max(far, distance(c, v)), 0);
  }

  /**
   * Whether `point` is inside, on the boundary, or (with `margin` > 0) within `margin` of an
   * edge. Fewer than 3 vertices never contain a point, but may be near one within the margin.
   */
  hitTestPoint(point: Vec, margin = 0): boolean {
    const { minX, minY, maxX, maxY } = this.bounds;
    if (point.x < minX - margin || point.x > maxX + margin || point.y < minY - margin || point.y > maxY + margin) {
      return false;
    }
    if (insideOutline(this.pairs, point)) return true;
    return margin > 0 && this.distanceToEdges(point) <= margin;
  }

  /** Shortest distance from `point` to the outline (0 on it). */
  distanceToEdges(point: Vec): number {
    const n = this.vertices.length;
    if (n === 0) return Infinity;
    if (n === 1) return distance(point, this.vertices[0]!);
    let best = Infinity;
    for (let i = 0; i < n; i++) {
      best = Math.min(best, distanceToSegment(point, this.vertices[i]!, this.vertices[(i + 1) % n]!));
    }
    return best;
  }

  /**
   * A point inside the polygon to pin a label or the solution marker on: the centroid when it is
   * inside (convex zones), else the inside point of a 16 × 16 grid farthest from the outline
   * (a concave zone's centroid can fall outside it).
   */
  get anchor(): Vec {
    this.cachedAnchor ??= this.findAnchor();
    return this.cachedAnchor;
  }

  private findAnchor(): Vec {
    const c = this.centroid;
    if (!this.isClosed || this.hitTestPoint(c)) return c;
    const { minX, minY, maxX, maxY } = this.bounds;
    let best = c;
    let bestClearance = -1;
    const steps = 16;
    for (let i = 0; i < steps; i++) {
      for (let j = 0; j < steps; j++) {
        const p = { x: minX + ((i + 0.5) * (maxX - minX)) / steps, y: minY + ((j + 0.5) * (maxY - minY)) / steps };
        if (!this.hitTestPoint(p)) continue;
        const clearance = this.distanceToEdges(p);
        if (clearance > bestClearance) {
          best = p;
          bestClearance = clearance;
        }
      }
    }
    return best;
  }

  /** Distance from `point` to the centroid (how far off a placement was). */
  distanceToCentroid(point: Vec): number {
    return distance(point, this.centroid);
  }
}
