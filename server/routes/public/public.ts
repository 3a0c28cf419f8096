import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AppContext } from '../../context';
import { sendSerialised } from '../../http/serialised';
import { validate } from '../../http/validate';
import { can } from '../../policies';
import type { PublicViewer } from '../../presenters/public';
import { publicProfile, publicProfileMemory, publicUser } from '../../services/profiles/profiles';
import { leaderboardAnswer } from '../../services/profiles/ranking';
import { leaderboardQuery, slugParams, userParams } from './schema';

/** Public calls ignore a bad token: they answer as to anyone. */
function viewerOf(request: FastifyRequest): PublicViewer {
  const user = request.auth?.user;
  return { isAdmin: user ? can(user, 'admin') : false };
}

/**
 * The calls anyone may make (part 1 §7 Public): ranking and public profiles. `cachedRoute` are the
 * options of a route served from the public cache (server/http/cachedRouteLimit.ts).
 */
export function publicRoutes(app: FastifyInstance, ctx: AppContext, cachedRoute: RouteShorthandOptions): void {
  app.get('/public/leaderboard', cachedRoute, async (request, reply) => {
    const query = validate(leaderboardQuery, request.query);
    const viewer = request.auth?.user ?? null;
    return sendSerialised(request, reply, await leaderboardAnswer(ctx.db, ctx.publicCache, query, viewer), viewer !== null);
  });

  app.get('/public/users/:id', async (request) => {
    const { id } = validate(userParams, request.params);
    return publicUser(ctx.db, id, viewerOf(request));
  });

  app.get('/public/profiles/:slug', async (request) => {
    const { slug } = validate(slugParams, request.params);
    return publicProfile(ctx.db, slug, viewerOf(request));
  });

  /** The memory statistics of the statistics block, as public as the block itself. */
  app.get('/public/profiles/:slug/memory', async (request) => {
    const { slug } = validate(slugParams, request.params);
    return publicProfileMemory(ctx.db, { slug }, viewerOf(request));
  });

  app.get('/public/users/:id/memory', async (request) => {
    const { id } = validate(userParams, request.params);
    return publicProfileMemory(ctx.db, { id }, viewerOf(request));
  });
}
