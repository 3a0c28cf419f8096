import { parisDayEnd, parisDayStart } from '../../../domain/dates';
import type { MemoryQueue, MemorySettings, MemorySummary } from '../../../domain/memory/api';
import type { Database } from '../../db/types';
import { newItemsSince, writeSettings } from '../../db/memory';
import { openMemory } from './memory';
import type { RevisionScope } from '../../../domain/memory/revision';
import { dueSummary, reviewQueue } from './queue';

/** The user's memory, and how many new items they saw today (counted while the memory is read). */
async function openWithIntroduced(db: Database, userId: string, now: number) {
  const introducedToday = () => newItemsSince(db, userId, parisDayStart(now));
  const [memory, introduced] = await Promise.all([openMemory(db, userId), introducedToday()]);
  // Built or pruned by this read: its reviews changed after the count.
  return { memory, introduced: memory.rewritten ? await introducedToday() : introduced };
}

/** GET /me/memory: the due counts of the user's material, per chapter and in total, and the settings. */
export async function memorySummary(db: Database, userId: string, now = Date.now()): Promise<MemorySummary> {
  const { memory, introduced } = await openWithIntroduced(db, userId, now);
  return { ...dueSummary(memory, introduced, parisDayEnd(now)), settings: memory.settings };
}

/** GET /me/memory/queue: what a review session over `scope` asks, in order. */
export async function memoryQueue(db: Database, userId: string, scope: RevisionScope, limit: number, now = Date.now()): Promise<MemoryQueue> {
  const { memory, introduced } = await openWithIntroduced(db, userId, now);
  return { items: reviewQueue(memory, introduced, now, parisDayEnd(now), scope, limit) };
}

/** PUT /me/memory/settings: the desired retention and the daily limit of new items. */
export async function updateMemorySettings(db: Database, userId: string, settings: MemorySettings): Promise<MemorySettings> {
  await writeSettings(db, userId, settings);
  return settings;
}
