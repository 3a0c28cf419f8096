/**
 * GET /api/public/leaderboard with 100,000 accounts on PostgreSQL: throughput and latency of a
 * bounded loop of concurrent requests on loopback, on a fresh database (benchmarks/postgres.ts).
 *   npm run bench -- leaderboard
 */
import { issueToken } from '../server/services/sessions';
import { withSeededPostgres } from './postgres';
import { rankedUsersSql } from './seedUsers';
import { percentile } from './stats';
import type { BenchFigure } from './types';

const USERS = 100_000;
const CONCURRENCY = 16;
/** Each scenario stops after this many requests or this long, whichever comes first. */
const MAX_REQUESTS = 4000;
const MAX_MS = 15_000;
const WARM_UP = 200;

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
  const figures = await withSeededPostgres('leaderboard', (db) => db.query(rankedUsersSql(USERS)).then(() => undefined), async ({ db, base, seedSeconds }) => {
    const token = await issueToken(db, `u${USERS / 2}`);
    const scenarios: Scenario[] = [
      { name: 'first 100 rows', path: '/api/public/leaderboard' },
      { name: 'first 100 rows, signed in (+ own rank)', path: '/api/public/leaderboard', token },
      { name: '100 rows at offset 99,900', path: `/api/public/leaderboard?offset=${USERS - 100}` },
    ];
    const rows: BenchFigure[] = [{ benchmark: 'leaderboard', metric: `seed ${USERS.toLocaleString('en-US')} users`, value: Math.round(seedSeconds * 10) / 10, unit: 's' }];
    for (const scenario of scenarios) {
      await load(base, scenario, WARM_UP, MAX_MS);
      const measure = await load(base, scenario, MAX_REQUESTS, MAX_MS);
      const sorted = [...measure.latencies].sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 10) / 10;
      rows.push(
        { benchmark: `leaderboard ${scenario.name}`, metric: `throughput (${CONCURRENCY} concurrent)`, value: Math.round(measure.requests / measure.seconds), unit: 'req/s' },
        { benchmark: `leaderboard ${scenario.name}`, metric: 'latency p50', value: round(percentile(sorted, 50)), unit: 'ms' },
        { benchmark: `leaderboard ${scenario.name}`, metric: 'latency p99', value: round(percentile(sorted, 99)), unit: 'ms' },
      );
    }
    return rows;
  });
  return figures ?? [];
}
