import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { messages } from '../domain/messages';
import type { Config } from './config';
import { defaultThrottleRules, type AppContext, type ThrottleRules } from './context';
import { openDatabase } from './db';
import type { Database } from './db/types';
import { resolveAuth } from './http/authenticate';
import { cachedRouteLimit } from './http/cachedRouteLimit';
import { rateLimitKey } from './http/rateLimitKey';
import { installErrorHandler } from './http/errorHandler';
import { ApiError } from './http/errors';
import { installSecurityHeaders } from './http/securityHeaders';
import { adminRoutes } from './routes/admin/admin';
import { adminPublicRoutes } from './routes/admin/public';
import { authRoutes } from './routes/auth/auth';
import { billingRoutes } from './routes/billing/billing';
import { featureRoutes } from './routes/features/features';
import { duelRoutes } from './routes/duels/duels';
import { healthRoutes } from './routes/health/health';
import { masterclassRoutes } from './routes/masterclasses/masterclasses';
import { mentoringRoutes } from './routes/mentoring/mentoring';
import { accountRoutes } from './routes/me/account';
import { dataRoutes } from './routes/me/data';
import { examRoutes } from './routes/me/exams';
import { meRoutes } from './routes/me/me';
import { memoryRoutes } from './routes/me/memory';
import { trainingRoutes } from './routes/me/training';
import { shareRoutes } from './routes/share/share';
import { supportRoutes } from './routes/support/support';
import { publicRoutes } from './routes/public/public';
import { statsRoutes } from './routes/public/stats';
import { uploadFileRoutes } from './routes/uploads';
import { billingFromEnv } from './services/billing/billing';
import { createPublicCache, invalidatingNotifier } from './services/publicCache';
import { createRealtime, type Realtime } from './services/realtime';
import { startDuelSweeper } from './services/duels/sweeper';
import { memoryCounterStore, redisCounterStore } from './services/throttle';

export interface MnemoServer {
  app: FastifyInstance;
  ctx: AppContext;
  realtime: Realtime;
  /** Stops accepting connections, then closes sockets, Redis and the database, in that order. */
  close(): Promise<void>;
}

export interface BuildOptions {
  /** An already opened database (tests); otherwise opened from the config. */
  db?: Database;
  throttle?: ThrottleRules;
  logger?: boolean;
}

/** Builds the whole server: API under /api, uploads, socket.io and the built client. */
export async function buildServer(config: Config, options: BuildOptions = {}): Promise<MnemoServer> {
  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const redis = config.redisUrl
    ? {
        pub: new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 }),
        sub: new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 }),
      }
    : undefined;

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A body on GET/DELETE is tolerated, a malformed one is a 400 (never a 5xx).
    return503OnClosing: true,
  });
  // The API speaks JSON only: without this, Fastify's built-in text/plain parser hands a string
  // to the routes (a 400 about the body's type) instead of the 415 the error handler words.
  app.removeContentTypeParser('text/plain');
  const realtime = createRealtime(app.server, { db, redis });
  const publicCache = await createPublicCache(db);
  const ctx: AppContext = {
    db,
    notifier: invalidatingNotifier(realtime, publicCache),
    publicCache,
    counters: redis ? redisCounterStore(redis.pub) : memoryCounterStore(),
    throttle: options.throttle ?? defaultThrottleRules,
  };
  // One provider for checkouts and for account deletion, which ends the account's subscriptions.
  const billing = billingFromEnv();
  const stopDuelSweeper = startDuelSweeper(ctx);

  installErrorHandler(app);
  await installSecurityHeaders(app);

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        global: true,
        max: config.rateLimitPerMinute,
        timeWindow: 60_000,
        keyGenerator: rateLimitKey,
        ...(redis ? { redis: redis.pub, nameSpace: 'mnemo:ratelimit:' } : {}),
        errorResponseBuilder: () => new ApiError(429, messages.tooManyRequests),
      });
      api.addHook('onRequest', async (request) => resolveAuth(ctx, request));
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      healthRoutes(api, ctx);
      authRoutes(api, ctx);
      meRoutes(api, ctx);
      dataRoutes(api, ctx);
      trainingRoutes(api, ctx);
      memoryRoutes(api, ctx);
      examRoutes(api, ctx);
      featureRoutes(api, ctx);
      supportRoutes(api, ctx);
      masterclassRoutes(api, ctx);
      mentoringRoutes(api, ctx);
      duelRoutes(api, ctx);
      shareRoutes(api, ctx);
      accountRoutes(api, ctx, billing);
      const cachedRoute = cachedRouteLimit(config.rateLimitPerMinute);
      publicRoutes(api, ctx, cachedRoute);
      statsRoutes(api, ctx, cachedRoute);
      adminRoutes(api, ctx, { billing });
      adminPublicRoutes(api, ctx);
      billingRoutes(api, ctx, billing);
    },
    { prefix: '/api' },
  );
  uploadFileRoutes(app, ctx);

  const clientDir = config.clientDir;
  const hasClient = clientDir !== null && existsSync(join(clientDir, 'index.html'));
  // `/` has its own copy of the page, which loads the home screen's code with it (written by the
  // client build: scripts/landingHtml.ts).
  const LANDING_HTML = 'home.html';
  const hasLanding = clientDir !== null && existsSync(join(clientDir, LANDING_HTML));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins (scripts/compress-client.mjs): served when accepted.
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed build assets never change; everything else is revalidated.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/uploads/');
    // A missing file (an asset of an older build…) is a 404, never the page in its place.
    const isFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    if (hasClient && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      // SPA fallback: the client router decides what the path shows.
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(path === '/' && hasLanding ? LANDING_HTML : 'index.html');
    }
    return reply.code(404).send({ error: messages.routeNotFound });
  });

  let closed = false;
  return {
    app,
    ctx,
    realtime,
    async close() {
      if (closed) return;
      closed = true;
      await stopDuelSweeper();
      await realtime.close();
      await app.close();
      await publicCache.close();
      if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]).catch(() => undefined);
      if (!options.db) await db.close();
    },
  };
}
