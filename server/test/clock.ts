import { afterAll, beforeAll, vi } from 'vitest';
import { parisDayEnd } from '../../domain/dates';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs the file's tests with the server's clock an hour back when they would run in the last hour
 * of a Paris day (called at the top of the file, before its other hooks). Items in learning fall
 * due minutes after a review and count as due « today » only before Paris midnight: tests that
 * expect them due today failed when run at 23:57 Paris time. Only `Date` is faked, and it goes on
 * advancing; the database keeps its own clock, which the memory's reads never compare with the
 * server's.
 */
export function awayFromParisMidnight(): void {
  beforeAll(() => {
    const now = Date.now();
    if (now + HOUR_MS <= parisDayEnd(now)) return;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(now - HOUR_MS);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
