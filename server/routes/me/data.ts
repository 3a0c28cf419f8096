import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limits } from '../../../domain/limits';
import { messages } from '../../../domain/messages';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { ApiError, badRequest } from '../../http/errors';
import { readUserData, replaceUserData } from '../../services/userData';

const etag = (revision: number) => `"${revision}"`;
const MAX_REVISION = 2_147_483_647;

/** The revision a save is based on: `If-Match` (an ETag of GET /me/data) or a `revision` field. */
function baseRevision(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  const fromBody = (request.body as { revision?: unknown } | null)?.revision;
  const raw = typeof header === 'string' ? header.replace(/^W\//, '').replace(/"/g, '').trim() : fromBody;
  if (raw === undefined || raw === null || raw === '') throw new ApiError(428, messages.revisionRequired);
  const revision = typeof raw === 'number' ? raw : Number(raw);
  // Revisions are PostgreSQL integers: a bigger number can match nothing (and would not bind).
  if (!Number.isInteger(revision) || revision < 0 || revision > MAX_REVISION) throw badRequest(messages.revisionRequired);
  return revision;
}

export function dataRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/me/data', async (request, reply) => {
    const user = requireUser(request);
    const result = await readUserData(ctx.db, user.id);
    reply.header('etag', etag(result.revision)).header('cache-control', 'no-store');
    return result;
  });

  app.put('/me/data', { bodyLimit: limits.userDataMaxBytes + 1024 * 1024 }, async (request, reply) => {
    const user = requireUser(request, 'write:data');
    if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
      throw badRequest(messages.dataInvalid);
    }
    const result = await replaceUserData(ctx, user, request.body, baseRevision(request));
    reply.header('etag', etag(result.revision));
    return result;
  });
}
