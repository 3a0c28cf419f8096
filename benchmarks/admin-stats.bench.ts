/**
 * GET /api/admin/stats with 100,000 accounts and 1,000,000 finished sessions on PostgreSQL:
 * latency of 30 sequential requests after a warm-up, on a fresh database (benchmarks/postgres.ts).
 *   npm run bench -- admin-stats
 */
import type { Database } from '../server/db/types';
import { issueToken } from '../server/services/sessions';
import { withSeededPostgres } from './postgres';
import { percentile } from './stats';
import type { BenchFigure } from './types';

const USERS = 100_000;
const SESSIONS = 1_000_000;
const REQUESTS = 30;
const WARM_UP = 5;

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
  INSERT INTO user_data (user_id) SELECT 'u' || (n * 50) FROM generate_series(1, 300) AS n;
  INSERT INTO material_parts (user_id, part, content, size_bytes)
  SELECT 'u' || (n * 50), 'subjects', '[{"id":"anat","name":"Anatomie","chapters":[{"id":"coeur","name":"Cœur"}]}]'::jsonb, 70
    FROM generate_series(1, 300) AS n`;

const round = (value: number) => Math.round(value * 10) / 10;

export async function run(): Promise<BenchFigure[]> {
  const seed = async (db: Database) => {
    await db.query(SEED_USERS);
    await db.query(SEED_SESSIONS);
    await db.exec(SEED_LIVE);
  };
  const figures = await withSeededPostgres('admin-stats', seed, async ({ db, base, seedSeconds }) => {
    const token = await issueToken(db, 'u1');
    const once = async () => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/admin/stats`, { headers: { authorization: `Bearer ${token}` } });
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
  });
  return figures ?? [];
}
