import { TIME_ZONE } from '../../domain/limits';

const banEnd = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

const day = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

const dateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat('fr-FR');

/** End of a suspension, e.g. « mardi 3 mars à 14:05 » (part 1 §4 Ban: weekday, day, month, hour, minute). */
export function formatBanEnd(iso: string): string {
  return banEnd.format(new Date(iso));
}

/** A calendar day in Paris, e.g. « 21 novembre 2025 ». */
export function formatDay(iso: string): string {
  return day.format(new Date(iso));
}

/** A moment in Paris with day and time, e.g. « 21 nov. 2025, 14:05 ». */
export function formatDateTime(value: string | number | Date): string {
  return dateTime.format(new Date(value));
}

/** Numbers of 1000 or more are compact with one decimal (part 1 §9). */
export function formatCount(value: number): string {
  return Math.abs(value) >= 1000 ? compact.format(value) : plain.format(value);
}

/** A file size in French units (Ko, Mo, Go). */
export function formatBytes(bytes: number): string {
  const units: Array<[number, string]> = [[1024 ** 3, 'gigabyte'], [1024 ** 2, 'megabyte'], [1024, 'kilobyte']];
  const [scale, unit] = units.find(([size]) => bytes >= size) ?? [1, 'byte'];
  return new Intl.NumberFormat('fr-FR', { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / scale);
}
