import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limits } from '../../../domain/limits';
import { messages } from '../../../domain/messages';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { ApiError, badRequest } from '../../http/errors';
import { acceptJsonAsText } from '../../http/jsonAsText';
import { readUserDataText, replaceUserData } from '../../services/userData';

const etag = (revision: number) => `"${revision}"`;
const MAX_REVISION = 2_147_483_647;

/** The revision a save is based on: `If-Match` (an ETag of GET /me/data) or a `revision` field. */
function baseRevision(request: FastifyRequest, fromBody: unknown): number {
  const header = request.headers['if-match'];
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
    const found = await readUserDataText(ctx.db, user.id);
    reply.header('etag', etag(found.revision)).header('cache-control', 'no-store').type('application/json; charset=utf-8');
    return found.json;
  });

  // The body stays JSON text here: the document worker parses it (services/documents).
  void app.register(async (raw) => {
    acceptJsonAsText(raw);
    raw.put('/me/data', { bodyLimit: limits.userDataMaxBytes + 1024 * 1024 }, async (request, reply) => {
      const user = requireUser(request, 'write:data');
      const saved = await replaceUserData(ctx, user, request.body as string, (fromBody) => baseRevision(request, fromBody));
      reply.header('etag', etag(saved.revision)).type('application/json; charset=utf-8');
      return saved.json;
    });
  });
}
