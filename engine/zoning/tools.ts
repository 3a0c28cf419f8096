import type { Point } from '../../domain/data/zoning';
import { clampToImage } from '../geometry/vec';
import { activeLegend, addPoint, commit, removePoint, selectLegend, withPoints, type EditorState } from './editor';
import { legendAt, vertexAt, type Reach } from './hitTest';

/**
 * Pointer handling of the zoning editor, on image-normalised coordinates: the same sequence of
 * calls comes from a mouse, a pen, a finger, or a test. `reach` is the handle radius in image
 * units (a few pixels over the drawn size), so grabbing a vertex feels the same at any zoom.
 */
export interface PointerInput {
  point: Point;
  reach: Reach;
}

/** The vertex under the pointer: the active legend's first, then the others from the front. */
export function findVertex(state: EditorState, input: PointerInput): { legendId: string; index: number } | null {
  const active = activeLegend(state);
  const ordered = active ? [active, ...state.legends.filter((l) => l !== active)] : state.legends;
  for (const legend of ordered) {
    const index = vertexAt(legend.points, input.point, input.reach);
    if (index >= 0) return { legendId: legend.id, index };
  }
  return null;
}

/**
 * Press: on a vertex, select its legend and grab the vertex; else, while drawing, add a point
 * to the active legend; else select the legend whose zone is under the pointer.
 */
export function pointerDown(state: EditorState, input: PointerInput): EditorState {
  if (state.drag) return state;
  const vertex = findVertex(state, input);
  if (vertex) {
    const selected = selectLegend(state, vertex.legendId);
    return { ...selected, drag: { ...vertex, moved: false } };
  }
  const point = clampToImage(input.point);
  if (state.drawing) return addPoint(state, point);
  const legend = legendAt(state.legends, point);
  return legend ? selectLegend(state, legend.id) : state;
}

/** Move: drags the grabbed vertex (kept inside the image); the whole drag is one undo step. */
export function pointerMove(state: EditorState, point: Point): EditorState {
  const drag = state.drag;
  if (!drag) return state;
  const target = clampToImage(point);
  const legend = state.legends.find((l) => l.id === drag.legendId);
  const current = legend?.points[drag.index];
  if (!current || (current.x === target.x && current.y === target.y)) return state;
  const legends = withPoints(state.legends, drag.legendId, (points) => points.map((p, i) => (i === drag.index ? target : p)));
  if (drag.moved) return { ...state, legends };
  return { ...commit(state, { legends }), drag: { ...drag, moved: true } };
}

/** Release: ends the drag. */
export function pointerUp(state: EditorState): EditorState {
  return state.drag ? { ...state, drag: null } : state;
}

/** The gesture was taken over (a second finger, a lost pointer): a drag in progress is undone without a trace. */
export function pointerCancel(state: EditorState): EditorState {
  if (!state.drag) return state;
  if (!state.drag.moved) return { ...state, drag: null };
  const before = state.history.past[state.history.past.length - 1]!;
  return { ...state, ...before, drag: null, history: { ...state.history, past: state.history.past.slice(0, -1), lastKey: null } };
}

/** Double-click (or double-tap) on a vertex removes it. */
export function doubleClick(state: EditorState, input: PointerInput): EditorState {
  const vertex = findVertex({ ...state, drag: null }, input);
  return vertex ? removePoint({ ...state, drag: null }, vertex.legendId, vertex.index) : state;
}
