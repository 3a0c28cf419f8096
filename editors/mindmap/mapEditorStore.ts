import { useEffect, useSyncExternalStore } from 'react';
import * as ed from '../../engine/mindmap/editor';

/**
 * The map being edited, held outside React (ARCHITECTURE.md, Second generation): panels
 * subscribe to the slices they show, so a keystroke in one label redraws that label's card and
 * row, not the page.
 */
export interface MapEditorStore {
  get(): ed.MapEditorState;
  /**
   * Applies an engine transition at once; listeners hear of it only when the state changed, once
   * per frame, before it is drawn (keys typed faster than frames redraw the page once).
   */
  apply(transition: (state: ed.MapEditorState) => ed.MapEditorState): void;
  subscribe(listener: () => void): () => void;
}

export function createMapEditorStore(initial: ed.MapEditorState): MapEditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  let frame: number | null = null;
  const notify = () => {
    frame = null;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    apply(transition) {
      const next = transition(state);
      if (next === state) return;
      state = next;
      frame ??= requestAnimationFrame(notify);
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
