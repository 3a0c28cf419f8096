import { asksByMemoryId, type TrainingSession } from '../../../domain/data/sessions';
import { QUESTION_MS } from '../../../domain/duels/rules';
import type { Material } from '../../../domain/data/userData';
import { METHOD_OF_KIND, memoryItems, type MemoryItem, type MemoryKind } from '../../../domain/memory/items';
import { DEFAULT_MEMORY_SETTINGS, type MemorySettings } from '../../../domain/memory/api';
import type { Database, Queryable } from '../../db/types';
import {
  clearMemory,
  dayLoads,
  deleteItems,
  deleteOtherChapters,
  insertLogs,
  loadStates,
  loadStatesSince,
  markBuilt,
  readMemoryStamp,
  type MemoryStamp,
  readSettings,
  saveStates,
  slowTimes,
} from '../../db/memory';
import { duelReviewsInOrder, type DuelReview } from '../../db/duels';
import { examReviewsInOrder, type ExamReview } from '../../db/exams';
import { sessionRowsInOrder } from '../../db/trainingSessions';
import { lockUser } from '../../db/users';
import { toSession } from '../../presenters/sessions';
import { readMaterial } from '../userData';
import { KeptMemories, type ReadMemory } from './keptMemories';
import { MemoryBook, MIN_TIMED_REVIEWS, percentile75, type AnsweredItem, type MemoryState, type SlowTimes } from './schedule';

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
 * session asks its chapter's items of its method by their question ids; a review or QCM session
 * asks items by their memory ids.
 */
export function answeredItems(session: TrainingSession, items: ReadonlyMap<string, MemoryItem>): AnsweredItem[] {
  const asked = asksByMemoryId(session.methodId) ? items : byQuestionId(session, items);
  const averageMs = Math.round((session.finishedAt - session.startedAt) / Math.max(1, session.questions.length));
  return session.questions.flatMap((question) => {
    const item = asked.get(question.cardId);
    if (!item) return [];
    return [{ item, correct: question.correct, almost: question.almost === true, durationMs: question.ms ?? averageMs }];
  });
}

/**
 * Of `states`, those whose item is still there on the same expected answer, by item id; the others
 * are forgotten, and `deletedAt` says the states versions that moved to (see `keptStamp`).
 */
async function validStates(
  db: Queryable,
  userId: string,
  items: ReadonlyMap<string, MemoryItem>,
  states: Iterable<MemoryState>,
): Promise<{ states: Map<string, MemoryState>; deletedAt: number[] }> {
  const valid = new Map<string, MemoryState>();
  const stale: MemoryState[] = [];
  for (const state of states) {
    if (items.get(state.item.id)?.answerHash === state.item.answerHash) valid.set(state.item.id, state);
    else stale.push(state);
  }
  const deletedAt = stale.length > 0 ? await deleteItems(db, userId, stale.map((state) => state.item)) : [];
  return { states: valid, deletedAt };
}

/**
 * The stamp to keep a memory under after its read deleted stale states at `deletedAt`: those
 * deletions moved the states version on, which would make the next read read everything again.
 * When they follow the stamp with nothing between (no other write), the memory is that of the last
 * of them; otherwise the stamp read first stands (the next read then reads what changed).
 */
function keptStamp(stamp: MemoryStamp, deletedAt: readonly number[]): MemoryStamp {
  const ownOnly = deletedAt.length > 0 && deletedAt.every((version, i) => version === stamp.statesVersion + i + 1);
  return ownOnly ? { ...stamp, statesVersion: deletedAt[deletedAt.length - 1]! } : stamp;
}

/** A recorded session's or a submitted exam's answers, as the memory reviews them. */
interface Review {
  id: string;
  at: number;
  answers: AnsweredItem[];
}

/**
 * The answers of a submitted exam as reviews, graded as in revision: full credit is right; a
 * QROC « almost » (wrong in the exam's grade) or a QRM with one discordance is right but hard;
 * anything else, an unanswered question included, is wrong.
 */
export function examAnsweredItems(review: ExamReview, items: ReadonlyMap<string, MemoryItem>): AnsweredItem[] {
  return review.answers.flatMap((answer) => {
    const item = items.get(answer.itemId);
    if (!item) return [];
    const partly = answer.verdict === 'almost' || answer.credit === 0.5;
    return [{ item, correct: answer.credit === 1 || partly, almost: partly, durationMs: answer.timeMs }];
  });
}

/**
 * The answers of the user's side in a duel they set up, as reviews: « Presque ! » is right but
 * hard; a question let run out is wrong, timed at the question's whole time.
 */
export function duelAnsweredItems(review: DuelReview, items: ReadonlyMap<string, MemoryItem>): AnsweredItem[] {
  return review.answers.flatMap((answer) => {
    const item = items.get(answer.itemId);
    if (!item) return [];
    return [{ item, correct: answer.verdict !== 'wrong', almost: answer.verdict === 'almost', durationMs: answer.ms ?? QUESTION_MS }];
  });
}

/** The recorded sessions, submitted exams and finished duels (those the user set up) of the user, in the order they ended. */
async function reviewsInOrder(tx: Queryable, userId: string, items: ReadonlyMap<string, MemoryItem>): Promise<Review[]> {
  const sessions = (await sessionRowsInOrder(tx, userId)).map((row): Review => {
    const session = toSession(row);
    return { id: session.id, at: session.finishedAt, answers: answeredItems(session, items) };
  });
  const exams = (await examReviewsInOrder(tx, userId)).map((exam): Review => ({ id: examReviewId(exam.id), at: exam.submittedAt, answers: examAnsweredItems(exam, items) }));
  const duels = (await duelReviewsInOrder(tx, userId)).map((duel): Review => ({ id: duelReviewId(duel.id), at: duel.finishedAt, answers: duelAnsweredItems(duel, items) }));
  // The lists are in order: a stable sort keeps a session before an exam or a duel that ended at the same time.
  return [...sessions, ...exams, ...duels].sort((a, b) => a.at - b.at);
}

/** The review log's session id of an exam's answers. */
export const examReviewId = (examId: string) => `exam:${examId}`;
/** The review log's session id of a duel's answers (the challenger's). */
export const duelReviewId = (duelId: string) => `duel:${duelId}`;

/**
 * Builds the states by replaying the user's recorded sessions and submitted exams in the order they finished,
 * exactly as recording them one by one would have (same book, same percentiles of answer time).
 */
async function rebuild(tx: Queryable, userId: string, items: ReadonlyMap<string, MemoryItem>, settings: MemorySettings): Promise<void> {
  await clearMemory(tx, userId);
  const reviews = await reviewsInOrder(tx, userId, items);
  const book = new MemoryBook();
  const times = new Map<MemoryKind, number[]>();
  const logs = [];
  for (const review of reviews) {
    const slow: SlowTimes = {};
    for (const [kind, sorted] of times) {
      const p75 = percentile75(sorted);
      if (p75 !== undefined) slow[kind] = p75;
    }
    for (const log of book.review(review.answers, review.id, review.at, settings, slow)) {
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

/** Builds the user's states from the recorded sessions if that was never done (in the caller's transaction, user locked). */
export async function buildMemory(tx: Queryable, userId: string, items: ReadonlyMap<string, MemoryItem>): Promise<void> {
  const settings = await readSettings(tx, userId);
  if (!settings.built) await rebuild(tx, userId, items, settings);
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
  const review = { id: session.id, at: session.finishedAt };
  await reviewAnswered(tx, userId, material, (items) => answeredItems(session, items), review, wholeMaterial);
}

/**
 * Reviews the items a submitted exam asked (called by the submission, in its transaction, once
 * the exam is stored as submitted): as a recording does, from every recorded session and exam
 * on the first build.
 */
export async function reviewExamMemory(
  tx: Queryable,
  userId: string,
  material: Material,
  exam: ExamReview,
  /** The whole material, read only for the first build (`material` may hold the exam's chapters alone). */
  wholeMaterial: () => Promise<Material>,
): Promise<void> {
  const review = { id: examReviewId(exam.id), at: exam.submittedAt };
  await reviewAnswered(tx, userId, material, (items) => examAnsweredItems(exam, items), review, wholeMaterial);
}

/**
 * Reviews a finished duel's answers of its challenger (called by the duel's end, in its
 * transaction, once the duel is stored as finished): as a recording does, from every recorded
 * session, exam and duel on the first build.
 */
export async function reviewDuelMemory(
  tx: Queryable,
  userId: string,
  material: Material,
  duel: DuelReview,
  /** The whole material, read only for the first build (`material` may hold the duel's chapters alone). */
  wholeMaterial: () => Promise<Material>,
): Promise<void> {
  const review = { id: duelReviewId(duel.id), at: duel.finishedAt };
  await reviewAnswered(tx, userId, material, (items) => duelAnsweredItems(duel, items), review, wholeMaterial);
}

/**
 * Reviews answered items of `material` under `review.id`, with the same rules whoever answered:
 * a recorded session, a submitted exam or a finished duel, each already stored: the first build
 * replays the whole history, this review included.
 */
async function reviewAnswered(
  tx: Queryable,
  userId: string,
  material: Material,
  answered: (items: ReadonlyMap<string, MemoryItem>) => AnsweredItem[],
  review: { id: string; at: number },
  wholeMaterial: () => Promise<Material>,
): Promise<void> {
  const settings = await readSettings(tx, userId);
  if (!settings.built) {
    await rebuild(tx, userId, memoryItems(await wholeMaterial()), settings);
    return;
  }
  const items = memoryItems(material);
  await deleteOtherChapters(tx, userId, material.subjects.flatMap((s) => s.chapters.map((c) => ({ subjectId: s.id, chapterId: c.id }))));
  const answers = answered(items);
  const asked = await loadStates(tx, userId, answers.map((answer) => answer.item));
  const edited = asked.filter((state) => items.get(state.item.id)?.answerHash !== state.item.answerHash);
  if (edited.length > 0) await deleteItems(tx, userId, edited.map((state) => state.item));
  const loads = await dayLoads(tx, userId, [...new Set(answers.map((answer) => answer.item.group))]);
  const book = new MemoryBook(asked.filter((state) => !edited.includes(state)), loads);
  const logs = book.review(answers, review.id, review.at, settings, await slowTimes(tx, userId, MIN_TIMED_REVIEWS));
  await saveStates(tx, userId, logs.map((log) => book.states.get(log.item.id)!));
  await insertLogs(tx, userId, logs);
}

export interface OpenMemory extends ReadMemory {
  settings: MemorySettings;
  /**
   * This read built the states (from the recorded sessions) or forgot stale ones: what was counted
   * beside it (today's new items) may predate that.
   */
  rewritten?: true;
}

/** Items of the memories kept between reads, all users together (about 1 KB each: some 50 MB at most). */
const KEPT_ITEMS = 50_000;
/** Per database, as a process may open several (tests do). */
const keptPerDatabase = new WeakMap<Database, KeptMemories>();

function keptMemoriesOf(db: Database): KeptMemories {
  let kept = keptPerDatabase.get(db);
  if (!kept) {
    kept = new KeptMemories(KEPT_ITEMS);
    keptPerDatabase.set(db, kept);
  }
  return kept;
}

/**
 * The user's memory for reading (due counts, queue, statistics): built on first use, stale states
 * dropped. Kept for the next read, which then reads a stamp and only what changed since: the
 * states saved (a recording), the material (an edit); everything when states were deleted.
 */
export async function openMemory(db: Database, userId: string): Promise<OpenMemory> {
  const keptMemories = keptMemoriesOf(db);
  const stamp = await readMemoryStamp(db, userId);
  const settings: MemorySettings = stamp ? { retentionPct: stamp.retentionPct, dailyNewLimit: stamp.dailyNewLimit } : { ...DEFAULT_MEMORY_SETTINGS };
  const kept = stamp?.built ? keptMemories.get(userId) : undefined;
  if (stamp && kept && kept.statesVersion >= stamp.deletedVersion) {
    const sameMaterial = kept.materialRevision === stamp.materialRevision;
    const sameStates = kept.statesVersion === stamp.statesVersion;
    if (sameMaterial && sameStates) return { ...kept.memory, settings };
    const items = sameMaterial ? kept.memory.items : memoryItems((await readMaterial(db, userId)).data);
    const saved = sameStates ? [] : await loadStatesSince(db, userId, kept.statesVersion);
    const states = new Map(kept.memory.states);
    for (const state of saved) states.set(state.item.id, state);
    if (sameMaterial) {
      keptMemories.set(userId, stamp, { items, states });
      return { items, states, settings };
    }
    const valid = await validStates(db, userId, items, states.values());
    keptMemories.set(userId, keptStamp(stamp, valid.deletedAt), { items, states: valid.states });
    return { items, states: valid.states, settings, ...(valid.deletedAt.length > 0 ? { rewritten: true as const } : {}) };
  }
  const itemsRead = readMaterial(db, userId).then(({ data }) => memoryItems(data));
  if (!stamp?.built) {
    const items = await itemsRead;
    await db.transaction(async (tx) => {
      // The same lock as a recording: one build, never beside a recording.
      await lockUser(tx, userId);
      const current = await readSettings(tx, userId);
      if (!current.built) await rebuild(tx, userId, items, current);
    });
  }
  // The items are listed while the database reads the states.
  const [items, loaded] = await Promise.all([itemsRead, loadStates(db, userId)]);
  const valid = await validStates(db, userId, items, loaded);
  const memory = { items, states: valid.states };
  if (stamp?.built) keptMemories.set(userId, keptStamp(stamp, valid.deletedAt), memory);
  return { ...memory, settings, ...(stamp?.built && valid.deletedAt.length === 0 ? {} : { rewritten: true as const }) };
}
