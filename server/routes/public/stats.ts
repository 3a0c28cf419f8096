import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { MethodsStats, PlatformStats } from '../../../domain/api';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { sendSerialised } from '../../http/serialised';
import { serialise } from '../../services/publicCache';

/**
 * How long an answer is reused at most. Recorded sessions and accounts change it at once (the
 * cache's topic 'stats'); the material counted (cards, chapters, legends, edges) changes with
 * every save, too often to count it all again each time: it is at most this old.
 */
export const STATS_TTL_MS = 30_000;

/** Sums the lengths of every chapter's `field` list (cards, zoningSets, mindMaps), stored with each part. */
const perChapterCount = (field: string) =>
  `(SELECT COALESCE(SUM(items), 0)::int FROM material_parts WHERE part LIKE '${field}:%')`;

export async function readPlatformStats(db: Queryable): Promise<PlatformStats> {
  const found = await db.query<PlatformStats>(
    `SELECT
       ${perChapterCount('cards')} AS cards,
       (SELECT COUNT(*)::int FROM training_sessions) AS sessions,
       (SELECT COALESCE(SUM(jsonb_array_length(s->'chapters')), 0)::int
          FROM material_parts p, jsonb_array_elements(p.content) s
         WHERE p.part = 'subjects' AND jsonb_typeof(s->'chapters') = 'array') AS chapters,
       (SELECT COUNT(*)::int FROM users) AS users`,
  );
  return found.rows[0]!;
}

/** Nested counts (legends of boards, edges of maps) over every chapter's list. */
const nestedCount = (field: string, child: string) =>
  `(SELECT COALESCE(SUM(jsonb_array_length(item->'${child}')), 0)::int
      FROM material_parts p, jsonb_array_elements(p.content) item
     WHERE p.part LIKE '${field}:%' AND jsonb_typeof(item->'${child}') = 'array')`;

export async function readMethodsStats(db: Queryable): Promise<MethodsStats> {
  const found = await db.query<{
    cards: number;
    correct: number;
    total: number;
    zoning_sessions: number;
    legends: number;
    maps: number;
    edges: number;
  }>(
    `SELECT
       ${perChapterCount('cards')} AS cards,
       (SELECT COALESCE(SUM(correct), 0)::int FROM training_sessions WHERE method_id = 'association') AS correct,
       (SELECT COALESCE(SUM(total), 0)::int FROM training_sessions WHERE method_id = 'association') AS total,
       (SELECT COUNT(*)::int FROM training_sessions WHERE method_id = 'image-zoning') AS zoning_sessions,
       ${nestedCount('zoningSets', 'legends')} AS legends,
       ${perChapterCount('mindMaps')} AS maps,
       ${nestedCount('mindMaps', 'edges')} AS edges`,
  );
  const row = found.rows[0]!;
  return {
    // Correct answers over questions asked in association sessions, as a rounded percentage.
    association: { cards: row.cards, avgPrecision: row.total > 0 ? Math.round((row.correct / row.total) * 100) : 0 },
    imageZoning: { sessions: row.zoning_sessions, legends: row.legends },
    mindmap: { maps: row.maps, edges: row.edges },
  };
}

/** GET /public/stats and /public/methods-stats (part 1 §7): platform figures for the home and methods pages. */
export function statsRoutes(app: FastifyInstance, ctx: AppContext, cachedRoute: RouteShorthandOptions): void {
  const platform = () => ctx.publicCache.get('stats', 'platform', STATS_TTL_MS, async () => serialise({ stats: await readPlatformStats(ctx.db) }));
  const methods = () => ctx.publicCache.get('stats', 'methods', STATS_TTL_MS, async () => serialise({ stats: await readMethodsStats(ctx.db) }));
  app.get('/public/stats', cachedRoute, async (request, reply) => sendSerialised(request, reply, await platform()));
  app.get('/public/methods-stats', cachedRoute, async (request, reply) => sendSerialised(request, reply, await methods()));
}
