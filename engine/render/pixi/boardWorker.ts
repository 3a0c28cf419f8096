/**
 * A zoning board's painter in a worker: the page hands it its two canvases (transferred as
 * OffscreenCanvases) and then the changes of each of its tasks that changed the board; the painter
 * draws them once per animation frame, the worker's own (a board's first frame at once). Pixi is
 * loaded, started and draws here, so neither its start nor a drag's drawing takes the page's main
 * thread, which schedules no frame of its own for the board.
 */
import { DOMAdapter, WebWorkerAdapter } from 'pixi.js';
import type { Size } from '../../zoning/viewport';
import { BoardPainter, type PaintFrame } from './boardPainter';

export type ToBoardWorker =
  | { kind: 'init'; live: OffscreenCanvas; still: OffscreenCanvas; size: Size; resolution: number }
  | { kind: 'paint'; frame: PaintFrame };

export type FromBoardWorker = { kind: 'ready' } | { kind: 'painted' } | { kind: 'failed'; message: string };

DOMAdapter.set(WebWorkerAdapter);

const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<ToBoardWorker>) => void) | null; postMessage: (message: FromBoardWorker) => void };
/** The page sends frames only once it heard 'ready'. */
let painter: BoardPainter | null = null;
let painted = false;

/**
 * A board's first frame builds every zone, label and handle: painting one throwaway zone while
 * the page mounts has Pixi's text and drawing paths compiled and its pools filled by then.
 */
function warmUp(started: BoardPainter): void {
  const point = (x: number, y: number) => ({ x, y });
  const points = [point(0.1, 0.1), point(0.3, 0.1), point(0.2, 0.3)];
  const zone = { id: 'warm-up', points, color: '#6366f1', label: 'Zone', anchor: point(0.2, 0.15), emphasis: true, handles: true, open: false, live: true, overlap: false, key: 'warm-up' };
  const marks = { marker: null, solution: null, crosshair: null, keyVertex: null };
  started.paintNow({ scene: { ...marks, order: [zone.id], changed: [zone] } });
  started.paintNow({ scene: { ...marks, order: [], changed: [] } });
}

scope.onmessage = ({ data }) => {
  if (data.kind === 'init') {
    BoardPainter.create(data.live, data.still, data.size, data.resolution).then(
      (created) => {
        warmUp(created);
        painter = created;
        scope.postMessage({ kind: 'ready' });
      },
      (error: unknown) => scope.postMessage({ kind: 'failed', message: String(error) }),
    );
    return;
  }
  if (!painter) return;
  if (painted) return painter.paint(data.frame);
  // The board's first frame is drawn at once, not at the next animation frame: the canvas shows
  // it when this task ends, and the page hears the board is drawn.
  painter.paintNow(data.frame);
  painted = true;
  scope.postMessage({ kind: 'painted' });
};
