import type { Vec } from '../geometry/vec';
import { MIND_MAP_CANVAS } from './constants';

/**
 * New cards go on a 7 × 7 grid over the canvas: a cell (229 × 143 canvas px) is wider and taller
 * than a card (200 × 100), and its 49 cells outnumber the 40 nodes a map may hold.
 */
const GRID = 7;

/** Larger than any distance on the canvas: ranks every spacious cell before the others. */
const SPREAD_FIRST = 10 * MIND_MAP_CANVAS.width;

const cellOf = (value: number) => Math.min(GRID - 1, Math.max(0, Math.floor(value * GRID)));

/**
 * Where a new card goes, as a stored 0..1 centre: the free grid cell (holding no card's centre)
 * nearest the middle of the canvas, the middle itself (0.5 × 0.5) for the first card. The 9
 * cells two steps apart around the middle come first, so a small map leaves room for arrows and
 * their texts between cards; the cells between them fill up after.
 */
export function freeCardSpot(taken: readonly Vec[]): Vec {
  const used = new Set(taken.map((p) => cellOf(p.y) * GRID + cellOf(p.x)));
  let best: Vec = { x: 0.5, y: 0.5 };
  const middle = (GRID - 1) / 2;
  let bestDistance = Infinity;
  for (let row = 0; row < GRID; row++) {
    for (let column = 0; column < GRID; column++) {
      if (used.has(row * GRID + column)) continue;
      const spot = { x: (column + 0.5) / GRID, y: (row + 0.5) / GRID };
      const spacious = (column - middle) % 2 === 0 && (row - middle) % 2 === 0;
      const distance = Math.hypot((spot.x - 0.5) * MIND_MAP_CANVAS.width, (spot.y - 0.5) * MIND_MAP_CANVAS.height) + (spacious ? 0 : SPREAD_FIRST);
      if (distance < bestDistance) {
        best = spot;
        bestDistance = distance;
      }
    }
  }
  return { x: Math.round(best.x * 10_000) / 10_000, y: Math.round(best.y * 10_000) / 10_000 };
}
