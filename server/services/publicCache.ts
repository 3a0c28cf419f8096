import { createHash } from 'node:crypto';
import { serverEvents } from '../../domain/realtime';
import type { Database } from '../db/types';
import type { Notifier } from './notifier';

/** The channel migration 012's triggers NOTIFY on, with a topic as payload. */
export const PUBLIC_CACHE_CHANNEL = 'mnemo_public_cache';

/** What a cached answer shows: the ranking, or the platform and method statistics. */
export type PublicTopic = 'leaderboard' | 'stats';
const TOPICS: readonly PublicTopic[] = ['leaderboard', 'stats'];
const isTopic = (value: string): value is PublicTopic => (TOPICS as readonly string[]).includes(value);

/** Answers kept per topic at most (pages of the ranking are keyed by limit and offset). */
const MAX_ENTRIES = 256;

/** A public answer serialised once: the bytes every caller gets, and their entity tag (quoted). */
export interface SerialisedAnswer {
  body: Buffer;
  etag: string;
}

/** A tag that changes with the bytes: callers holding the same answer revalidate to a 304. */
export function entityTag(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function serialise(value: unknown): SerialisedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: entityTag(body) };
}

/**
 * Public answers computed once per process and served to every caller until what they show
 * changes. A change committed by any process (or script) reaches every process through the
 * database's NOTIFY (migration 012's triggers), so processes sharing a database answer the same
 * within moments; PGlite delivers it before the writing query even resolves.
 */
export interface PublicCache {
  /**
   * The value of `key` under `topic`: loaded once, shared by concurrent callers, reused until the
   * topic changes or `ttlMs` passes. A failed load is not kept.
   */
  get<T>(topic: PublicTopic, key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Drops what `topic` holds (every topic without one): the next caller loads it again. */
  invalidate(topic?: PublicTopic): void;
  /** Stops listening to the database. */
  close(): Promise<void>;
}

interface Entry {
  at: number;
  value: Promise<unknown>;
}

export async function createPublicCache(db: Database): Promise<PublicCache> {
  const entries = new Map<PublicTopic, Map<string, Entry>>(TOPICS.map((topic) => [topic, new Map()]));
  const invalidate = (topic?: PublicTopic) => {
    for (const name of topic ? [topic] : TOPICS) entries.get(name)!.clear();
  };
  // An unknown payload ('' after a lost connection) may hide any change.
  const unlisten = await db.listen(PUBLIC_CACHE_CHANNEL, (payload) => invalidate(isTopic(payload) ? payload : undefined));

  return {
    get<T>(topic: PublicTopic, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const held = entries.get(topic)!;
      const now = Date.now();
      const found = held.get(key);
      if (found && now - found.at < ttlMs) return found.value as Promise<T>;
      // A load started before an invalidation is not stored back: the map was cleared under it.
      const entry: Entry = { at: now, value: load() };
      held.delete(key);
      held.set(key, entry);
      if (held.size > MAX_ENTRIES) held.delete(held.keys().next().value!);
      entry.value.catch(() => {
        if (held.get(key) === entry) held.delete(key);
      });
      return entry.value as Promise<T>;
    },
    invalidate,
    close: unlisten,
  };
}

/**
 * The notifier, dropping the cached answers a live event is about before it goes out: clients
 * refetch the ranking when told it changed, and this process must not answer them from before.
 * Other processes learn it from the database's NOTIFY, sent at commit, before these events.
 */
export function invalidatingNotifier(notifier: Notifier, cache: PublicCache): Notifier {
  return {
    toUser: (userId, event, payload) => notifier.toUser(userId, event, payload),
    toUsers: (userIds, event, payload) => notifier.toUsers(userIds, event, payload),
    toAdmins: (event, payload) => notifier.toAdmins(event, payload),
    endTokenSockets: (tokenHashes) => notifier.endTokenSockets(tokenHashes),
    endUserSockets: (userId) => notifier.endUserSockets(userId),
    broadcast(event, payload) {
      if (event === serverEvents.leaderboardUpdate || event === serverEvents.userCreated) cache.invalidate();
      else if (event === serverEvents.userUpdated) cache.invalidate('leaderboard');
      notifier.broadcast(event, payload);
    },
  };
}
