import { atom } from 'jotai';
import { dismissBadge, emptyBadgeQueue, enqueueBadges, type BadgeQueue } from '../features/badges/queue';
import { appStore } from './store';

export const badgeQueueAtom = atom<BadgeQueue>(emptyBadgeQueue);

/** Queues badges for the popup; ones already announced are skipped. */
export function queueBadges(ids: readonly string[]): void {
  appStore.set(badgeQueueAtom, (queue) => enqueueBadges(queue, ids));
}

export function dismissCurrentBadge(): void {
  appStore.set(badgeQueueAtom, dismissBadge);
}

/** Signed out: nothing of the previous user is shown. */
export function resetBadgeQueue(): void {
  appStore.set(badgeQueueAtom, emptyBadgeQueue);
}
