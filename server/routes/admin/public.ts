import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { publicAnnouncement } from '../../services/admin/announcements';
import { recordVisit } from '../../services/admin/visits';
import { visitBody } from './schema';

/** The public side of the admin area: the announcement everyone sees and the daily visit count. */
export function adminPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/public/announcement', async () => ({ announcement: await publicAnnouncement(ctx.db) }));

  app.post('/public/visits', async (request, reply) => {
    const { day } = validate(visitBody, request.body);
    await recordVisit(ctx.db, day, request.ip, String(request.headers['user-agent'] ?? ''));
    return reply.code(204).send();
  });
}
