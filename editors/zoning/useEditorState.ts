import { useSyncExternalStore } from 'react';
import type { EditorState, VertexDrag } from '../../engine/zoning/editor';
import type { EditorStore } from '../../engine/zoning/store';

/**
 * The panels' view of a store: one subscription to it for all of them. A vertex drag reaches them
 * when it starts (the grabbed legend becomes the active one) and when it ends, never in between:
 * while the pointer moves only the Pixi scene changes (the panels show nothing a move changes but
 * the moved point's coordinates, in a tooltip). Any other change reaches them at once.
 */
class PanelFeed {
  private readonly panels = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;
  private drag: VertexDrag | null = null;

  constructor(private readonly store: EditorStore) {}

  readonly subscribe = (notify: () => void): (() => void) => {
    this.panels.add(notify);
    if (!this.unsubscribe) {
      this.drag = this.store.get().drag;
      this.unsubscribe = this.store.subscribe(this.changed);
    }
    return () => {
      this.panels.delete(notify);
      if (this.panels.size > 0) return;
      this.unsubscribe?.();
      this.unsubscribe = null;
    };
  };

  private readonly changed = (): void => {
    const { drag } = this.store.get();
    const moving = drag !== null && this.drag !== null && drag.legendId === this.drag.legendId && drag.index === this.drag.index;
    this.drag = drag;
    if (moving) return;
    for (const notify of [...this.panels]) notify();
  };
}

const feeds = new WeakMap<EditorStore, PanelFeed>();

function feedOf(store: EditorStore): PanelFeed {
  let feed = feeds.get(store);
  if (!feed) {
    feed = new PanelFeed(store);
    feeds.set(store, feed);
  }
  return feed;
}

/**
 * A slice of the editor's state for a React panel, repainted at once on a change but for the
 * moves of a vertex drag (see PanelFeed). `select` must return the state itself, a part of it, or
 * a primitive (compared by identity: an unchanged slice re-renders nothing).
 */
export function useEditorState<T>(store: EditorStore, select: (state: EditorState) => T): T {
  return useSyncExternalStore(feedOf(store).subscribe, () => select(store.get()));
}
