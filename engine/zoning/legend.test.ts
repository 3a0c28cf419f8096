import { describe, expect, it } from 'vitest';
import { ZONE_COLOURS } from '../../domain/data/zoning';
import { isPlacementInside } from '../../domain/geometry/outline';
import { normaliseLegendInput, padToTriangle } from './legend';

describe('normaliseLegendInput', () => {
  it('keeps the domain rules: clamped, de-duplicated, at most 10 points, colours', () => {
    const legend = normaliseLegendInput(
      {
        label: 'Aorte',
        color: '#ABCDEF',
        points: [{ x: -1, y: 2 }, { x: 0.00001, y: 1 }, ...Array.from({ length: 14 }, (_, i) => ({ x: i / 20, y: 0.3 }))],
      },
      0,
    );
    expect(legend.points[0]).toEqual({ x: 0, y: 1 });
    expect(legend.points).toHaveLength(10);
    expect(legend.color).toBe('#abcdef');
    expect(normaliseLegendInput({ color: 'red' }, 9).color).toBe(ZONE_COLOURS[1]);
  });

  it('converts a legacy shape when the legend has no points', () => {
    const circle = normaliseLegendInput({ label: 'Ventricule', shape: 'circle', x: 0.5, y: 0.5, radius: 0.1 }, 0);
    expect(circle.points).toHaveLength(8);
    expect(isPlacementInside(circle, { x: 0.55, y: 0.5 })).toBe(true);
    expect(isPlacementInside(circle, { x: 0.65, y: 0.5 })).toBe(false);
    const square = normaliseLegendInput({ shape: 'square', x: 0.9, y: 0.9, width: 0.4, height: 0.4 }, 0);
    // Corners beyond the image are clamped, and the two that meet at (1, 1) become one.
    expect(square.points).toEqual([{ x: 0.7, y: 0.7 }, { x: 1, y: 0.7 }, { x: 1, y: 1 }, { x: 0.7, y: 1 }]);
    expect(normaliseLegendInput({ shape: 'triangle', x: 0.5 }, 0).points).toEqual([]);
    const withPoints = normaliseLegendInput({ shape: 'circle', points: [{ x: 0.1, y: 0.1 }] }, 0);
    expect(withPoints.points).toEqual([{ x: 0.1, y: 0.1 }]);
  });

  it('pads short imported legends to 3 points, and leaves stored ones as they are', () => {
    expect(normaliseLegendInput({ points: [{ x: 0.2, y: 0.2 }] }, 0).points).toHaveLength(1);
    for (const points of [[], [{ x: 0.2, y: 0.2 }], [{ x: 1, y: 1 }], [{ x: 0.2, y: 0.2 }, { x: 0.2, y: 0.6 }], [{ x: 0, y: 0 }, { x: 1, y: 0 }]]) {
      const legend = normaliseLegendInput({ points }, 0, { imported: true });
      expect(legend.points, JSON.stringify(points)).toHaveLength(3);
      for (const p of legend.points) expect(p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1).toBe(true);
      // A real triangle: it has an area.
      const [a, b, c] = legend.points as [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
      expect(Math.abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y))).toBeGreaterThan(1e-4);
    }
  });

  it('does not pad a legend that already has 3 points', () => {
    const points = [{ x: 0.1, y: 0.1 }, { x: 0.2, y: 0.1 }, { x: 0.2, y: 0.2 }];
    expect(padToTriangle(points)).toEqual(points);
  });
});
