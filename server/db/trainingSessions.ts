import type { SessionStartBody } from '../../domain/training';
import type { TrainingSession } from '../../domain/data/sessions';
import type { Queryable } from './types';

/**
 * SQL and row types of the recorded training sessions (`training_sessions`, the server's history)
 * and of the starts registered on the server's clock (`session_starts`).
 */

export interface SessionRow {
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

const SESSION_COLUMNS = 'id, method_id, subject_id, chapter_id, started_at, finished_at, total, correct, questions';

export async function findSessionRow(db: Queryable, userId: string, id: string): Promise<SessionRow | null> {
  const found = await db.query<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM training_sessions WHERE user_id = $1 AND id = $2`, [userId, id]);
  return found.rows[0] ?? null;
}

/** The user's sessions of one method and chapter finished in the Paris week starting `week`. */
export async function sessionRowsOfWeek(
  db: Queryable,
  userId: string,
  chapter: Pick<TrainingSession, 'methodId' | 'subjectId' | 'chapterId'>,
  week: string,
): Promise<SessionRow[]> {
  const found = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM training_sessions
      WHERE user_id = $1 AND method_id = $2 AND subject_id = $3 AND chapter_id = $4 AND week_start = $5`,
    [userId, chapter.methodId, chapter.subjectId, chapter.chapterId, week],
  );
  return found.rows;
}

/** The points of the user's sessions recorded since `since` that earned some, with when they were recorded. */
export async function pointRowsSince(
  db: Queryable,
  userId: string,
  since: Date,
): Promise<{ points: number; created_at: Date; server_timed: boolean }[]> {
  const recent = await db.query<{ points: number; created_at: Date; server_timed: boolean }>(
    'SELECT points, created_at, server_timed FROM training_sessions WHERE user_id = $1 AND points > 0 AND created_at > $2',
    [userId, since],
  );
  return recent.rows;
}

/** Whether a session of the user timed by the server ended after `at` (one that ran at the same time). */
export async function hasServerTimedSessionEndingAfter(db: Queryable, userId: string, at: Date): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM training_sessions WHERE user_id = $1 AND server_timed AND finished_at > $2 LIMIT 1', [userId, at]);
  return found.rows.length > 0;
}

/** How a recorded session was scored and when. */
export interface SessionScore {
  points: number;
  /** The Paris week it counts in (YYYY-MM-DD, a Monday). */
  week: string;
  qualifying: boolean;
  serverTimed: boolean;
  createdAt: Date;
}

export async function insertSession(db: Queryable, userId: string, session: TrainingSession, score: SessionScore): Promise<void> {
  await db.query(
    `INSERT INTO training_sessions
       (user_id, id, method_id, subject_id, chapter_id, started_at, finished_at, total, correct, questions, points, week_start,
        qualifying, server_timed, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      userId, session.id, session.methodId, session.subjectId, session.chapterId,
      new Date(session.startedAt), new Date(session.finishedAt), session.total, session.correct,
      JSON.stringify(session.questions), score.points, score.week, score.qualifying, score.serverTimed, score.createdAt,
    ],
  );
}

/** When the user's sessions finished since `since`. */
export async function finishTimesSince(db: Queryable, userId: string, since: Date): Promise<Date[]> {
  const found = await db.query<{ finished_at: Date }>('SELECT finished_at FROM training_sessions WHERE user_id = $1 AND finished_at >= $2', [userId, since]);
  return found.rows.map((row) => new Date(row.finished_at));
}

export async function countSessions(db: Queryable, userId: string): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM training_sessions WHERE user_id = $1', [userId])).rows[0]?.n ?? 0;
}

/** Deletes one of the user's sessions; answers the points it had earned, null when there was none. */
export async function deleteSessionRow(db: Queryable, userId: string, id: string): Promise<number | null> {
  const deleted = await db.query<{ points: number }>('DELETE FROM training_sessions WHERE user_id = $1 AND id = $2 RETURNING points', [userId, id]);
  return deleted.rows[0]?.points ?? null;
}

/** The user's newest `limit` sessions, newest first. */
export async function listSessionRows(db: Queryable, userId: string, limit: number): Promise<SessionRow[]> {
  const found = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM training_sessions WHERE user_id = $1 ORDER BY finished_at DESC LIMIT ${limit}`,
    [userId],
  );
  return found.rows;
}

/** Every session of the user in the order they finished (replaying them into memory states). */
export async function sessionRowsInOrder(db: Queryable, userId: string): Promise<SessionRow[]> {
  const found = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM training_sessions WHERE user_id = $1 ORDER BY finished_at, created_at, id`,
    [userId],
  );
  return found.rows;
}

/** Every session of the user with the points it earned, newest first (the account's export). */
export async function listScoredSessionRows(db: Queryable, userId: string): Promise<(SessionRow & { points: number })[]> {
  const found = await db.query<SessionRow & { points: number }>(
    `SELECT ${SESSION_COLUMNS}, points FROM training_sessions WHERE user_id = $1 ORDER BY finished_at DESC`,
    [userId],
  );
  return found.rows;
}

export interface ProgressRow {
  method_id: string;
  subject_id: string;
  chapter_id: string;
  attempts: number;
  correct: number;
  last_at: Date;
}

/** Questions asked and answered right per method and chapter over the user's newest `kept` sessions, or of one chapter. */
export async function progressRows(
  db: Queryable,
  userId: string,
  kept: number,
  only?: { subjectId: string; chapterId: string },
): Promise<ProgressRow[]> {
  const found = await db.query<ProgressRow>(
    `SELECT method_id, subject_id, chapter_id, SUM(total)::int AS attempts, SUM(correct)::int AS correct, MAX(finished_at) AS last_at
       FROM (SELECT method_id, subject_id, chapter_id, total, correct, finished_at FROM training_sessions
              WHERE user_id = $1 ORDER BY finished_at DESC LIMIT ${kept}) kept
      WHERE ($2::text IS NULL OR (subject_id = $2 AND chapter_id = $3))
      GROUP BY method_id, subject_id, chapter_id`,
    [userId, only?.subjectId ?? null, only?.chapterId ?? null],
  );
  return found.rows;
}

/**
 * Up to `limit` of the user's newest `kept` sessions, without their questions, newest first,
 * after the one finished at `before.finishedAt` with id `before.id` (from the newest without it).
 */
export async function historyRows(
  db: Queryable,
  userId: string,
  kept: number,
  before: { finishedAt: number; id: string } | null,
  limit: number,
): Promise<Omit<SessionRow, 'questions'>[]> {
  const page = await db.query<Omit<SessionRow, 'questions'>>(
    `SELECT id, method_id, subject_id, chapter_id, started_at, finished_at, total, correct
       FROM (SELECT * FROM training_sessions WHERE user_id = $1 ORDER BY finished_at DESC, id DESC LIMIT ${kept}) kept
      WHERE $2::timestamptz IS NULL OR (finished_at, id) < ($2, $3)
      ORDER BY finished_at DESC, id DESC
      LIMIT $4`,
    [userId, before ? new Date(before.finishedAt) : null, before?.id ?? '', limit],
  );
  return page.rows;
}

/** How many sessions the user has, at most `kept`. */
export async function countKeptSessions(db: Queryable, userId: string, kept: number): Promise<number> {
  const count = await db.query<{ n: number }>(`SELECT LEAST(count(*), ${kept})::int AS n FROM training_sessions WHERE user_id = $1`, [userId]);
  return count.rows[0]?.n ?? 0;
}

/** Ids of the user's sessions timed by the server's clock. */
export async function serverTimedSessionIds(db: Queryable, userId: string): Promise<Set<string>> {
  const found = await db.query<{ id: string }>('SELECT id FROM training_sessions WHERE user_id = $1 AND server_timed', [userId]);
  return new Set(found.rows.map((row) => row.id));
}

export interface StartRow {
  method_id: string;
  subject_id: string;
  chapter_id: string;
  started_at: Date;
}

export async function deleteStartsBefore(db: Queryable, userId: string, before: Date): Promise<void> {
  await db.query('DELETE FROM session_starts WHERE user_id = $1 AND started_at < $2', [userId, before]);
}

/** Registers a start at `at`, unless that session's start is registered already. */
export async function insertStart(db: Queryable, userId: string, start: SessionStartBody, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO session_starts (user_id, session_id, method_id, subject_id, chapter_id, started_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, session_id) DO NOTHING`,
    [userId, start.sessionId, start.methodId, start.subjectId, start.chapterId, at],
  );
}

/** Keeps only the user's `kept` newest starts. */
export async function keepNewestStarts(db: Queryable, userId: string, kept: number): Promise<void> {
  await db.query(
    `DELETE FROM session_starts WHERE user_id = $1 AND session_id NOT IN (
       SELECT session_id FROM session_starts WHERE user_id = $1 ORDER BY started_at DESC LIMIT ${kept})`,
    [userId],
  );
}

export async function findStartRow(db: Queryable, userId: string, sessionId: string): Promise<StartRow | null> {
  const found = await db.query<StartRow>(
    'SELECT method_id, subject_id, chapter_id, started_at FROM session_starts WHERE user_id = $1 AND session_id = $2',
    [userId, sessionId],
  );
  return found.rows[0] ?? null;
}

/** A recorded session's start is spent: it times nothing else. */
export async function dropStart(db: Queryable, userId: string, sessionId: string): Promise<void> {
  await db.query('DELETE FROM session_starts WHERE user_id = $1 AND session_id = $2', [userId, sessionId]);
}
