import { useEffect, useSyncExternalStore } from 'react';
import * as ed from '../../engine/mindmap/editor';

/**
 * When the panels hear of a change:
 * - `frame`: once per frame, before it is drawn (several changes in one frame redraw the page once);
 * - `now`: at once, for a controlled input (the title, a colour): React sets such an input back to
 *   the value it last rendered unless it renders the new one in the same event, and a key typed
 *   before the next frame would land in the old value and erase the one before it;
 * - `typing`: the text of a live rich field, which shows each key itself: the copies of that text
 *   elsewhere (the card on the canvas, the rows naming the node) follow at most every
 *   TYPING_NOTICE_MS, not at every key.
 */
export type MapNotice = 'frame' | 'now' | 'typing';

/**
 * How often the copies of a text being typed are redrawn: 10 times a second, not at every key
 * (typing a label of the 40-card map, measured by turns in one browser: 37 to 42 % less
 * main-thread time per key than with a redraw in every frame).
 */
export const TYPING_NOTICE_MS = 100;

/**
 * The map being edited, held outside React (ARCHITECTURE.md, Second generation): panels
 * subscribe to the slices they show, so a keystroke in one label redraws that label's card and
 * row, not the page.
 */
export interface MapEditorStore {
  get(): ed.MapEditorState;
  /** Applies an engine transition at once; listeners hear of it, if the state changed, as `notice` says. */
  apply(transition: (state: ed.MapEditorState) => ed.MapEditorState, notice?: MapNotice): void;
  subscribe(listener: () => void): () => void;
}

export function createMapEditorStore(initial: ed.MapEditorState): MapEditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  let frame: number | null = null;
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  let notifiedAt = -Infinity;
  const notify = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
    clearTimeout(typingTimer);
    typingTimer = undefined;
    notifiedAt = performance.now();
    listeners.forEach((listener) => listener());
  };
  const nextFrame = () => {
    clearTimeout(typingTimer);
    typingTimer = undefined;
    frame ??= requestAnimationFrame(notify);
  };
  return {
    get: () => state,
    apply(transition, notice = 'frame') {
      const next = transition(state);
      if (next === state) return;
      state = next;
      if (notice === 'now') notify();
      else if (notice === 'frame') nextFrame();
      else if (frame === null && typingTimer === undefined) {
        // The first key after a pause shows in the next frame, the next ones at the pace above.
        const wait = notifiedAt + TYPING_NOTICE_MS - performance.now();
        if (wait > 0) typingTimer = setTimeout(nextFrame, wait);
        else nextFrame();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One slice of the editor's state; the component redraws when that slice changes (by identity). */
export function useMapEditor<T>(store: MapEditorStore, slice: (state: ed.MapEditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => slice(store.get()));
}

/** Whether keys typed at `target` belong to a text field rather than to the map. */
function typesText(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The editor's keys, anywhere on the page but in a text field (which keeps its own undo):
 * Ctrl/⌘+Z undo, Ctrl/⌘+Y or Ctrl/⌘+Shift+Z redo, Delete or Backspace removes the selected node
 * or arrow, Escape deselects.
 */
export function useMapEditorKeys(store: MapEditorStore) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || typesText(event.target)) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      let transition: ((state: ed.MapEditorState) => ed.MapEditorState) | null = null;
      if (mod && key === 'z') transition = event.shiftKey ? ed.redo : ed.undo;
      else if (mod && key === 'y') transition = ed.redo;
      else if (!mod && (event.key === 'Delete' || event.key === 'Backspace')) transition = ed.removeActive;
      else if (!mod && event.key === 'Escape') transition = (state) => ed.select(state, null);
      if (!transition) return;
      event.preventDefault();
      store.apply(transition);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
