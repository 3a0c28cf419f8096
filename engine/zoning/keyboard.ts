import type { Point } from '../../domain/data/zoning';
import { clampToImage } from '../geometry/vec';
import { activeLegend, addPoint, commit, leaveDrawing, removePoint, selectLegend, withPoints, type EditorState } from './editor';
import { legendAt, vertexAt, type Reach } from './hitTest';

/**
 * The board without a mouse (WCAG 2.1.1, 2.5.7): arrow keys move a crosshair, or the selected
 * vertex, by 1 % of the image (Shift: 10 %); Enter adds a point while drawing, else selects the
 * vertex or zone under the crosshair; Delete removes the selected vertex; Escape lets it go, then
 * leaves drawing. Practice uses the same crosshair steps.
 */
export const KEY_STEP = 0.01;
export const BIG_KEY_STEP = 0.1;

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A point moved one step by an arrow key, kept inside the image (4 decimals, as stored). */
export function stepPoint(point: Point, key: ArrowKey, big: boolean): Point {
  const step = big ? BIG_KEY_STEP : KEY_STEP;
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
  const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  const moved = clampToImage({ x: point.x + dx, y: point.y + dy });
  return { x: round4(moved.x), y: round4(moved.y) };
}

const CENTRE: Point = { x: 0.5, y: 0.5 };

/** The board got keyboard focus: the crosshair shows, where it was or in the middle. */
export function showCrosshair(state: EditorState): EditorState {
  return state.crosshair ? state : { ...state, crosshair: CENTRE };
}

/** The board lost focus: no crosshair, no selected vertex. */
export function hideCrosshair(state: EditorState): EditorState {
  return state.crosshair || state.keyVertex !== null ? { ...state, crosshair: null, keyVertex: null } : state;
}

/** The selected vertex, when it still exists (an undo may have taken it away). */
export function keyVertexPoint(state: EditorState): Point | null {
  if (state.keyVertex === null) return null;
  return activeLegend(state)?.points[state.keyVertex] ?? null;
}

/** An arrow key: moves the selected vertex (one undo step per run of presses), else the crosshair. */
export function arrowKey(state: EditorState, key: ArrowKey, big: boolean): EditorState {
  const legend = activeLegend(state);
  const vertex = keyVertexPoint(state);
  if (legend && vertex && state.keyVertex !== null) {
    const index = state.keyVertex;
    const target = stepPoint(vertex, key, big);
    if (target.x === vertex.x && target.y === vertex.y) return state;
    const legends = withPoints(state.legends, legend.id, (points) => points.map((p, i) => (i === index ? target : p)));
    return { ...commit(state, { legends }, `key-vertex:${legend.id}:${index}`), crosshair: target };
  }
  return { ...state, crosshair: stepPoint(state.crosshair ?? CENTRE, key, big) };
}

/**
 * Enter: while drawing, adds a point at the crosshair; else selects the active legend's vertex
 * under it (within `reach`), else the zone under it.
 */
export function enterKey(state: EditorState, reach: Reach): EditorState {
  const at = state.crosshair ?? CENTRE;
  if (state.drawing) return { ...addPoint(state, at), crosshair: at };
  const legend = activeLegend(state);
  const index = legend ? vertexAt(legend.points, at, reach) : -1;
  if (index >= 0) return { ...state, keyVertex: index, crosshair: legend!.points[index]! };
  const zone = legendAt(state.legends, at);
  return zone ? { ...selectLegend(state, zone.id), keyVertex: null } : state;
}

/** Delete or Backspace: removes the selected vertex. */
export function deleteKey(state: EditorState): EditorState {
  const legend = activeLegend(state);
  if (!legend || keyVertexPoint(state) === null || state.keyVertex === null) return state;
  return { ...removePoint(state, legend.id, state.keyVertex), keyVertex: null };
}

/** Escape: lets the selected vertex go, else leaves drawing mode. */
export function escapeKey(state: EditorState): EditorState {
  return state.keyVertex !== null ? { ...state, keyVertex: null } : leaveDrawing(state);
}

/** What a screen reader hears after a change (the editor words it). */
export type Announcement =
  | { kind: 'crosshair'; point: Point }
  | { kind: 'point-added'; number: number; point: Point }
  | { kind: 'vertex-selected'; number: number }
  | { kind: 'vertex-moved'; number: number; point: Point }
  | { kind: 'vertex-removed'; number: number }
  | { kind: 'vertex-released' }
  | { kind: 'legend-selected'; label: string }
  | { kind: 'drawing-left' };

/** The announcement for a keyboard action that led from `before` to `after`, or null. */
export function announce(before: EditorState, after: EditorState): Announcement | null {
  if (before === after) return null;
  const was = activeLegend(before);
  const now = activeLegend(after);
  if (now && was?.id !== now.id) return { kind: 'legend-selected', label: now.label };
  if (now && was && now.points.length > was.points.length) return { kind: 'point-added', number: now.points.length, point: now.points[now.points.length - 1]! };
  if (now && was && now.points.length < was.points.length && before.keyVertex !== null) return { kind: 'vertex-removed', number: before.keyVertex + 1 };
  if (after.keyVertex !== null && before.keyVertex !== after.keyVertex) return { kind: 'vertex-selected', number: after.keyVertex + 1 };
  const moved = keyVertexPoint(after);
  if (moved && after.keyVertex !== null && moved !== keyVertexPoint(before)) return { kind: 'vertex-moved', number: after.keyVertex + 1, point: moved };
  if (before.keyVertex !== null && after.keyVertex === null) return { kind: 'vertex-released' };
  if (before.drawing && !after.drawing) return { kind: 'drawing-left' };
  if (after.crosshair && after.crosshair !== before.crosshair) return { kind: 'crosshair', point: after.crosshair };
  return null;
}
