import { limits } from '../../domain/limits';
import { MIN_LEGEND_POINTS, withGeometry, ZONE_COLOURS, type Legend, type Point } from '../../domain/data/zoning';
import { emptyHistory, record, redo as redoHistory, seal, undo as undoHistory, type History } from '../history';

/**
 * The zoning editor's legends as a pure state machine (part 2 §4 Zoning editor): an active
 * legend, a shape-drawing mode, a vertex drag, and undo/redo of every edit. Pointer handling is
 * in tools.ts; the React editor only dispatches to these functions.
 */

export interface VertexDrag {
  legendId: string;
  index: number;
  /** Whether the vertex moved: a press without a move is no edit. */
  moved: boolean;
}

/** What undo restores. */
export interface EditorSnapshot {
  legends: Legend[];
  activeId: string | null;
  drawing: boolean;
}

export interface EditorState extends EditorSnapshot {
  drag: VertexDrag | null;
  history: History<EditorSnapshot>;
  /** The keyboard's crosshair (image units), shown while the board has keyboard focus. */
  crosshair: Point | null;
  /** The active legend's vertex the arrow keys move, or null. */
  keyVertex: number | null;
}

export type LegendPatch = Partial<Pick<Legend, 'label' | 'note' | 'color'>>;

/** A fresh editor over a board's legends (first one active, none drawing). */
export function createEditor(legends: Legend[] = []): EditorState {
  return { legends, activeId: legends[0]?.id ?? null, drawing: false, drag: null, history: emptyHistory(), crosshair: null, keyVertex: null };
}

/** The legend being edited, or null when there is none. */
export function activeLegend(state: EditorState): Legend | null {
  return state.legends.find((legend) => legend.id === state.activeId) ?? null;
}

function snapshot(state: EditorState): EditorSnapshot {
  return { legends: state.legends, activeId: state.activeId, drawing: state.drawing };
}

/** Applies an edit and records the state before it as one undo step (or extends the step of `key`). */
export function commit(state: EditorState, next: Partial<EditorSnapshot>, key: string | null = null): EditorState {
  return { ...state, ...next, history: record(state.history, snapshot(state), key) };
}

/** The legend `id` with new points, its centroid and radius derived again. */
export function withPoints(legends: Legend[], id: string, change: (points: Point[]) => Point[]): Legend[] {
  return legends.map((legend) => (legend.id === id ? withGeometry({ ...legend, points: change(legend.points) }) : legend));
}

/** Adding is blocked at 10 legends and while a legend is being drawn (the image check is the page's). */
export function canAddLegend(state: EditorState): boolean {
  return state.legends.length < limits.legendsPerBoard && !state.drawing;
}

/** A new legend at the front of the list, active and in drawing mode. Colours cycle through the 8 defaults. */
export function addLegend(state: EditorState, id: string): EditorState {
  if (!canAddLegend(state)) return state;
  const used = new Set(state.legends.map((legend) => legend.color));
  const color = ZONE_COLOURS.find((c) => !used.has(c)) ?? ZONE_COLOURS[state.legends.length % ZONE_COLOURS.length]!;
  const legend = withGeometry({ id, label: '', note: null, color, points: [], format: 'image' });
  return commit(state, { legends: [legend, ...state.legends], activeId: id, drawing: true });
}

/**
 * Selecting a legend makes it active and moves it to the front of the list; a legend being drawn
 * leaves drawing mode when another is selected.
 */
export function selectLegend(state: EditorState, id: string): EditorState {
  const legend = state.legends.find((l) => l.id === id);
  if (!legend) return state;
  if (state.activeId === id && state.legends[0]?.id === id) return state;
  return {
    ...state,
    legends: [legend, ...state.legends.filter((l) => l.id !== id)],
    activeId: id,
    drawing: state.activeId === id ? state.drawing : false,
    keyVertex: state.activeId === id ? state.keyVertex : null,
    history: seal(state.history),
  };
}

/** Enters drawing mode on the active legend: each click then adds a point (up to 10). */
export function startDrawing(state: EditorState): EditorState {
  if (!activeLegend(state) || state.drawing) return state;
  return { ...state, drawing: true, history: seal(state.history) };
}

/** Whether 'Terminer la forme' may be pressed: drawing, with at least 3 points. */
export function canFinishShape(state: EditorState): boolean {
  return state.drawing && (activeLegend(state)?.points.length ?? 0) >= MIN_LEGEND_POINTS;
}

/** 'Terminer la forme': leaves drawing mode, only with at least 3 points. */
export function finishShape(state: EditorState): EditorState {
  return canFinishShape(state) ? { ...state, drawing: false, drag: null, history: seal(state.history) } : state;
}

/** Escape leaves drawing mode whatever the point count (saving then asks to finish the shape). */
export function leaveDrawing(state: EditorState): EditorState {
  return state.drawing ? { ...state, drawing: false, history: seal(state.history) } : state;
}

/** Label, note or colour; typing in one field of one legend is one undo step. */
export function updateLegend(state: EditorState, id: string, patch: LegendPatch): EditorState {
  const legend = state.legends.find((l) => l.id === id);
  if (!legend) return state;
  const changed = Object.entries(patch).some(([field, value]) => legend[field as keyof LegendPatch] !== value);
  if (!changed) return state;
  const key = `${id}:${Object.keys(patch).sort().join(',')}`;
  return commit(state, { legends: state.legends.map((l) => (l.id === id ? { ...l, ...patch } : l)) }, key);
}

/** Appends a point to the active legend (up to 10 points). */
export function addPoint(state: EditorState, point: Point): EditorState {
  const legend = activeLegend(state);
  if (!legend || legend.points.length >= limits.pointsPerLegend) return state;
  return commit(state, { legends: withPoints(state.legends, legend.id, (points) => [...points, point]) });
}

/** Removes one point (double-click on it, or its chip). */
export function removePoint(state: EditorState, legendId: string, index: number): EditorState {
  const legend = state.legends.find((l) => l.id === legendId);
  if (!legend || index < 0 || index >= legend.points.length) return state;
  return commit(state, { legends: withPoints(state.legends, legendId, (points) => points.filter((_, i) => i !== index)) });
}

/** Removes the active legend's last point. */
export function removeLastPoint(state: EditorState): EditorState {
  const legend = activeLegend(state);
  return legend ? removePoint(state, legend.id, legend.points.length - 1) : state;
}

/** Clears the active legend's shape and starts drawing it again. */
export function resetLegend(state: EditorState): EditorState {
  const legend = activeLegend(state);
  if (!legend || (legend.points.length === 0 && state.drawing)) return state;
  return commit(state, { legends: withPoints(state.legends, legend.id, () => []), drawing: true });
}

/** Deletes a legend; the next one in the list becomes active. */
export function deleteLegend(state: EditorState, id: string): EditorState {
  const index = state.legends.findIndex((l) => l.id === id);
  if (index < 0) return state;
  const legends = state.legends.filter((l) => l.id !== id);
  const activeId = state.activeId === id ? (legends[Math.min(index, legends.length - 1)]?.id ?? null) : state.activeId;
  return commit(state, { legends, activeId, drawing: state.activeId === id ? false : state.drawing });
}

/** Whether there is an edit to undo (never during a drag). */
export function canUndo(state: EditorState): boolean {
  return state.history.past.length > 0 && state.drag === null;
}

/** Whether there is an undone edit to redo (never during a drag). */
export function canRedo(state: EditorState): boolean {
  return state.history.future.length > 0 && state.drag === null;
}

/** Undoes the last edit (never in the middle of a drag). */
export function undo(state: EditorState): EditorState {
  if (state.drag) return state;
  const step = undoHistory(state.history, snapshot(state));
  return step ? { ...state, ...step.snapshot, history: step.history } : state;
}

/** Redoes the last undone edit (never in the middle of a drag). */
export function redo(state: EditorState): EditorState {
  if (state.drag) return state;
  const step = redoHistory(state.history, snapshot(state));
  return step ? { ...state, ...step.snapshot, history: step.history } : state;
}
