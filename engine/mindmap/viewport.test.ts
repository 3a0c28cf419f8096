import { describe, expect, it } from 'vitest';
import { clampZoom, FIELD_MARGIN, fitViewport, mapBounds, MIN_TEXT_PX, openingViewport, READABLE_TEXT_PX, READABLE_ZOOM, pinchViewport, scaleViewport, toCanvasPoint, toStoredPosition, viewportShowing, wheelZoom, zoomFloor } from './viewport';
import { MIND_MAP_TEXT } from './constants';

const frame = { width: 335, height: 500 };
const node = (x: number, y: number, label = 'Cœur') => ({ label, annotation: null, imageUrl: null, x, y });

describe('mind-map viewport', () => {
  it('zooms by 1.12 a wheel notch around the pointer, within 0.45..2.75', () => {
    const zoomed = wheelZoom({ x: 0, y: 0, zoom: 1 }, -100, { x: 100, y: 50 });
    expect(zoomed.zoom).toBeCloseTo(1.12);
    // The canvas point under the pointer stays under it.
    expect((100 - zoomed.x) / zoomed.zoom).toBeCloseTo(100);
    expect((50 - zoomed.y) / zoomed.zoom).toBeCloseTo(50);
    expect(wheelZoom({ x: 0, y: 0, zoom: 2.7 }, -100, { x: 0, y: 0 }).zoom).toBe(2.75);
    expect(wheelZoom({ x: 0, y: 0, zoom: 0.46 }, 100, { x: 0, y: 0 }).zoom).toBe(0.45);
    expect(clampZoom(0.1)).toBe(0.45);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('zooms by a factor around a point (the zoom buttons, around the frame\'s centre), within the floor and 2.75', () => {
    const zoomed = scaleViewport({ x: 40, y: -20, zoom: 0.5 }, 1.2, { x: 300, y: 200 });
    expect(zoomed.zoom).toBeCloseTo(0.6);
    expect((300 - zoomed.x) / zoomed.zoom).toBeCloseTo((300 - 40) / 0.5);
    expect((200 - zoomed.y) / zoomed.zoom).toBeCloseTo((200 + 20) / 0.5);
    expect(scaleViewport({ x: 0, y: 0, zoom: 2.5 }, 1.2, { x: 0, y: 0 }).zoom).toBe(2.75);
    expect(scaleViewport({ x: 0, y: 0, zoom: 0.3 }, 1 / 1.2, { x: 0, y: 0 }, 0.28).zoom).toBe(0.28);
  });

  it('zooms out by the wheel down to a lower floor when the whole map needs it', () => {
    expect(wheelZoom({ x: 0, y: 0, zoom: 0.3 }, 100, { x: 0, y: 0 }, 0.22).zoom).toBeCloseTo(0.3 / 1.12);
    expect(wheelZoom({ x: 0, y: 0, zoom: 0.23 }, 100, { x: 0, y: 0 }, 0.22).zoom).toBe(0.22);
    expect(clampZoom(0.1, 0.22)).toBe(0.22);
  });

  it('pinches: the zoom follows the fingers\' spread around their middle, two fingers moved together pan', () => {
    const start = { x: 10, y: 20, zoom: 0.5 };
    const spread = pinchViewport(start, [{ x: 70, y: 100 }, { x: 130, y: 100 }], [{ x: 10, y: 100 }, { x: 190, y: 100 }]);
    expect(spread.zoom).toBeCloseTo(1.5);
    // The canvas point under the middle (100, 100) stays there.
    expect((100 - spread.x) / spread.zoom).toBeCloseTo((100 - start.x) / start.zoom);
    expect((100 - spread.y) / spread.zoom).toBeCloseTo((100 - start.y) / start.zoom);
    expect(pinchViewport(start, [{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: 40, y: 80 }, { x: 140, y: 80 }])).toEqual({ x: 50, y: 100, zoom: 0.5 });
    // Pinching in stops at the floor; fingers on one spot change nothing.
    expect(pinchViewport(start, [{ x: 0, y: 0 }, { x: 300, y: 0 }], [{ x: 145, y: 0 }, { x: 155, y: 0 }], 0.2).zoom).toBe(0.2);
    expect(pinchViewport(start, [{ x: 5, y: 5 }, { x: 5, y: 5 }], [{ x: 5, y: 5 }, { x: 5, y: 5 }])).toEqual(start);
  });

  it('stores canvas points as 0..1 positions, clamped', () => {
    expect(toStoredPosition(toCanvasPoint(0.25, 0.75))).toEqual({ x: 0.25, y: 0.75 });
    expect(toStoredPosition({ x: -40, y: 5000 })).toEqual({ x: 0, y: 1 });
  });

  it('bounds the cards of the map in canvas pixels', () => {
    expect(mapBounds([])).toBeNull();
    // Cards 200 × 100 centred at (160, 100) and (1440, 900); an image makes a card 160 high.
    expect(mapBounds([node(0.1, 0.1), node(0.9, 0.9)])).toEqual({ x: 60, y: 50, width: 1480, height: 900 });
    expect(mapBounds([{ ...node(0.5, 0.5), imageUrl: 'https://x.fr/a.png' }])).toEqual({ x: 700, y: 420, width: 200, height: 160 });
  });

  it('fits the whole map in the frame, centred, below 0.45 on a phone and never past 100 %', () => {
    const bounds = mapBounds([node(0.1, 0.1), node(0.9, 0.9)])!;
    const view = fitViewport(bounds, frame);
    // 1480 canvas pixels across 88 % of 335.
    expect(view.zoom).toBeCloseTo((335 * 0.88) / 1480);
    expect(view.zoom).toBeLessThan(0.45);
    const left = view.x + bounds.x * view.zoom;
    const right = view.x + (bounds.x + bounds.width) * view.zoom;
    const top = view.y + bounds.y * view.zoom;
    const bottom = view.y + (bounds.y + bounds.height) * view.zoom;
    expect(left).toBeGreaterThan(0);
    expect(right).toBeLessThan(frame.width);
    expect(left).toBeCloseTo(frame.width - right);
    expect(top).toBeCloseTo(frame.height - bottom);
    const lone = fitViewport(mapBounds([node(0.5, 0.5)])!, { width: 1200, height: 700 });
    expect(lone.zoom).toBe(1);
    expect(lone.x + 800 * lone.zoom).toBeCloseTo(600);
  });

  it('opens on the whole map when its smallest text is readable there, else at the readable zoom, centred', () => {
    // Arrow texts and annotations are 14 canvas pixels: 12 px on screen at 12/14.
    expect(READABLE_ZOOM * MIND_MAP_TEXT.smallestPx).toBeCloseTo(READABLE_TEXT_PX);
    const small = mapBounds([node(0.4, 0.4), node(0.6, 0.6)])!;
    const desk = { width: 1140, height: 585 };
    expect(openingViewport(small, desk)).toEqual(fitViewport(small, desk));
    expect(openingViewport(small, desk).zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    // Across the canvas on a phone: the readable zoom, the map's centre in the frame's middle.
    const wide = mapBounds([node(0.1, 0.1), node(0.9, 0.9)])!;
    const opened = openingViewport(wide, frame);
    expect(opened.zoom).toBe(READABLE_ZOOM);
    expect(opened.x + (wide.x + wide.width / 2) * opened.zoom).toBeCloseTo(frame.width / 2);
    expect(opened.y + (wide.y + wide.height / 2) * opened.zoom).toBeCloseTo(frame.height / 2);
    // Centred on a point asked for (the blank of a review question) instead.
    const onBlank = openingViewport(wide, frame, { x: 160, y: 100 });
    expect(onBlank.x + 160 * onBlank.zoom).toBeCloseTo(frame.width / 2);
    expect(onBlank.y + 100 * onBlank.zoom).toBeCloseTo(frame.height / 2);
    // The whole map stays within reach: the floor is still its fit.
    expect(zoomFloor(wide, frame)).toBeLessThan(opened.zoom);
  });

  it('lowers the zoom floor only as far as the whole map needs', () => {
    const wide = mapBounds([node(0.1, 0.1), node(0.9, 0.9)])!;
    expect(zoomFloor(wide, frame)).toBeCloseTo(fitViewport(wide, frame).zoom);
    expect(zoomFloor(wide, { width: 1200, height: 700 })).toBe(0.45);
    expect(zoomFloor(null, frame)).toBe(0.45);
    expect(zoomFloor(wide, { width: 0, height: 0 })).toBe(0.45);
  });

  it('leaves the view alone for a field clear of the frame sides with text at least 16 px on screen', () => {
    expect(viewportShowing({ x: 0, y: 0, zoom: 1 }, { x: 60, y: 60, width: 160, height: 26 }, frame, 16)).toBeNull();
    expect(viewportShowing({ x: 0, y: 0, zoom: 0.8 }, { x: 60, y: 60, width: 120, height: 20 }, frame, 20)).toBeNull();
  });

  it('moves a field cut by the frame as little as brings it clear of the sides, keeping a readable zoom', () => {
    const view = { x: -100, y: 0, zoom: 1.2 };
    const next = viewportShowing(view, { x: 300, y: 200, width: 120, height: 20 }, frame, 16)!;
    expect(next).toEqual({ zoom: 1.2, x: -100 - (420 - (frame.width - FIELD_MARGIN.x)), y: 0 });
    // Under the zoom buttons in the top right corner: moved down and left.
    expect(viewportShowing({ x: 0, y: 0, zoom: 1 }, { x: 200, y: 10, width: 120, height: 20 }, frame, 16)).toEqual({ zoom: 1, x: -33, y: 30 });
  });

  it('zooms around a field whose text is under 16 px on screen until it is 16 px, then brings it inside', () => {
    const field = { x: 140, y: 200, width: 35, height: 6 };
    const next = viewportShowing({ x: 10, y: 20, zoom: 0.22 }, field, frame, 16)!;
    expect(next.zoom).toBe(1);
    expect(16 * next.zoom).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    // The field's centre stays where it was: the map grew around it.
    const canvas = { x: (157.5 - 10) / 0.22, y: (203 - 20) / 0.22 };
    expect(next.x + canvas.x * next.zoom).toBeCloseTo(157.5);
    expect(next.y + canvas.y * next.zoom).toBeCloseTo(203);
    // Near the left side: zoomed, then moved right until clear of it.
    const side = viewportShowing({ x: 0, y: 0, zoom: 0.22 }, { x: 5, y: 200, width: 35, height: 6 }, frame, 16)!;
    const left = side.x + (5 / 0.22) * side.zoom;
    expect(left).toBeCloseTo(FIELD_MARGIN.x);
    // 12.8 px text needs 125 %.
    expect(viewportShowing({ x: 0, y: 0, zoom: 1 }, { x: 100, y: 100, width: 60, height: 10 }, frame, 12.8)!.zoom).toBeCloseTo(1.25);
  });

  it('keeps the start of a field wider than the frame in view', () => {
    const next = viewportShowing({ x: 0, y: 0, zoom: 2.75 }, { x: 100, y: 100, width: 440, height: 60 }, frame, 16)!;
    expect(next.x).toBe(-100);
    expect(next.zoom).toBe(2.75);
  });
});
