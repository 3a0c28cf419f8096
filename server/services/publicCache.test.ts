import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { createPublicCache, PUBLIC_CACHE_CHANNEL, type PublicCache } from './publicCache';

let database: TestDatabase;
let cache: PublicCache;
beforeAll(async () => {
  database = await createTestDatabase();
  cache = await createPublicCache(database.db);
});
afterAll(async () => {
  await cache?.close();
  await database?.drop();
});

/** A loader counting its calls, answering 'v<n>' for its n-th call. */
function counting() {
  let calls = 0;
  return {
    load: async () => `v${++calls}`,
    get calls() {
      return calls;
    },
  };
}

const HOUR = 3_600_000;

describe('the public cache', () => {
  it('loads once for concurrent callers and reuses the value until its lifetime ends', async () => {
    const source = counting();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('stats', 'once', HOUR, source.load)));
    expect(answers).toEqual(['v1', 'v1', 'v1']);
    expect(await cache.get('stats', 'once', HOUR, source.load)).toBe('v1');
    expect(await cache.get('stats', 'once', 0, source.load)).toBe('v2');
    expect(source.calls).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    };
    await expect(cache.get('stats', 'failing', HOUR, load)).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get('stats', 'failing', HOUR, load)).toBe('ok');
  });

  it('drops a topic on a NOTIFY from any connection, and only that topic', async () => {
    const ranking = counting();
    const stats = counting();
    await cache.get('leaderboard', 'topic', HOUR, ranking.load);
    await cache.get('stats', 'topic', HOUR, stats.load);
    await database.db.query('SELECT pg_notify($1, $2)', [PUBLIC_CACHE_CHANNEL, 'leaderboard']);
    await expect.poll(() => cache.get('leaderboard', 'topic', HOUR, ranking.load)).toBe('v2');
    expect(await cache.get('stats', 'topic', HOUR, stats.load)).toBe('v1');
    // An unknown payload (a listening connection lost and back) may hide any change.
    await database.db.query('SELECT pg_notify($1, $2)', [PUBLIC_CACHE_CHANNEL, '']);
    await expect.poll(() => cache.get('stats', 'topic', HOUR, stats.load)).toBe('v2');
  });

  it('never keeps what a load started before an invalidation answers', async () => {
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('leaderboard', 'race', HOUR, () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('leaderboard');
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.get('leaderboard', 'race', HOUR, async () => 'after the change')).toBe('after the change');
  });
});
