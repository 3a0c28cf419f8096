import type { Legend } from '../../domain/data/zoning';
import { createEditor, type EditorState } from './editor';

export type EditorAction = (state: EditorState) => EditorState;

/**
 * The zoning editor's state outside React: the Pixi scene reads it at every change, React
 * panels subscribe to the slices they show. Listeners run synchronously after each change; the
 * editor component decides how often a panel really repaints (once per frame during a drag).
 */
export class EditorStore {
  private state: EditorState;
  private readonly listeners = new Set<() => void>();

  constructor(legends: Legend[] = []) {
    this.state = createEditor(legends);
  }

  /** The current state (a new object after each change: safe as a useSyncExternalStore snapshot). */
  readonly get = (): EditorState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies an action; listeners hear of it only when the state changed. */
  readonly dispatch = (action: EditorAction): void => {
    const next = action(this.state);
    if (next === this.state) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  };

  /** Starts over on another board's legends (no undo history across boards). */
  readonly load = (legends: Legend[]): void => this.dispatch(() => createEditor(legends));
}
