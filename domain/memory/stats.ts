import type { MemoryKind } from './items';

/** An item is mature once its review interval reaches 21 days (Anki's threshold). */
export const MATURE_DAYS = 21;
/** Days of the forecast of due items, today (overdue items included) first. */
export const FORECAST_DAYS = 14;

/** Reviews that count for retention, and those among them passed (Hard or Good). */
export interface RetentionCount {
  passed: number;
  total: number;
}

/** The memory figures of one kind of item in one chapter (GET …/memory/stats). */
export interface MemoryStatsRow extends MemoryTotals {
  subjectId: string;
  chapterId: string;
  kind: MemoryKind;
}

/** GET /me/memory/stats and the public profile's: the rows of the chapters the material still has. */
export interface MemoryStats {
  rows: MemoryStatsRow[];
  /** The first day of the forecast (YYYY-MM-DD, Paris). */
  today: string;
}

/** What the statistics block's filters keep: the kinds of item of its method, its subject and chapter (absent: all). */
export interface MemoryStatsFilter {
  kinds: readonly MemoryKind[];
  subjectId?: string;
  chapterId?: string;
}

/** Memory figures, of one chapter's kind of item or summed. */
export interface MemoryTotals {
  /** Items never reviewed, in (re)learning, in review with an interval under 21 days, and mature. */
  new: number;
  learning: number;
  review: number;
  mature: number;
  /** Anki's true retention: the first review of the day of items in review, young or mature by their interval then. */
  young: RetentionCount;
  matureRetention: RetentionCount;
  /** Items falling due on each of the next 14 Paris days, today first (overdue ones counted today). */
  forecast: number[];
}

const emptyTotals = (): MemoryTotals => ({
  new: 0,
  learning: 0,
  review: 0,
  mature: 0,
  young: { passed: 0, total: 0 },
  matureRetention: { passed: 0, total: 0 },
  forecast: Array.from({ length: FORECAST_DAYS }, () => 0),
});

function add(sum: MemoryTotals, row: MemoryTotals): void {
  sum.new += row.new;
  sum.learning += row.learning;
  sum.review += row.review;
  sum.mature += row.mature;
  sum.young.passed += row.young.passed;
  sum.young.total += row.young.total;
  sum.matureRetention.passed += row.matureRetention.passed;
  sum.matureRetention.total += row.matureRetention.total;
  row.forecast.forEach((n, i) => {
    if (i < sum.forecast.length) sum.forecast[i]! += n;
  });
}

/** The rows the filter keeps. */
export function filterMemoryRows(rows: readonly MemoryStatsRow[], filter: MemoryStatsFilter): MemoryStatsRow[] {
  return rows.filter(
    (row) =>
      filter.kinds.includes(row.kind) &&
      (filter.subjectId === undefined || row.subjectId === filter.subjectId) &&
      (filter.chapterId === undefined || row.chapterId === filter.chapterId),
  );
}

/** The sum of rows: counts, retention counts and forecast. */
export function memoryTotals(rows: readonly MemoryStatsRow[]): MemoryTotals {
  const sum = emptyTotals();
  for (const row of rows) add(sum, row);
  return sum;
}

/** The rows summed per chapter, in the order chapters first appear. */
export function totalsPerChapter(rows: readonly MemoryStatsRow[]): ({ subjectId: string; chapterId: string } & MemoryTotals)[] {
  const chapters = new Map<string, { subjectId: string; chapterId: string } & MemoryTotals>();
  for (const row of rows) {
    const key = `${row.subjectId}/${row.chapterId}`;
    let chapter = chapters.get(key);
    if (!chapter) {
      chapter = { subjectId: row.subjectId, chapterId: row.chapterId, ...emptyTotals() };
      chapters.set(key, chapter);
    }
    add(chapter, row);
  }
  return [...chapters.values()];
}

/** Passed over counted reviews, in percent; null when none counted. */
export function retentionPercent(count: RetentionCount): number | null {
  return count.total > 0 ? (count.passed / count.total) * 100 : null;
}

/** Young and mature reviews together. */
export function overallRetention(totals: Pick<MemoryTotals, 'young' | 'matureRetention'>): RetentionCount {
  return { passed: totals.young.passed + totals.matureRetention.passed, total: totals.young.total + totals.matureRetention.total };
}
