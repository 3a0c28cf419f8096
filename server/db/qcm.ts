import type { ChoiceFormat } from '../../domain/questions/choices';
import type { Queryable } from './types';

/** QCM sessions: the questions the server drew and the answers it judged (migration 023). */

export interface QcmSessionRow {
  subject_id: string;
  chapter_id: string;
  drawn_at: Date;
}

export interface QcmQuestionRow {
  position: number;
  item_id: string;
  format: ChoiceFormat;
  propositions: string[];
  right_indices: number[];
  ticked: number[] | null;
  credit: number | null;
}

export type NewQcmQuestion = Pick<QcmQuestionRow, 'item_id' | 'format' | 'propositions' | 'right_indices'>;

/** Stores a drawn session and its questions, unless a session of that id was drawn already (answers whether it was stored). */
export async function insertQcmSession(
  tx: Queryable,
  userId: string,
  session: { sessionId: string; subjectId: string; chapterId: string; drawnAt: Date },
  questions: readonly NewQcmQuestion[],
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO qcm_sessions (user_id, session_id, subject_id, chapter_id, drawn_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, session_id) DO NOTHING RETURNING session_id`,
    [userId, session.sessionId, session.subjectId, session.chapterId, session.drawnAt],
  );
  if (inserted.rows.length === 0) return false;
  // One statement for every question: the drawn list goes as one JSON text.
  await tx.query(
    `INSERT INTO qcm_questions (user_id, session_id, position, item_id, format, propositions, right_indices)
     SELECT $1, $2, (q.ordinality - 1)::int, q.value->>'item_id', q.value->>'format', q.value->'propositions', q.value->'right_indices'
       FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS q(value, ordinality)`,
    [userId, session.sessionId, JSON.stringify(questions)],
  );
  return true;
}

/** The user's drawn session of that id; null for none (another user's included). */
export async function findQcmSession(db: Queryable, userId: string, sessionId: string): Promise<QcmSessionRow | null> {
  const found = await db.query<QcmSessionRow>('SELECT subject_id, chapter_id, drawn_at FROM qcm_sessions WHERE user_id = $1 AND session_id = $2', [userId, sessionId]);
  return found.rows[0] ?? null;
}

const QUESTION_COLUMNS = 'position, item_id, format, propositions, right_indices, ticked, credit';

export async function qcmQuestions(db: Queryable, userId: string, sessionId: string): Promise<QcmQuestionRow[]> {
  const found = await db.query<QcmQuestionRow>(
    `SELECT ${QUESTION_COLUMNS} FROM qcm_questions WHERE user_id = $1 AND session_id = $2 ORDER BY position`,
    [userId, sessionId],
  );
  return found.rows;
}

/** One question of the session, locked until the transaction ends (its answer is judged once). */
export async function lockQcmQuestion(tx: Queryable, userId: string, sessionId: string, position: number): Promise<QcmQuestionRow | null> {
  const found = await tx.query<QcmQuestionRow>(
    `SELECT ${QUESTION_COLUMNS} FROM qcm_questions WHERE user_id = $1 AND session_id = $2 AND position = $3 FOR UPDATE`,
    [userId, sessionId, position],
  );
  return found.rows[0] ?? null;
}

export async function saveQcmAnswer(tx: Queryable, userId: string, sessionId: string, position: number, answer: { ticked: number[]; credit: number; at: Date }): Promise<void> {
  await tx.query(
    'UPDATE qcm_questions SET ticked = $4, credit = $5, answered_at = $6 WHERE user_id = $1 AND session_id = $2 AND position = $3',
    [userId, sessionId, position, JSON.stringify(answer.ticked), answer.credit, answer.at],
  );
}

/** Forgets the user's draws older than `before`, and all but the `kept` newest. */
export async function pruneQcmSessions(db: Queryable, userId: string, before: Date, kept: number): Promise<void> {
  await db.query(
    `DELETE FROM qcm_sessions WHERE user_id = $1 AND (drawn_at < $2 OR session_id NOT IN (
       SELECT session_id FROM qcm_sessions WHERE user_id = $1 ORDER BY drawn_at DESC LIMIT ${kept}))`,
    [userId, before],
  );
}
