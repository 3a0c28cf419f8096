/**
 * Age of a past instant in French (part 1 §9): 'À l'instant' within 30 s, then minutes, hours,
 * days (under 7), weeks (under 5), months, years.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'always' });

export type RelativeUnit = 'now' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** The unit and count to show for an age of `ms` milliseconds (future instants count as now). */
export function relativeAge(ms: number): { unit: RelativeUnit; count: number } {
  if (ms < 30 * SECOND) return { unit: 'now', count: 0 };
  if (ms < HOUR) return { unit: 'minute', count: Math.max(1, Math.floor(ms / MINUTE)) };
  if (ms < DAY) return { unit: 'hour', count: Math.floor(ms / HOUR) };
  const days = Math.floor(ms / DAY);
  if (days < 7) return { unit: 'day', count: days };
  if (days < 35) return { unit: 'week', count: Math.floor(days / 7) };
  if (days < 365) return { unit: 'month', count: Math.max(1, Math.floor(days / 30)) };
  return { unit: 'year', count: Math.floor(days / 365) };
}

/** 'À l'instant', 'il y a 3 minutes', 'il y a 2 semaines'… */
export function formatRelativeTime(at: number, now: number, justNow: string): string {
  const { unit, count } = relativeAge(now - at);
  return unit === 'now' ? justNow : relative.format(-count, unit);
}
