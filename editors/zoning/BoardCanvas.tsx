import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { Point } from '../../domain/data/zoning';
import type { BoardPointer, BoardRenderer } from '../../engine/render/pixi/boardRenderer';
import { GestureTracker, type GestureEvent } from '../../engine/zoning/gestures';
import type { Reach } from '../../engine/zoning/hitTest';
import type { BoardScene, SceneSource } from '../../engine/zoning/scene';
import { clampView, IDENTITY_VIEW, panBy, screenToImage, zoomAt, type Size, type View } from '../../engine/zoning/viewport';
import { fitImage, loadBoardImage, type BoardImage } from './loadBoardImage';

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
  resetZoom: string;
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
}

function isSource(scene: BoardScene | SceneSource): scene is SceneSource {
  return 'subscribe' in scene;
}

type Status = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; image: BoardImage };

/**
 * A zoning board: the diagram with its zones, drawn by the Pixi renderer (loaded with the first
 * board). One finger, pen or mouse draws, drags or places; two fingers pinch-zoom and pan;
 * Ctrl/⌘ + wheel zooms. Press, move, release and double press reach the parent in image units.
 */
export function BoardCanvas(props: BoardCanvasProps) {
  const { imageUrl, scene, label, labels, cursor = 'default', maxHeight = BOARD_MAX_HEIGHT } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [boxWidth, setBoxWidth] = useState(0);
  const [renderer, setRenderer] = useState<BoardRenderer | null>(null);
  const [view, setView] = useState<View>(IDENTITY_VIEW);
  const handlers = useRef(props);
  const live = useRef({ view, size: { width: 1, height: 1 } as Size });

  useLayoutEffect(() => {
    handlers.current = props;
  });

  useEffect(() => {
    let cancelled = false;
    setStatus({ kind: 'loading' });
    setView(IDENTITY_VIEW);
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
    import('../../engine/render/pixi/boardRenderer')
      .then(({ BoardRenderer }) => BoardRenderer.create(host, live.current.size))
      .then((instance) => {
        created = instance;
        if (cancelled) return instance.destroy();
        instance.onPointer((pointer) => dispatch(tracker, pointer));
        setRenderer(instance);
      })
      .catch((error: unknown) => console.error('[zoning] board renderer failed', error));
    return () => {
      cancelled = true;
      created?.destroy();
      setRenderer(null);
    };
  }, [ready]);

  function dispatch(tracker: GestureTracker, pointer: BoardPointer): void {
    const { view: current, size: drawn } = live.current;
    let events: GestureEvent[] = [];
    if (pointer.kind === 'down') events = tracker.down(pointer.id, pointer.screen, pointer.at, current);
    else if (pointer.kind === 'move') events = tracker.move(pointer.id, pointer.screen, drawn);
    else events = tracker.up(pointer.id, current, pointer.kind === 'cancel');
    const input = (screen: Point): BoardInput => ({
      point: screenToImage(current, screen, drawn),
      reach: { x: HANDLE_REACH_PX / (drawn.width * current.scale), y: HANDLE_REACH_PX / (drawn.height * current.scale) },
    });
    const h = handlers.current;
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
    if (renderer && image) renderer.setImage(image.element);
  }, [renderer, image]);
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
    const draw = () => renderer.render(scene.get());
    draw();
    return scene.subscribe(draw);
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

  const style: CSSProperties | undefined = size ? { width: size.width, height: size.height } : undefined;
  return (
    <div className="board-canvas" ref={boxRef}>
      <div
        className="board-canvas__stage"
        ref={hostRef}
        style={style}
        role="img"
        aria-label={label}
        data-ready={renderer ? 'true' : 'false'}
        data-zoom={view.scale.toFixed(2)}
        data-marker={isSource(scene) ? undefined : (scene.marker?.tone ?? 'none')}
        data-solution={isSource(scene) ? undefined : scene.solution ? 'shown' : 'none'}
      >
        {status.kind === 'loading' ? <p className="board-canvas__status">{labels.loading}</p> : null}
        {status.kind === 'failed' ? <p className="board-canvas__status board-canvas__status--error">{labels.imageFailed}</p> : null}
      </div>
      {view.scale > 1 ? (
        <button type="button" className="button button--ghost board-canvas__reset" onClick={() => setView(IDENTITY_VIEW)}>
          {labels.resetZoom}
        </button>
      ) : null}
    </div>
  );
}
