import { describe, expect, it } from 'vitest';
import { GestureTracker } from './gestures';
import { clampView, IDENTITY_VIEW, MAX_ZOOM, panBy, pinchView, screenToImage, zoomAt, zoomCentre, ZOOM_STEP } from './viewport';

const size = { width: 400, height: 300 };

describe('viewport', () => {
  it('zooms around the focus point, which stays over the same image point', () => {
    const view = zoomAt(IDENTITY_VIEW, { x: 100, y: 100 }, 2, size);
    expect(view).toEqual({ scale: 2, x: -100, y: -100 });
    const p = screenToImage(view, { x: 100, y: 100 }, size);
    expect(p).toEqual({ x: 0.25, y: 100 / 300 });
    expect(screenToImage(IDENTITY_VIEW, { x: 100, y: 100 }, size)).toEqual(p);
  });

  it('never zooms out past the image or pans it out of view', () => {
    expect(zoomAt(IDENTITY_VIEW, { x: 0, y: 0 }, 0.5, size)).toEqual(IDENTITY_VIEW);
    expect(zoomAt(IDENTITY_VIEW, { x: 0, y: 0 }, 100, size).scale).toBe(MAX_ZOOM);
    expect(panBy(IDENTITY_VIEW, 50, 50, size)).toEqual(IDENTITY_VIEW);
    expect(panBy({ scale: 2, x: -100, y: -100 }, -1000, 0, size)).toEqual({ scale: 2, x: -400, y: -100 });
    expect(clampView({ scale: 2, x: 10, y: -500 }, size)).toEqual({ scale: 2, x: 0, y: -300 });
  });

  it('pinches: the spread sets the zoom, the midpoint carries the image', () => {
    const view = pinchView(IDENTITY_VIEW, { x: 150, y: 150 }, { x: 250, y: 150 }, { x: 100, y: 150 }, { x: 300, y: 150 }, size);
    expect(view.scale).toBe(2);
    expect(screenToImage(view, { x: 200, y: 150 }, size)).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe('GestureTracker', () => {
  it('turns two fingers into view changes until both are lifted, then taps work again', () => {
    const g = new GestureTracker();
    expect(g.down(1, { x: 100, y: 100 }, 0, IDENTITY_VIEW).map((e) => e.kind)).toEqual(['press']);
    expect(g.down(2, { x: 200, y: 100 }, 10, IDENTITY_VIEW).map((e) => e.kind)).toEqual(['cancel']);
    expect(g.pinching).toBe(true);
    const [event] = g.move(2, { x: 300, y: 100 }, size);
    expect(event).toMatchObject({ kind: 'view', view: { scale: 2 } });
    expect(g.up(2, IDENTITY_VIEW)).toEqual([]);
    // The finger left behind pans.
    expect(g.move(1, { x: 80, y: 100 }, size)[0]?.kind).toBe('view');
    expect(g.up(1, IDENTITY_VIEW)).toEqual([]);
    expect(g.pinching).toBe(false);
    expect(g.down(3, { x: 10, y: 10 }, 1000, IDENTITY_VIEW).map((e) => e.kind)).toEqual(['press']);
    expect(g.up(3, IDENTITY_VIEW).map((e) => e.kind)).toEqual(['release']);
  });

  it('tells a double press from two presses far apart in time or space', () => {
    const g = new GestureTracker();
    g.down(1, { x: 10, y: 10 }, 0, IDENTITY_VIEW);
    g.up(1, IDENTITY_VIEW);
    expect(g.down(1, { x: 14, y: 12 }, 200, IDENTITY_VIEW).map((e) => e.kind)).toEqual(['double']);
    expect(g.up(1, IDENTITY_VIEW)).toEqual([]);
    g.down(1, { x: 10, y: 10 }, 1000, IDENTITY_VIEW);
    g.up(1, IDENTITY_VIEW);
    expect(g.down(1, { x: 60, y: 10 }, 1100, IDENTITY_VIEW).map((e) => e.kind)).toEqual(['press']);
    g.up(1, IDENTITY_VIEW);
    expect(g.down(1, { x: 60, y: 10 }, 2000, IDENTITY_VIEW).map((e) => e.kind)).toEqual(['press']);
  });
});

describe('zoom buttons and Space + drag', () => {
  it('zooms around the middle of the board, up to 8×', () => {
    const view = zoomCentre(IDENTITY_VIEW, ZOOM_STEP, size);
    expect(view.scale).toBe(1.5);
    expect(screenToImage(view, { x: 200, y: 150 }, size)).toEqual({ x: 0.5, y: 0.5 });
    expect(MAX_ZOOM).toBe(8);
    let far = IDENTITY_VIEW;
    for (let i = 0; i < 10; i++) far = zoomCentre(far, ZOOM_STEP, size);
    expect(far.scale).toBe(8);
  });

  it('a press with Space held pans the view instead of reaching the tool', () => {
    const tracker = new GestureTracker();
    const view = { scale: 2, x: -100, y: -100 };
    expect(tracker.down(1, { x: 100, y: 100 }, 0, view, true)).toEqual([]);
    const [event] = tracker.move(1, { x: 80, y: 90 }, size);
    expect(event).toEqual({ kind: 'view', view: { scale: 2, x: -120, y: -110 } });
    expect(tracker.up(1, view)).toEqual([]);
  });
});
