import type { SessionStartedPayload } from '../../domain/realtime';
import type { Queryable } from './types';

/** SQL of the table `active_sessions`: training sessions announced live over socket.io. */

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

/** A session in progress with its owner and the names of its subject and chapter (from the owner's subject list). */
export interface ActiveSessionListRow {
  session_id: string;
  user_id: string;
  username: string;
  avatar: string;
  method_id: string;
  subject_id: string;
  subject_name: string | null;
  chapter_id: string;
  chapter_name: string | null;
  started_at: Date;
}

/** Sessions in progress, newest first, at most `limit`. */
export async function listActiveSessionRows(db: Queryable, limit: number): Promise<ActiveSessionListRow[]> {
  const found = await db.query<ActiveSessionListRow>(
    `SELECT a.session_id, a.user_id, u.username, u.avatar, a.method_id, a.subject_id, a.chapter_id, a.started_at,
            s.subject ->> 'name' AS subject_name,
            (SELECT c ->> 'name' FROM jsonb_array_elements(s.subject -> 'chapters') c
              WHERE c ->> 'id' = a.chapter_id LIMIT 1) AS chapter_name
       FROM active_sessions a
       JOIN users u ON u.id = a.user_id
       LEFT JOIN material_parts d ON d.user_id = a.user_id AND d.part = 'subjects'
       LEFT JOIN LATERAL (
         SELECT subject FROM jsonb_array_elements(COALESCE(d.content, '[]'::jsonb)) subject
          WHERE subject ->> 'id' = a.subject_id LIMIT 1
       ) s ON true
      ORDER BY a.started_at DESC LIMIT $1`,
    [limit],
  );
  return found.rows;
}

