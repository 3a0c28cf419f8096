import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { acceptJsonAsText } from '../../http/jsonAsText';
import { validate } from '../../http/validate';
import { createShareCode, readShareCode, SHARE_MAX_BYTES } from '../../services/share';
import { codeParams } from './schema';

/** Share codes (part 1 §7): anyone reads a code; creating one needs an account. */
export function shareRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The body stays JSON text here: the document worker parses it (services/documents).
  void app.register(async (raw) => {
    acceptJsonAsText(raw);
    raw.post('/public/share', { bodyLimit: SHARE_MAX_BYTES + 64 * 1024 }, async (request, reply) => {
      const user = requireUser(request, 'write:data');
      const code = await createShareCode(ctx, user.id, request.body as string);
      reply.code(201);
      return { code };
    });
  });

  app.get('/public/share/:code', async (request) => {
    const { code } = validate(codeParams, request.params);
    return { payload: await readShareCode(ctx, code) };
  });
}
