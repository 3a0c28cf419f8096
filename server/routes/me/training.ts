import type { FastifyInstance } from 'fastify';
import type { QcmDraw, QcmJudgement } from '../../../domain/qcm/api';
import type { SessionStartResponse } from '../../../domain/training';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { validate } from '../../http/validate';
import { confirmBadge } from '../../services/training/badges';
import { deleteSession } from '../../services/training/delete';
import { answerQcmQuestion, drawQcmSession } from '../../services/training/qcm';
import { recordSession, startSession } from '../../services/training/record';
import { badgeBody, pointsBody, qcmAnswerBody, qcmDrawBody, recordSessionBody, sessionParams, sessionStartBody } from './schema';

export function trainingRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** A finished session: the server checks it, stores it once and decides points and badges. */
  app.post('/me/sessions', { bodyLimit: 2 * 1024 * 1024 }, async (request, reply) => {
    const user = requireUser(request, 'earn');
    const result = await recordSession(ctx, user, validate(recordSessionBody, request.body));
    reply.code(result.replayed ? 200 : 201);
    return result;
  });

  /** A session begins: the server notes the time, and measures the session from it when it is recorded. */
  app.post('/me/sessions/start', async (request, reply): Promise<SessionStartResponse> => {
    const user = requireUser(request, 'earn');
    const startedAt = await startSession(ctx, user, validate(sessionStartBody, request.body));
    reply.code(201);
    return { startedAt };
  });

  /** A QCM session begins: the server draws its questions and starts its clock; the right propositions stay on the server. */
  app.post('/me/qcm', async (request, reply): Promise<QcmDraw> => {
    const user = requireUser(request, 'earn');
    const draw = await drawQcmSession(ctx, user, validate(qcmDrawBody, request.body));
    reply.code(201);
    return draw;
  });

  /** One QCM answer, judged by the server: the verdict and, only now, the right propositions. */
  app.post('/me/qcm/answers', async (request): Promise<QcmJudgement> => {
    const user = requireUser(request, 'earn');
    return answerQcmQuestion(ctx, user, validate(qcmAnswerBody, request.body));
  });

  app.delete('/me/sessions/:id', async (request) => {
    const user = requireUser(request);
    const { id } = validate(sessionParams, request.params);
    return deleteSession(ctx, user.id, id);
  });

  /**
   * Kept for older clients: points come only from recorded sessions, so this confirms the
   * server's figure and never adds to it.
   */
  app.post('/me/points', async (request) => {
    const user = requireUser(request, 'earn');
    validate(pointsBody, request.body);
    return { user };
  });

  app.post('/me/badges', async (request) => {
    const user = requireUser(request, 'earn');
    const { badgeId } = validate(badgeBody, request.body);
    return { user: await confirmBadge(ctx, user, badgeId) };
  });
}
