import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { validate } from '../../http/validate';
import { login, register } from '../../services/accounts';
import { revokeToken } from '../../services/sessions';
import { loginBody, registerBody } from './schema';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Avatar and banner may arrive inline as data: URLs.
  app.post('/auth/register', { bodyLimit: 4 * 1024 * 1024 }, async (request, reply) => {
    const body = validate(registerBody, request.body);
    reply.code(201);
    return register(ctx, body, request.ip);
  });

  app.post('/auth/login', async (request) => login(ctx, validate(loginBody, request.body), request.ip));

  /** Revokes the token that made the call. */
  app.post('/auth/logout', async (request, reply) => {
    requireUser(request);
    await revokeToken(ctx.db, request.auth!.tokenHash);
    ctx.notifier.endTokenSockets([request.auth!.tokenHash]);
    reply.code(204);
  });
}
