import type { FastifyInstance } from 'fastify';
import { supportRequestBody, supportStatusBody } from '../../../domain/support';
import { threadMessageBody, threadParams } from '../../../domain/threads';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { validate } from '../../http/validate';
import { createSupportRequest, ownSupportRequests, setSupportStatus, unreadSupport } from '../../services/support';
import { postToThread, readThread } from '../../services/threads';

/** /aide: a student's support requests (every plan may write; paying users are answered first). */
export function supportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/me/support', async (request) => ({ requests: await ownSupportRequests(ctx.db, requireUser(request)) }));

  app.get('/me/support/unread', async (request) => ({ unread: await unreadSupport(ctx.db, requireUser(request)) }));

  app.post('/me/support', async (request, reply) => {
    const user = requireUser(request, 'write:profile');
    const input = validate(supportRequestBody, request.body);
    return reply.code(201).send({ thread: await createSupportRequest(ctx, user, input) });
  });

  app.get('/me/support/:id', async (request) => {
    const { id } = validate(threadParams, request.params);
    return { thread: await readThread(ctx.db, requireUser(request), id, 'support', false) };
  });

  app.post('/me/support/:id/messages', async (request, reply) => {
    const user = requireUser(request, 'write:profile');
    const { id } = validate(threadParams, request.params);
    const input = validate(threadMessageBody, request.body);
    return reply.code(201).send({ thread: await postToThread(ctx, user, id, 'support', false, input) });
  });

  app.put('/me/support/:id/status', async (request) => {
    const user = requireUser(request);
    const { id } = validate(threadParams, request.params);
    const { status } = validate(supportStatusBody, request.body);
    return { thread: await setSupportStatus(ctx, user, id, false, status) };
  });
}
