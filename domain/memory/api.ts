import { z } from 'zod';

/** Desired retention, in percent, and its bounds (issue 19: default 90 %, 70–97 %). */
export const RETENTION_PCT = { min: 70, max: 97, default: 90 } as const;
/** New items a review session may introduce per day. */
export const DAILY_NEW_LIMIT = { min: 0, max: 200, default: 20 } as const;

/** The student's scheduling settings (PUT /me/memory/settings, shown on /account). */
export const memorySettingsBody = z.object({
  retentionPct: z.number().int().min(RETENTION_PCT.min).max(RETENTION_PCT.max),
  dailyNewLimit: z.number().int().min(DAILY_NEW_LIMIT.min).max(DAILY_NEW_LIMIT.max),
});
export type MemorySettings = z.infer<typeof memorySettingsBody>;

export const DEFAULT_MEMORY_SETTINGS: MemorySettings = { retentionPct: RETENTION_PCT.default, dailyNewLimit: DAILY_NEW_LIMIT.default };

/** Items due today and new ones available, for one chapter or in total. */
export interface DueCount {
  due: number;
  new: number;
}

/** GET /me/memory: due counts per chapter and in total. */
export interface MemorySummary {
  chapters: ({ subjectId: string; chapterId: string } & DueCount)[];
  /** `new` here is what today's limit still lets a review session introduce. */
  total: DueCount;
  settings: MemorySettings;
}

/** An item of the review queue: its id (`memoryItemId`) and, when reviewed before, how likely it is recalled now. */
export interface QueuedItem {
  id: string;
  retrievability: number | null;
}

/** GET /me/memory/queue: due items by lowest retrievability, then new items up to the daily limit. */
export interface MemoryQueue {
  items: QueuedItem[];
}

/** Items a « Points faibles » review asks at most. */
export const WEAK_ITEMS_MAX = 20;

/** GET /me/memory/weak (feature `weak-spots`): the items most often missed, most missed first. */
export interface WeakItems {
  items: { id: string; misses: number }[];
}
