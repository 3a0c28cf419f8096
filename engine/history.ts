/**
 * Undo/redo stacks of immutable snapshots. Consecutive edits sharing a coalescing key (typing
 * in one label) make one step, so undo does not walk back a word letter by letter.
 */
export interface History<S> {
  past: S[];
  future: S[];
  /** Key of the last recorded edit, or null when the next edit must start a new step. */
  lastKey: string | null;
}

/** At most this many undo steps are kept. */
export const HISTORY_LIMIT = 200;

/** An empty history. */
export function emptyHistory<S>(): History<S> {
  return { past: [], future: [], lastKey: null };
}

/** Records `before` as an undo step (unless it continues the last step with the same `key`). */
export function record<S>(history: History<S>, before: S, key: string | null = null): History<S> {
  if (key !== null && key === history.lastKey) return { ...history, future: [] };
  return { past: [...history.past, before].slice(-HISTORY_LIMIT), future: [], lastKey: key };
}

/** Ends coalescing: the next edit starts a new step. */
export function seal<S>(history: History<S>): History<S> {
  return history.lastKey === null ? history : { ...history, lastKey: null };
}

/** The snapshot to restore and the history after undoing, or null when there is nothing to undo. */
export function undo<S>(history: History<S>, current: S): { snapshot: S; history: History<S> } | null {
  const snapshot = history.past[history.past.length - 1];
  if (snapshot === undefined) return null;
  return { snapshot, history: { past: history.past.slice(0, -1), future: [current, ...history.future], lastKey: null } };
}

/** The snapshot to restore and the history after redoing, or null when there is nothing to redo. */
export function redo<S>(history: History<S>, current: S): { snapshot: S; history: History<S> } | null {
  const snapshot = history.future[0];
  if (snapshot === undefined) return null;
  return { snapshot, history: { past: [...history.past, current], future: history.future.slice(1), lastKey: null } };
}
