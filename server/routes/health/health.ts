import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** For load balancers and start-up scripts: answers once the database answers. */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', async () => {
    await ctx.db.query('SELECT 1');
    return { ok: true, database: ctx.db.kind };
  });
}
