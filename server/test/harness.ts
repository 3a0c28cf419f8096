import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer, type MnemoServer } from '../app';
import type { Config } from '../config';
import type { AppContext, ThrottleRules } from '../context';
import type { Database } from '../db/types';
import { createTestDatabase, testRedisUrl, type TestDatabase } from './database';
import { uniqueIp } from './factories';

/**
 * Throttle rules for tests: every test user comes from 127.0.0.1, so the per-IP limits are far out
 * of reach and the windows short. Throttle tests pass strict rules and their own client IPs.
 */
export const generousThrottle: ThrottleRules = {
  loginPerAccountIp: { limit: 1000, windowMs: 60_000, lockMs: 60_000, maxLockMs: 60_000 },
  loginPerAccount: { limit: 1000, windowMs: 60_000, lockMs: 60_000, maxLockMs: 60_000 },
  loginPerIp: { limit: 1_000_000, windowMs: 60_000, lockMs: 60_000, maxLockMs: 60_000 },
  registerPerIp: { limit: 1_000_000, windowMs: 60_000 },
  duelInvitesPerUser: { limit: 1000, windowMs: 60_000 },
  duelCodeMissesPerUser: { limit: 1000, windowMs: 60_000 },
};

export interface TestServerOptions {
  /** Rules merged over `generousThrottle`. */
  throttle?: Partial<ThrottleRules>;
  /** The global per-IP limit of the API (default: out of reach). */
  rateLimitPerMinute?: number;
  /** Built client to serve (default none). */
  clientDir?: string | null;
  /** Use TEST_REDIS_URL when it is set (default true). */
  redis?: boolean;
  /** Share a database with another test server; it is then not dropped by `close`. */
  database?: TestDatabase;
}

export interface RequestOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Serialised as JSON (objects, arrays, strings, numbers alike). */
  body?: unknown;
  /** A raw payload, sent as is (with the headers given). */
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** The client IP the server sees (default: one random IP per test server; throttle tests use their own). */
  ip?: string;
}

export type TestResponse = LightMyRequestResponse;

export interface TestServer {
  /** http://127.0.0.1:<port> — for real sockets and HTTP clients. */
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  db: Database;
  server: MnemoServer;
  config: Config;
  /**
   * The client IP of this server's injected requests. Not 127.0.0.1: with a shared Redis, per-IP
   * throttle counters would otherwise add up across test files, runs and the real processes.
   */
  ip: string;
  /** An in-process request through `app.inject`. */
  request(method: InjectOptions['method'], path: string, options?: RequestOptions): Promise<TestResponse>;
  get(path: string, options?: RequestOptions): Promise<TestResponse>;
  post(path: string, options?: RequestOptions): Promise<TestResponse>;
  put(path: string, options?: RequestOptions): Promise<TestResponse>;
  patch(path: string, options?: RequestOptions): Promise<TestResponse>;
  delete(path: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: null,
    redisUrl: testRedisUrl,
    clientDir: null,
    rateLimitPerMinute: 1_000_000,
    trustProxy: false,
    logLevel: 'silent',
    ...overrides,
  };
}

/**
 * A whole Mnémo server listening on 127.0.0.1 (random port), on its own database: in-memory PGlite,
 * or a fresh PostgreSQL database when TEST_DATABASE_URL is set. Start one per file (beforeAll):
 * PGlite takes a few seconds to start.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const ownsDatabase = !options.database;
  const config = testConfig({
    redisUrl: options.redis === false ? undefined : testRedisUrl,
    clientDir: options.clientDir ?? null,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 1_000_000,
  });
  let server: MnemoServer;
  try {
    server = await buildServer(config, {
      db: database.db,
      logger: false,
      throttle: { ...generousThrottle, ...options.throttle },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    if (ownsDatabase) await database.drop();
    throw error;
  }
  const { port } = server.app.server.address() as AddressInfo;
  const ip = uniqueIp();

  const request = (method: InjectOptions['method'], path: string, opts: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | Buffer | undefined = opts.payload;
    if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    return server.app.inject({
      method,
      url: path,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      remoteAddress: opts.ip ?? ip,
    });
  };

  let closed = false;
  return {
    url: `http://127.0.0.1:${port}`,
    app: server.app,
    ctx: server.ctx,
    db: database.db,
    server,
    config,
    ip,
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    put: (path, opts) => request('PUT', path, opts),
    patch: (path, opts) => request('PATCH', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      if (ownsDatabase) await database.drop();
    },
  };
}

/** The `{ error }` body of a failed answer (and its `fieldErrors` when present). */
export function errorOf(res: TestResponse): { error: string; fieldErrors?: Record<string, string> } {
  return res.json();
}

/**
 * Swaps the server's throttle rules (merged over the current ones) until the returned function
 * is called: strict rules for one test without starting another server.
 */
export function useThrottle(server: TestServer, rules: Partial<ThrottleRules>): () => void {
  const before = server.ctx.throttle;
  server.ctx.throttle = { ...before, ...rules };
  return () => {
    server.ctx.throttle = before;
  };
}
