import { SESSION_MAX_AGE_MS } from '../../../domain/scoring';
import type { SessionStartBody } from '../../../domain/training';
import type { Queryable } from '../../db/types';

/** Starts a user may leave open (sessions begun and never recorded); older ones are dropped. */
const OPEN_STARTS_KEPT = 20;

export interface RegisteredStart {
  methodId: string;
  subjectId: string;
  chapterId: string;
  startedAt: number;
}

/**
 * Registers a session's start on the server's clock. A repeated call keeps the first start (so
 * re-announcing cannot shorten a session) and answers it.
 */
export async function registerStart(db: Queryable, userId: string, start: SessionStartBody, now: number): Promise<number> {
  await db.query('DELETE FROM session_starts WHERE user_id = $1 AND started_at < $2', [userId, new Date(now - SESSION_MAX_AGE_MS)]);
  await db.query(
    `INSERT INTO session_starts (user_id, session_id, method_id, subject_id, chapter_id, started_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, session_id) DO NOTHING`,
    [userId, start.sessionId, start.methodId, start.subjectId, start.chapterId, new Date(now)],
  );
  await db.query(
    `DELETE FROM session_starts WHERE user_id = $1 AND session_id NOT IN (
       SELECT session_id FROM session_starts WHERE user_id = $1 ORDER BY started_at DESC LIMIT ${OPEN_STARTS_KEPT})`,
    [userId],
  );
  const row = await db.query<{ started_at: Date }>('SELECT started_at FROM session_starts WHERE user_id = $1 AND session_id = $2', [
    userId,
    start.sessionId,
  ]);
  return new Date(row.rows[0]?.started_at ?? now).getTime();
}

/** The registered start of a session, if one is open and less than a day old. */
export async function findStart(db: Queryable, userId: string, sessionId: string, now: number): Promise<RegisteredStart | null> {
  const found = await db.query<{ method_id: string; subject_id: string; chapter_id: string; started_at: Date }>(
    'SELECT method_id, subject_id, chapter_id, started_at FROM session_starts WHERE user_id = $1 AND session_id = $2',
    [userId, sessionId],
  );
  const row = found.rows[0];
  if (!row) return null;
  const startedAt = new Date(row.started_at).getTime();
  if (startedAt < now - SESSION_MAX_AGE_MS) return null;
  return { methodId: row.method_id, subjectId: row.subject_id, chapterId: row.chapter_id, startedAt };
}

/** A recorded session's start is spent: it times nothing else. */
export async function dropStart(db: Queryable, userId: string, sessionId: string): Promise<void> {
  await db.query('DELETE FROM session_starts WHERE user_id = $1 AND session_id = $2', [userId, sessionId]);
}
