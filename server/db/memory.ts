import type { State } from 'ts-fsrs';
import { memoryItemId, type MemoryKind } from '../../domain/memory/items';
import { DEFAULT_MEMORY_SETTINGS, type MemorySettings } from '../../domain/memory/api';
import type { DayLoads, MemoryState, ReviewLogEntry, SlowTimes, StateItem } from '../services/memory/schedule';
import { TIME_ZONE } from '../../domain/limits';
import type { Queryable } from './types';

/** The memory states, review logs and settings of spaced repetition (migration 014). */

/**
 * A state row as a JSON array: subject, chapter, item key, kind, group, answer hash, state, due,
 * stability, difficulty, scheduled days, learning steps, reps, lapses, last review (times in ms).
 */
type StateTuple = [string, string, string, MemoryKind, string, string, number, number, number, number, number, number, number, number, number | null];

function toState([subjectId, chapterId, key, kind, group, answerHash, state, due, stability, difficulty, scheduledDays, learningSteps, reps, lapses, lastReview]: StateTuple): MemoryState {
  return {
    item: { id: memoryItemId(subjectId, chapterId, key), subjectId, chapterId, key, kind, group, answerHash },
    card: {
      due: new Date(due),
      stability,
      difficulty,
      elapsed_days: 0,
      scheduled_days: scheduledDays,
      learning_steps: learningSteps,
      reps,
      lapses,
      state: state as State,
      ...(lastReview !== null ? { last_review: new Date(lastReview) } : {}),
    },
  };
}

const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

const STATE_JSON = `coalesce(json_agg(json_build_array(subject_id, chapter_id, item_key, kind, group_key, answer_hash, state,
  ${epochMs('due')}, stability, difficulty, scheduled_days, learning_steps, reps, lapses, ${epochMs('last_review')})), '[]')::text`;

/**
 * The user's states, or only those of `items`. They come as one JSON text parsed here:
 * thousands of rows of fifteen columns cost far more to decode one value at a time.
 */
export async function loadStates(db: Queryable, userId: string, items?: readonly ItemRef[]): Promise<MemoryState[]> {
  const found = items
    ? await db.query<{ states: string }>(`SELECT ${STATE_JSON} AS states FROM memory_states WHERE user_id = $1 AND ${ITEMS_IN}`, itemParams(userId, items))
    : await db.query<{ states: string }>(`SELECT ${STATE_JSON} AS states FROM memory_states WHERE user_id = $1`, [userId]);
  return (JSON.parse(found.rows[0]?.states ?? '[]') as StateTuple[]).map(toState);
}

/** The user's states saved after states version `version` (migration 015). */
export async function loadStatesSince(db: Queryable, userId: string, version: number): Promise<MemoryState[]> {
  const found = await db.query<{ states: string }>(`SELECT ${STATE_JSON} AS states FROM memory_states WHERE user_id = $1 AND version > $2`, [userId, version]);
  return (JSON.parse(found.rows[0]?.states ?? '[]') as StateTuple[]).map(toState);
}

/** Where an item is, in its user's material. */
type ItemRef = Pick<StateItem, 'subjectId' | 'chapterId' | 'key'>;
const ITEMS_IN = '(subject_id, chapter_id, item_key) IN (SELECT * FROM unnest($2::text[], $3::text[], $4::text[]))';
const itemParams = (userId: string, items: readonly ItemRef[]) => [
  userId,
  items.map((i) => i.subjectId),
  items.map((i) => i.chapterId),
  items.map((i) => i.key),
];

const DUE_DAY = `floor(${epochMs('due')} / 86400000)::int`;

/** How many of the user's states fall due each day, overall and for the sibling `groups` (see `dayOf`). */
export async function dayLoads(db: Queryable, userId: string, groups: readonly string[]): Promise<DayLoads> {
  const [all, siblings] = await Promise.all([
    db.query<{ day: number; n: number }>(`SELECT ${DUE_DAY} AS day, count(*)::int AS n FROM memory_states WHERE user_id = $1 GROUP BY 1`, [userId]),
    db.query<{ group_key: string; day: number; n: number }>(
      `SELECT group_key, ${DUE_DAY} AS day, count(*)::int AS n FROM memory_states WHERE user_id = $1 AND group_key = ANY($2::text[]) GROUP BY 1, 2`,
      [userId, groups],
    ),
  ]);
  const groupDays = new Map<string, Map<number, number>>();
  for (const row of siblings.rows) {
    const days = groupDays.get(row.group_key) ?? new Map<number, number>();
    days.set(row.day, row.n);
    groupDays.set(row.group_key, days);
  }
  return { perDay: new Map(all.rows.map((row) => [row.day, row.n])), groupDays };
}

/**
 * Runs `deletion`, a DELETE of the user's memory states (`$1` the user) with RETURNING, and moves
 * both states versions on (migration 015) in the same statement when it deleted any row. Answers
 * the states version it moved to, or null when nothing was deleted.
 */
async function deleteStates(db: Queryable, deletion: string, params: unknown[]): Promise<number | null> {
  const moved = await db.query<{ version: number }>(
    `WITH deleted AS (${deletion})
     INSERT INTO memory_settings (user_id, states_version, states_deleted_version) SELECT $1, 1, 1 WHERE EXISTS (SELECT 1 FROM deleted)
     ON CONFLICT (user_id) DO UPDATE
       SET states_version = memory_settings.states_version + 1, states_deleted_version = memory_settings.states_version + 1
     RETURNING states_version::float8 AS version`,
    params,
  );
  return moved.rows[0]?.version ?? null;
}

/** Forgets the items of chapters no longer in the material (`chapters`: subject and chapter ids). */
export async function deleteOtherChapters(db: Queryable, userId: string, chapters: readonly { subjectId: string; chapterId: string }[]): Promise<void> {
  const params = [userId, chapters.map((c) => c.subjectId), chapters.map((c) => c.chapterId)];
  const other = '(subject_id, chapter_id) NOT IN (SELECT * FROM unnest($2::text[], $3::text[]))';
  // A chapter's reviews go with its states (never one without the other): when no state went, the
  // tens of thousands of review logs need not be scanned.
  if ((await deleteStates(db, `DELETE FROM memory_states WHERE user_id = $1 AND ${other} RETURNING 1`, params)) !== null) {
    await db.query(`DELETE FROM review_logs WHERE user_id = $1 AND ${other}`, params);
  }
}

const iso = (at: Date | undefined) => (at ? at.toISOString() : null);
/** Rows per statement: a few arrays of this length stay well within a query's size. */
const BATCH = 2000;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

/** Inserts or replaces states. */
export async function saveStates(db: Queryable, userId: string, states: readonly MemoryState[]): Promise<void> {
  for (const part of batches(states)) {
    const column = <T>(pick: (state: MemoryState) => T) => part.map(pick);
    // The states version moves on and stamps the rows written (migration 015).
    await db.query(
      `WITH version AS (
         INSERT INTO memory_settings (user_id, states_version) VALUES ($1, 1)
         ON CONFLICT (user_id) DO UPDATE SET states_version = memory_settings.states_version + 1 RETURNING states_version)
       INSERT INTO memory_states (user_id, subject_id, chapter_id, item_key, kind, group_key, answer_hash, state, due, stability,
                                  difficulty, scheduled_days, learning_steps, reps, lapses, last_review, version)
       SELECT $1, s.*, (SELECT states_version FROM version)
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::smallint[],
                     $9::timestamptz[], $10::float8[], $11::float8[], $12::int[], $13::int[], $14::int[], $15::int[],
                     $16::timestamptz[]) AS s
       ON CONFLICT (user_id, subject_id, chapter_id, item_key) DO UPDATE SET
         kind = EXCLUDED.kind, group_key = EXCLUDED.group_key, answer_hash = EXCLUDED.answer_hash, state = EXCLUDED.state,
         due = EXCLUDED.due, stability = EXCLUDED.stability, difficulty = EXCLUDED.difficulty,
         scheduled_days = EXCLUDED.scheduled_days, learning_steps = EXCLUDED.learning_steps, reps = EXCLUDED.reps,
         lapses = EXCLUDED.lapses, last_review = EXCLUDED.last_review, version = EXCLUDED.version`,
      [
        userId,
        column((s) => s.item.subjectId),
        column((s) => s.item.chapterId),
        column((s) => s.item.key),
        column((s) => s.item.kind),
        column((s) => s.item.group),
        column((s) => s.item.answerHash),
        column((s) => s.card.state),
        column((s) => s.card.due.toISOString()),
        column((s) => s.card.stability),
        column((s) => s.card.difficulty),
        column((s) => s.card.scheduled_days),
        column((s) => s.card.learning_steps),
        column((s) => s.card.reps),
        column((s) => s.card.lapses),
        column((s) => iso(s.card.last_review)),
      ],
    );
  }
}

export async function insertLogs(db: Queryable, userId: string, logs: readonly ReviewLogEntry[]): Promise<void> {
  for (const part of batches(logs)) {
    const column = <T>(pick: (log: ReviewLogEntry) => T) => part.map(pick);
    await db.query(
      `INSERT INTO review_logs (user_id, subject_id, chapter_id, item_key, kind, session_id, reviewed_at, rating, state_before,
                                elapsed_days, scheduled_days, stability, difficulty, duration_ms)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::smallint[],
                                $9::smallint[], $10::int[], $11::int[], $12::float8[], $13::float8[], $14::int[])`,
      [
        userId,
        column((l) => l.item.subjectId),
        column((l) => l.item.chapterId),
        column((l) => l.item.key),
        column((l) => l.item.kind),
        column((l) => l.sessionId),
        column((l) => new Date(l.reviewedAt).toISOString()),
        column((l) => l.rating),
        column((l) => l.stateBefore),
        column((l) => l.elapsedDays),
        column((l) => l.scheduledDays),
        column((l) => l.stability),
        column((l) => l.difficulty),
        column((l) => l.durationMs),
      ],
    );
  }
}

/** Forgets items: their states and their review logs. Answers the states versions its deletions moved to, in order. */
export async function deleteItems(db: Queryable, userId: string, items: readonly ItemRef[]): Promise<number[]> {
  const versions: number[] = [];
  for (const part of batches(items)) {
    const version = await deleteStates(db, `DELETE FROM memory_states WHERE user_id = $1 AND ${ITEMS_IN} RETURNING 1`, itemParams(userId, part));
    if (version !== null) versions.push(version);
    await db.query(`DELETE FROM review_logs WHERE user_id = $1 AND ${ITEMS_IN}`, itemParams(userId, part));
  }
  return versions;
}

/** The 75th percentile of the user's answer times per kind of item, where there are enough reviews to tell. */
export async function slowTimes(db: Queryable, userId: string, minimum: number): Promise<SlowTimes> {
  const found = await db.query<{ kind: MemoryKind; p75: number }>(
    `SELECT kind, percentile_disc(0.75) WITHIN GROUP (ORDER BY duration_ms) AS p75
       FROM review_logs WHERE user_id = $1 GROUP BY kind HAVING count(*) >= $2`,
    [userId, minimum],
  );
  return Object.fromEntries(found.rows.map((row) => [row.kind, Number(row.p75)]));
}

/** How many items the user saw for the first time since `since`. */
export async function newItemsSince(db: Queryable, userId: string, since: number): Promise<number> {
  const found = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM review_logs WHERE user_id = $1 AND state_before = 0 AND reviewed_at >= $2',
    [userId, new Date(since)],
  );
  return found.rows[0]?.n ?? 0;
}

export interface StoredSettings extends MemorySettings {
  /** Whether the states were built from the recorded sessions already. */
  built: boolean;
}

export async function readSettings(db: Queryable, userId: string): Promise<StoredSettings> {
  const found = await db.query<{ retention_pct: number; daily_new_limit: number; built_at: Date | null }>(
    'SELECT retention_pct, daily_new_limit, built_at FROM memory_settings WHERE user_id = $1',
    [userId],
  );
  const row = found.rows[0];
  if (!row) return { ...DEFAULT_MEMORY_SETTINGS, built: false };
  return { retentionPct: row.retention_pct, dailyNewLimit: row.daily_new_limit, built: row.built_at !== null };
}

/**
 * What says whether memory read earlier is still the stored one: the revision of the material
 * (items come from it), the version of the states (migration 015), and the settings. Null without
 * an account.
 */
export interface MemoryStamp extends StoredSettings {
  materialRevision: number;
  statesVersion: number;
  /** The states version of the last deletion of states. */
  deletedVersion: number;
}

export async function readMemoryStamp(db: Queryable, userId: string): Promise<MemoryStamp | null> {
  const found = await db.query<{
    revision: number;
    retention_pct: number | null;
    daily_new_limit: number | null;
    built: boolean;
    states_version: number | null;
    deleted_version: number | null;
  }>(
    `SELECT d.revision, s.retention_pct, s.daily_new_limit, s.built_at IS NOT NULL AS built,
            s.states_version::float8 AS states_version, s.states_deleted_version::float8 AS deleted_version
       FROM user_data d LEFT JOIN memory_settings s ON s.user_id = d.user_id WHERE d.user_id = $1`,
    [userId],
  );
  const row = found.rows[0];
  if (!row) return null;
  return {
    retentionPct: row.retention_pct ?? DEFAULT_MEMORY_SETTINGS.retentionPct,
    dailyNewLimit: row.daily_new_limit ?? DEFAULT_MEMORY_SETTINGS.dailyNewLimit,
    built: row.built,
    materialRevision: row.revision,
    statesVersion: row.states_version ?? 0,
    deletedVersion: row.deleted_version ?? 0,
  };
}

export async function writeSettings(db: Queryable, userId: string, settings: MemorySettings): Promise<void> {
  await db.query(
    `INSERT INTO memory_settings (user_id, retention_pct, daily_new_limit) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET retention_pct = EXCLUDED.retention_pct, daily_new_limit = EXCLUDED.daily_new_limit`,
    [userId, settings.retentionPct, settings.dailyNewLimit],
  );
}

export async function markBuilt(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO memory_settings (user_id, built_at) VALUES ($1, now()) ON CONFLICT (user_id) DO UPDATE SET built_at = now()`,
    [userId],
  );
}

/**
 * After one of the user's sessions is deleted: its reviews go at once (retention no longer counts
 * them) and the states are marked to be built again, by replaying the sessions that remain, at
 * the next read or recording.
 */
export async function forgetSession(db: Queryable, userId: string, sessionId: string): Promise<void> {
  await db.query('DELETE FROM review_logs WHERE user_id = $1 AND session_id = $2', [userId, sessionId]);
  await db.query('UPDATE memory_settings SET built_at = NULL WHERE user_id = $1', [userId]);
}

/** Forgets every state and review of the user (before building them again). */
export async function clearMemory(tx: Queryable, userId: string): Promise<void> {
  await deleteStates(tx, 'DELETE FROM memory_states WHERE user_id = $1 RETURNING 1', [userId]);
  await tx.query('DELETE FROM review_logs WHERE user_id = $1', [userId]);
}

/** Counted and passed reviews per chapter and kind of item, young and mature (see `retentionRows`). */
export interface RetentionRow {
  subject_id: string;
  chapter_id: string;
  kind: MemoryKind;
  young_total: number;
  young_passed: number;
  mature_total: number;
  mature_passed: number;
}

/**
 * Anki's "true retention" of the user's reviews, per chapter and kind of item: only the first
 * review of an item on a Paris day counts, and only when the item was in review (state 2) then;
 * it passed unless rated Again (1); it was mature when the interval it had been given by its
 * previous review reached `matureDays`.
 */
export async function retentionRows(db: Queryable, userId: string, matureDays: number): Promise<RetentionRow[]> {
  const found = await db.query<RetentionRow>(
    `SELECT subject_id, chapter_id, kind,
            count(*) FILTER (WHERE interval < $2)::int AS young_total,
            count(*) FILTER (WHERE interval < $2 AND rating > 1)::int AS young_passed,
            count(*) FILTER (WHERE interval >= $2)::int AS mature_total,
            count(*) FILTER (WHERE interval >= $2 AND rating > 1)::int AS mature_passed
       FROM (SELECT subject_id, chapter_id, kind, rating, state_before,
                    coalesce(lag(scheduled_days) OVER (PARTITION BY subject_id, chapter_id, item_key ORDER BY reviewed_at), elapsed_days) AS interval,
                    row_number() OVER (PARTITION BY subject_id, chapter_id, item_key, (reviewed_at AT TIME ZONE '${TIME_ZONE}')::date
                                       ORDER BY reviewed_at) AS nth
               FROM review_logs WHERE user_id = $1) reviews
      WHERE nth = 1 AND state_before = 2
      GROUP BY subject_id, chapter_id, kind`,
    [userId, matureDays],
  );
  return found.rows;
}

/**
 * The user's items still in their material (with a state) that they missed the most (reviews
 * rated Again), the most missed and then the latest missed first.
 */
export async function weakItemRows(db: Queryable, userId: string, limit: number): Promise<{ id: string; misses: number }[]> {
  const found = await db.query<{ subject_id: string; chapter_id: string; item_key: string; misses: number }>(
    `SELECT l.subject_id, l.chapter_id, l.item_key, count(*)::int AS misses
       FROM review_logs l
       JOIN memory_states s ON s.user_id = l.user_id AND s.subject_id = l.subject_id AND s.chapter_id = l.chapter_id AND s.item_key = l.item_key
      WHERE l.user_id = $1 AND l.rating = 1
      GROUP BY 1, 2, 3 ORDER BY misses DESC, max(l.reviewed_at) DESC, 1, 2, 3 LIMIT $2`,
    [userId, limit],
  );
  return found.rows.map((row) => ({ id: memoryItemId(row.subject_id, row.chapter_id, row.item_key), misses: row.misses }));
}
