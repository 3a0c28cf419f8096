import { limits } from '../../../domain/limits';
import { progressKey, type ProgressEntry, type TrainingSession } from '../../../domain/data/sessions';
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

/** Progress per `method:subject:chapter`, derived from the sessions (never stored on its own). */
export function progressOf(sessions: readonly TrainingSession[]): Record<string, ProgressEntry> {
  const progress: Record<string, ProgressEntry> = {};
  for (const session of sessions) {
    const key = progressKey(session.methodId, session.subjectId, session.chapterId);
    const entry = (progress[key] ??= { attempts: 0, correct: 0, lastAt: null });
    entry.attempts += session.total;
    entry.correct += session.correct;
    entry.lastAt = Math.max(entry.lastAt ?? 0, session.finishedAt);
  }
  return progress;
}

/** Ids of the user's sessions timed by the server's clock (the only ones that earn timing badges). */
export async function serverTimedSessionIds(db: Queryable, userId: string): Promise<Set<string>> {
  const found = await db.query<{ id: string }>('SELECT id FROM training_sessions WHERE user_id = $1 AND server_timed', [userId]);
  return new Set(found.rows.map((row) => row.id));
}
