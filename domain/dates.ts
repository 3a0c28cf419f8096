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

/** A ban counts only when it is a valid date in the future (part 1 §4 Ban). */
export function isBanActive(bannedUntil: string | null | undefined, now: number = Date.now()): boolean {
  if (!bannedUntil) return false;
  const end = Date.parse(bannedUntil);
  return Number.isFinite(end) && end > now;
}
