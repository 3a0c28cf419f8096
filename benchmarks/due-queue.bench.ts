/**
 * The due queue of a student with 5,000 items (cards, legends, map texts in 50 chapters) and
 * 50,000 review logs, on the embedded database (PGlite, in memory): the time to answer
 * GET /me/memory/queue and GET /me/memory on the server (reading the material and the states
 * included; the server keeps them between reads, so also the first read after a recording, after
 * a material edit, and with nothing kept), the queue computed alone, the size of the answers, and the time to record one
 * 20-question session's memory update.
 *   npm run bench -- due-queue
 */
import { partsOf } from '../domain/data/parts';
import { toPartWrite, writeParts } from '../server/db/material';
import { parisDayEnd } from '../domain/dates';
import { memoryItems } from '../domain/memory/items';
import { DEFAULT_MEMORY_SETTINGS } from '../domain/memory/api';
import { openDatabase } from '../server/db';
import { insertLogs, loadStates, markBuilt, saveStates } from '../server/db/memory';
import { openMemory, reviewMemory } from '../server/services/memory/memory';
import { reviewQueue } from '../server/services/memory/queue';
import { memoryQueue, memorySummary } from '../server/services/memory/read';
import { MemoryBook, type AnsweredItem, type ReviewLogEntry } from '../server/services/memory/schedule';
import { readMaterial } from '../server/services/userData';
import { medicalMaterial } from './medicalMaterial';
import { percentile, roundMs } from './stats';
import type { BenchFigure } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;
const RUNS = 30;
const WARM_UP = 5;
const USER = 'bench-student';

/**
 * 90 % of the items reviewed 11 times over the last year, on days spread per item (49,500 logs),
 * 500 of them once more (50,000 logs in all); the other 10 % are new.
 */
function history(items: ReturnType<typeof memoryItems>, now: number) {
  const book = new MemoryBook();
  const logs: ReviewLogEntry[] = [];
  const reviewed = [...items.values()].filter((_, i) => i % 10 !== 0);
  const answer = (item: (typeof reviewed)[number], i: number, round: number): AnsweredItem => ({
    item, correct: (i + round) % 7 !== 0, almost: (i + round) % 11 === 0, durationMs: 2000 + ((i * 37) % 5000),
  });
  for (let round = 0; round < 12; round++) {
    for (let phase = 0; phase < 30; phase++) {
      const at = now - (365 - round * 30 + phase) * DAY_MS;
      const batch = reviewed.flatMap((item, i) => (i % 30 === phase && (round < 11 || i < 500) ? [answer(item, i, round)] : []));
      logs.push(...book.review(batch, `s${round}-${phase}`, at, DEFAULT_MEMORY_SETTINGS, {}));
    }
  }
  return { states: [...book.states.values()], logs };
}

/** Times `work`, each run after `before` (not timed). */
async function timed(work: () => Promise<unknown>, before: () => Promise<unknown> = async () => {}): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) {
    await before();
    await work();
  }
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await before();
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  return samples.sort((a, b) => a - b);
}

export async function run(): Promise<BenchFigure[]> {
  const db = await openDatabase({ dataDir: null });
  try {
    const now = Date.now();
    const data = medicalMaterial({ cardsPerChapter: 60, arrowTexts: true });
    const items = memoryItems(data);
    await db.query(`INSERT INTO users (id, username, username_key, password_hash, display) VALUES ($1, $1, $1, 'x', '{}'::jsonb)`, [USER]);
    await db.query('INSERT INTO user_data (user_id) VALUES ($1)', [USER]);
    await writeParts(db, USER, [...partsOf(data)].map(([key, content]) => toPartWrite(key, content)));
    const { states, logs } = history(items, now);
    await saveStates(db, USER, states);
    await insertLogs(db, USER, logs);
    await markBuilt(db, USER);

    const label = `due queue (${items.size.toLocaleString('en-US')} items, ${logs.length.toLocaleString('en-US')} logs)`;
    const session = {
      id: 'bench-session', methodId: 'association' as const, subjectId: 'med', chapterId: 'ch1', startedAt: now - 120_000, finishedAt: now,
      total: 20, correct: 20, percent: 100,
      questions: Array.from({ length: 20 }, (_, i) => ({ cardId: `k${i}`, correct: true, userAnswer: '', rightAnswer: '', ms: 3000 })),
    };
    const record = () => db.transaction((tx) => reviewMemory(tx, USER, data, session, async () => data));
    const materialEdited = () => db.query('UPDATE user_data SET revision = revision + 1 WHERE user_id = $1', [USER]);
    const statesDeleted = () =>
      db.query('UPDATE memory_settings SET states_version = states_version + 1, states_deleted_version = states_version + 1 WHERE user_id = $1', [USER]);

    const queue = await memoryQueue(db, USER, {}, 500, now);
    const summary = await memorySummary(db, USER, now);
    // The server keeps a user's memory between reads and reads again only what changed: nothing
    // (the due counts on every page), the states saved by a recording, the material after an edit,
    // or everything (after a deletion of states, or a restart).
    const queueTimes = await timed(() => memoryQueue(db, USER, {}, 500, now));
    const summaryTimes = await timed(() => memorySummary(db, USER, now));
    const recordedQueueTimes = await timed(() => memoryQueue(db, USER, {}, 500, now), record);
    const editedQueueTimes = await timed(() => memoryQueue(db, USER, {}, 500, now), materialEdited);
    const unkeptQueueTimes = await timed(() => memoryQueue(db, USER, {}, 500, now), statesDeleted);
    const memory = await openMemory(db, USER);
    const computeTimes = await timed(async () => reviewQueue(memory, 0, now, parisDayEnd(now), {}, 500));
    const materialTimes = await timed(() => readMaterial(db, USER));
    const statesTimes = await timed(() => loadStates(db, USER));
    const itemsTimes = await timed(async () => memoryItems(data));
    const recordTimes = await timed(record);

    const figure = (metric: string, sorted: number[]) => [
      { benchmark: label, metric: `${metric} p50 (${RUNS} runs)`, value: roundMs(percentile(sorted, 50)), unit: 'ms' },
      { benchmark: label, metric: `${metric} p95 (${RUNS} runs)`, value: roundMs(percentile(sorted, 95)), unit: 'ms' },
    ];
    return [
      ...figure('queue answer, server side', queueTimes),
      ...figure('due counts answer, server side', summaryTimes),
      ...figure('queue answer, first read after a recording', recordedQueueTimes),
      ...figure('queue answer, first read after a material edit', editedQueueTimes),
      ...figure('queue answer, nothing kept (all read again)', unkeptQueueTimes),
      ...figure('queue computed from loaded states', computeTimes),
      ...figure('memory update of a 20-question session', recordTimes),
      ...figure('of which: read the material', materialTimes),
      ...figure('of which: read the states', statesTimes),
      ...figure('of which: list the items', itemsTimes),
      { benchmark: label, metric: `queue answer size (${queue.items.length} items)`, value: JSON.stringify(queue).length, unit: 'bytes' },
      { benchmark: label, metric: `due counts answer size (${summary.chapters.length} chapters)`, value: JSON.stringify(summary).length, unit: 'bytes' },
      { benchmark: label, metric: 'items due today', value: summary.total.due, unit: 'items' },
    ];
  } finally {
    await db.close();
  }
}
