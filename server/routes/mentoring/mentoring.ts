import type { FastifyInstance } from 'fastify';
import { mentoringIdParams, mentorRequestBody, statsShareBody } from '../../../domain/mentoring';
import { threadMessageBody } from '../../../domain/threads';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { validate } from '../../http/validate';
import { menteeStats, mentoringOverview, requestMentor, shareStats } from '../../services/mentoring';
import { postToThread, readThread } from '../../services/threads';

/** Parrain/marraine: the mentee's request and share, the mentor's mentees and their statistics, and their private thread. */
export function mentoringRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/me/mentoring', async (request) => mentoringOverview(ctx.db, requireUser(request)));

  app.post('/me/mentoring', async (request, reply) => {
    const user = requireUser(request, 'write:profile');
    return reply.code(201).send(await requestMentor(ctx.db, user, validate(mentorRequestBody, request.body)));
  });

  app.put('/me/mentoring/share', async (request) => {
    const user = requireUser(request);
    return shareStats(ctx.db, user, validate(statsShareBody, request.body).shared);
  });

  app.get('/me/mentees/:id/stats', async (request) => {
    const { id } = validate(mentoringIdParams, request.params);
    return menteeStats(ctx.db, requireUser(request), id);
  });

  // The thread follows the support thread's rules (server/services/threads.ts); only its two participants reach it.
  app.get('/me/mentoring/threads/:id', async (request) => {
    const { id } = validate(mentoringIdParams, request.params);
    return { thread: await readThread(ctx.db, requireUser(request), id, 'mentoring', false) };
  });

  app.post('/me/mentoring/threads/:id/messages', async (request, reply) => {
    const user = requireUser(request, 'write:profile');
    const { id } = validate(mentoringIdParams, request.params);
    return reply.code(201).send({ thread: await postToThread(ctx, user, id, 'mentoring', false, validate(threadMessageBody, request.body)) });
  });
}
