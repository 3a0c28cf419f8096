import { z } from 'zod';
import type { AnkiCardHistory } from './read';

/** A rated review of an Anki card, as the memory is rebuilt from it. */
export interface ImportedReview {
  /** Milliseconds since 1970. */
  at: number;
  /** Anki's button: 1 Again, 2 Hard, 3 Good, 4 Easy (ts-fsrs' ratings). */
  rating: 1 | 2 | 3 | 4;
}

const REVLOG = { filtered: 3, manual: 4, rescheduled: 5 } as const;

/**
 * The reviews FSRS learns from, by Anki's own filters (rslib/src/scheduler/fsrs): only rated
 * answers, cramming in a filtered deck without a rating dropped, and nothing before the last reset
 * (« Forget »: a manual entry back to interval 0). In time order.
 */
export function reviewsForMemory(history: AnkiCardHistory): ImportedReview[] {
  const sorted = [...history.reviews].sort((a, b) => a.id - b.id);
  let start = 0;
  sorted.forEach((review, index) => {
    if ((review.type === REVLOG.manual || review.type === REVLOG.rescheduled) && review.ease === 0 && review.ivl === 0) start = index + 1;
  });
  return sorted
    .slice(start)
    .filter((review) => review.ease >= 1 && review.ease <= 4 && review.type !== REVLOG.manual && review.type !== REVLOG.rescheduled)
    .map((review) => ({ at: review.id, rating: review.ease as ImportedReview['rating'] }));
}

/** The FSRS memory Anki kept in `cards.data` when FSRS was on (`s` stability in days, `d` difficulty 1–10), or null. */
export function ankiFsrsMemory(data: string): { stability: number; difficulty: number } | null {
  try {
    const parsed = JSON.parse(data) as { s?: unknown; d?: unknown };
    const { s, d } = parsed;
    if (typeof s === 'number' && typeof d === 'number' && s > 0 && s <= 36500 && d >= 1 && d <= 10) return { stability: s, difficulty: d };
  } catch {
    // No JSON: no FSRS memory.
  }
  return null;
}

/** POST /me/memory/anki: the history of imported items (at most a few hundred per request). */
export const ankiMemoryBody = z.object({
  items: z
    .array(
      z.object({
        itemId: z.string().min(1).max(700),
        reviews: z.array(z.object({ at: z.number().int().min(0), rating: z.number().int().min(1).max(4) })).max(2000),
        stability: z.number().positive().max(36500).optional(),
        difficulty: z.number().min(1).max(10).optional(),
      }),
    )
    .min(1)
    .max(500),
});
export type AnkiMemoryBody = z.infer<typeof ankiMemoryBody>;

/** Its answer: how many items got a memory (those with no memory yet, found in the material). */
export interface AnkiMemoryResponse {
  imported: number;
}

/** An imported item's memory request, from the Anki cards it comes from (the card with the most reviews). */
export function memoryRequest(itemId: string, histories: AnkiCardHistory[]): AnkiMemoryBody['items'][number] | null {
  let best: { reviews: ImportedReview[]; history: AnkiCardHistory } | null = null;
  for (const history of histories) {
    const reviews = reviewsForMemory(history);
    if (!best || reviews.length > best.reviews.length) best = { reviews, history };
  }
  if (!best || best.reviews.length === 0) return null;
  const fsrs = ankiFsrsMemory(best.history.card.data);
  return { itemId, reviews: best.reviews, ...(fsrs ?? {}) };
}
