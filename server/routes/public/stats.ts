import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { AppContext } from '../../context';
import { sendSerialised } from '../../http/serialised';
import { serialise } from '../../services/publicCache';
import { readMethodsStats, readPlatformStats } from '../../services/publicStats';

/**
 * How long an answer is reused at most. Recorded sessions and accounts change it at once (the
 * cache's topic 'stats'); the material counted (cards, chapters, legends, edges) changes with
 * every save, too often to count it all again each time: it is at most this old.
 */
export const STATS_TTL_MS = 30_000;

/** GET /public/stats and /public/methods-stats (part 1 §7): platform figures for the home and methods pages. */
export function statsRoutes(app: FastifyInstance, ctx: AppContext, cachedRoute: RouteShorthandOptions): void {
  const platform = () => ctx.publicCache.get('stats', 'platform', STATS_TTL_MS, async () => serialise({ stats: await readPlatformStats(ctx.db) }));
  const methods = () => ctx.publicCache.get('stats', 'methods', STATS_TTL_MS, async () => serialise({ stats: await readMethodsStats(ctx.db) }));
  app.get('/public/stats', cachedRoute, async (request, reply) => sendSerialised(request, reply, await platform()));
  app.get('/public/methods-stats', cachedRoute, async (request, reply) => sendSerialised(request, reply, await methods()));
}
