import { REVISION_METHOD_ID, type TrainingSession } from '../../../domain/data/sessions';
import type { Material } from '../../../domain/data/userData';
import { METHOD_OF_KIND, memoryItems, type MemoryItem, type MemoryKind } from '../../../domain/memory/items';
import type { MemorySettings } from '../../../domain/memory/api';
import type { Database, Queryable } from '../../db/types';
import {
  clearMemory,
  dayLoads,
  deleteItems,
  deleteOtherChapters,
  insertLogs,
  loadStates,
  markBuilt,
  readSettings,
  saveStates,
  slowTimes,
} from '../../db/memory';
import { sessionRowsInOrder } from '../../db/trainingSessions';
import { lockUser } from '../../db/users';
import { toSession } from '../../presenters/sessions';
import { MemoryBook, MIN_TIMED_REVIEWS, percentile75, type AnsweredItem, type SlowTimes } from './schedule';

/**
 * Spaced repetition on the server: the memory states follow the verified sessions it records.
 * Stale states (an item deleted, its chapter deleted, or its expected answer edited) are dropped
 * lazily, whenever the states are read for a recording or for the due counts and queue.
 */

/** The items a session of a method may ask, by the ids its questions name them. */
function byQuestionId(session: TrainingSession, items: ReadonlyMap<string, MemoryItem>): Map<string, MemoryItem> {
  const asked = new Map<string, MemoryItem>();
  for (const item of items.values()) {
    if (item.subjectId === session.subjectId && item.chapterId === session.chapterId && METHOD_OF_KIND[item.kind] === session.methodId) {
      asked.set(item.questionId, item);
    }
  }
  return asked;
}

/**
 * The items a recorded session asked, with how they were answered and how long it took. A method's
 * session asks its chapter's items of its method by their question ids; a review session asks
 * items by their memory ids.
 */
export function answeredItems(session: TrainingSession, items: ReadonlyMap<string, MemoryItem>): AnsweredItem[] {
  const asked = session.methodId === REVISION_METHOD_ID ? items : byQuestionId(session, items);
  const averageMs = Math.round((session.finishedAt - session.startedAt) / Math.max(1, session.questions.length));
  return session.questions.flatMap((question) => {
    const item = asked.get(question.cardId);
    if (!item) return [];
    return [{ item, correct: question.correct, almost: question.almost === true, durationMs: question.ms ?? averageMs }];
  });
}

/** The user's states as a book, without those whose item is gone or whose expected answer changed (deleted here). */
async function openBook(db: Queryable, userId: string, items: ReadonlyMap<string, MemoryItem>): Promise<MemoryBook> {
  const states = await loadStates(db, userId);
  const stale = states.filter((state) => items.get(state.item.id)?.answerHash !== state.item.answerHash);
  if (stale.length > 0) await deleteItems(db, userId, stale.map((state) => state.item));
  const staleIds = new Set(stale.map((state) => state.item.id));
  return new MemoryBook(states.filter((state) => !staleIds.has(state.item.id)));
}

/**
 * Builds the states by replaying the user's recorded sessions in the order they finished,
 * exactly as recording them one by one would have (same book, same percentiles of answer time).
 */
async function rebuild(tx: Queryable, userId: string, items: ReadonlyMap<string, MemoryItem>, settings: MemorySettings): Promise<void> {
  await clearMemory(tx, userId);
  const sessions = await sessionRowsInOrder(tx, userId);
  const book = new MemoryBook();
  const times = new Map<MemoryKind, number[]>();
  const logs = [];
  for (const row of sessions) {
    const session = toSession(row);
    const slow: SlowTimes = {};
    for (const [kind, sorted] of times) {
      const p75 = percentile75(sorted);
      if (p75 !== undefined) slow[kind] = p75;
    }
    for (const log of book.review(answeredItems(session, items), session.id, session.finishedAt, settings, slow)) {
      logs.push(log);
      const sorted = times.get(log.item.kind) ?? [];
      sorted.splice(sortedIndex(sorted, log.durationMs), 0, log.durationMs);
      times.set(log.item.kind, sorted);
    }
  }
  await saveStates(tx, userId, [...book.states.values()]);
  await insertLogs(tx, userId, logs);
  await markBuilt(tx, userId);
}

function sortedIndex(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Reviews the items a verified session asked (called by the recording, in its transaction, after
 * the session is stored). On the user's first recording since spaced repetition exists, the
 * states are built from every recorded session instead, this one included. Recording drops the
 * states of deleted chapters, and restarts an asked item whose expected answer changed; reading
 * (`openMemory`) drops every stale state.
 */
export async function reviewMemory(
  tx: Queryable,
  userId: string,
  material: Material,
  session: TrainingSession,
  /** The whole material, read only for the first build (`material` may hold the session's chapter alone). */
  wholeMaterial: () => Promise<Material>,
): Promise<void> {
  const settings = await readSettings(tx, userId);
  if (!settings.built) return rebuild(tx, userId, memoryItems(await wholeMaterial()), settings);
  const items = memoryItems(material);
  await deleteOtherChapters(tx, userId, material.subjects.flatMap((s) => s.chapters.map((c) => ({ subjectId: s.id, chapterId: c.id }))));
  const answers = answeredItems(session, items);
  const asked = await loadStates(tx, userId, answers.map((answer) => answer.item));
  const edited = asked.filter((state) => items.get(state.item.id)?.answerHash !== state.item.answerHash);
  if (edited.length > 0) await deleteItems(tx, userId, edited.map((state) => state.item));
  const loads = await dayLoads(tx, userId, [...new Set(answers.map((answer) => answer.item.group))]);
  const book = new MemoryBook(asked.filter((state) => !edited.includes(state)), loads);
  const logs = book.review(answers, session.id, session.finishedAt, settings, await slowTimes(tx, userId, MIN_TIMED_REVIEWS));
  await saveStates(tx, userId, logs.map((log) => book.states.get(log.item.id)!));
  await insertLogs(tx, userId, logs);
}

export interface OpenMemory {
  items: Map<string, MemoryItem>;
  book: MemoryBook;
  settings: MemorySettings;
}

/** The user's memory for reading (due counts, queue): built on first use, stale states dropped. */
export async function openMemory(db: Database, userId: string, material: Material): Promise<OpenMemory> {
  const items = memoryItems(material);
  let settings = await readSettings(db, userId);
  if (!settings.built) {
    settings = await db.transaction(async (tx) => {
      // The same lock as a recording: one build, never beside a recording.
      await lockUser(tx, userId);
      const current = await readSettings(tx, userId);
      if (!current.built) await rebuild(tx, userId, items, current);
      return current;
    });
  }
  return { items, book: await openBook(db, userId, items), settings: { retentionPct: settings.retentionPct, dailyNewLimit: settings.dailyNewLimit } };
}
