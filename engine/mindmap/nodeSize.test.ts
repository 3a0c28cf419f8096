import { describe, expect, it } from 'vitest';
import { nodeCardSize } from './nodeSize';
import { clampZoom, toStoredPosition, wheelZoom } from './viewport';

describe('node card sizes', () => {
  it('is 200 × 100, or 200 × 160 with an image', () => {
    expect(nodeCardSize({ label: 'Cœur', annotation: null, imageUrl: null })).toEqual({ width: 200, height: 100 });
    expect(nodeCardSize({ label: 'Cœur', annotation: null, imageUrl: 'https://x/y.png' })).toEqual({ width: 200, height: 160 });
  });

  it('grows with long texts, up to 320', () => {
    const long = nodeCardSize({ label: 'Artère pulmonaire gauche et droite', annotation: 'Transporte le sang pauvre en oxygène', imageUrl: null });
    expect(long.height).toBeGreaterThan(100);
    expect(nodeCardSize({ label: 'x'.repeat(900), annotation: 'y'.repeat(900), imageUrl: 'https://x/y.png' }).height).toBe(320);
  });

  it('is kept per node object: an edited node, a new object, is measured again', () => {
    const node = { label: 'Cœur', annotation: null, imageUrl: null };
    expect(nodeCardSize(node)).toBe(nodeCardSize(node));
    const edited = { ...node, label: 'Cœur droit, cœur gauche et cloison interventriculaire' };
    expect(nodeCardSize(edited).height).toBeGreaterThan(nodeCardSize(node).height);
  });
});

describe('map viewport', () => {
  it('zooms by 1.12 per wheel notch within 0.45..2.75, around the pointer', () => {
    const zoomed = wheelZoom({ x: 0, y: 0, zoom: 1 }, -100, { x: 100, y: 50 });
    expect(zoomed.zoom).toBeCloseTo(1.12);
    expect(zoomed.x).toBeCloseTo(100 - 100 * 1.12);
    expect(wheelZoom({ x: 0, y: 0, zoom: 2.7 }, -1, { x: 0, y: 0 }).zoom).toBe(2.75);
    expect(clampZoom(0.1)).toBe(0.45);
  });

  it('stores positions as 0..1 of the 1600 × 1000 canvas', () => {
    expect(toStoredPosition({ x: 800, y: 250 })).toEqual({ x: 0.5, y: 0.25 });
    expect(toStoredPosition({ x: -40, y: 2000 })).toEqual({ x: 0, y: 1 });
  });
});
