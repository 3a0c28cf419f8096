import classifyPoint from 'robust-point-in-polygon';
import { describe, expect, it } from 'vitest';
import { Polygon } from './polygon';

const pts = (...xy: number[]) => Array.from({ length: xy.length / 2 }, (_, i) => ({ x: xy[2 * i]!, y: xy[2 * i + 1]! }));

// A "U": two prongs joined at the bottom; the notch between them is outside.
const U = new Polygon(pts(0.1, 0.1, 0.3, 0.1, 0.3, 0.6, 0.7, 0.6, 0.7, 0.1, 0.9, 0.1, 0.9, 0.9, 0.1, 0.9));

describe('Polygon.hitTestPoint', () => {
  it('tells the inside of a concave zone from its notch', () => {
    expect(U.hitTestPoint({ x: 0.2, y: 0.3 })).toBe(true);
    expect(U.hitTestPoint({ x: 0.8, y: 0.3 })).toBe(true);
    expect(U.hitTestPoint({ x: 0.5, y: 0.8 })).toBe(true);
    expect(U.hitTestPoint({ x: 0.5, y: 0.3 })).toBe(false);
    expect(U.hitTestPoint({ x: 0.95, y: 0.5 })).toBe(false);
  });

  it('counts points on an edge and on a vertex as inside (inclusive boundary)', () => {
    expect(U.hitTestPoint({ x: 0.2, y: 0.1 })).toBe(true);
    expect(U.hitTestPoint({ x: 0.5, y: 0.6 })).toBe(true);
    expect(U.hitTestPoint({ x: 0.3, y: 0.35 })).toBe(true);
    expect(U.hitTestPoint({ x: 0.1, y: 0.1 })).toBe(true);
    expect(U.hitTestPoint({ x: 0.7, y: 0.6 })).toBe(true);
    expect(U.hitTestPoint({ x: 0.9, y: 0.9 })).toBe(true);
  });

  it('handles a self-touching outline (two lobes meeting at one vertex)', () => {
    // Bow shape: left triangle and right triangle sharing the vertex (0.5, 0.5).
    const bow = new Polygon(pts(0.1, 0.2, 0.5, 0.5, 0.9, 0.2, 0.9, 0.8, 0.5, 0.5, 0.1, 0.8));
    expect(bow.hitTestPoint({ x: 0.2, y: 0.5 })).toBe(true);
    expect(bow.hitTestPoint({ x: 0.8, y: 0.5 })).toBe(true);
    expect(bow.hitTestPoint({ x: 0.5, y: 0.5 })).toBe(true);
    expect(bow.hitTestPoint({ x: 0.5, y: 0.3 })).toBe(false);
    expect(bow.hitTestPoint({ x: 0.5, y: 0.7 })).toBe(false);
  });

  it('agrees with robust-point-in-polygon on a dense grid (the bounding box only skips far points)', () => {
    const pairs = U.vertices.map((v) => [v.x, v.y] as const);
    for (let i = 0; i <= 40; i++) {
      for (let j = 0; j <= 40; j++) {
        const p = { x: i / 40, y: j / 40 };
        expect(U.hitTestPoint(p), `${p.x},${p.y}`).toBe(classifyPoint(pairs, [p.x, p.y]) <= 0);
      }
    }
  });

  it('accepts points near the outline within a margin, and never with fewer than 3 vertices', () => {
    expect(U.hitTestPoint({ x: 0.5, y: 0.58 })).toBe(false);
    expect(U.hitTestPoint({ x: 0.5, y: 0.58 }, 0.03)).toBe(true);
    expect(U.hitTestPoint({ x: 0.05, y: 0.5 }, 0.03)).toBe(false);
    const segment = new Polygon(pts(0.1, 0.1, 0.5, 0.1));
    expect(segment.hitTestPoint({ x: 0.3, y: 0.1 })).toBe(false);
    expect(segment.hitTestPoint({ x: 0.3, y: 0.12 }, 0.05)).toBe(true);
    expect(new Polygon([]).hitTestPoint({ x: 0, y: 0 })).toBe(false);
  });
});

describe('Polygon measures', () => {
  it('caches bounds, centroid and radius', () => {
    const square = new Polygon(pts(0.2, 0.2, 0.6, 0.2, 0.6, 0.6, 0.2, 0.6));
    expect(square.bounds).toEqual({ minX: 0.2, minY: 0.2, maxX: 0.6, maxY: 0.6 });
    expect(square.centroid.x).toBeCloseTo(0.4);
    expect(square.centroid.y).toBeCloseTo(0.4);
    expect(square.radius).toBeCloseTo(Math.hypot(0.2, 0.2));
    expect(square.centroid).toBe(square.centroid);
    expect(square.distanceToCentroid({ x: 0.4, y: 0.7 })).toBeCloseTo(0.3);
  });

  it('anchors labels inside a concave zone even when its centroid is outside', () => {
    const horseshoe = new Polygon(pts(0.1, 0.1, 0.9, 0.1, 0.9, 0.9, 0.8, 0.9, 0.8, 0.2, 0.2, 0.2, 0.2, 0.9, 0.1, 0.9));
    expect(horseshoe.hitTestPoint(horseshoe.centroid)).toBe(false);
    expect(horseshoe.hitTestPoint(horseshoe.anchor)).toBe(true);
    expect(U.anchor).toEqual(U.hitTestPoint(U.centroid) ? U.centroid : U.anchor);
  });
});
