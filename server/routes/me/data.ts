import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SaveCheckResponse, SavePartsResponse, SessionsPageResponse } from '../../../domain/api';
import { limits, MAX_REVISION } from '../../../domain/limits';
import { messages } from '../../../domain/messages';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { ApiError, badRequest } from '../../http/errors';
import { acceptJsonAsText } from '../../http/jsonAsText';
import { readHistoryPage, parseCursor } from '../../services/training/store';
import { readSaveCheck, readStudyText, readUserDataText, replaceUserData, saveParts } from '../../services/userData';
import { validate } from '../../http/validate';
import { saveParams, sessionsQuery } from './schema';

const etag = (revision: number) => `"${revision}"`;

/** The revision a save is based on: `If-Match` (an ETag of GET /me/data) or a `revision` field. */
function baseRevision(request: FastifyRequest, fromBody: unknown): number {
  const header = request.headers['if-match'];
  const raw = typeof header === 'string' ? header.replace(/^W\//, '').replace(/"/g, '').trim() : fromBody;
  if (raw === undefined || raw === null || raw === '') throw new ApiError(428, messages.revisionRequired);
  const revision = typeof raw === 'number' ? raw : Number(raw);
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

  /** What the app loads: the material with each part's revision, and the progress; no session list. */
  app.get('/me/material', async (request, reply) => {
    const user = requireUser(request);
    const found = await readStudyText(ctx.db, user.id);
    reply.header('etag', etag(found.revision)).header('cache-control', 'no-store').type('application/json; charset=utf-8');
    return found.json;
  });

  /** Whether a save in parts this device sent landed: its page went away before the answer came. */
  app.get('/me/material/saves/:saveId', async (request, reply): Promise<SaveCheckResponse> => {
    const user = requireUser(request);
    const { saveId } = validate(saveParams, request.params);
    reply.header('cache-control', 'no-store');
    return readSaveCheck(ctx.db, user.id, saveId);
  });

  /** A page of history for the statistics: sessions newest first, without their questions. */
  app.get('/me/sessions', async (request, reply): Promise<SessionsPageResponse> => {
    const user = requireUser(request);
    const query = validate(sessionsQuery, request.query);
    const before = query.before === undefined ? null : parseCursor(query.before);
    if (query.before !== undefined && !before) throw badRequest(messages.historyCursorInvalid);
    reply.header('cache-control', 'no-store');
    return readHistoryPage(ctx.db, user.id, before, query.limit ?? limits.sessionsPerPage);
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

    /** A save of the parts that changed, each checked against its own revision (412: none saved). */
    raw.patch('/me/material', { bodyLimit: limits.userDataMaxBytes + 1024 * 1024 }, async (request): Promise<SavePartsResponse> => {
      const user = requireUser(request, 'write:data');
      return saveParts(ctx, user, request.body as string);
    });
  });
}
