import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds a burst into one trailing run', () => {
    const task = vi.fn();
    const throttled = throttle(task, 1000);
    throttled.call();
    expect(task).toHaveBeenCalledTimes(1);
    throttled.call();
    throttled.call();
    throttled.call();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('runs again at once after a quiet interval, and cancel drops a pending run', () => {
    const task = vi.fn();
    const throttled = throttle(task, 1000);
    throttled.call();
    vi.advanceTimersByTime(1500);
    throttled.call();
    expect(task).toHaveBeenCalledTimes(2);
    throttled.call();
    throttled.cancel();
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
