import type { Vec } from '../geometry/vec';
import { pinchView, type Size, type View } from './viewport';

/** What a pointer sequence means for the board. */
export type GestureEvent =
  | { kind: 'press'; screen: Vec }
  | { kind: 'move'; screen: Vec }
  | { kind: 'release' }
  | { kind: 'cancel' }
  | { kind: 'double'; screen: Vec }
  | { kind: 'view'; view: View };

/** Two presses closer than this in time and space are a double press. */
export const DOUBLE_PRESS_MS = 350;
export const DOUBLE_PRESS_PX = 12;

interface Pinch {
  view: View;
  a: Vec;
  b: Vec;
}

/**
 * Turns raw pointer events (mouse, pen, touch) into what the board does with them: one pointer
 * is a tool gesture (press, move, release, double press); a second finger cancels the tool
 * gesture and pinches or pans the view until every finger is lifted.
 */
export class GestureTracker {
  private readonly pointers = new Map<number, Vec>();
  private toolPointer: number | null = null;
  private pinch: Pinch | null = null;
  /** Once fingers pinched, the remaining ones do nothing until all are lifted. */
  private pinched = false;
  private lastPress: { at: number; screen: Vec } | null = null;

  /**
   * A pointer went down at `screen` (pixels in the board's box) at time `at` (ms). With `pan`
   * (Space held) it drags the view instead of the tool.
   */
  down(id: number, screen: Vec, at: number, view: View, pan = false): GestureEvent[] {
    this.pointers.set(id, screen);
    if (this.pointers.size === 1 && !this.pinched && !pan) {
      const last = this.lastPress;
      const double = last !== null && at - last.at <= DOUBLE_PRESS_MS && Math.hypot(screen.x - last.screen.x, screen.y - last.screen.y) <= DOUBLE_PRESS_PX;
      // The second press of a double is only a double: its own move and release do nothing.
      this.toolPointer = double ? null : id;
      this.lastPress = double ? null : { at, screen };
      return [double ? { kind: 'double', screen } : { kind: 'press', screen }];
    }
    const events: GestureEvent[] = [];
    if (this.toolPointer !== null) events.push({ kind: 'cancel' });
    this.toolPointer = null;
    this.pinched = true;
    this.lastPress = null;
    this.startPinch(view);
    return events;
  }

  /** A pointer moved. `size` is the board's drawn size, for keeping the image in view. */
  move(id: number, screen: Vec, size: Size): GestureEvent[] {
    if (!this.pointers.has(id)) return [];
    this.pointers.set(id, screen);
    if (id === this.toolPointer) return [{ kind: 'move', screen }];
    if (!this.pinch) return [];
    const [a, b] = this.pair();
    if (!a || !b) return [];
    return [{ kind: 'view', view: pinchView(this.pinch.view, this.pinch.a, this.pinch.b, a, b, size) }];
  }

  /** A pointer went up (or was lost: pass `cancelled`). */
  up(id: number, view: View, cancelled = false): GestureEvent[] {
    if (!this.pointers.delete(id)) return [];
    if (id === this.toolPointer) {
      this.toolPointer = null;
      return [{ kind: cancelled ? 'cancel' : 'release' }];
    }
    if (this.pointers.size === 0) {
      this.pinch = null;
      this.pinched = false;
    } else {
      this.startPinch(view);
    }
    return [];
  }

  /** Whether a pinch is in progress (the board should not scroll the page or place anything). */
  get pinching(): boolean {
    return this.pinched;
  }

  private pair(): [Vec | undefined, Vec | undefined] {
    const [a, b] = [...this.pointers.values()];
    return [a, b ?? a];
  }

  private startPinch(view: View): void {
    // One finger left after a pinch pans: it pinches against itself, which keeps the spread.
    const [a, b] = this.pair();
    this.pinch = a && b ? { view, a, b } : null;
  }
}
