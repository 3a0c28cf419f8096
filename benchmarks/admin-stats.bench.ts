/**
 * GET /api/admin/stats with 100,000 accounts and 1,000,000 finished sessions on PostgreSQL:
 * latency of 30 sequential requests after a warm-up. A fresh database is created on
 * postgres://postgres@127.0.0.1:5432 (BENCH_DATABASE_URL overrides it) and dropped afterwards;
 * without a reachable PostgreSQL the benchmark says so and is skipped.
 *   npm run bench -- admin-stats
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
const SESSIONS = 1_000_000;
const REQUESTS = 30;
const WARM_UP = 5;

function urlFor(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asSuperuser<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Accounts created over two years, a tenth holding badges, 2% seen in the last minutes. Scores are
 * spread: the points histogram trigger would otherwise rewrite one row 100,000 times.
 */
const SEED_USERS = `
  INSERT INTO users (id, username, username_key, password_hash, display, badges, points, created_at, last_seen_at)
  SELECT 'u' || n, 'membre' || n, 'membre' || n, 'x', '{}'::jsonb,
         CASE WHEN n % 10 = 0 THEN ARRAY['padawan', 'turbo'] WHEN n = 1 THEN ARRAY['admin'] ELSE '{}' END,
         (n * 37) % 5000,
         now() - ((n * 631) % (730 * 86400) || ' seconds')::interval,
         CASE WHEN n % 50 = 0 THEN now() - interval '1 minute' ELSE now() - interval '2 days' END
    FROM generate_series(1, ${USERS}) AS n`;

/** Sessions spread over a year, six methods, ten minutes each. */
const SEED_SESSIONS = `
  INSERT INTO training_sessions (user_id, id, method_id, subject_id, chapter_id, started_at, finished_at,
                                 total, correct, questions, week_start, qualifying)
  SELECT 'u' || (1 + n % ${USERS}), 's' || n,
         (ARRAY['association', 'image-zoning', 'mindmap', 'qcm', 'dictation', 'group'])[1 + n % 6],
         'anat', 'coeur', f - interval '10 minutes', f, 10, n % 11, '[]'::jsonb, f::date, true
    FROM generate_series(1, ${SESSIONS}) AS n,
         LATERAL (SELECT now() - ((n::bigint * 7919) % (365 * 86400) || ' seconds')::interval AS f) t`;

const SEED_LIVE = `
  INSERT INTO active_sessions (user_id, session_id, socket_id, method_id, subject_id, chapter_id, started_at)
  SELECT 'u' || (n * 50), 'live' || n, 'sock' || n, 'association', 'anat', 'coeur', now() FROM generate_series(1, 300) AS n;
  INSERT INTO visits (day, client_key)
  SELECT current_date - (n % 14), md5(n::text) FROM generate_series(1, 70000) AS n;
  INSERT INTO user_data (user_id, doc)
  SELECT 'u' || (n * 50), '{"subjects":[{"id":"anat","name":"Anatomie","chapters":[{"id":"coeur","name":"Cœur"}]}]}'::jsonb
    FROM generate_series(1, 300) AS n`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (value: number) => Math.round(value * 10) / 10;

export async function run(): Promise<BenchFigure[]> {
  try {
    await asSuperuser((client) => client.query('SELECT 1'));
  } catch (error) {
    console.log(`admin-stats benchmark skipped: PostgreSQL unreachable at ${ADMIN_URL} (${(error as Error).message})`);
    return [];
  }
  const name = `mnemo_bench_${randomBytes(5).toString('hex')}`;
  await asSuperuser((client) => client.query(`CREATE DATABASE "${name}"`));
  const db = await openPostgres(urlFor(name), 10);
  let server: Awaited<ReturnType<typeof buildServer>> | undefined;
  try {
    await migrate(db);
    const seedStart = performance.now();
    await db.query(SEED_USERS);
    await db.query(SEED_SESSIONS);
    await db.exec(SEED_LIVE);
    // The steady state autovacuum keeps: statistics and the visibility map (index-only scans).
    for (const table of ['users', 'training_sessions', 'visits', 'active_sessions']) await db.query(`VACUUM ANALYZE ${table}`);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const token = await issueToken(db, 'u1');

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
    const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/admin/stats`;
    const once = async () => {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET /api/admin/stats: HTTP ${res.status}`);
      return performance.now() - t0;
    };
    for (let i = 0; i < WARM_UP; i += 1) await once();
    const latencies: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) latencies.push(await once());
    const sorted = latencies.sort((a, b) => a - b);
    const label = 'admin stats (100k users, 1M sessions)';
    return [
      { benchmark: 'admin stats', metric: 'seed 100,000 users + 1,000,000 sessions', value: round(seedSeconds), unit: 's' },
      { benchmark: label, metric: `latency p50 (${REQUESTS} requests)`, value: round(percentile(sorted, 50)), unit: 'ms' },
      { benchmark: label, metric: `latency p95 (${REQUESTS} requests)`, value: round(percentile(sorted, 95)), unit: 'ms' },
    ];
  } finally {
    await server?.close();
    await db.close();
    await asSuperuser(async (client) => {
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    });
  }
}
