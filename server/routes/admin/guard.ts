import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../../domain/user';
import { requireUser } from '../../http/authenticate';

/**
 * The one policy check of every admin route, run before the body is even parsed:
 * 401 'Non authentifié.' without a token, 403 for anyone but an admin.
 */
export function guardAdmin(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    requireUser(request, 'admin');
  });
}

/** The admin behind a request that passed `guardAdmin`. */
export function adminOf(request: FastifyRequest): User {
  return requireUser(request, 'admin');
}
