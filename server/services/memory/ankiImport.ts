import { createEmptyCard, State, type Card, type Grade } from 'ts-fsrs';
import type { AnkiMemoryBody } from '../../../domain/anki/history';
import { memoryItems } from '../../../domain/memory/items';
import type { Database } from '../../db/types';
import { loadStates, readSettings, saveStates } from '../../db/memory';
import { lockUser } from '../../db/users';
import { readMaterial } from '../userData';
import { buildMemory } from './memory';
import { scheduler } from './schedule';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The FSRS memory of an item from its Anki review log: ts-fsrs replays the rated reviews from a new
 * card. When Anki had FSRS on, its own stability and difficulty are kept (it may have learned
 * parameters of its own) and the next due date follows from them at the student's retention.
 */
export function memoryFromHistory(item: AnkiMemoryBody['items'][number], retentionPct: number, now: number): Card | null {
  const reviews = item.reviews.filter((review) => review.at <= now).sort((a, b) => a.at - b.at);
  if (reviews.length === 0) return null;
  const f = scheduler(retentionPct);
  const history = reviews.map((review) => ({ rating: review.rating as Grade, review: new Date(review.at) }));
  const { collections } = f.reschedule(createEmptyCard(new Date(reviews[0]!.at)), history, { skipManual: true, update_memory_state: true, now: new Date(now) });
  const card = collections.at(-1)?.card;
  if (!card) return null;
  if (item.stability !== undefined && item.difficulty !== undefined && card.state === State.Review) {
    const last = reviews.at(-1)!.at;
    const days = f.next_interval(item.stability, 0);
    return { ...card, stability: item.stability, difficulty: item.difficulty, scheduled_days: days, due: new Date(last + days * DAY_MS) };
  }
  return card;
}

/**
 * Records the memory of imported items: only items of the student's material that have no memory
 * yet (what they reviewed in Mnémo is never overwritten). Nothing else moves: no session is recorded,
 * so no points are earned and the weekly count of qualifying sessions stays as it was.
 */
export async function importAnkiMemory(db: Database, userId: string, body: AnkiMemoryBody, now = Date.now()): Promise<number> {
  const items = memoryItems((await readMaterial(db, userId)).data);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    // The states are built from the recorded sessions first: a later build would start over without these.
    await buildMemory(tx, userId, items);
    const settings = await readSettings(tx, userId);
    const known = body.items.filter((entry) => items.has(entry.itemId));
    const existing = new Set((await loadStates(tx, userId, known.map((entry) => items.get(entry.itemId)!))).map((state) => state.item.id));
    const states = [];
    for (const entry of known) {
      if (existing.has(entry.itemId)) continue;
      const card = memoryFromHistory(entry, settings.retentionPct, now);
      const { id, subjectId, chapterId, key, kind, group, answerHash } = items.get(entry.itemId)!;
      if (card) states.push({ item: { id, subjectId, chapterId, key, kind, group, answerHash }, card });
    }
    await saveStates(tx, userId, states);
    return states.length;
  });
}

