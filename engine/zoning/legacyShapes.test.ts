import { describe, expect, it } from 'vitest';
import { legacyShapeOf, legacyShapePoints, readLegacyGeometry } from './legacyShapes';

describe('legacy shapes', () => {
  it('maps square to rectangle and circle to ellipse, and drops other shapes', () => {
    expect(legacyShapeOf('square')).toBe('rectangle');
    expect(legacyShapeOf('Circle')).toBe('ellipse');
    expect(legacyShapeOf('ellipse')).toBe('ellipse');
    expect(legacyShapeOf('triangle')).toBeNull();
    expect(legacyShapeOf(3)).toBeNull();
    expect(readLegacyGeometry({ shape: 'star', x: 0.5 })).toBeNull();
  });

  it('clamps sizes: radius 0.005..1, width and height 0.01..1, default 0.24', () => {
    expect(readLegacyGeometry({ shape: 'circle', radius: 0.0001 })).toMatchObject({ radius: 0.005, width: 0.01, height: 0.01 });
    expect(readLegacyGeometry({ shape: 'circle', radius: 7 })).toMatchObject({ radius: 1, width: 1, height: 1 });
    expect(readLegacyGeometry({ shape: 'rectangle', width: 0, height: 3 })).toMatchObject({ width: 0.01, height: 1 });
    expect(readLegacyGeometry({ shape: 'rectangle' })).toMatchObject({ x: 0.5, y: 0.5, width: 0.24, height: 0.24, angle: 0 });
  });

  it('turns a rectangle into its 4 corners, rotated by the angle in degrees around its centre', () => {
    const flat = legacyShapePoints({ shape: 'rectangle', x: 0.5, y: 0.5, width: 0.4, height: 0.2, radius: 0.12, angle: 0 });
    expect(flat.map((p) => [+p.x.toFixed(4), +p.y.toFixed(4)])).toEqual([[0.3, 0.4], [0.7, 0.4], [0.7, 0.6], [0.3, 0.6]]);
    const turned = legacyShapePoints({ shape: 'rectangle', x: 0.5, y: 0.5, width: 0.4, height: 0.2, radius: 0.12, angle: 90 });
    expect(turned.map((p) => [+p.x.toFixed(4), +p.y.toFixed(4)])).toEqual([[0.6, 0.3], [0.6, 0.7], [0.4, 0.7], [0.4, 0.3]]);
  });

  it('turns an ellipse into 8 points on its outline, rotated', () => {
    const points = legacyShapePoints({ shape: 'ellipse', x: 0.5, y: 0.5, width: 0.4, height: 0.2, radius: 0.12, angle: 45 });
    expect(points).toHaveLength(8);
    const turn = Math.PI / 4;
    for (const p of points) {
      // Back in the ellipse's own frame, every point lies on x²/a² + y²/b² = 1.
      const dx = p.x - 0.5;
      const dy = p.y - 0.5;
      const u = dx * Math.cos(turn) + dy * Math.sin(turn);
      const v = -dx * Math.sin(turn) + dy * Math.cos(turn);
      expect((u / 0.2) ** 2 + (v / 0.1) ** 2).toBeCloseTo(1);
    }
    expect(points[0]!.x).toBeCloseTo(0.5 + 0.2 * Math.cos(turn));
    expect(points[0]!.y).toBeCloseTo(0.5 + 0.2 * Math.sin(turn));
  });
});
