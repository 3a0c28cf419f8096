import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; the embedded PGlite is used when absent. */
  databaseUrl: string | undefined;
  /** PGlite data directory (ignored with DATABASE_URL); null keeps data in memory. */
  dataDir: string | null;
  /** Redis connection string: socket.io events and throttling shared across processes. */
  redisUrl: string | undefined;
  /** Built client to serve; null serves the API alone. */
  clientDir: string | null;
  /** Requests per minute and IP across the API. */
  rateLimitPerMinute: number;
  /** Behind a load balancer: trust X-Forwarded-For for the client IP. */
  trustProxy: boolean;
  logLevel: string;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    redisUrl: env.REDIS_URL || undefined,
    clientDir: resolve(env.CLIENT_DIR ?? 'dist/client'),
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 600),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
