import type { FastifyRequest } from 'fastify';
import { messages } from '../../domain/messages';
import type { User } from '../../domain/user';
import { authorise, type Action } from '../policies';
import type { AppContext } from '../context';
import { authenticateToken, type Authenticated } from '../services/sessions';
import { forbidden, unauthenticated } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
    /** A bearer token was sent but is unknown, malformed or expired. */
    authRejected: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : '';
}

/** Resolves the bearer token once per API request. Public routes simply ignore a bad one. */
export async function resolveAuth(ctx: AppContext, request: FastifyRequest): Promise<void> {
  request.auth = null;
  request.authRejected = false;
  const token = bearerToken(request);
  if (token === null) return;
  request.auth = token ? await authenticateToken(ctx.db, token) : null;
  request.authRejected = request.auth === null;
}

/**
 * The signed-in user allowed to do `action`, or the matching error: 401 'Non authentifié.' without
 * a token, 401 'Session expirée…' with a bad one (so the client clears it), 403 when not allowed.
 */
export function requireUser(request: FastifyRequest, action: Action = 'read:own'): User {
  if (!request.auth && request.authRejected) throw unauthenticated(messages.sessionExpired);
  const user = request.auth?.user ?? null;
  authorise(user, action);
  return user;
}

/** Refuses with `message` what an administrator acting as the user may not do (403). */
export function refuseImpersonation(request: FastifyRequest, message: string): void {
  if (request.auth?.impersonation) throw forbidden(message);
}
