import { answerCheckOnDemand, type AnswerCheck } from '../../../domain/answers/check';
import type { RunningExam } from '../../../domain/exam/api';
import { gradeQuestion } from '../../../domain/exam/grade';
import { EXAM_LIMITS, gradeOutOf20 } from '../../../domain/exam/rules';
import { messages } from '../../../domain/messages';
import type { AppContext } from '../../context';
import { examQuestions, examSlots, expiredExams, findExam, markSubmitted, switchView, type ExamQuestionRow, type ExamRow } from '../../db/exams';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { toRunningExam } from '../../presenters/exams';
import { reviewExamMemory } from '../memory/memory';
import { readChaptersMaterial, readMaterial } from '../userData';

/** Whether the exam's time is over, the grace for answers in flight included: the clock submits it. */
export function isOver(exam: Pick<ExamRow, 'deadline' | 'submitted_at'>, now: number): boolean {
  return exam.submitted_at === null && now > exam.deadline.getTime() + EXAM_LIMITS.graceMs;
}

/**
 * Grades every question by the one judge (QROC by the answer check with the context kept at
 * composition, QRU/QRM by their credit, a zone by the hit test).
 */
export function gradeExamQuestions(exam: Pick<ExamRow, 'contexts'>, rows: readonly ExamQuestionRow[]) {
  const checks = new Map<string, AnswerCheck>();
  const checkOf = (key: string) => {
    let check = checks.get(key);
    if (!check) {
      check = answerCheckOnDemand(() => exam.contexts[key] ?? []);
      checks.set(key, check);
    }
    return check;
  };
  return rows.map((row) => {
    const held = { format: row.format, answers: row.answers, choice: row.choice, zone: row.source.kind === 'legend' ? row.source.legend.points : null };
    return { position: row.position, ...gradeQuestion(held, row.answer, row.format === 'qroc' ? checkOf(row.context_key) : () => ({ verdict: 'wrong', expected: '' })) };
  });
}

/**
 * Submits the exam once: grades it, stores the grade, and reviews the memory of its items (as a
 * revision does; an exam earns no points). Submitting again, or after the clock did, changes
 * nothing. Past the deadline it is the clock's submission, dated at the deadline.
 */
export async function submitExam(ctx: AppContext, userId: string, examId: string, by: 'student' | 'clock'): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const exam = await findExam(tx, userId, examId, true);
    if (!exam) throw notFound(messages.examNotFound);
    if (exam.submitted_at !== null) return;
    const now = Date.now();
    const late = now > exam.deadline.getTime();
    const submittedAt = new Date(late ? exam.deadline.getTime() : now);
    await switchView(tx, exam, null, submittedAt);
    const rows = await examQuestions(tx, exam.id);
    const graded = gradeExamQuestions(exam, rows);
    const earned = graded.reduce((sum, q) => sum + q.credit, 0);
    await markSubmitted(tx, exam, graded, { earned, grade: gradeOutOf20(earned, rows.length), submittedAt, by: late ? 'clock' : by });
    const material = await readChaptersMaterial(tx, userId, exam.chapters);
    const answers = rows.map((row, i) => ({ itemId: row.item_id, credit: graded[i]!.credit, verdict: graded[i]!.verdict, timeMs: row.time_ms }));
    await reviewExamMemory(tx, userId, material, { id: exam.id, submittedAt: submittedAt.getTime(), answers }, async () => (await readMaterial(tx, userId)).data);
  });
}

/** The running exam's clock and grid. */
export async function runningState(db: Queryable, userId: string, examId: string): Promise<RunningExam> {
  const exam = await findExam(db, userId, examId);
  if (!exam) throw notFound(messages.examNotFound);
  return toRunningExam(exam, await examSlots(db, exam.id), Date.now());
}

/** Submits, on the server's clock, up to `batch` exams whose time is over (a periodic sweep; reads do it too). */
export async function sweepExpiredExams(ctx: AppContext, batch = 20): Promise<number> {
  const expired = await expiredExams(ctx.db, new Date(Date.now() - EXAM_LIMITS.graceMs), batch);
  for (const exam of expired) await submitExam(ctx, exam.user_id, exam.id, 'clock');
  return expired.length;
}
