import { describe, expect, it } from 'vitest';
import { edgeGeometry, type EdgeGeometry, type NodeBox } from './edgeGeometry';
import { edgeCurveOffsets, isReversed, slotOffset, type EdgeEnds } from './parallelEdges';

const a: NodeBox = { x: 200, y: 300, width: 200, height: 100 };
const b: NodeBox = { x: 900, y: 500, width: 200, height: 100 };
const boxes: Record<string, NodeBox> = { a, b };

function geometries(edges: EdgeEnds[]) {
  const offsets = edgeCurveOffsets(edges);
  return edges.map((e) => edgeGeometry(boxes[e.fromId]!, boxes[e.toId]!, offsets.get(e.id)!, isReversed(e)));
}

/** `count` edges a→b and `count` edges b→a, interleaved as a student would draw them. */
function bothWays(count: number): EdgeEnds[] {
  return Array.from({ length: count }, (_, i) => [
    { id: `ab${i}`, fromId: 'a', toId: 'b' },
    { id: `ba${i}`, fromId: 'b', toId: 'a' },
  ]).flat();
}

const dist = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y);

describe('parallel edges', () => {
  it('draws a lone edge straight, ending at the card borders', () => {
    const [g] = geometries([{ id: 'e', fromId: 'a', toId: 'b' }]);
    expect(g!.path.startsWith('M')).toBe(true);
    expect(g!.path).toContain(' L');
    expect(g!.path).not.toContain('Q');
    expect(g!.middle.x).toBeCloseTo(550, 0);
    expect(g!.above.y).toBeLessThan(g!.below.y);
  });

  it('bends by 70 px, then 70 × 2 × 1.18, alternating sides', () => {
    expect(slotOffset(0)).toBe(70);
    expect(slotOffset(1)).toBe(-70);
    expect(slotOffset(2)).toBeCloseTo(165.2);
    expect(slotOffset(3)).toBeCloseTo(-165.2);
  });

  for (const count of [1, 2, 3]) {
    it(`keeps ${count} edge(s) each way apart: distinct paths and label anchors`, () => {
      const all = geometries(bothWays(count));
      expect(new Set(all.map((g) => g.path)).size).toBe(all.length);
      const anchors = all.flatMap((g) => [g.above, g.below]);
      for (let i = 0; i < anchors.length; i++) {
        for (let j = i + 1; j < anchors.length; j++) expect(dist(anchors[i]!, anchors[j]!)).toBeGreaterThan(20);
      }
      const middles = all.map((g) => g.middle);
      for (let i = 0; i < middles.length; i++) {
        for (let j = i + 1; j < middles.length; j++) expect(dist(middles[i]!, middles[j]!)).toBeGreaterThan(60);
      }
    });
  }

  it('puts the apex of a curved edge at its offset from the straight line', () => {
    const [g] = geometries([
      { id: 'x', fromId: 'a', toId: 'b' },
      { id: 'y', fromId: 'a', toId: 'b' },
    ]);
    // Distance from the centres' midpoint, which the straight line passes through.
    expect(dist(g!.middle, { x: 550, y: 400 })).toBeCloseTo(70, 0);
  });

  it('groups edges by pair, whatever their direction, and leaves other pairs straight', () => {
    const offsets = edgeCurveOffsets([
      { id: '1', fromId: 'a', toId: 'b' },
      { id: '2', fromId: 'b', toId: 'a' },
      { id: '3', fromId: 'a', toId: 'c' },
    ]);
    expect(offsets.get('1')).toBe(70);
    expect(offsets.get('2')).toBe(-70);
    expect(offsets.get('3')).toBe(0);
  });

  it('draws an arrow head at the target end and a loop for an edge to its own node', () => {
    const [g] = geometries([{ id: 'e', fromId: 'a', toId: 'b' }]);
    expect(g!.arrowHead).toMatch(/^M[\d.,-]+ L[\d.,-]+ L[\d.,-]+ Z$/);
    const loop = edgeGeometry(a, a, 0);
    expect(loop.path).toContain('C');
    expect(loop.middle.y).toBeLessThan(a.y - a.height / 2);
  });

  it('keeps the texts of two parallel arrows apart and off their lines, whatever the arrows\' direction', () => {
    // Text boxes the size of a two-word text, placed as the edge component places them.
    const size = { width: 120, height: 22 };
    const rect = (g: EdgeGeometry, kind: 'above' | 'below') => {
      const at = g[kind];
      const align = g[kind === 'above' ? 'aboveAlign' : 'belowAlign'];
      const left = at.x + align.x * size.width;
      const top = at.y + align.y * size.height;
      return { left, top, right: left + size.width, bottom: top + size.height };
    };
    type Rect = ReturnType<typeof rect>;
    const overlap = (p: Rect, q: Rect) => p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
    const contains = (r: Rect, p: { x: number; y: number }) => p.x > r.left && p.x < r.right && p.y > r.top && p.y < r.bottom;
    const top: NodeBox = { x: 500, y: 100, width: 200, height: 100 };
    for (const bottom of [{ ...top, y: 700 }, { ...top, x: 1300 }, { ...top, x: 900, y: 600 }]) {
      const pair = [edgeGeometry(top, bottom, 70), edgeGeometry(top, bottom, -70)];
      const rects = pair.flatMap((g) => [rect(g, 'above'), rect(g, 'below')]);
      for (let i = 0; i < rects.length; i++) {
        for (let j = i + 1; j < rects.length; j++) expect(overlap(rects[i]!, rects[j]!)).toBe(false);
      }
      pair.forEach((g, i) => {
        expect(contains(rects[2 * i]!, g.middle)).toBe(false);
        expect(contains(rects[2 * i + 1]!, g.middle)).toBe(false);
      });
    }
  });

  it('hangs the text above a horizontal arrow from its bottom and puts the texts of a vertical one beside it', () => {
    const flat = edgeGeometry(a, { ...a, x: 900 }, 0);
    expect(flat.aboveAlign).toEqual({ x: -0.5, y: -1 });
    expect(flat.belowAlign).toEqual({ x: -0.5, y: 0 });
    const upright = edgeGeometry(a, { ...a, y: 900 }, 0);
    expect([upright.aboveAlign.x, upright.belowAlign.x].sort()).toEqual([-1, 0]);
    expect(upright.aboveAlign.y).toBeCloseTo(-0.5);
  });
});
