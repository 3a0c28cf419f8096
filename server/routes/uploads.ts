import type { FastifyInstance } from 'fastify';
import { messages } from '../../domain/messages';
import type { AppContext } from '../context';
import { readUpload } from '../services/uploads/uploads';

/** Serves stored uploads at /uploads/<id>.<ext>, from any API process. */
export function uploadFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/uploads/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.[a-z0-9]+$/, '');
    const file = await readUpload(ctx.db, id);
    if (!file) return reply.code(404).send({ error: messages.uploadNotFound });
    const tag = `"${file.sha256}"`;
    reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('etag', tag);
    if (request.headers['if-none-match'] === tag) return reply.code(304).send();
    return reply.send(file.bytes);
  });
}
