import type { Redis } from 'ioredis';

/** A fixed-window counter store: in memory for one process, in Redis for several. */
export interface CounterStore {
  /** Adds one to `key` and answers the count in the current window and the ms until it resets. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired windows are dropped as they are read, and swept now and then so memory stays bounded.
  const sweep = setInterval(() => {
    for (const key of windows.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisCounterStore(redis: Redis, prefix = 'mnemo:throttle:'): CounterStore {
  return {
    async increment(key, windowMs) {
      const k = prefix + key;
      const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/** A rule whose `limit`-th failure in a window locks: first for `lockMs`, then twice as long each time. */
export interface BackoffRule extends ThrottleRule {
  lockMs: number;
  /** The longest lock. */
  maxLockMs: number;
}

/** How long past locks are remembered to make the next one longer. */
const STRIKE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** Seconds left on `key`'s lock, else 0. */
export async function lockedFor(store: CounterStore, key: string): Promise<number> {
  const lock = await store.peek(`${key}:lock`);
  return lock.count > 0 ? Math.max(1, Math.ceil(lock.resetInMs / 1000)) : 0;
}

/**
 * Counts one failure for `key`. The `limit`-th in a window locks the key, each lock within a day
 * twice as long as the one before (up to `maxLockMs`), so a patient attacker slows down
 * geometrically while the counters stay plain shared counters (memory or Redis).
 */
export async function recordFailure(store: CounterStore, key: string, rule: BackoffRule): Promise<void> {
  const failures = await store.increment(`${key}:fail`, rule.windowMs);
  if (failures.count < rule.limit) return;
  await store.reset(`${key}:fail`);
  const strikes = await store.increment(`${key}:strikes`, STRIKE_MEMORY_MS);
  const lockMs = Math.min(rule.maxLockMs, rule.lockMs * 2 ** Math.min(strikes.count - 1, 20));
  await store.increment(`${key}:lock`, lockMs);
}

/** A success: failures and past locks of `key` are forgotten. */
export async function clearFailures(store: CounterStore, key: string): Promise<void> {
  await Promise.all([store.reset(`${key}:fail`), store.reset(`${key}:strikes`)]);
}

/** Seconds to wait when `count` has reached the rule's limit, else 0. */
export function retryAfterSeconds(state: { count: number; resetInMs: number }, rule: ThrottleRule): number {
  return state.count >= rule.limit ? Math.max(1, Math.ceil(state.resetInMs / 1000)) : 0;
}
