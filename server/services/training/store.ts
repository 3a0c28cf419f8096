import { limits } from '../../../domain/limits';
import { progressKey, sessionSummary, type ProgressEntry, type TrainingSession } from '../../../domain/data/sessions';
import { chapterKey } from '../../../domain/data/subjects';
import type { PublicSession } from '../../../domain/leaderboard';
import { countKeptSessions, historyRows, listSessionRows, progressRows } from '../../db/trainingSessions';
import type { Queryable } from '../../db/types';
import { toSession } from '../../presenters/sessions';

/** The user's recorded sessions, newest first. */
export async function listSessions(db: Queryable, userId: string): Promise<TrainingSession[]> {
  return (await listSessionRows(db, userId, limits.sessionsKept)).map(toSession);
}

/**
 * Progress per `method:subject:chapter` of the chapters in `chapters` (`subjectId.chapterId`),
 * derived from the kept sessions (never stored on its own); `only` narrows it to one chapter key.
 */
export async function readProgress(
  db: Queryable,
  userId: string,
  chapters: ReadonlySet<string>,
  only?: { subjectId: string; chapterId: string },
): Promise<Record<string, ProgressEntry>> {
  const progress: Record<string, ProgressEntry> = {};
  for (const row of await progressRows(db, userId, limits.sessionsKept, only)) {
    if (!chapters.has(chapterKey(row.subject_id, row.chapter_id))) continue;
    progress[progressKey(row.method_id, row.subject_id, row.chapter_id)] = {
      attempts: row.attempts,
      correct: row.correct,
      lastAt: new Date(row.last_at).getTime(),
    };
  }
  return progress;
}

/** Where a page of history starts: after the session finished at `finishedAt` with id `id`. */
export interface HistoryCursor {
  finishedAt: number;
  id: string;
}

export function cursorText(cursor: HistoryCursor): string {
  return `${cursor.finishedAt}:${cursor.id}`;
}

export function parseCursor(text: string): HistoryCursor | null {
  const colon = text.indexOf(':');
  const finishedAt = Number(text.slice(0, colon));
  const id = text.slice(colon + 1);
  return colon > 0 && Number.isSafeInteger(finishedAt) && finishedAt >= 0 && id.length > 0 && id.length <= 200 ? { finishedAt, id } : null;
}

/**
 * One page of the user's kept sessions, newest first, without their questions (what the
 * statistics show), and where the next page starts (null: none).
 */
export async function readHistoryPage(
  db: Queryable,
  userId: string,
  before: HistoryCursor | null,
  limit: number,
): Promise<{ sessions: PublicSession[]; next: string | null; total: number }> {
  const [page, total] = await Promise.all([
    historyRows(db, userId, limits.sessionsKept, before, limit + 1),
    countKeptSessions(db, userId, limits.sessionsKept),
  ]);
  const rows = page.slice(0, limit);
  const sessions = rows.map((row) => sessionSummary(toSession({ ...row, questions: [] })));
  const last = sessions[sessions.length - 1];
  return { sessions, next: page.length > limit && last ? cursorText(last) : null, total };
}
