import type { Vec } from '../../engine/geometry/vec';
import { pinchViewport, wheelZoom, type MapViewport } from '../../engine/mindmap/viewport';

/** What the gestures move: the canvas's viewport, read and set through the canvas. */
export interface GestureHost {
  /** The map's frame: a press anywhere in it first hands a pending zoom to the canvas. */
  frame: HTMLElement;
  /** The canvas's area: gestures start inside it, pointers are measured from its box. */
  area: HTMLElement;
  /** The element whose transform is the pan and zoom (the canvas's viewport). */
  layer: HTMLElement;
  read(): MapViewport;
  commit(viewport: MapViewport): void;
  /** The lowest zoom allowed now. */
  floor(): number;
}

export interface ViewportGestures {
  /** Hands the viewport shown to the canvas now, if a gesture left it ahead (read the canvas's viewport after this). */
  settle(): void;
  /** The canvas wrote a viewport into the layer's transform (its own, or a gesture's handed over). */
  placed(viewport: MapViewport): void;
  detach(): void;
}

/** After this long without a wheel notch, the zoom is handed to the canvas. */
const WHEEL_SETTLE_MS = 150;
/** After this long at one zoom, the map's layer is composited again, for the next zoom. */
const REST_MS = 500;

/** Where a press neither pans nor pinches: cards being dragged, handles, arrows, their texts and fields. */
const NOT_A_GESTURE = '.nopan, input, textarea, select, button, [contenteditable="true"]';

/**
 * Pan (drag the background, or one finger), pinch-zoom and two-finger pan, Ctrl/⌘ + wheel zoom,
 * kept out of React while they last: each pointer move or wheel notch writes one transform (of the
 * viewport element, or of its pane during a pan) and nothing else runs. The pointer is captured by
 * what was pressed, so the browser does not hit-test the map at each move either. The canvas hears
 * of the new viewport once, when the gesture ends (the last finger lifted, or the wheel still for
 * 150 ms), and before any other press in the frame is handled.
 */
export function attachViewportGestures(host: GestureHost): ViewportGestures {
  const { frame, area, layer } = host;
  const pane = layer.parentElement!;
  /** The viewport on screen while a gesture is ahead of the canvas; null when the canvas's is current. */
  let live: MapViewport | null = null;
  /** Pointers down (at most two), where they are relative to `area`. */
  const pointers = new Map<number, Vec>();
  /** The viewport and the pointers when their count last changed: moves are measured from there. */
  let base: { viewport: MapViewport; points: Vec[] } | null = null;
  let origin: Vec = { x: 0, y: 0 };
  let wheelTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the last wheel notch came: the timer, set once per zoom, waits on from there. */
  let lastNotch = 0;
  function settleWhenStill() {
    const wait = lastNotch + WHEEL_SETTLE_MS - performance.now();
    if (wait > 0) wheelTimer = setTimeout(settleWhenStill, wait);
    else settle();
  }
  /**
   * A transparent cover over the map, catching the pointer while a zoom is ahead of the canvas: each
   * wheel notch, and the hover update after it, then hit-tests one box instead of the cards and
   * arrows under the pointer (traced: half a millisecond per notch on the 40/80 map). A press on
   * it ends the zoom and pans, as a press on the background would; so does a pointer move away
   * from the wheel's spot, which lifts it.
   */
  const shield = document.createElement('div');
  shield.className = 'map-canvas__shield';
  shield.setAttribute('aria-hidden', 'true');
  area.append(shield);
  /** Where the pointer was at the last wheel notch. */
  let notchAt: Vec = { x: 0, y: 0 };
  /**
   * The pointer moved away from where the wheel turned: the zoom ends there, and the cover with
   * it, so that a press on a card then lands on the card (not on the cover, which would pan).
   * The browser's own hover update after a notch comes at the same spot and keeps the zoom going.
   */
  function onShieldMove(event: PointerEvent) {
    if (Math.abs(event.clientX - notchAt.x) + Math.abs(event.clientY - notchAt.y) > 2) settle();
  }
  shield.addEventListener('pointermove', onShieldMove);

  const capture = { capture: true };
  const current = () => live ?? host.read();
  const measure = () => {
    const box = area.getBoundingClientRect();
    origin = { x: box.left, y: box.top };
  };
  const locate = (event: { clientX: number; clientY: number }): Vec => ({ x: event.clientX - origin.x, y: event.clientY - origin.y });
  /**
   * The layer is a composited layer while the map rests at one zoom, as the pane is for good: a
   * zoom's first notch then rasterises nothing, where compositing the layer then had the whole map
   * rasterised during the gesture (about 0.5 ms per notch over 40, traced). Chromium may keep a
   * `will-change: transform` layer's raster scale when its transform's scale changes (seen on a
   * page of its own: zoomed past 1, the text stayed scaled up, blurred), so a layer whose zoom
   * changed is drawn again in the pane, sharp, and composited again after REST_MS at its new zoom.
   * The same two rasters per zoom as when the gesture composited the layer, both out of it.
   */
  let compositedAt: number | null = null;
  let compositeTimer: ReturnType<typeof setTimeout> | undefined;
  function compositeLayer(zoom: number) {
    clearTimeout(compositeTimer);
    layer.style.willChange = 'transform';
    compositedAt = zoom;
  }
  function compositeAtRest() {
    clearTimeout(compositeTimer);
    compositeTimer = setTimeout(() => (live ? compositeAtRest() : compositeLayer(host.read().zoom)), REST_MS);
  }
  function placed(viewport: MapViewport) {
    if (compositedAt === null || compositedAt === viewport.zoom) return;
    layer.style.willChange = '';
    compositedAt = null;
    compositeAtRest();
  }
  compositeAtRest();

  /**
   * A zoom (wheel, pinch) writes the layer's transform, as the canvas writes it (so the canvas, told
   * the same viewport at the end, changes nothing). The layer's transform is held while the gesture
   * lasts: a step repaints nothing and does not lay the page out in layers again.
   */
  let zooming: (() => void) | null = null;
  function show(viewport: MapViewport) {
    if (panFrom) stopPanning();
    if (!zooming) {
      if (compositedAt === null) compositeLayer(current().zoom);
      zooming = holdTransform(layer);
      shield.style.pointerEvents = 'auto';
    }
    live = viewport;
    layer.style.transform = viewportTransform(viewport);
  }

  /**
   * A pan at one zoom moves the pane instead, by a translation alone (its transform held while the
   * pan lasts): unlike a scroll, a move does not hit-test the map again under the pointer. The
   * pane is a composited layer for good (mindmap.css), so a pan's first move rasterises nothing.
   * The translation is a whole number of device pixels: the compositor then copies the map's
   * tiles as they are, where a fraction of a pixel would have them resampled at every frame
   * (traced in headless Chromium with software compositing: 6.3 to 7.2 ms of drawing per frame
   * against 3.9 to 4.3, drawing that shares the CPU with the page).
   */
  let panFrom: MapViewport | null = null;
  let panning: (() => void) | null = null;
  function panTo(viewport: MapViewport) {
    if (!panFrom) {
      if (live) return show(viewport);
      panFrom = current();
      panning = holdTransform(pane);
    }
    const dx = devicePixels(viewport.x - panFrom.x);
    const dy = devicePixels(viewport.y - panFrom.y);
    live = { ...viewport, x: panFrom.x + dx, y: panFrom.y + dy };
    pane.style.transform = `translate(${dx}px,${dy}px)`;
  }
  /** The pan so far put into the layer's transform, the pane back where it was. */
  function stopPanning() {
    panFrom = null;
    if (live) layer.style.transform = viewportTransform(live);
    panning?.();
    panning = null;
    pane.style.transform = '';
  }

  function settle() {
    clearTimeout(wheelTimer);
    wheelTimer = undefined;
    if (panFrom) stopPanning();
    if (!live) return;
    const viewport = live;
    live = null;
    zooming?.();
    zooming = null;
    shield.style.pointerEvents = '';
    host.commit(viewport);
  }
  const rebase = () => {
    base = { viewport: current(), points: [...pointers.values()] };
  };

  function startsGesture(event: PointerEvent): boolean {
    if (!(event.target instanceof Element) || !area.contains(event.target) || event.target.closest(NOT_A_GESTURE)) return false;
    if (event.pointerType === 'touch') return true;
    return event.button === 0;
  }

  function onPointerDown(event: PointerEvent) {
    if (pointers.size === 0) {
      settle();
      if (!startsGesture(event)) return;
      measure();
    } else if (pointers.size >= 2 || event.pointerType !== 'touch' || !(event.target instanceof Element) || !area.contains(event.target)) {
      return;
    }
    // Captured by what was pressed: the pointer's moves come here wherever it goes, and a click
    // without a move still lands on the background (a click there deselects, a double-click adds).
    (event.target as Element).setPointerCapture(event.pointerId);
    // A mouse or pen press: no mousedown, mousemove or mouseup follows it (click and dblclick
    // still do), so each move is one pointer event, not two; the field being typed in is left, as
    // that mousedown would have left it. (A finger's moves come with no mouse events anyway, and
    // a tap's, which leave the field, stay.)
    if (event.pointerType !== 'touch') {
      event.preventDefault();
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    }
    if (pointers.size === 0) window.addEventListener('pointermove', onPointerMove, capture);
    pointers.set(event.pointerId, locate(event));
    rebase();
  }

  function onPointerMove(event: PointerEvent) {
    if (!base || !pointers.has(event.pointerId)) return;
    // The gesture's moves are this function's alone, heard first (on the window, capturing):
    // React's root listeners, below, would look for handlers up the whole tree at every move
    // (traced: 0.7 to 1.9 ms per move of a pan).
    event.stopPropagation();
    pointers.set(event.pointerId, locate(event));
    const [first, second] = [...pointers.values()] as [Vec, Vec | undefined];
    const from = base.viewport;
    if (second && base.points.length === 2) {
      show(pinchViewport(from, [base.points[0]!, base.points[1]!], [first, second], host.floor()));
    } else {
      // A press that has not moved yet is a click (it must not hand a viewport to the canvas); once
      // moved, the pan follows the pointer wherever it goes, back to where it started included.
      const start = base.points[0]!;
      if (live || first.x !== start.x || first.y !== start.y) panTo({ zoom: from.zoom, x: from.x + first.x - start.x, y: from.y + first.y - start.y });
    }
  }

  function onPointerEnd(event: PointerEvent) {
    if (!pointers.delete(event.pointerId)) return;
    if (pointers.size > 0) {
      // One finger lifted from a pinch: the other pans on from where the map is.
      rebase();
      return;
    }
    base = null;
    window.removeEventListener('pointermove', onPointerMove, capture);
    settle();
  }

  // Ctrl/Cmd + wheel zooms by 1.12 per notch (part 2 §9); a plain wheel scrolls the page.
  function onWheel(event: WheelEvent) {
    if (!event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    if (!live) measure();
    notchAt = { x: event.clientX, y: event.clientY };
    show(wheelZoom(current(), event.deltaY, locate(event), host.floor()));
    lastNotch = performance.now();
    wheelTimer ??= setTimeout(settleWhenStill, WHEEL_SETTLE_MS);
  }

  frame.addEventListener('pointerdown', onPointerDown, capture);
  area.addEventListener('pointerup', onPointerEnd);
  area.addEventListener('pointercancel', onPointerEnd);
  frame.addEventListener('wheel', onWheel, { capture: true, passive: false });
  return {
    settle,
    placed,
    detach() {
      clearTimeout(compositeTimer);
      layer.style.willChange = '';
      frame.removeEventListener('pointerdown', onPointerDown, capture);
      window.removeEventListener('pointermove', onPointerMove, capture);
      area.removeEventListener('pointerup', onPointerEnd);
      area.removeEventListener('pointercancel', onPointerEnd);
      frame.removeEventListener('wheel', onWheel, capture);
      settle();
      shield.remove();
    },
  };
}

/** The CSS transform showing the canvas at `viewport`. */
export function viewportTransform(viewport: MapViewport): string {
  return `translate(${viewport.x}px, ${viewport.y}px) scale(${viewport.zoom})`;
}

/** `length` (CSS pixels) rounded to a whole number of the screen's pixels. */
function devicePixels(length: number): number {
  const ratio = window.devicePixelRatio || 1;
  return Math.round(length * ratio) / ratio;
}

/**
 * Hands the transforms written in the style of `element`, a composited layer, straight to the
 * compositor until the returned function is called. Chromium does so only when the element has a
 * running transform animation; otherwise every write lays the whole page out in layers again
 * (traced: 1 to 3 ms per pointer move or wheel notch, the page's share of the work). The animation
 * held here changes nothing: an identity transform added to the one written in the element's
 * style, paused, so it asks for no frame of its own.
 */
function holdTransform(element: HTMLElement): () => void {
  const hold = element.animate([{ transform: 'translate(0px, 0px)' }, { transform: 'translate(0px, 0px)' }], { duration: 1000, composite: 'add' });
  hold.pause();
  return () => hold.cancel();
}
