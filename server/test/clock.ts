import { vi } from 'vitest';
import { parisDayEnd } from '../../domain/dates';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Moves the server's clock an hour back for the file's tests when they would run in the last hour
 * of a Paris day, and gives it back after them. Items in learning fall due minutes after a review
 * and count as due « today » only before Paris midnight: tests that expect them due today failed
 * when run at 23:57 Paris time. Only `Date` is faked, and it goes on advancing; the database keeps
 * its own clock, which the memory's reads never compare with the server's.
 */
export function awayFromParisMidnight(): () => void {
  const now = Date.now();
  if (now + HOUR_MS <= parisDayEnd(now)) return () => {};
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(now - HOUR_MS);
  return () => vi.useRealTimers();
}
