import { TIME_ZONE } from './limits';

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

/** Number of calendar days from day `a` to day `b` (both YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** A ban counts only when it is a valid date in the future (part 1 §4 Ban). */
export function isBanActive(bannedUntil: string | null | undefined, now: number = Date.now()): boolean {
  if (!bannedUntil) return false;
  const end = Date.parse(bannedUntil);
  return Number.isFinite(end) && end > now;
}
