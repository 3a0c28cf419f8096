import { METHOD_IDS, REVISION_METHOD_ID, type MethodId } from '../../../domain/data/sessions';
import type { PublicSession, PublicSubject } from '../../../domain/leaderboard';

/** A session as the statistics need it: the own data's sessions and a public profile's alike. */
export type StatsSession = PublicSession;
export type StatsSubject = PublicSubject;

export const ALL = 'all';

export interface StatsFilters {
  methodId: MethodId | typeof ALL;
  subjectId: string;
  chapterId: string;
}

export const NO_FILTERS: StatsFilters = { methodId: ALL, subjectId: ALL, chapterId: ALL };

/** Table page size and step (part 2 §9). */
export const TABLE_STEP = 10;

/** The methods that have sessions, in the catalogue's order. */
export function methodsWithSessions(sessions: readonly StatsSession[]): MethodId[] {
  const present = new Set(sessions.map((session) => session.methodId));
  return METHOD_IDS.filter((id) => present.has(id));
}

/** Chapters offered by the chapter filter: none until a subject with chapters is chosen. */
export function chapterChoices(subjects: readonly StatsSubject[], subjectId: string): StatsSubject['chapters'] {
  if (subjectId === ALL) return [];
  return subjects.find((subject) => subject.id === subjectId)?.chapters ?? [];
}

/** Applies a filter change; the chapter goes back to all when it no longer belongs to the subject. */
export function changeFilters(subjects: readonly StatsSubject[], current: StatsFilters, change: Partial<StatsFilters>): StatsFilters {
  const next = { ...current, ...change };
  const chapters = chapterChoices(subjects, next.subjectId);
  if (next.chapterId !== ALL && !chapters.some((chapter) => chapter.id === next.chapterId)) next.chapterId = ALL;
  return next;
}

export function filterSessions(sessions: readonly StatsSession[], filters: StatsFilters): StatsSession[] {
  return sessions.filter(
    (session) =>
      (filters.methodId === ALL || session.methodId === filters.methodId) &&
      (filters.subjectId === ALL || session.subjectId === filters.subjectId) &&
      (filters.chapterId === ALL || session.chapterId === filters.chapterId),
  );
}

/** Success of one session in percent, unrounded (shown with one decimal). */
export function precisionOf(session: Pick<StatsSession, 'correct' | 'total'>): number {
  return session.total > 0 ? (session.correct / session.total) * 100 : 0;
}

export function durationOf(session: Pick<StatsSession, 'startedAt' | 'finishedAt'>): number {
  return Math.max(0, session.finishedAt - session.startedAt);
}

export interface StatsSummary {
  sessions: number;
  correct: number;
  questions: number;
  /** Mean of the sessions' precisions, and the best one. */
  averagePrecision: number;
  bestPrecision: number;
  totalMs: number;
  averageMs: number;
  /** The most recently finished session. */
  last: StatsSession | null;
}

/** The summary cards and the last-session line. */
export function summarise(sessions: readonly StatsSession[]): StatsSummary {
  const count = sessions.length;
  const precisions = sessions.map(precisionOf);
  const totalMs = sessions.reduce((sum, session) => sum + durationOf(session), 0);
  return {
    sessions: count,
    correct: sessions.reduce((sum, session) => sum + session.correct, 0),
    questions: sessions.reduce((sum, session) => sum + session.total, 0),
    averagePrecision: count ? precisions.reduce((a, b) => a + b, 0) / count : 0,
    bestPrecision: count ? Math.max(...precisions) : 0,
    totalMs,
    averageMs: count ? totalMs / count : 0,
    last: newestFirst(sessions)[0] ?? null,
  };
}

export function newestFirst(sessions: readonly StatsSession[]): StatsSession[] {
  return [...sessions].sort((a, b) => b.finishedAt - a.finishedAt || a.id.localeCompare(b.id));
}

/** The chart reads from oldest to newest. */
export function oldestFirst(sessions: readonly StatsSession[]): StatsSession[] {
  return newestFirst(sessions).reverse();
}

/** Rows shown after '+10' ('−10' with `direction` -1): never fewer than one step, never more than there are. */
export function stepRows(shown: number, direction: 1 | -1, available: number): number {
  const next = shown + direction * TABLE_STEP;
  return Math.max(TABLE_STEP, Math.min(next, Math.max(available, TABLE_STEP)));
}

/** What a review session's scope is called where it spans every subject, or every chapter of one. */
export interface SpanNames {
  allSubjects: string;
  allChapters: string;
}

/**
 * Subject and chapter names of a session; null when the subject or chapter was deleted since. A
 * review session over everything or a whole subject (`all`, see domain/memory/revision.ts) gets
 * the names of its span.
 */
export function placeOf(
  subjects: readonly StatsSubject[],
  session: Pick<StatsSession, 'subjectId' | 'chapterId'> & { methodId?: StatsSession['methodId'] },
  spans?: SpanNames,
) {
  // `all` as in domain/memory/revision.ts (`revisionScope`): everything, or a subject's every chapter.
  const everything = session.methodId === REVISION_METHOD_ID && spans !== undefined && session.subjectId === ALL;
  const wholeSubject = session.methodId === REVISION_METHOD_ID && spans !== undefined && session.chapterId === ALL;
  const subject = subjects.find((s) => s.id === session.subjectId);
  const chapter = subject?.chapters.find((c) => c.id === session.chapterId);
  return {
    subject: everything ? spans.allSubjects : (subject?.name ?? null),
    chapter: everything || wholeSubject ? spans!.allChapters : (chapter?.name ?? null),
  };
}
