import { limits } from '../../../domain/limits';
import { progressKey, type ProgressEntry, type TrainingSession } from '../../../domain/data/sessions';
import { chapterKey } from '../../../domain/data/subjects';
import type { PublicSession } from '../../../domain/leaderboard';
import type { Queryable } from '../../db/types';

interface SessionRow {
  id: string;
  method_id: TrainingSession['methodId'];
  subject_id: string;
  chapter_id: string;
  started_at: Date;
  finished_at: Date;
  total: number;
  correct: number;
  questions: TrainingSession['questions'];
}

export const SESSION_COLUMNS = 'id, method_id, subject_id, chapter_id, started_at, finished_at, total, correct, questions';

export function toSession(row: SessionRow): TrainingSession {
  return {
    id: row.id,
    methodId: row.method_id,
    subjectId: row.subject_id,
    chapterId: row.chapter_id,
    startedAt: new Date(row.started_at).getTime(),
    finishedAt: new Date(row.finished_at).getTime(),
    total: row.total,
    correct: row.correct,
    percent: row.total > 0 ? Math.round((row.correct / row.total) * 100) : 0,
    questions: row.questions,
  };
}

/** The user's recorded sessions, newest first. */
export async function listSessions(db: Queryable, userId: string): Promise<TrainingSession[]> {
  const found = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM training_sessions WHERE user_id = $1 ORDER BY finished_at DESC LIMIT ${limits.sessionsKept}`,
    [userId],
  );
  return found.rows.map(toSession);
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
  const found = await db.query<{ method_id: string; subject_id: string; chapter_id: string; attempts: number; correct: number; last_at: Date }>(
    `SELECT method_id, subject_id, chapter_id, SUM(total)::int AS attempts, SUM(correct)::int AS correct, MAX(finished_at) AS last_at
       FROM (SELECT method_id, subject_id, chapter_id, total, correct, finished_at FROM training_sessions
              WHERE user_id = $1 ORDER BY finished_at DESC LIMIT ${limits.sessionsKept}) kept
      WHERE ($2::text IS NULL OR (subject_id = $2 AND chapter_id = $3))
      GROUP BY method_id, subject_id, chapter_id`,
    [userId, only?.subjectId ?? null, only?.chapterId ?? null],
  );
  const progress: Record<string, ProgressEntry> = {};
  for (const row of found.rows) {
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
  const [page, count] = await Promise.all([
    db.query<Omit<SessionRow, 'questions'>>(
      `SELECT id, method_id, subject_id, chapter_id, started_at, finished_at, total, correct
         FROM (SELECT * FROM training_sessions WHERE user_id = $1 ORDER BY finished_at DESC, id DESC LIMIT ${limits.sessionsKept}) kept
        WHERE $2::timestamptz IS NULL OR (finished_at, id) < ($2, $3)
        ORDER BY finished_at DESC, id DESC
        LIMIT $4`,
      [userId, before ? new Date(before.finishedAt) : null, before?.id ?? '', limit + 1],
    ),
    db.query<{ n: number }>(`SELECT LEAST(count(*), ${limits.sessionsKept})::int AS n FROM training_sessions WHERE user_id = $1`, [userId]),
  ]);
  const rows = page.rows.slice(0, limit);
  const sessions = rows.map((row) => {
    const { questions: _questions, ...summary } = toSession({ ...row, questions: [] });
    return summary;
  });
  const last = sessions[sessions.length - 1];
  return { sessions, next: page.rows.length > limit && last ? cursorText(last) : null, total: count.rows[0]?.n ?? 0 };
}

/** Ids of the user's sessions timed by the server's clock (the only ones that earn timing badges). */
export async function serverTimedSessionIds(db: Queryable, userId: string): Promise<Set<string>> {
  const found = await db.query<{ id: string }>('SELECT id FROM training_sessions WHERE user_id = $1 AND server_timed', [userId]);
  return new Set(found.rows.map((row) => row.id));
}
