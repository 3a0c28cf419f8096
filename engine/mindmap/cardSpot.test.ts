import { describe, expect, it } from 'vitest';
import type { Vec } from '../geometry/vec';
import { freeCardSpot } from './cardSpot';
import { MIND_MAP_CANVAS, NODE_CARD } from './constants';

describe('where a new card goes', () => {
  it('starts in the middle of the canvas and spreads the first 9 cards two cells apart', () => {
    const spots: Vec[] = [];
    for (let i = 0; i < 9; i++) spots.push(freeCardSpot(spots));
    expect(spots[0]).toEqual({ x: 0.5, y: 0.5 });
    // The second card is beside the first, with room for an arrow and its texts.
    expect(Math.hypot((spots[1]!.x - 0.5) * MIND_MAP_CANVAS.width, (spots[1]!.y - 0.5) * MIND_MAP_CANVAS.height)).toBeLessThan(300);
    for (let i = 0; i < spots.length; i++) {
      for (let j = i + 1; j < spots.length; j++) {
        const dx = Math.abs(spots[i]!.x - spots[j]!.x) * MIND_MAP_CANVAS.width;
        const dy = Math.abs(spots[i]!.y - spots[j]!.y) * MIND_MAP_CANVAS.height;
        expect(dx >= 2 * NODE_CARD.width || dy >= 2 * NODE_CARD.height).toBe(true);
      }
    }
  });

  it('never lays 40 cards over one another, all inside the canvas', () => {
    const spots: Vec[] = [];
    for (let i = 0; i < 40; i++) spots.push(freeCardSpot(spots));
    for (const spot of spots) {
      expect(spot.x).toBeGreaterThan(0);
      expect(spot.x).toBeLessThan(1);
      expect(spot.y).toBeGreaterThan(0);
      expect(spot.y).toBeLessThan(1);
    }
    for (let i = 0; i < spots.length; i++) {
      for (let j = i + 1; j < spots.length; j++) {
        const dx = Math.abs(spots[i]!.x - spots[j]!.x) * MIND_MAP_CANVAS.width;
        const dy = Math.abs(spots[i]!.y - spots[j]!.y) * MIND_MAP_CANVAS.height;
        expect(dx >= NODE_CARD.width || dy >= NODE_CARD.height).toBe(true);
      }
    }
  });

  it('uses the room a moved card left', () => {
    const spots: Vec[] = [];
    for (let i = 0; i < 3; i++) spots.push(freeCardSpot(spots));
    const moved = [{ x: 0.05, y: 0.05 }, ...spots.slice(1)];
    expect(freeCardSpot(moved)).toEqual({ x: 0.5, y: 0.5 });
  });
});
