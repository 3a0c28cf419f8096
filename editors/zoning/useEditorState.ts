import { useCallback, useSyncExternalStore } from 'react';
import type { EditorState } from '../../engine/zoning/editor';
import type { EditorStore } from '../../engine/zoning/store';

/**
 * A slice of the editor's state for a React panel. While a vertex is dragged the panel hears
 * of changes at most once per animation frame; any other change (the release included) reaches
 * it at once. `select` must return the state itself, a part of it, or a primitive (compared by
 * identity: an unchanged slice re-renders nothing).
 */
export function useEditorState<T>(store: EditorStore, select: (state: EditorState) => T): T {
  const subscribe = useCallback(
    (notify: () => void) => {
      let frame = 0;
      const unsubscribe = store.subscribe(() => {
        if (store.get().drag) {
          frame ||= requestAnimationFrame(() => {
            frame = 0;
            notify();
          });
          return;
        }
        cancelAnimationFrame(frame);
        frame = 0;
        notify();
      });
      return () => {
        cancelAnimationFrame(frame);
        unsubscribe();
      };
    },
    [store],
  );
  return useSyncExternalStore(subscribe, () => select(store.get()));
}
