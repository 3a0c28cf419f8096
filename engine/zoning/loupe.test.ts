import { describe, expect, it } from 'vitest';
import { LOUPE_PX, LOUPE_ZOOM, loupeLayout } from './loupe';
import { IDENTITY_VIEW } from './viewport';

const board = { width: 360, height: 270 };

describe('loupe', () => {
  it('sits above the finger, centred on it, the touched image point at its centre', () => {
    const layout = loupeLayout({ x: 180, y: 200 }, IDENTITY_VIEW, board);
    expect(layout.left).toBe(180 - LOUPE_PX / 2);
    expect(layout.top + LOUPE_PX).toBeLessThan(200);
    // The image point under the finger, magnified, lands on the lens centre.
    expect(180 * LOUPE_ZOOM + layout.offsetX).toBe(LOUPE_PX / 2);
    expect(200 * LOUPE_ZOOM + layout.offsetY).toBe(LOUPE_PX / 2);
    expect(layout.imageWidth).toBe(360 * LOUPE_ZOOM);
  });

  it('goes below the finger near the top edge and stays within the board at the sides', () => {
    const top = loupeLayout({ x: 5, y: 10 }, IDENTITY_VIEW, board);
    expect(top.top).toBeGreaterThan(10);
    expect(top.left).toBe(0);
    expect(loupeLayout({ x: 358, y: 200 }, IDENTITY_VIEW, board).left).toBe(board.width - LOUPE_PX);
  });

  it('follows the zoom: the lens magnifies the zoomed view further', () => {
    const view = { scale: 2, x: -100, y: -50 };
    const layout = loupeLayout({ x: 100, y: 150 }, view, board);
    // Under the finger: world (100, 100), drawn at 2 × 2 = 4 times.
    expect(layout.imageWidth).toBe(360 * 4);
    expect(100 * 4 + layout.offsetX).toBe(LOUPE_PX / 2);
    expect(100 * 4 + layout.offsetY).toBe(LOUPE_PX / 2);
  });
});
