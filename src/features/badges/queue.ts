import { isBadgeId } from '../../../domain/badges';

/**
 * Newly gained badges shown one at a time (part 1 §4 Badges). A badge is announced once per
 * signed-in session even when both the recording answer and a live `user:updated` report it.
 */
export interface BadgeQueue {
  /** Waiting to be shown; the first one is on screen. */
  pending: string[];
  /** Every badge queued so far. */
  announced: string[];
}

export const emptyBadgeQueue: BadgeQueue = { pending: [], announced: [] };

export function enqueueBadges(queue: BadgeQueue, ids: readonly string[]): BadgeQueue {
  const fresh = ids.filter((id, i) => isBadgeId(id) && ids.indexOf(id) === i && !queue.announced.includes(id));
  if (fresh.length === 0) return queue;
  return { pending: [...queue.pending, ...fresh], announced: [...queue.announced, ...fresh] };
}

/** The badge on screen closed (after 4.5 s or a click): the next one shows. */
export function dismissBadge(queue: BadgeQueue): BadgeQueue {
  return queue.pending.length === 0 ? queue : { ...queue, pending: queue.pending.slice(1) };
}

/** Badges in `next` that `previous` did not have. */
export function gainedBadges(previous: readonly string[], next: readonly string[]): string[] {
  return next.filter((id) => !previous.includes(id));
}
