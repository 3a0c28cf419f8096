import { describe, expect, it } from 'vitest';
import { withGeometry, type Legend, type Point } from '../../domain/data/zoning';
import { createEditor, selectLegend, withPoints } from './editor';
import { editorScene, OVERLAP_COLOUR } from './scene';
import { overlapsOf } from './overlaps';

const zone = (id: string, points: Point[]): Legend => withGeometry({ id, label: id, note: null, color: '#6366f1', format: 'image', points });
const square = (id: string, x: number, y: number, side: number) =>
  zone(id, [
    { x, y },
    { x: x + side, y },
    { x: x + side, y: y + side },
    { x, y: y + side },
  ]);

function area(ring: readonly Point[]): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) twice += (ring[j]!.x + ring[i]!.x) * (ring[j]!.y - ring[i]!.y);
  return Math.abs(twice) / 2;
}

describe('where zones overlap', () => {
  it('gives the common area of two overlapping zones, open ring, in list order', () => {
    const found = overlapsOf([square('a', 0.1, 0.1, 0.2), square('b', 0.2, 0.2, 0.2)]);
    expect(found).toHaveLength(1);
    expect(found[0]!.ids).toEqual(['a', 'b']);
    const [ring] = found[0]!.rings;
    expect(ring).toHaveLength(4);
    expect(area(ring!)).toBeCloseTo(0.01, 6);
    for (const p of ring!) {
      expect(p.x).toBeGreaterThanOrEqual(0.2 - 1e-9);
      expect(p.y).toBeLessThanOrEqual(0.3 + 1e-9);
    }
  });

  it('finds none between zones apart, touching along an edge, or not yet closed', () => {
    expect(overlapsOf([square('a', 0.1, 0.1, 0.1), square('b', 0.5, 0.5, 0.1)])).toEqual([]);
    expect(overlapsOf([square('a', 0.1, 0.1, 0.1), square('b', 0.2, 0.1, 0.1)])).toEqual([]);
    const open = zone('c', [
      { x: 0.1, y: 0.1 },
      { x: 0.3, y: 0.3 },
    ]);
    expect(overlapsOf([square('a', 0.1, 0.1, 0.3), open])).toEqual([]);
  });

  it('gives each overlapping pair, and a zone inside another whole', () => {
    const found = overlapsOf([square('big', 0, 0, 0.6), square('inner', 0.1, 0.1, 0.1), square('far', 0.8, 0.8, 0.1)]);
    expect(found.map((o) => o.ids)).toEqual([['big', 'inner']]);
    expect(area(found[0]!.rings[0]!)).toBeCloseTo(0.01, 6);
  });

  it('draws two separate common areas of a concave zone as two rings', () => {
    const u = zone('u', [
      { x: 0.1, y: 0.1 },
      { x: 0.2, y: 0.1 },
      { x: 0.2, y: 0.4 },
      { x: 0.3, y: 0.4 },
      { x: 0.3, y: 0.1 },
      { x: 0.4, y: 0.1 },
      { x: 0.4, y: 0.5 },
      { x: 0.1, y: 0.5 },
    ]);
    const bar = zone('bar', [
      { x: 0.05, y: 0.2 },
      { x: 0.45, y: 0.2 },
      { x: 0.45, y: 0.3 },
      { x: 0.05, y: 0.3 },
    ]);
    expect(overlapsOf([u, bar])[0]!.rings).toHaveLength(2);
  });

  it('keeps a self-crossing outline from throwing', () => {
    const bow = zone('bow', [
      { x: 0.1, y: 0.1 },
      { x: 0.3, y: 0.3 },
      { x: 0.3, y: 0.1 },
      { x: 0.1, y: 0.3 },
    ]);
    expect(() => overlapsOf([bow, square('b', 0.15, 0.15, 0.1)])).not.toThrow();
  });
});

describe('the editor board shows overlaps', () => {
  it('draws the common area over the zones, live with the edited zone, and follows a drag', () => {
    const state = createEditor([square('a', 0.1, 0.1, 0.2), square('b', 0.2, 0.2, 0.2), square('c', 0.6, 0.6, 0.1)]);
    const scene = editorScene(state);
    const overlaps = scene.zones.filter((z) => z.overlap);
    expect(overlaps).toHaveLength(1);
    expect(scene.zones.at(-1)).toBe(overlaps[0]);
    expect(overlaps[0]!.color).toBe(OVERLAP_COLOUR);
    expect(overlaps[0]!.live).toBe(overlaps[0]!.id.includes(state.activeId!));
    // The corner of 'a' inside 'b' dragged back: a smaller common area, drawn live with 'a'.
    const editing = selectLegend(state, 'a');
    const dragged = { ...editing, legends: withPoints(editing.legends, 'a', (points) => points.map((p, i) => (i === 2 ? { x: 0.25, y: 0.25 } : p))) };
    const after = editorScene(dragged).zones.filter((z) => z.overlap);
    expect(after).toHaveLength(1);
    expect(after[0]!.live).toBe(true);
    expect(after[0]!.key).not.toBe(overlaps[0]!.key);
    // The quadrilateral (0.2, 0.2), (0.2667, 0.2), (0.25, 0.25), (0.2, 0.2667).
    expect(area(after[0]!.points)).toBeCloseTo(0.05 * 0.0667, 4);
  });
});
