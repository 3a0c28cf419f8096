import type { ExamAnswerBody, ExamQuestionView, ExamQuestionViews, ExamState, ExamsOverview } from '../../../domain/exam/api';
import type { ExamAnswer } from '../../../domain/exam/grade';
import { messages } from '../../../domain/messages';
import type { User } from '../../../domain/user';
import type { AppContext } from '../../context';
import {
  examQuestion,
  examQuestions,
  findExam,
  mapBlankIds,
  mostMissed,
  runningExamOf,
  saveAnswer,
  submittedExams,
  switchView,
  type ExamQuestionRow,
  type ExamRow,
} from '../../db/exams';
import { badRequest, conflict, notFound } from '../../http/errors';
import { toExamSummary, toQuestionView, toQuestionViews, toSubmittedExam } from '../../presenters/exams';
import { isOver, runningState, submitExam } from './submit';

/** The exam, submitted first by the clock when its time is over (a read is one of the ways the server notices). */
async function currentExam(ctx: AppContext, userId: string, examId: string): Promise<ExamRow> {
  const exam = await findExam(ctx.db, userId, examId);
  if (!exam) throw notFound(messages.examNotFound);
  if (!isOver(exam, Date.now())) return exam;
  await submitExam(ctx, userId, examId, 'clock');
  return (await findExam(ctx.db, userId, examId))!;
}

/** GET /me/exams/:id: the running exam's clock and grid, or the submitted exam's grade and correction. */
export async function readExam(ctx: AppContext, user: User, examId: string): Promise<ExamState> {
  const exam = await currentExam(ctx, user.id, examId);
  if (exam.submitted_at !== null) return toSubmittedExam(exam, await examQuestions(ctx.db, exam.id));
  return runningState(ctx.db, user.id, exam.id);
}

/** The exam's other blanks of the map a question shows, emptied with its own. */
async function hiddenBlanks(ctx: AppContext, examId: string, row: ExamQuestionRow): Promise<Set<string>> {
  return new Set(row.source.kind === 'label' ? await mapBlankIds(ctx.db, examId, row.source.map.id) : []);
}

/** GET /me/exams/:id/questions/:index: one question of a running exam, now on screen (its time counts from here). */
export async function openQuestion(ctx: AppContext, user: User, examId: string, index: number): Promise<ExamQuestionView> {
  const exam = await currentExam(ctx, user.id, examId);
  if (exam.submitted_at !== null) throw conflict(messages.examFinished);
  const row = await examQuestion(ctx.db, exam.id, index);
  if (!row) throw notFound(messages.examQuestionMissing);
  await ctx.db.transaction(async (tx) => {
    const locked = await findExam(tx, user.id, exam.id, true);
    if (locked && locked.submitted_at === null && locked.viewing !== index) await switchView(tx, locked, index, new Date());
  });
  return toQuestionView(row, await hiddenBlanks(ctx, exam.id, row));
}

/**
 * GET /me/exams/:id/questions: every question of a running exam as it shows, none noted as on
 * screen (opening one does that), so that « Suivante » shows the next one without waiting.
 */
export async function readQuestions(ctx: AppContext, user: User, examId: string): Promise<ExamQuestionViews> {
  const exam = await currentExam(ctx, user.id, examId);
  if (exam.submitted_at !== null) throw conflict(messages.examFinished);
  return toQuestionViews(await examQuestions(ctx.db, exam.id));
}

/** The answer in the shape of the question's format, or a 400; an empty one (no text, nothing ticked) clears it. */
function answerFor(row: ExamQuestionRow, answer: ExamAnswer | null): ExamAnswer | null {
  if (answer === null) return null;
  if (row.format === 'qroc' && 'text' in answer) return answer.text.trim() ? { text: answer.text } : null;
  if (row.format === 'zone' && 'point' in answer) return { point: answer.point };
  if ((row.format === 'qru' || row.format === 'qrm') && 'ticked' in answer) {
    const ticked = [...new Set(answer.ticked)].sort((a, b) => a - b);
    const count = row.choice?.propositions.length ?? 0;
    if (ticked.some((i) => i >= count) || (row.format === 'qru' && ticked.length > 1)) throw badRequest(messages.examAnswerFormat);
    return ticked.length > 0 ? { ticked } : null;
  }
  throw badRequest(messages.examAnswerFormat);
}

/**
 * PUT /me/exams/:id/questions/:index: saves the answer as given and/or the flag, while the exam
 * runs (its deadline and 5 s of grace for an answer in flight). Nothing is judged here.
 */
export async function answerQuestion(ctx: AppContext, user: User, examId: string, index: number, body: ExamAnswerBody): Promise<ExamState> {
  const exam = await currentExam(ctx, user.id, examId);
  if (exam.submitted_at !== null) throw conflict(exam.submitted_by === 'clock' ? messages.examTimeUp : messages.examClosed);
  await ctx.db.transaction(async (tx) => {
    const locked = await findExam(tx, user.id, exam.id, true);
    if (!locked || locked.submitted_at !== null) throw conflict(messages.examClosed);
    if (isOver(locked, Date.now())) throw conflict(messages.examTimeUp);
    const row = await examQuestion(tx, exam.id, index);
    if (!row) throw notFound(messages.examQuestionMissing);
    const change = { ...(body.answer !== undefined ? { answer: answerFor(row, body.answer) } : {}), ...(body.flagged !== undefined ? { flagged: body.flagged } : {}) };
    await saveAnswer(tx, exam.id, index, change);
    if (locked.viewing !== index) await switchView(tx, locked, index, new Date());
  });
  return runningState(ctx.db, user.id, exam.id);
}

/** POST /me/exams/:id/submit: the student hands the exam in (again: nothing changes). */
export async function handIn(ctx: AppContext, user: User, examId: string): Promise<ExamState> {
  await submitExam(ctx, user.id, examId, 'student');
  return readExam(ctx, user, examId);
}

const HISTORY_LENGTH = 100;
const TO_REWORK = 10;

/** GET /me/exams: the running exam (its time over: submitted first), the past exams, the items most often missed. */
export async function examsOverview(ctx: AppContext, user: User): Promise<ExamsOverview> {
  let running = await runningExamOf(ctx.db, user.id);
  if (running && isOver(running, Date.now())) {
    await submitExam(ctx, user.id, running.id, 'clock');
    running = null;
  }
  const [exams, missed] = await Promise.all([submittedExams(ctx.db, user.id, HISTORY_LENGTH), mostMissed(ctx.db, user.id, TO_REWORK)]);
  return {
    running: running ? { id: running.id, deadline: running.deadline.getTime(), now: Date.now() } : null,
    exams: exams.map(toExamSummary),
    toRework: missed.map((m) => ({ itemId: m.item_id, subjectId: m.subject_id, chapterId: m.chapter_id, kind: m.kind, answer: m.answer, misses: m.misses })),
  };
}
