import type { FastifyInstance } from 'fastify';
import { supportStatusBody } from '../../../domain/support';
import { threadMessageBody, threadParams } from '../../../domain/threads';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { setSupportStatus, supportInbox } from '../../services/support';
import { postToThread, readThread } from '../../services/threads';
import { adminOf } from './guard';

/** The « Support » inbox and the admins' answers; registered inside the admin guard. */
export function supportAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/admin/support', async () => ({ requests: await supportInbox(ctx.db) }));

  app.get('/admin/support/:id', async (request) => {
    const { id } = validate(threadParams, request.params);
    return { thread: await readThread(ctx.db, adminOf(request), id, 'support', true) };
  });

  app.post('/admin/support/:id/messages', async (request, reply) => {
    const { id } = validate(threadParams, request.params);
    const input = validate(threadMessageBody, request.body);
    return reply.code(201).send({ thread: await postToThread(ctx, adminOf(request), id, 'support', true, input) });
  });

  app.put('/admin/support/:id/status', async (request) => {
    const { id } = validate(threadParams, request.params);
    const { status } = validate(supportStatusBody, request.body);
    return { thread: await setSupportStatus(ctx, adminOf(request), id, true, status) };
  });
}
