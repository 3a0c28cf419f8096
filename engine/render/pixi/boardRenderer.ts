import { hoverAt, type BoardScene } from '../../zoning/scene';
import { sceneUpdate } from '../../zoning/sceneUpdate';
import { screenToImage, type Size, type View } from '../../zoning/viewport';
import type { PaintFrame } from './boardPainter';
import type { FromBoardWorker, ToBoardWorker } from './boardWorker';
import { HANDLE_RADIUS } from './sizes';

/** A pointer event in board-box CSS pixels, for any pointer type (mouse, pen, touch). */
export interface BoardPointer {
  kind: 'down' | 'move' | 'up' | 'cancel';
  id: number;
  screen: { x: number; y: number };
  at: number;
  /** A finger (the board shows a loupe under it). */
  touch: boolean;
}

/** How far (CSS px) from a handle's centre the pointer shows it can grab it. */
const HANDLE_HOVER_PX = HANDLE_RADIUS + 4;
const EMPTY_SCENE: BoardScene = { zones: [], marker: null, solution: null, crosshair: null, keyVertex: null };
/** A painter started before its board knows its size: the board's first frame resizes it. */
const PROVISIONAL_SIZE: Size = { width: 300, height: 150 };

/** Where a board's frames are painted: a worker's painter, or one on the page. */
interface Painter {
  paint(frame: PaintFrame): void;
  destroy(): void;
  /** Settles once the first frame is on the canvases. */
  painted: Promise<void>;
  /** A worker's painter, its canvases emptied, for another board (its `painted` the new board's first frame). */
  recycle?: () => Painter;
}

/** Whether this browser can hand a canvas to a worker and draw 2D there. */
function offscreenCanvas(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && 'transferControlToOffscreen' in HTMLCanvasElement.prototype && 'OffscreenCanvasRenderingContext2D' in globalThis;
}

/** A promise settled from outside, once. */
function signal(): { settled: Promise<void>; settle: () => void } {
  let settle = () => undefined as void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return { settled, settle };
}

function resolution(): number {
  return Math.min(globalThis.devicePixelRatio || 1, 2);
}

/** A board's two canvases (upper `live`, lower `still`) and their painter, being started. */
interface Surfaces {
  live: HTMLCanvasElement;
  still: HTMLCanvasElement;
  painter: Promise<Painter>;
}

/**
 * Two canvases handed to a new worker, whose painter starts at once (Pixi loaded, compiled and
 * initialised on its thread) at a provisional size: the board sends its own with its first frame.
 */
function workerSurfaces(size: Size): Surfaces {
  const worker = new Worker(new URL('./boardWorker.ts', import.meta.url), { type: 'module', name: 'zoning-board' });
  const [live, still] = [document.createElement('canvas'), document.createElement('canvas')];
  const offscreen = [live.transferControlToOffscreen(), still.transferControlToOffscreen()] as const;
  let firstFrame = signal();
  // Which board the painter draws for: a first frame heard late belongs to a board already gone.
  let board = 0;
  const started = (): Painter => ({
    paint: (frame) => worker.postMessage({ kind: 'paint', frame } satisfies ToBoardWorker),
    destroy: () => worker.terminate(),
    painted: firstFrame.settled,
    recycle: () => {
      firstFrame = signal();
      board += 1;
      worker.postMessage({ kind: 'clear' } satisfies ToBoardWorker);
      return started();
    },
  });
  const painter = new Promise<Painter>((resolve, reject) => {
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`board worker: ${event.message}`));
    };
    worker.onmessage = ({ data }: MessageEvent<FromBoardWorker>) => {
      if (data.kind === 'painted') return data.board === board ? firstFrame.settle() : undefined;
      if (data.kind === 'failed') {
        worker.terminate();
        reject(new Error(`board worker: ${data.message}`));
        return;
      }
      resolve(started());
    };
  });
  worker.postMessage({ kind: 'init', live: offscreen[0], still: offscreen[1], size, resolution: resolution() } satisfies ToBoardWorker, [...offscreen]);
  return { live, still, painter };
}

/** Two canvases painted by Pixi on the page itself, where a canvas cannot go to a worker. */
function pageSurfaces(size: Size): Surfaces {
  const [live, still] = [document.createElement('canvas'), document.createElement('canvas')];
  const painter = import('./boardPainter').then(async ({ BoardPainter }) => {
    const local = await BoardPainter.create(live, still, size, resolution());
    const firstFrame = signal();
    return {
      paint: (frame: PaintFrame) => local.paint(frame, firstFrame.settle),
      destroy: () => local.destroy(),
      painted: firstFrame.settled,
    };
  });
  return { live, still, painter };
}

/** A board's surfaces started ahead of it, or left by a board gone, taken by the next board created. */
let spare: Surfaces | null = null;

/**
 * Starts the next board's painter now (in a worker where possible), so that Pixi loads and starts
 * while the page mounts its panels and loads the diagram. At most one waits, started ahead or
 * left by a board (see `destroy`); it lives until a board takes it.
 */
export function prepareBoardRenderer(): void {
  if (spare) return;
  if (!offscreenCanvas()) {
    // Pixi's code at least: a page painter needs the board's own size to start.
    import('./boardPainter').catch(() => undefined);
    return;
  }
  spare = workerSurfaces(PROVISIONAL_SIZE);
  // A failure is reported to the board that takes it.
  spare.painter.catch(() => undefined);
}

/**
 * A zoning board on the page: two transparent canvases over the diagram (an <img> the page places
 * under them), painted by a BoardPainter (Pixi) in a worker, or on the page where a canvas cannot
 * go to a worker. The page keeps the pointers (the DOM's own events on the upper canvas, with the
 * hover cursor from the engine's hoverAt) and, at the end of a task that changed the board, reads
 * the scene and sends the painter what changed: the size, the view, and only the zones whose key
 * changed; the painter draws once per animation frame. Nothing runs while the board is idle. A
 * drag's drawing thus never takes the page's main thread, nor asks it for frames, and Pixi's start
 * does not either.
 */
export class BoardRenderer {
  private size: Size;
  private view: View = { scale: 1, x: 0, y: 0 };
  private source: BoardScene | (() => BoardScene) = EMPTY_SCENE;
  private scene: BoardScene = EMPTY_SCENE;
  private cursor: 'crosshair' | 'default' = 'default';
  private queued = false;
  private destroyed = false;
  /** The changes the next message sends besides the scene. */
  private pending: Omit<PaintFrame, 'scene'> = {};
  /** Each zone's key as the painter last got it. */
  private readonly sent = new Map<string, string>();
  private readonly detach: (() => void)[] = [];

  private constructor(
    private readonly painter: Painter,
    private readonly canvases: readonly HTMLCanvasElement[],
    size: Size,
  ) {
    this.size = size;
  }

  /** Creates the renderer on two canvases appended to `host` (the lower one ignores pointers). */
  static async create(host: HTMLElement, size: Size): Promise<BoardRenderer> {
    const surfaces = offscreenCanvas() ? (spare ?? workerSurfaces(size)) : pageSurfaces(size);
    spare = null;
    const { live, still } = surfaces;
    still.style.pointerEvents = 'none';
    for (const canvas of [still, live]) {
      canvas.classList.add('board-canvas__surface');
      sizeCanvas(canvas, size);
      host.appendChild(canvas);
    }
    try {
      const renderer = new BoardRenderer(await surfaces.painter, [still, live], size);
      // A spare painter started at a provisional size.
      renderer.pending.size = size;
      return renderer;
    } catch (error) {
      still.remove();
      live.remove();
      throw error;
    }
  }

  /** Settles once the board's first frame is drawn. */
  get painted(): Promise<void> {
    return this.painter.painted;
  }

  private get canvas(): HTMLCanvasElement {
    return this.canvases[1]!;
  }

  /**
   * Forwards every pointer (mouse, pen, touch) on the board, in board-box pixels. A pointer
   * pressed on the board is captured: its moves and release reach the board wherever they happen.
   * A press has no default action (no mousedown follows it): the listener gives the focus.
   */
  onPointer(listener: (pointer: BoardPointer) => void): void {
    const canvas = this.canvas;
    const forward = (kind: BoardPointer['kind']) => (event: PointerEvent) => {
      if (kind === 'down') {
        if (event.button !== 0) return;
        canvas.setPointerCapture(event.pointerId);
        // No compatibility mouse events while the pointer is down (a drag's moves are dispatched
        // once, not twice), and no text selection; the caller moves the focus itself.
        event.preventDefault();
      }
      if (kind === 'move') {
        // The board's moves are its own: they do not bubble on to React's root listener.
        event.stopPropagation();
        if (event.buttons === 0 && event.pointerType !== 'touch') this.hover(event.offsetX, event.offsetY);
      }
      listener({ kind, id: event.pointerId, screen: { x: event.offsetX, y: event.offsetY }, at: event.timeStamp, touch: event.pointerType === 'touch' });
    };
    const listeners: [string, (event: PointerEvent) => void][] = [
      ['pointerdown', forward('down')],
      ['pointermove', forward('move')],
      ['pointerup', forward('up')],
      ['pointercancel', forward('cancel')],
    ];
    for (const [type, handler] of listeners) canvas.addEventListener(type, handler as EventListener);
    this.detach.push(() => listeners.forEach(([type, handler]) => canvas.removeEventListener(type, handler as EventListener)));
  }

  resize(size: Size): void {
    if (size.width === this.size.width && size.height === this.size.height) return;
    this.size = size;
    this.canvases.forEach((canvas) => sizeCanvas(canvas, size));
    this.pending.size = size;
    this.requestRender();
  }

  setView(view: View): void {
    this.view = view;
    this.pending.view = view;
    this.requestRender();
  }

  /**
   * Shows a scene, or follows one: a function is called once when the task that changed it ends,
   * so any number of changes within a task cost one read and one message (a browser sends at most
   * one pointer move per frame). Only zones whose key changed are sent.
   */
  render(scene: BoardScene | (() => BoardScene)): void {
    this.source = scene;
    this.requestRender();
  }

  /** The crosshair tells that a click places or draws something. */
  setCursor(cursor: 'crosshair' | 'default'): void {
    this.cursor = cursor;
    this.canvas.style.cursor = cursor;
  }

  /**
   * Takes the board off the page. A worker's painter waits for the next board, emptied, unless
   * one waits already: starting a worker and Pixi takes a core for hundreds of milliseconds, and
   * screens that ask one board after another (an exam, practice) would pay it for each.
   */
  destroy(): void {
    this.destroyed = true;
    this.detach.forEach((undo) => undo());
    this.canvases.forEach((canvas) => canvas.remove());
    if (spare || !this.painter.recycle) return this.painter.destroy();
    const [still, live] = this.canvases as [HTMLCanvasElement, HTMLCanvasElement];
    live.style.cursor = '';
    spare = { live, still, painter: Promise.resolve(this.painter.recycle()) };
  }

  /** The pointer's look over the board: grab on a handle, a hand on a zone, else the tool's. */
  private hover(x: number, y: number): void {
    const point = screenToImage(this.view, { x, y }, this.size);
    const reach = { x: HANDLE_HOVER_PX / (this.size.width * this.view.scale), y: HANDLE_HOVER_PX / (this.size.height * this.view.scale) };
    const over = hoverAt(this.scene, point, reach);
    this.canvas.style.cursor = over === 'handle' ? 'grab' : over === 'zone' ? 'pointer' : this.cursor;
  }

  /** Sends the task's changes once it ends: the painter draws them in its next frame. */
  private requestRender(): void {
    if (this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      if (this.destroyed) return;
      this.scene = typeof this.source === 'function' ? this.source() : this.source;
      this.painter.paint({ ...this.pending, scene: sceneUpdate(this.sent, this.scene) });
      this.pending = {};
    });
  }
}

/** A canvas's size on the page, in CSS pixels (its pixels are the painter's). */
function sizeCanvas(canvas: HTMLCanvasElement, size: Size): void {
  canvas.style.width = `${size.width}px`;
  canvas.style.height = `${size.height}px`;
}
