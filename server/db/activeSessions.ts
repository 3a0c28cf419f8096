import type { SessionStartedPayload } from '../../domain/realtime';
import type { Queryable } from '../db/types';

/** A training session announced with `session:started` and not yet ended. */
export async function startActiveSession(
  db: Queryable,
  userId: string,
  socketId: string,
  session: SessionStartedPayload,
): Promise<void> {
  await db.query(
    `INSERT INTO active_sessions (user_id, session_id, socket_id, method_id, subject_id, chapter_id, started_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, session_id) DO UPDATE SET socket_id = EXCLUDED.socket_id, last_seen_at = now()`,
    [userId, session.sessionId, socketId, session.methodId, session.subjectId, session.chapterId, new Date(session.startedAt)],
  );
}

/** Ends one of the user's sessions; answers whether it was active. */
export async function endActiveSession(db: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db.query('DELETE FROM active_sessions WHERE user_id = $1 AND session_id = $2 RETURNING session_id', [
    userId,
    sessionId,
  ]);
  return ended.rows.length > 0;
}

/** A closed connection ends the sessions it announced. */
export async function endSocketSessions(db: Queryable, socketId: string): Promise<number> {
  const ended = await db.query('DELETE FROM active_sessions WHERE socket_id = $1 RETURNING session_id', [socketId]);
  return ended.rows.length;
}
