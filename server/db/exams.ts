import type { ExamChapter } from '../../domain/exam/api';
import type { ExamAnswer } from '../../domain/exam/grade';
import type { ExamFormat } from '../../domain/exam/rules';
import type { Verdict } from '../../domain/answers/check';
import type { MemoryKind } from '../../domain/memory/items';
import type { ChoiceQuestion } from '../../domain/questions/choices';
import type { QuestionSource } from '../../domain/questions/build';
import type { Queryable } from './types';

/** Exams and their questions (migration 017). */

export interface ExamRow {
  id: string;
  user_id: string;
  seed: string;
  chapters: ExamChapter[];
  formats: ExamFormat[];
  asked_count: number;
  started_at: Date;
  deadline: Date;
  contexts: Record<string, string[]>;
  viewing: number | null;
  viewing_since: Date | null;
  submitted_at: Date | null;
  submitted_by: 'student' | 'clock' | null;
  earned: number | null;
  grade: number | null;
}

export interface ExamQuestionRow {
  position: number;
  item_id: string;
  subject_id: string;
  chapter_id: string;
  kind: MemoryKind;
  format: ExamFormat;
  source: QuestionSource;
  answers: string[];
  choice: ChoiceQuestion | null;
  context_key: string;
  answer: ExamAnswer | null;
  flagged: boolean;
  time_ms: number;
  credit: number | null;
  verdict: Verdict | null;
}

export type NewExamQuestion = Pick<
  ExamQuestionRow,
  'item_id' | 'subject_id' | 'chapter_id' | 'kind' | 'format' | 'source' | 'answers' | 'choice' | 'context_key'
>;

const EXAM_COLUMNS = `id, user_id, seed, chapters, formats, asked_count, started_at, deadline, contexts, viewing, viewing_since,
  submitted_at, submitted_by, earned, grade`;

export async function insertExam(
  tx: Queryable,
  exam: Pick<ExamRow, 'id' | 'user_id' | 'seed' | 'chapters' | 'formats' | 'asked_count' | 'started_at' | 'deadline' | 'contexts'>,
  questions: readonly NewExamQuestion[],
): Promise<void> {
  await tx.query(
    `INSERT INTO exams (id, user_id, seed, chapters, formats, asked_count, started_at, deadline, contexts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [exam.id, exam.user_id, exam.seed, JSON.stringify(exam.chapters), JSON.stringify(exam.formats), exam.asked_count, exam.started_at, exam.deadline, JSON.stringify(exam.contexts)],
  );
  // One statement for every question: the drawn list goes as one JSON text.
  await tx.query(
    `INSERT INTO exam_questions (exam_id, position, item_id, subject_id, chapter_id, kind, format, source, answers, choice, context_key)
     SELECT $1, (q.ordinality - 1)::int, q.value->>'item_id', q.value->>'subject_id', q.value->>'chapter_id', q.value->>'kind',
            q.value->>'format', q.value->'source', q.value->'answers', NULLIF(q.value->'choice', 'null'::jsonb), q.value->>'context_key'
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS q(value, ordinality)`,
    [exam.id, JSON.stringify(questions)],
  );
}

/** The user's exam of that id; null for another's (never told apart from none). */
export async function findExam(db: Queryable, userId: string, id: string, forUpdate = false): Promise<ExamRow | null> {
  const found = await db.query<ExamRow>(`SELECT ${EXAM_COLUMNS} FROM exams WHERE id = $1 AND user_id = $2${forUpdate ? ' FOR UPDATE' : ''}`, [id, userId]);
  return found.rows[0] ?? null;
}

export async function runningExamOf(db: Queryable, userId: string): Promise<ExamRow | null> {
  const found = await db.query<ExamRow>(`SELECT ${EXAM_COLUMNS} FROM exams WHERE user_id = $1 AND submitted_at IS NULL`, [userId]);
  return found.rows[0] ?? null;
}

export async function examQuestions(db: Queryable, examId: string): Promise<ExamQuestionRow[]> {
  const found = await db.query<ExamQuestionRow>(
    `SELECT position, item_id, subject_id, chapter_id, kind, format, source, answers, choice, context_key, answer, flagged, time_ms, credit, verdict
       FROM exam_questions WHERE exam_id = $1 ORDER BY position`,
    [examId],
  );
  return found.rows;
}

/** The grid of a running exam: which questions are answered and flagged, without the questions. */
export async function examSlots(db: Queryable, examId: string): Promise<{ position: number; answered: boolean; flagged: boolean }[]> {
  const found = await db.query<{ position: number; answered: boolean; flagged: boolean }>(
    'SELECT position, answer IS NOT NULL AS answered, flagged FROM exam_questions WHERE exam_id = $1 ORDER BY position',
    [examId],
  );
  return found.rows;
}

export async function examQuestion(db: Queryable, examId: string, position: number): Promise<ExamQuestionRow | null> {
  const found = await db.query<ExamQuestionRow>(
    `SELECT position, item_id, subject_id, chapter_id, kind, format, source, answers, choice, context_key, answer, flagged, time_ms, credit, verdict
       FROM exam_questions WHERE exam_id = $1 AND position = $2`,
    [examId, position],
  );
  return found.rows[0] ?? null;
}

/** Other questions of the exam drawn from the same map: their texts are blanked too when one is shown. */
export async function mapBlankIds(db: Queryable, examId: string, mapId: string): Promise<string[]> {
  const found = await db.query<{ id: string }>(
    `SELECT source->'blank'->>'id' AS id FROM exam_questions WHERE exam_id = $1 AND kind = 'label' AND source->'map'->>'id' = $2`,
    [examId, mapId],
  );
  return found.rows.map((row) => row.id);
}

/**
 * The question now on screen is `position` (or none): the time since the previous one was shown
 * goes to it, on the server's clock, up to `until` (the deadline at the latest).
 */
export async function switchView(tx: Queryable, exam: ExamRow, position: number | null, now: Date): Promise<void> {
  if (exam.viewing !== null && exam.viewing_since !== null) {
    const until = Math.min(now.getTime(), exam.deadline.getTime());
    const spent = Math.max(0, until - exam.viewing_since.getTime());
    await tx.query('UPDATE exam_questions SET time_ms = time_ms + $3 WHERE exam_id = $1 AND position = $2', [exam.id, exam.viewing, Math.round(spent)]);
  }
  await tx.query('UPDATE exams SET viewing = $2, viewing_since = $3 WHERE id = $1', [exam.id, position, position === null ? null : now]);
}

export async function saveAnswer(tx: Queryable, examId: string, position: number, change: { answer?: ExamAnswer | null; flagged?: boolean }): Promise<void> {
  await tx.query(
    `UPDATE exam_questions SET answer = CASE WHEN $3 THEN $4::jsonb ELSE answer END, flagged = coalesce($5, flagged)
      WHERE exam_id = $1 AND position = $2`,
    [examId, position, change.answer !== undefined, change.answer == null ? null : JSON.stringify(change.answer), change.flagged ?? null],
  );
}

/** Stores the grade of every question and of the exam, and closes it. */
export async function markSubmitted(
  tx: Queryable,
  exam: ExamRow,
  graded: readonly { position: number; credit: number; verdict: Verdict | null }[],
  totals: { earned: number; grade: number; submittedAt: Date; by: 'student' | 'clock' },
): Promise<void> {
  await tx.query(
    `UPDATE exam_questions AS q SET credit = (g.value->>'credit')::float8, verdict = g.value->>'verdict'
       FROM jsonb_array_elements($2::jsonb) AS g(value)
      WHERE q.exam_id = $1 AND q.position = (g.value->>'position')::int`,
    [exam.id, JSON.stringify(graded)],
  );
  await tx.query(
    `UPDATE exams SET submitted_at = $2, submitted_by = $3, earned = $4, grade = $5, viewing = NULL, viewing_since = NULL WHERE id = $1`,
    [exam.id, totals.submittedAt, totals.by, totals.earned, totals.grade],
  );
}

/** Running exams whose time ran out before `before` (the grace included), for the sweep. */
export async function expiredExams(db: Queryable, before: Date, limit: number): Promise<{ id: string; user_id: string }[]> {
  const found = await db.query<{ id: string; user_id: string }>(
    'SELECT id, user_id FROM exams WHERE submitted_at IS NULL AND deadline < $1 ORDER BY deadline LIMIT $2',
    [before, limit],
  );
  return found.rows;
}

/** The user's submitted exams, latest first. */
export async function submittedExams(db: Queryable, userId: string, limit: number): Promise<(ExamRow & { total: number })[]> {
  const found = await db.query<ExamRow & { total: number }>(
    `SELECT ${EXAM_COLUMNS}, (SELECT count(*)::int FROM exam_questions q WHERE q.exam_id = e.id) AS total
       FROM exams e WHERE user_id = $1 AND submitted_at IS NOT NULL ORDER BY submitted_at DESC LIMIT $2`,
    [userId, limit],
  );
  return found.rows;
}

/** The items the user missed most often across submitted exams (a question earning less than full credit). */
export async function mostMissed(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<{ item_id: string; subject_id: string; chapter_id: string; kind: MemoryKind; answer: string; misses: number }[]> {
  const found = await db.query<{ item_id: string; subject_id: string; chapter_id: string; kind: MemoryKind; answer: string; misses: number }>(
    `SELECT q.item_id, min(q.subject_id) AS subject_id, min(q.chapter_id) AS chapter_id, min(q.kind) AS kind,
            (array_agg(q.answers->>0 ORDER BY e.submitted_at DESC))[1] AS answer, count(*)::int AS misses
       FROM exam_questions q JOIN exams e ON e.id = q.exam_id
      WHERE e.user_id = $1 AND e.submitted_at IS NOT NULL AND q.credit < 1
      GROUP BY q.item_id ORDER BY misses DESC, max(e.submitted_at) DESC, q.item_id LIMIT $2`,
    [userId, limit],
  );
  return found.rows;
}

/** A submitted exam's answers as the memory replays them, in the order exams ended. */
export interface ExamReview {
  id: string;
  submittedAt: number;
  answers: { itemId: string; credit: number; verdict: Verdict | null; timeMs: number }[];
}

export async function examReviewsInOrder(db: Queryable, userId: string): Promise<ExamReview[]> {
  const found = await db.query<{ id: string; submitted_at: Date; answers: ExamReview['answers'] }>(
    `SELECT e.id, e.submitted_at,
            coalesce(json_agg(json_build_object('itemId', q.item_id, 'credit', q.credit, 'verdict', q.verdict, 'timeMs', q.time_ms) ORDER BY q.position)
                     FILTER (WHERE q.position IS NOT NULL), '[]') AS answers
       FROM exams e LEFT JOIN exam_questions q ON q.exam_id = e.id
      WHERE e.user_id = $1 AND e.submitted_at IS NOT NULL
      GROUP BY e.id, e.submitted_at ORDER BY e.submitted_at`,
    [userId],
  );
  return found.rows.map((row) => ({ id: row.id, submittedAt: new Date(row.submitted_at).getTime(), answers: row.answers }));
}
