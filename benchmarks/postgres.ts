/**
 * What the benchmarks on a seeded PostgreSQL share: a fresh database on
 * postgres://postgres@127.0.0.1:5432 (BENCH_DATABASE_URL overrides it), migrated and seeded, the
 * API served from it on a free loopback port, and the database dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildServer } from '../server/app';
import type { Config } from '../server/config';
import type { Database } from '../server/db/types';
import { migrate } from '../server/db/migrate';
import { openPostgres } from '../server/db/postgres';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function asSuperuser<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface SeededServer {
  db: Database;
  /** http://127.0.0.1:<port> of the API. */
  base: string;
  seedSeconds: number;
}

/**
 * Runs `body` against a server on a fresh database that `seed` filled (then VACUUM ANALYZE, the
 * steady state autovacuum keeps). Without a reachable PostgreSQL it says so and answers null.
 */
export async function withSeededPostgres<T>(benchmark: string, seed: (db: Database) => Promise<void>, body: (server: SeededServer) => Promise<T>): Promise<T | null> {
  if (!(await postgresReachable(benchmark))) return null;
  const database = await createBenchDatabase();
  const db = await openPostgres(database.url, 10);
  let server: Awaited<ReturnType<typeof buildServer>> | undefined;
  try {
    await migrate(db);
    const seedStart = performance.now();
    await seed(db);
    await db.query('VACUUM ANALYZE');
    const seedSeconds = (performance.now() - seedStart) / 1000;
    server = await buildServer(benchConfig(), { db, logger: false });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    return await body({ db, base: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`, seedSeconds });
  } finally {
    // The server leaves a database it was given open.
    await server?.close();
    await db.close();
    await database.drop();
  }
}

/** A server on loopback, silent, whose rate limit no benchmark reaches. */
export function benchConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: null,
    redisUrl: undefined,
    clientDir: null,
    rateLimitPerMinute: 100_000_000,
    trustProxy: false,
    logLevel: 'silent',
    ...overrides,
  };
}

/** Whether the PostgreSQL server answers; says why not when it does not. */
export async function postgresReachable(benchmark: string): Promise<boolean> {
  try {
    await asSuperuser((client) => client.query('SELECT 1'));
    return true;
  } catch (error) {
    console.log(`${benchmark} benchmark skipped: PostgreSQL unreachable at ${ADMIN_URL} (${(error as Error).message})`);
    return false;
  }
}

/** A fresh, empty database `mnemo_bench_<random>` on the benchmark server, and how to drop it. */
export async function createBenchDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `mnemo_bench_${randomBytes(5).toString('hex')}`;
  await asSuperuser((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      asSuperuser(async (client) => {
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      }),
  };
}
