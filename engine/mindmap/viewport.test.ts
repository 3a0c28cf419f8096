import { describe, expect, it } from 'vitest';
import { clampZoom, READABLE_ZOOM, toCanvasPoint, toStoredPosition, viewportShowing, wheelZoom } from './viewport';

const frame = { width: 335, height: 500 };

describe('mind-map viewport', () => {
  it('zooms by 1.12 a wheel notch around the pointer, within 0.45..2.75', () => {
    const zoomed = wheelZoom({ x: 0, y: 0, zoom: 1 }, -100, { x: 100, y: 50 });
    expect(zoomed.zoom).toBeCloseTo(1.12);
    // The canvas point under the pointer stays under it.
    expect((100 - zoomed.x) / zoomed.zoom).toBeCloseTo(100);
    expect((50 - zoomed.y) / zoomed.zoom).toBeCloseTo(50);
    expect(wheelZoom({ x: 0, y: 0, zoom: 2.7 }, -100, { x: 0, y: 0 }).zoom).toBe(2.75);
    expect(clampZoom(0.1)).toBe(0.45);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('stores canvas points as 0..1 positions, clamped', () => {
    expect(toStoredPosition(toCanvasPoint(0.25, 0.75))).toEqual({ x: 0.25, y: 0.75 });
    expect(toStoredPosition({ x: -40, y: 5000 })).toEqual({ x: 0, y: 1 });
  });

  it('leaves the view alone for a field already readable and whole in the frame', () => {
    expect(viewportShowing({ x: 0, y: 0, zoom: 0.8 }, { x: 10, y: 10, width: 120, height: 20 }, frame)).toBeNull();
  });

  it('centres a field cut by the frame, keeping a readable zoom', () => {
    const view = { x: -100, y: 0, zoom: 0.8 };
    const next = viewportShowing(view, { x: 300, y: 200, width: 120, height: 20 }, frame)!;
    expect(next.zoom).toBe(0.8);
    // The field's centre (canvas x = (360 + 100) / 0.8) lands on the frame's centre.
    expect(next.x + ((360 + 100) / 0.8) * next.zoom).toBeCloseTo(frame.width / 2);
    expect(next.y + (210 / 0.8) * next.zoom).toBeCloseTo(frame.height / 2);
  });

  it('zooms to 100 % on a field too small to read, centred', () => {
    const next = viewportShowing({ x: 0, y: 0, zoom: READABLE_ZOOM - 0.15 }, { x: 40, y: 40, width: 60, height: 10 }, frame)!;
    expect(next.zoom).toBe(1);
    expect(next.x + (70 / 0.45) * next.zoom).toBeCloseTo(frame.width / 2);
  });
});
