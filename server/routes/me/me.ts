import type { FastifyInstance } from 'fastify';
import { messages } from '../../../domain/messages';
import type { AppContext } from '../../context';
import { refuseImpersonation, requireUser } from '../../http/authenticate';
import { validate } from '../../http/validate';
import { updateMe } from '../../services/accounts';
import { syncPlanBadges } from '../../services/billing/subscriptions';
import { deleteUpload, storeUpload } from '../../services/uploads/uploads';
import { getUser, recordLoginDay } from '../../services/users';
import { deleteUploadBody, updateMeBody, uploadBody } from './schema';

export function meRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Bootstrap with a stored token: it counts as a sign-in day for the streak, unless an admin is visiting. */
  app.get('/me', async (request) => {
    const user = requireUser(request);
    // A subscription whose period ran out loses its badge here (no provider event for local ones).
    await syncPlanBadges(ctx, user.id);
    const impersonation = request.auth!.impersonation;
    if (impersonation) return { user: await getUser(ctx.db, user.id), impersonation: { endsAt: impersonation.endsAt.toISOString() } };
    return { user: await recordLoginDay(ctx.db, user.id), impersonation: null };
  });

  app.put('/me', { bodyLimit: 4 * 1024 * 1024 }, async (request) => {
    const user = requireUser(request, 'write:profile');
    const body = validate(updateMeBody, request.body);
    if (body.username?.trim() || body.password?.trim()) refuseImpersonation(request, messages.impersonationCredentials);
    return { user: await updateMe(ctx, user, request.auth!.tokenHash, body) };
  });

  app.post('/me/uploads', { bodyLimit: 8 * 1024 * 1024 }, async (request, reply) => {
    const user = requireUser(request, 'upload');
    const { dataUrl } = validate(uploadBody, request.body);
    const { url } = await storeUpload(ctx.db, user.id, dataUrl);
    reply.code(201);
    return { url };
  });

  app.delete('/me/uploads', async (request, reply) => {
    const user = requireUser(request);
    const { url } = validate(deleteUploadBody, request.body);
    await deleteUpload(ctx.db, user.id, url);
    reply.code(204);
  });
}
