import { describe, expect, it } from 'vitest';
import {
  ALL,
  NO_FILTERS,
  changeFilters,
  chapterChoices,
  filterSessions,
  methodsWithSessions,
  newestFirst,
  oldestFirst,
  placeOf,
  precisionOf,
  stepRows,
  summarise,
  type StatsSession,
  type StatsSubject,
} from './statsModel';

const SUBJECTS: StatsSubject[] = [
  { id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'rein', name: 'Rein' }] },
  { id: 'pharma', name: 'Pharmacologie', chapters: [] },
];

let n = 0;
function session(overrides: Partial<StatsSession>): StatsSession {
  const finishedAt = overrides.finishedAt ?? 1_700_000_000_000 + n * 1000;
  return {
    id: `s${n++}`,
    methodId: 'association',
    subjectId: 'anat',
    chapterId: 'coeur',
    startedAt: finishedAt - 60_000,
    finishedAt,
    total: 10,
    correct: 5,
    percent: 50,
    ...overrides,
  };
}

describe('filters', () => {
  const sessions = [
    session({ methodId: 'mindmap' }),
    session({ chapterId: 'rein' }),
    session({ subjectId: 'pharma', chapterId: 'x', methodId: 'image-zoning' }),
  ];

  it('lists the methods that have sessions, in catalogue order', () => {
    expect(methodsWithSessions(sessions)).toEqual(['association', 'image-zoning', 'mindmap']);
    expect(methodsWithSessions([])).toEqual([]);
  });

  it('offers chapters only once a subject with chapters is chosen', () => {
    expect(chapterChoices(SUBJECTS, ALL)).toEqual([]);
    expect(chapterChoices(SUBJECTS, 'pharma')).toEqual([]);
    expect(chapterChoices(SUBJECTS, 'anat').map((c) => c.id)).toEqual(['coeur', 'rein']);
    expect(chapterChoices(SUBJECTS, 'inconnu')).toEqual([]);
  });

  it('resets the chapter to all when it no longer belongs to the subject', () => {
    const chosen = changeFilters(SUBJECTS, NO_FILTERS, { subjectId: 'anat', chapterId: 'rein' });
    expect(chosen).toEqual({ methodId: ALL, subjectId: 'anat', chapterId: 'rein' });
    expect(changeFilters(SUBJECTS, chosen, { subjectId: 'pharma' }).chapterId).toBe(ALL);
    expect(changeFilters(SUBJECTS, chosen, { subjectId: ALL }).chapterId).toBe(ALL);
    expect(changeFilters(SUBJECTS, chosen, { methodId: 'mindmap' })).toEqual({ methodId: 'mindmap', subjectId: 'anat', chapterId: 'rein' });
  });

  it('keeps the sessions matching every filter', () => {
    expect(filterSessions(sessions, NO_FILTERS)).toHaveLength(3);
    expect(filterSessions(sessions, { ...NO_FILTERS, subjectId: 'anat' })).toHaveLength(2);
    expect(filterSessions(sessions, { methodId: 'association', subjectId: 'anat', chapterId: 'rein' })).toEqual([sessions[1]]);
    expect(filterSessions(sessions, { ...NO_FILTERS, methodId: 'qcm' })).toEqual([]);
  });
});

describe('summarise', () => {
  it('counts sessions and questions, averages precision and time, finds the best and the last', () => {
    const a = session({ correct: 8, total: 10, startedAt: 0, finishedAt: 60_000 });
    const b = session({ correct: 1, total: 3, startedAt: 100_000, finishedAt: 220_000 });
    const summary = summarise([a, b]);
    expect(summary).toMatchObject({ sessions: 2, correct: 9, questions: 13, bestPrecision: 80, totalMs: 180_000, averageMs: 90_000, last: b });
    expect(summary.averagePrecision).toBeCloseTo((80 + 100 / 3) / 2, 10);
  });

  it('answers zeros for no session', () => {
    expect(summarise([])).toEqual({ sessions: 0, correct: 0, questions: 0, averagePrecision: 0, bestPrecision: 0, totalMs: 0, averageMs: 0, last: null });
  });

  it('never divides by zero for an empty session', () => {
    expect(precisionOf({ correct: 0, total: 0 })).toBe(0);
  });
});

describe('order and paging', () => {
  it('sorts for the table (newest first) and the chart (oldest first)', () => {
    const old = session({ finishedAt: 1000 });
    const recent = session({ finishedAt: 5000 });
    expect(newestFirst([old, recent])).toEqual([recent, old]);
    expect(oldestFirst([recent, old])).toEqual([old, recent]);
  });

  it('shows rows 10 at a time, never fewer than 10 nor more than there are', () => {
    expect(stepRows(10, 1, 25)).toBe(20);
    expect(stepRows(20, 1, 25)).toBe(25);
    expect(stepRows(25, -1, 25)).toBe(15);
    expect(stepRows(15, -1, 25)).toBe(10);
    expect(stepRows(10, -1, 4)).toBe(10);
  });
});

describe('placeOf', () => {
  it('names the subject and chapter, or null once deleted', () => {
    expect(placeOf(SUBJECTS, { subjectId: 'anat', chapterId: 'rein' })).toEqual({ subject: 'Anatomie', chapter: 'Rein' });
    expect(placeOf(SUBJECTS, { subjectId: 'anat', chapterId: 'nope' })).toEqual({ subject: 'Anatomie', chapter: null });
    expect(placeOf(SUBJECTS, { subjectId: 'gone', chapterId: 'coeur' })).toEqual({ subject: null, chapter: null });
  });
});

describe('placeOf for review sessions', () => {
  const spans = { allSubjects: 'Toutes les matières', allChapters: 'Tous les chapitres' };
  it('names the span of a review over everything or a whole subject, and a chapter review by its chapter', () => {
    expect(placeOf(SUBJECTS, { methodId: 'revision', subjectId: 'all', chapterId: 'all' }, spans)).toEqual({ subject: 'Toutes les matières', chapter: 'Tous les chapitres' });
    expect(placeOf(SUBJECTS, { methodId: 'revision', subjectId: 'anat', chapterId: 'all' }, spans)).toEqual({ subject: 'Anatomie', chapter: 'Tous les chapitres' });
    expect(placeOf(SUBJECTS, { methodId: 'revision', subjectId: 'anat', chapterId: 'rein' }, spans)).toEqual({ subject: 'Anatomie', chapter: 'Rein' });
    // Another method's session on ids that happen to read `all` is a deleted place, as before.
    expect(placeOf(SUBJECTS, { methodId: 'association', subjectId: 'all', chapterId: 'all' }, spans)).toEqual({ subject: null, chapter: null });
  });
});
