import { TIME_ZONE } from './limits';

const HOUR_MS = 60 * 60 * 1000;

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of an instant in Europe/Paris. */
export function parisDay(at: Date | number): string {
  return dayFormatter.format(typeof at === 'number' ? new Date(at) : at);
}

/** The Europe/Paris day of an instant as a number of days since 1970-01-01: consecutive days differ by one. */
export function parisDayNumber(at: Date | number): number {
  const [y, m, d] = parisDay(at).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / (24 * HOUR_MS);
}

/** A ban counts only when it is a valid date in the future (part 1 §4 Ban). */
export function isBanActive(bannedUntil: string | null | undefined, now: number = Date.now()): boolean {
  if (!bannedUntil) return false;
  const end = Date.parse(bannedUntil);
  return Number.isFinite(end) && end > now;
}


/** The instant the Europe/Paris day of `at` began (midnight there: 22:00 or 23:00 UTC the day before). */
export function parisDayStart(at: number): number {
  const day = parisDay(at);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d);
  for (const offset of [2, 1]) {
    const start = midnightUtc - offset * HOUR_MS;
    if (parisDay(start) === day && parisDay(start - 1) !== day) return start;
  }
  return midnightUtc - HOUR_MS;
}

/** The instant the Europe/Paris day of `at` ends (the next one begins); a day lasts 23 to 25 hours. */
export function parisDayEnd(at: number): number {
  return parisDayStart(parisDayStart(at) + 25 * HOUR_MS);
}
