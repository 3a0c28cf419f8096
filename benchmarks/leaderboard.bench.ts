/**
 * GET /api/public/leaderboard with 100,000 accounts on PostgreSQL: throughput and latency of a
 * bounded loop of concurrent requests on loopback. A fresh database is created on
 * postgres://postgres@127.0.0.1:5432 (BENCH_DATABASE_URL overrides it) and dropped afterwards;
 * without a reachable PostgreSQL the benchmark says so and is skipped.
 *   npm run bench -- leaderboard
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildServer } from '../server/app';
import type { Config } from '../server/config';
import { migrate } from '../server/db/migrate';
import { openPostgres } from '../server/db/postgres';
import { issueToken } from '../server/services/sessions';
import type { BenchFigure } from './types';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = 100_000;
const CONCURRENCY = 16;
/** Each scenario stops after this many requests or this long, whichever comes first. */
const MAX_REQUESTS = 4000;
const MAX_MS = 15_000;
const WARM_UP = 200;

function urlFor(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** 100,000 accounts with many equal scores (ties are the costly case for ranks), in one statement. */
const SEED_SQL = `
  INSERT INTO users (id, username, username_key, password_hash, display, points, login_streak, created_at, last_seen_at)
  SELECT 'u' || n, 'membre' || n, 'membre' || n, 'x', '{}'::jsonb,
         (random() * 5000)::int / 10 * 10, (random() * 30)::int,
         now() - (n || ' seconds')::interval,
         CASE WHEN n % 50 = 0 THEN now() ELSE NULL END
    FROM generate_series(1, ${USERS}) AS n`;

interface Scenario {
  name: string;
  path: string;
  token?: string;
}

interface Measure {
  requests: number;
  seconds: number;
  latencies: number[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** CONCURRENCY workers send requests back to back until the budget is spent. */
async function load(base: string, scenario: Scenario, budget: number, budgetMs: number): Promise<Measure> {
  const latencies: number[] = [];
  const headers: Record<string, string> = scenario.token ? { authorization: `Bearer ${scenario.token}` } : {};
  const started = performance.now();
  let sent = 0;
  const worker = async () => {
    while (sent < budget && performance.now() - started < budgetMs) {
      sent += 1;
      const t0 = performance.now();
      const res = await fetch(base + scenario.path, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${scenario.path}: HTTP ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { requests: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

export async function run(): Promise<BenchFigure[]> {
  try {
    await admin((client) => client.query('SELECT 1'));
  } catch (error) {
    console.log(`leaderboard benchmark skipped: PostgreSQL unreachable at ${ADMIN_URL} (${(error as Error).message})`);
    return [];
  }
  const name = `mnemo_bench_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  const db = await openPostgres(urlFor(name), 10);
  let server: Awaited<ReturnType<typeof buildServer>> | undefined;
  try {
    await migrate(db);
    const seedStart = performance.now();
    await db.query(SEED_SQL);
    // The steady state autovacuum keeps: statistics and the visibility map (index-only scans).
    await db.query('VACUUM ANALYZE users');
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const token = await issueToken(db, `u${USERS / 2}`);

    const config: Config = {
      port: 0,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: null,
      redisUrl: undefined,
      clientDir: null,
      rateLimitPerMinute: 100_000_000,
      trustProxy: false,
      logLevel: 'silent',
    };
    server = await buildServer(config, { db, logger: false });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

    const scenarios: Scenario[] = [
      { name: 'first 100 rows', path: '/api/public/leaderboard' },
      { name: 'first 100 rows, signed in (+ own rank)', path: '/api/public/leaderboard', token },
      { name: '100 rows at offset 99,900', path: `/api/public/leaderboard?offset=${USERS - 100}` },
    ];
    const figures: BenchFigure[] = [{ benchmark: 'leaderboard', metric: `seed ${USERS.toLocaleString('en-US')} users`, value: Math.round(seedSeconds * 10) / 10, unit: 's' }];
    for (const scenario of scenarios) {
      await load(base, scenario, WARM_UP, MAX_MS);
      const measure = await load(base, scenario, MAX_REQUESTS, MAX_MS);
      const sorted = [...measure.latencies].sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      figures.push(
        { benchmark: `leaderboard ${scenario.name}`, metric: `throughput (${CONCURRENCY} concurrent)`, value: Math.round(measure.requests / measure.seconds), unit: 'req/s' },
        { benchmark: `leaderboard ${scenario.name}`, metric: 'latency p50', value: round(percentile(sorted, 50)), unit: 'ms' },
        { benchmark: `leaderboard ${scenario.name}`, metric: 'latency p99', value: round(percentile(sorted, 99)), unit: 'ms' },
      );
    }
    return figures;
  } finally {
    // The server leaves a database it was given open.
    await server?.close();
    await db.close();
    await admin(async (client) => {
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    });
  }
}
