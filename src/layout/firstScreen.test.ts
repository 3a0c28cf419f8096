import { describe, expect, it, vi } from 'vitest';
import { screenLoading, whenScreenDrawn } from './firstScreen';

describe('whenScreenDrawn', () => {
  it('starts at once when no screen is loading, and its undo stops what started', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const undo = whenScreenDrawn(start);
    expect(start).toHaveBeenCalledTimes(1);
    undo();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('waits until the last loading notice is gone', () => {
    const first = screenLoading();
    const second = screenLoading();
    const start = vi.fn(() => () => {});
    whenScreenDrawn(start);
    first();
    expect(start).not.toHaveBeenCalled();
    // A notice taken down twice counts once.
    first();
    expect(start).not.toHaveBeenCalled();
    second();
    expect(start).toHaveBeenCalledTimes(1);
    // Another screen loading later does not start it again.
    screenLoading()();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts when undone while the screen is still loading', () => {
    const done = screenLoading();
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    whenScreenDrawn(start)();
    done();
    expect(start).not.toHaveBeenCalled();
    expect(stop).not.toHaveBeenCalled();
  });
});
