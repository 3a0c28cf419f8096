import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Point } from '../../domain/data/zoning';
import { BoardRenderer, type BoardPointer } from '../../engine/render/pixi/boardRenderer';
import { GestureTracker, type GestureEvent } from '../../engine/zoning/gestures';
import { LOUPE_PX, loupeLayout } from '../../engine/zoning/loupe';
import type { Reach } from '../../engine/zoning/hitTest';
import type { BoardScene, SceneSource } from '../../engine/zoning/scene';
import { clampView, IDENTITY_VIEW, MAX_ZOOM, panBy, screenToImage, zoomAt, zoomCentre, ZOOM_STEP, type Size, type View } from '../../engine/zoning/viewport';
import { prepareBoardCanvas } from './prepareBoard';
import { fitImage, loadBoardImage, loadedBoardImage, type BoardImage } from './loadBoardImage';

/** Preview height limit (part 2 §9). */
export const BOARD_MAX_HEIGHT = 520;
/** How close (CSS px) a press must be to grab a vertex: a fingertip's width. */
const HANDLE_REACH_PX = 16;
const WHEEL_ZOOM_STEP = 1.12;

export interface BoardInput {
  point: Point;
  reach: Reach;
}

export interface BoardCanvasLabels {
  zoomIn: string;
  zoomOut: string;
  fit: string;
  loading: string;
  imageFailed: string;
}

interface BoardCanvasProps {
  imageUrl: string;
  /** A fixed scene (practice), or a source the renderer follows without React (the editor). */
  scene: BoardScene | SceneSource;
  /** Accessible name of the board. */
  label: string;
  labels: BoardCanvasLabels;
  cursor?: 'crosshair' | 'default';
  maxHeight?: number;
  onPress?: (input: BoardInput) => void;
  onMove?: (point: Point) => void;
  onRelease?: () => void;
  onCancel?: () => void;
  onDouble?: (input: BoardInput) => void;
  /** Keyboard use: the board takes focus (Tab) and gets its keys, with the handle reach at the current zoom. */
  onKey?: (event: ReactKeyboardEvent<HTMLDivElement>, reach: Reach) => void;
  /** The board got focus from the keyboard (not from a click). */
  onKeyboardFocus?: () => void;
  onBlur?: () => void;
  /** How to use the board with the keyboard (its accessible description). */
  keyHint?: string;
}

function isSource(scene: BoardScene | SceneSource): scene is SceneSource {
  return 'subscribe' in scene;
}

/** How far a press reaches for a vertex, in image units: the same few pixels at any zoom. */
function reachAt(view: View, size: Size): Reach {
  return { x: HANDLE_REACH_PX / (size.width * view.scale), y: HANDLE_REACH_PX / (size.height * view.scale) };
}

/** Moves the loupe under a finger, or hides it: straight on the DOM, as often as the finger moves. */
function placeLoupe(loupe: HTMLDivElement | null, finger: Point | null, view: View, size: Size): void {
  if (!loupe) return;
  // Only a change touches the DOM: a mouse drag's moves leave the hidden loupe alone.
  if (loupe.hidden !== (finger === null)) loupe.hidden = finger === null;
  if (!finger) return;
  const layout = loupeLayout(finger, view, size);
  loupe.style.transform = `translate(${layout.left}px, ${layout.top}px)`;
  loupe.style.backgroundSize = `${layout.imageWidth}px ${layout.imageHeight}px`;
  loupe.style.backgroundPosition = `${layout.offsetX}px ${layout.offsetY}px`;
}

/**
 * What a press on the board does to the focus, as a mousedown would: the board takes it when it
 * can (keyboard use), else whatever had it (a field) loses it.
 */
function takeFocus(stage: HTMLDivElement | null): void {
  if (stage && stage.tabIndex >= 0) stage.focus({ preventScroll: true });
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

type Status = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; image: BoardImage };

/** Ready at once when the diagram was loaded ahead (prepareBoard.ts): the board is drawn in its first render's task. */
function statusOf(imageUrl: string): Status {
  const image = loadedBoardImage(imageUrl);
  return image ? { kind: 'ready', image } : { kind: 'loading' };
}

/**
 * A zoning board: the diagram with its zones, drawn by Pixi (in a worker, started before the
 * board where possible: prepareBoard.ts). One finger, pen or mouse draws, drags or places; two
 * fingers pinch-zoom and pan; Ctrl/⌘ + wheel zooms. Press, move, release and double press reach
 * the parent in image units.
 */
export function BoardCanvas(props: BoardCanvasProps) {
  const { imageUrl, scene, label, labels, cursor = 'default', maxHeight = BOARD_MAX_HEIGHT } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>(() => statusOf(imageUrl));
  const [boxWidth, setBoxWidth] = useState(0);
  const [renderer, setRenderer] = useState<BoardRenderer | null>(null);
  /** The renderer drew its first frame: the board is shown and ready for use. */
  const [painted, setPainted] = useState(false);
  const [view, setView] = useState<View>(IDENTITY_VIEW);
  const handlers = useRef(props);
  const live = useRef({ view, size: { width: 1, height: 1 } as Size });
  const spaceHeld = useRef(false);
  const loupeRef = useRef<HTMLDivElement>(null);
  const hintId = useId();

  useLayoutEffect(() => {
    handlers.current = props;
  });

  useEffect(() => {
    let cancelled = false;
    const known = statusOf(imageUrl);
    setStatus((current) => (current.kind === 'ready' && known.kind === 'ready' && current.image === known.image ? current : known));
    setView(IDENTITY_VIEW);
    // The painter starts while the image loads.
    prepareBoardCanvas();
    if (known.kind === 'ready') return;
    loadBoardImage(imageUrl).then(
      (image) => !cancelled && setStatus({ kind: 'ready', image }),
      () => !cancelled && setStatus({ kind: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [imageUrl]);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(box);
    setBoxWidth(Math.floor(box.getBoundingClientRect().width));
    return () => observer.disconnect();
  }, []);

  const image = status.kind === 'ready' ? status.image : null;
  const size = image && boxWidth > 0 ? fitImage(image, boxWidth, maxHeight) : null;
  live.current = { view, size: size ?? live.current.size };
  const ready = size !== null;

  // The renderer lives as long as the board: created once, then fed.
  useEffect(() => {
    const host = hostRef.current;
    if (!ready || !host) return;
    let cancelled = false;
    let created: BoardRenderer | null = null;
    const tracker = new GestureTracker();
    BoardRenderer.create(host, live.current.size)
      .then((instance) => {
        created = instance;
        if (cancelled) return instance.destroy();
        instance.onPointer((pointer) => dispatch(tracker, pointer));
        // The first frame goes to the painter now, so it is drawn while the page lays out and
        // paints the board's box, not once React has rendered again with the renderer.
        const first = handlers.current.scene;
        instance.setView(live.current.view);
        instance.render(isSource(first) ? first.get : first);
        setRenderer(instance);
        // Shown as ready in the task that heard the board is drawn, not in a later render.
        return instance.painted.then(() => !cancelled && flushSync(() => setPainted(true)));
      })
      .catch((error: unknown) => console.error('[zoning] board renderer failed', error));
    return () => {
      cancelled = true;
      created?.destroy();
      setRenderer(null);
      setPainted(false);
    };
  }, [ready]);

  function dispatch(tracker: GestureTracker, pointer: BoardPointer): void {
    const { view: current, size: drawn } = live.current;
    let events: GestureEvent[] = [];
    if (pointer.kind === 'down') {
      takeFocus(hostRef.current);
      events = tracker.down(pointer.id, pointer.screen, pointer.at, current, spaceHeld.current);
    } else if (pointer.kind === 'move') {
      events = tracker.move(pointer.id, pointer.screen, drawn);
    } else {
      events = tracker.up(pointer.id, current, pointer.kind === 'cancel');
    }
    const input = (screen: Point): BoardInput => ({ point: screenToImage(current, screen, drawn), reach: reachAt(current, drawn) });
    const h = handlers.current;
    const finger = pointer.touch && events.some((e) => e.kind === 'press' || e.kind === 'move') ? pointer.screen : null;
    placeLoupe(loupeRef.current, finger, current, drawn);
    for (const event of events) {
      if (event.kind === 'press') h.onPress?.(input(event.screen));
      else if (event.kind === 'move') h.onMove?.(input(event.screen).point);
      else if (event.kind === 'release') h.onRelease?.();
      else if (event.kind === 'cancel') h.onCancel?.();
      else if (event.kind === 'double') h.onDouble?.(input(event.screen));
      else setView(event.view);
    }
  }

  useEffect(() => {
    if (renderer && size) renderer.resize(size);
  }, [renderer, size?.width, size?.height]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (size) setView((v) => clampView(v, size));
  }, [size?.width, size?.height]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => renderer?.setView(view), [renderer, view]);
  useEffect(() => {
    if (!renderer) return;
    if (!isSource(scene)) return renderer.render(scene);
    // The renderer reads the scene once per frame, however many changes the frame saw.
    const follow = () => renderer.render(scene.get);
    follow();
    return scene.subscribe(follow);
  }, [renderer, scene]);
  useEffect(() => renderer?.setCursor(cursor), [renderer, cursor]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const onWheel = (event: WheelEvent) => {
      const { view: current, size: drawn } = live.current;
      const rect = host.getBoundingClientRect();
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        const factor = event.deltaY < 0 ? WHEEL_ZOOM_STEP : 1 / WHEEL_ZOOM_STEP;
        setView(zoomAt(current, { x: event.clientX - rect.left, y: event.clientY - rect.top }, factor, drawn));
      } else if (current.scale > 1) {
        event.preventDefault();
        setView(panBy(current, -event.deltaX, -event.deltaY, drawn));
      }
    };
    host.addEventListener('wheel', onWheel, { passive: false });
    return () => host.removeEventListener('wheel', onWheel);
  }, []);

  // Space + drag pans, as in drawing tools (only while the pointer is over the board).
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      if (event.type === 'keyup') {
        spaceHeld.current = false;
        return;
      }
      // Space on a focused button or field keeps its own meaning.
      const target = event.target as Node | null;
      if (!host.matches(':hover') || (target !== document.body && !host.contains(target))) return;
      event.preventDefault();
      spaceHeld.current = true;
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
    };
  }, []);

  const style: CSSProperties | undefined = size ? { width: size.width, height: size.height } : undefined;
  return (
    <div className="board-canvas" ref={boxRef}>
      {props.onKey && props.keyHint ? (
        <span id={hintId} className="visually-hidden">
          {props.keyHint}
        </span>
      ) : null}
      <div
        className="board-canvas__stage"
        ref={hostRef}
        style={style}
        role={props.onKey ? 'application' : 'img'}
        aria-label={label}
        aria-describedby={props.onKey && props.keyHint ? hintId : undefined}
        tabIndex={props.onKey ? 0 : undefined}
        onKeyDown={props.onKey ? (event) => handlers.current.onKey?.(event, reachAt(live.current.view, live.current.size)) : undefined}
        onFocus={(event) => event.target === event.currentTarget && event.currentTarget.matches(':focus-visible') && handlers.current.onKeyboardFocus?.()}
        onBlur={(event) => event.target === event.currentTarget && handlers.current.onBlur?.()}
        data-ready={renderer && painted ? 'true' : 'false'}
        data-zoom={view.scale.toFixed(2)}
        data-marker={isSource(scene) ? undefined : (scene.marker?.tone ?? 'none')}
        data-solution={isSource(scene) ? undefined : scene.solution ? 'shown' : 'none'}
        data-zones={isSource(scene) ? undefined : scene.zones.length}
      >
        {status.kind === 'loading' ? <p className="board-canvas__status">{labels.loading}</p> : null}
        {/* The diagram under the transparent canvas, moved by the view: a frame never redraws its pixels. */}
        {size ? (
          <img
            className="board-canvas__image"
            src={imageUrl}
            alt=""
            draggable={false}
            style={{ width: size.width, height: size.height, transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          />
        ) : null}
        <div className="board-canvas__loupe" ref={loupeRef} hidden aria-hidden="true" style={{ width: LOUPE_PX, height: LOUPE_PX, backgroundImage: `url("${imageUrl.replace(/"/g, '%22')}")` }} />
        {status.kind === 'failed' ? <p className="board-canvas__status board-canvas__status--error">{labels.imageFailed}</p> : null}
      </div>
      {size ? (
        <div className="board-canvas__zoom">
          <button type="button" className="btn btn--ghost btn--sm" aria-label={labels.zoomOut} title={labels.zoomOut} disabled={view.scale <= 1} onClick={() => setView((v) => zoomCentre(v, 1 / ZOOM_STEP, size))}>
            −
          </button>
          <button type="button" className="btn btn--ghost btn--sm" aria-label={labels.zoomIn} title={labels.zoomIn} disabled={view.scale >= MAX_ZOOM} onClick={() => setView((v) => zoomCentre(v, ZOOM_STEP, size))}>
            +
          </button>
          <button type="button" className="btn btn--ghost btn--sm" disabled={view.scale === 1} onClick={() => setView(IDENTITY_VIEW)}>
            {labels.fit}
          </button>
        </div>
      ) : null}
    </div>
  );
}
