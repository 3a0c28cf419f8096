import { TIME_ZONE } from '../../../domain/limits';

const percent = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A percentage with one decimal (part 2 §9), e.g. « 83,3 % ». */
export function formatPercent(value: number): string {
  return `${percent.format(Number.isFinite(value) ? value : 0)} %`;
}

/** A chart axis label, e.g. « 100 % »: a narrow no-break space keeps it on one line. */
export function formatPercentTick(value: number): string {
  return `${value}\u202f%`;
}

/** A session's date and time in Paris, e.g. « 21/11/2026 14:05 ». */
export function formatSessionDate(at: number): string {
  return dateTime.format(new Date(at)).replace(',', '');
}

/** A duration, e.g. « 45 s », « 3 min 05 s », « 1 h 02 min ». */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
