import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardEntry, LeaderboardResponse } from '../../../domain/leaderboard';
import { loadMigrations, migrate } from '../../db/migrate';
import type { Queryable } from '../../db/types';
import { createEmptyPostgresDatabase, testDatabaseUrl } from '../../test/database';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { openPglite } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';
import { registerUser, setBannedUntil, type RegisteredUser } from '../../test/factories';

let server: TestServer;
/** The accounts of this file (its database holds no others), by name. */
const users: Record<string, RegisteredUser> = {};

/** Points and sign-up order: 'bea' and 'cyr' tie, 'dan' and 'eve' tie at 0 points. */
const SEED: Array<[name: string, points: number]> = [
  ['ann', 300],
  ['bea', 120],
  ['cyr', 120],
  ['dan', 0],
  ['eve', 0],
  ['fay', 50],
];

beforeAll(async () => {
  server = await startTestServer();
  for (const [i, [name, points]] of SEED.entries()) {
    const user = await registerUser(server);
    // Sign-up times a minute apart: ties are broken by the older account.
    await server.db.query('UPDATE users SET points = $2, created_at = $3 WHERE id = $1', [
      user.user.id,
      points,
      new Date(Date.UTC(2025, 0, 1, 12, i)),
    ]);
    users[name] = user;
  }
});
afterAll(async () => {
  await server?.close();
});

async function leaderboard(query = '', token?: string): Promise<LeaderboardResponse> {
  const res = await server.get(`/api/public/leaderboard${query}`, token ? { token } : {});
  expect(res.statusCode).toBe(200);
  return res.json();
}

const nameOf = (entry: LeaderboardEntry) => Object.keys(users).find((name) => users[name]!.user.id === entry.id);

describe('GET /api/public/leaderboard', () => {
  it('orders by points, then the older account, with competition ranks (1224)', async () => {
    const { entries, total } = await leaderboard();
    expect(total).toBe(6);
    expect(entries.map(nameOf)).toEqual(['ann', 'bea', 'cyr', 'fay', 'dan', 'eve']);
    expect(entries.map((e) => e.rank)).toEqual([1, 2, 2, 4, 5, 5]);
    expect(entries.map((e) => e.points)).toEqual([300, 120, 120, 50, 0, 0]);
  });

  it('answers public fields only: no secret, no email-like or billing field, no ban state', async () => {
    await setBannedUntil(server, users.fay!.user.id, new Date(Date.now() + 86_400_000));
    const res = await server.get('/api/public/leaderboard');
    const { entries } = res.json() as LeaderboardResponse;
    expect(Object.keys(entries[0]!).sort()).toEqual(
      ['avatar', 'badges', 'display', 'id', 'loginStreak', 'online', 'points', 'rank', 'sessionStreak', 'slug', 'username'].sort(),
    );
    expect(res.body).not.toMatch(/\$argon2|password|token|hash|email|billing|stripe|bannedUntil|banned_until/i);
    await setBannedUntil(server, users.fay!.user.id, null);
  });

  it('pages with limit and offset, keeping the ranks of the whole ranking', async () => {
    const second = await leaderboard('?limit=2&offset=2');
    expect(second.entries.map(nameOf)).toEqual(['cyr', 'fay']);
    expect(second.entries.map((e) => e.rank)).toEqual([2, 4]);
    expect(second.total).toBe(6);
    const last = await leaderboard('?limit=3&offset=4');
    expect(last.entries.map((e) => e.rank)).toEqual([5, 5]);
    expect((await leaderboard('?offset=50')).entries).toEqual([]);
  });

  it('refuses a bad page with a French 400', async () => {
    for (const query of ['?limit=0', '?limit=201', '?offset=-3', '?limit=dix']) {
      const res = await server.get(`/api/public/leaderboard${query}`);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toMatch(/^Requête invalide/);
    }
    expect((await leaderboard('?limit=200')).entries).toHaveLength(6);
  });

  it('adds the caller’s own rank when the call carries a valid token, even outside the page', async () => {
    expect((await leaderboard('?limit=1', users.eve!.token)).me).toEqual({ rank: 5, total: 6 });
    expect((await leaderboard('', users.cyr!.token)).me).toEqual({ rank: 2, total: 6 });
    expect((await leaderboard('')).me).toBeUndefined();
    // A bad token is ignored by public calls: the ranking is answered as to anyone.
    const res = await server.get('/api/public/leaderboard', { token: 'not-a-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json().me).toBeUndefined();
  });

  it('follows points as they change', async () => {
    // Written straight into the database: the cached ranking hears of it from the database's
    // notification, which PostgreSQL delivers a moment after the write.
    await server.db.query('UPDATE users SET points = 400 WHERE id = $1', [users.fay!.user.id]);
    await expect.poll(async () => (await leaderboard()).entries.map(nameOf).slice(0, 2)).toEqual(['fay', 'ann']);
    expect((await leaderboard('', users.fay!.token)).me).toEqual({ rank: 1, total: 6 });
    await server.db.query('UPDATE users SET points = 50 WHERE id = $1', [users.fay!.user.id]);
    await expect.poll(async () => (await leaderboard()).entries.map(nameOf)).toEqual(['ann', 'bea', 'cyr', 'fay', 'dan', 'eve']);
  });
});

/** points_histogram (migration 003) as rows, and what it should hold: the users grouped by points. */
async function histogram(db: Queryable) {
  const kept = await db.query<{ points: number; users: number }>('SELECT points, users FROM points_histogram WHERE users > 0 ORDER BY points');
  const actual = await db.query<{ points: number; users: number }>('SELECT points, count(*)::int AS users FROM users GROUP BY points ORDER BY points');
  return { kept: kept.rows, actual: actual.rows };
}

describe('the points histogram behind ranks and totals', () => {
  it('follows sign-ups, point changes and deletions', async () => {
    const extra = await registerUser(server);
    await server.db.query('UPDATE users SET points = points + 30 WHERE id = $1', [extra.user.id]);
    await server.db.query('UPDATE users SET points = 120 WHERE id = $1', [extra.user.id]);
    await server.db.query('UPDATE users SET username = username WHERE id = $1', [extra.user.id]);
    let counts = await histogram(server.db);
    expect(counts.kept).toEqual(counts.actual);
    expect((await leaderboard()).total).toBe(7);
    await server.db.query('DELETE FROM users WHERE id = $1', [extra.user.id]);
    counts = await histogram(server.db);
    expect(counts.kept).toEqual(counts.actual);
    await expect.poll(async () => (await leaderboard()).total).toBe(6);
  });

  it('is filled from the existing accounts when the migration runs', async () => {
    const empty = testDatabaseUrl ? await createEmptyPostgresDatabase() : null;
    const db = empty ? await openPostgres(empty.url, 2) : await openPglite(null);
    try {
      const migrations = loadMigrations();
      await migrate(db, migrations.filter((m) => m.name < '003'));
      for (const [i, points] of [0, 40, 40, 90].entries()) {
        await db.query("INSERT INTO users (id, username, username_key, password_hash, display, points) VALUES ($1, $1, $1, 'x', '{}', $2)", [`u${i}`, points]);
      }
      await migrate(db, migrations);
      expect((await histogram(db)).kept).toEqual([
        { points: 0, users: 1 },
        { points: 40, users: 2 },
        { points: 90, users: 1 },
      ]);
    } finally {
      await db.close();
      await empty?.drop();
    }
  });
});
