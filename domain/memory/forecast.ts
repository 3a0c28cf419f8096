import { parisDay, parisDayEnd } from '../dates';
import { FORECAST_DAYS } from './stats';

/* The forecast's days and their counts, computed by the server (kept apart from stats.ts, which the client loads). */

/** The Paris days of the forecast, from the day of `now`. */
export function forecastDays(now: number, days: number = FORECAST_DAYS): { day: string; end: number }[] {
  const out: { day: string; end: number }[] = [];
  let end = parisDayEnd(now);
  for (let i = 0; i < days; i++) {
    out.push({ day: parisDay(end - 1), end });
    end = parisDayEnd(end);
  }
  return out;
}

/**
 * How many of `dues` (ms timestamps) fall due on each forecast day: a due date already past counts
 * today, one beyond the last day is left out.
 */
export function binForecast(dues: Iterable<number>, ends: readonly number[]): number[] {
  const counts = ends.map(() => 0);
  for (const due of dues) {
    // Day ends are ascending: the first one after the due date is its day.
    let low = 0;
    let high = ends.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (ends[mid]! <= due) low = mid + 1;
      else high = mid;
    }
    if (low < counts.length) counts[low]! += 1;
  }
  return counts;
}
