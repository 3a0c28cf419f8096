import type { FastifyInstance } from 'fastify';
import { composeExamBody, examAnswerBody, examParams, examQuestionParams, type ExamQuestionView, type ExamQuestionViews, type ExamState, type ExamsOverview } from '../../../domain/exam/api';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { validate } from '../../http/validate';
import { composeExam } from '../../services/exams/compose';
import { sweepExpiredExams } from '../../services/exams/submit';
import { answerQuestion, examsOverview, handIn, openQuestion, readExam, readQuestions } from '../../services/exams/take';

/** How often the server looks for exams whose time ran out, to submit them without waiting for a read. */
const SWEEP_MS = 30_000;

/** « Mode examen »: compose (Major, Champion), take one question at a time on the server's clock, hand in, history. */
export function examRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/me/exams', async (request): Promise<ExamsOverview> => examsOverview(ctx, requireUser(request)));

  app.post('/me/exams', async (request, reply): Promise<ExamState> => {
    const user = requireUser(request, 'write:data');
    const exam = await composeExam(ctx, user, validate(composeExamBody, request.body));
    reply.code(201);
    return exam;
  });

  app.get('/me/exams/:id', async (request): Promise<ExamState> => {
    const { id } = validate(examParams, request.params);
    return readExam(ctx, requireUser(request), id);
  });

  app.get('/me/exams/:id/questions', async (request): Promise<ExamQuestionViews> => {
    const { id } = validate(examParams, request.params);
    return readQuestions(ctx, requireUser(request), id);
  });

  app.get('/me/exams/:id/questions/:index', async (request): Promise<ExamQuestionView> => {
    const { id, index } = validate(examQuestionParams, request.params);
    return openQuestion(ctx, requireUser(request), id, index);
  });

  app.put('/me/exams/:id/questions/:index', async (request): Promise<ExamState> => {
    const user = requireUser(request, 'write:data');
    const { id, index } = validate(examQuestionParams, request.params);
    return answerQuestion(ctx, user, id, index, validate(examAnswerBody, request.body));
  });

  app.post('/me/exams/:id/submit', async (request): Promise<ExamState> => {
    const user = requireUser(request, 'write:data');
    const { id } = validate(examParams, request.params);
    return handIn(ctx, user, id);
  });

  const sweep = setInterval(() => {
    sweepExpiredExams(ctx).catch((error: unknown) => app.log.error({ err: error }, 'exam sweep failed'));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
