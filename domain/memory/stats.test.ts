import { describe, expect, it } from 'vitest';
import { parisDayStart } from '../dates';
import { binForecast, forecastDays } from './forecast';
import {
  filterMemoryRows,
  memoryTotals,
  overallRetention,
  retentionPercent,
  totalsPerChapter,
  type MemoryStatsRow,
} from './stats';

const HOUR_MS = 60 * 60 * 1000;
const DAY = 24 * HOUR_MS;

const row = (subjectId: string, chapterId: string, kind: MemoryStatsRow['kind'], n: number): MemoryStatsRow => ({
  subjectId,
  chapterId,
  kind,
  new: n,
  learning: 2 * n,
  review: 3 * n,
  mature: 4 * n,
  young: { passed: n, total: 2 * n },
  matureRetention: { passed: 3 * n, total: 3 * n },
  forecast: Array.from({ length: 14 }, (_, i) => (i === 0 ? n : 0)),
});

describe('forecastDays', () => {
  it('gives 14 consecutive Paris days from today, each ending when the next begins, across a change of summer time', () => {
    // 24 October 2026, 23:30 in Paris (21:30 UTC): summer time ends in the night of the 25th.
    const now = Date.UTC(2026, 9, 24, 21, 30);
    const days = forecastDays(now);
    expect(days).toHaveLength(14);
    expect(days[0]!.day).toBe('2026-10-24');
    expect(days[1]!.day).toBe('2026-10-25');
    expect(days[13]!.day).toBe('2026-11-06');
    // 25 October lasts 25 hours in Paris.
    expect(days[1]!.end - days[0]!.end).toBe(25 * HOUR_MS);
    expect(days[2]!.end - days[1]!.end).toBe(24 * HOUR_MS);
    expect(days[0]!.end).toBe(parisDayStart(days[1]!.end - 1));
  });
});

describe('binForecast', () => {
  it('counts overdue items today, each other by the day it falls on, and leaves out those after the last day', () => {
    const ends = forecastDays(Date.UTC(2026, 5, 10, 10)).map((d) => d.end);
    const dues = [Date.UTC(2026, 5, 1), ends[0]! - 1, ends[0]!, ends[0]! + HOUR_MS, ends[12]! + HOUR_MS, ends[13]!, ends[13]! + DAY];
    const counts = binForecast(dues, ends);
    expect(counts[0]).toBe(2);
    expect(counts[1]).toBe(2);
    expect(counts[13]).toBe(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
  });
});

describe('filtering and totals', () => {
  const rows = [row('anat', 'coeur', 'card', 1), row('anat', 'coeur', 'legend', 10), row('anat', 'carte', 'label', 100), row('physio', 'rein', 'card', 1000)];

  it('keeps the kinds of the filtered method and the filtered subject and chapter', () => {
    expect(filterMemoryRows(rows, { kinds: ['card'] }).map((r) => r.chapterId)).toEqual(['coeur', 'rein']);
    expect(filterMemoryRows(rows, { kinds: ['card', 'legend', 'label'], subjectId: 'anat' })).toHaveLength(3);
    expect(filterMemoryRows(rows, { kinds: ['card', 'legend', 'label'], subjectId: 'anat', chapterId: 'coeur' })).toHaveLength(2);
  });

  it('sums counts, retention counts and the forecast, in total and per chapter', () => {
    const total = memoryTotals(rows);
    expect(total).toMatchObject({ new: 1111, learning: 2222, review: 3333, mature: 4444, young: { passed: 1111, total: 2222 } });
    expect(total.forecast[0]).toBe(1111);
    expect(total.forecast.slice(1).every((n) => n === 0)).toBe(true);
    const chapters = totalsPerChapter(rows);
    expect(chapters.map((c) => [c.chapterId, c.new])).toEqual([['coeur', 11], ['carte', 100], ['rein', 1000]]);
  });

  it('gives retention in percent, young and mature together overall, and none without a counted review', () => {
    expect(retentionPercent({ passed: 9, total: 12 })).toBe(75);
    expect(retentionPercent({ passed: 0, total: 0 })).toBeNull();
    expect(overallRetention({ young: { passed: 1, total: 2 }, matureRetention: { passed: 3, total: 3 } })).toEqual({ passed: 4, total: 5 });
  });
});
