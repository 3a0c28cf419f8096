import { randomBytes } from 'node:crypto';
import type { ComposeExamBody, RunningExam } from '../../../domain/exam/api';
import { drawExam } from '../../../domain/exam/draw';
import { EXAM_PLANS } from '../../../domain/exam/rules';
import { planOf } from '../../../domain/badges';
import { messages } from '../../../domain/messages';
import type { QuestionSource } from '../../../domain/questions/build';
import { typedContext } from '../../../domain/questions/judge';
import type { User } from '../../../domain/user';
import type { AppContext } from '../../context';
import { insertExam, runningExamOf, type NewExamQuestion } from '../../db/exams';
import { isUniqueViolation } from '../../db/types';
import { lockUser } from '../../db/users';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { toRunningExam } from '../../presenters/exams';
import { readChaptersMaterial } from '../userData';
import { submitExam } from './submit';

/** Whether the user's plan sells « Mode examen » (checked here; the client only shows the lock). */
export function assertExamPlan(user: User): void {
  if (!EXAM_PLANS.includes(planOf(user.badges))) throw forbidden(messages.examPlanRequired);
}

/**
 * Composes an exam: the server draws its questions from the chosen chapters of the student's
 * material (stratified, deterministic for the exam's seed), keeps with each what grades it, and
 * starts the clock. One running exam per account: an earlier one whose time ran out is submitted
 * by the clock first; one still running is a 409.
 */
export async function composeExam(ctx: AppContext, user: User, body: ComposeExamBody): Promise<RunningExam> {
  assertExamPlan(user);
  const chapters = [...new Map(body.chapters.map((c) => [`${c.subjectId}\u0000${c.chapterId}`, c])).values()];
  const formats = [...new Set(body.formats)];
  const data = await readChaptersMaterial(ctx.db, user.id, chapters);
  for (const { subjectId, chapterId } of chapters) {
    if (!data.subjects.find((s) => s.id === subjectId)?.chapters.some((c) => c.id === chapterId)) throw notFound(messages.examChapterMissing);
  }
  const seed = randomBytes(12).toString('base64url');
  const drawn = drawExam(data, chapters, body.questionCount, formats, seed);
  if (drawn.length === 0) throw badRequest(messages.examNothingToAsk);
  const contexts: Record<string, string[]> = {};
  const questions = drawn.map(({ question, format, choice }): NewExamQuestion => {
    const context = typedContext(data, question);
    if (format === 'qroc') contexts[context.key] ??= context.answers();
    const { item } = question;
    return {
      item_id: item.id,
      subject_id: item.subjectId,
      chapter_id: item.chapterId,
      kind: item.kind,
      format,
      source: storedSource(question.source),
      answers: question.answers,
      choice,
      context_key: context.key,
    };
  });

  const running = await runningExamOf(ctx.db, user.id);
  if (running && running.deadline.getTime() <= Date.now()) await submitExam(ctx, user.id, running.id, 'clock');
  const startedAt = new Date();
  const exam = {
    id: `exam_${randomBytes(12).toString('base64url')}`,
    user_id: user.id,
    seed,
    chapters,
    formats,
    asked_count: body.questionCount,
    started_at: startedAt,
    deadline: new Date(startedAt.getTime() + body.durationMinutes * 60_000),
    contexts,
  };
  try {
    await ctx.db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      if (await runningExamOf(tx, user.id)) throw conflict(messages.examRunning);
      await insertExam(tx, exam, questions);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'exams_one_running')) throw conflict(messages.examRunning);
    throw error;
  }
  return toRunningExam(exam, questions.map((_, position) => ({ position, answered: false, flagged: false })), Date.now());
}

/**
 * What a question keeps of its source: a legend keeps its board without the board's other
 * legends (the exam shows the image and this zone; whole boards were most of what composing wrote).
 */
function storedSource(source: QuestionSource): QuestionSource {
  return source.kind === 'legend' ? { ...source, board: { ...source.board, legends: [source.legend] } } : source;
}
