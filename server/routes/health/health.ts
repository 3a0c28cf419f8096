import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ping } from '../../db';

/** For load balancers and start-up scripts: answers once the database answers. */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', async () => {
    await ping(ctx.db);
    return { ok: true, database: ctx.db.kind };
  });
}
