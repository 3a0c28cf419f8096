import type { PlatformStats } from '../../domain/api';
import { TIME_ZONE } from '../../domain/limits';
import type { Queryable } from './types';

/**
 * SQL of the aggregates over every account: the admin dashboard's 14-day figures and live
 * counters, and the platform figures of the public home and methods pages.
 */

/** Accounts seen since `since`, and sessions in progress. */
export async function countOnlineAndActive(db: Queryable, since: Date): Promise<{ online: number; active: number }> {
  const found = await db.query<{ online: string | number; active: string | number }>(
    `SELECT (SELECT count(*) FROM users WHERE last_seen_at > $1) AS online,
            (SELECT count(*) FROM active_sessions) AS active`,
    [since],
  );
  return { online: Number(found.rows[0]?.online ?? 0), active: Number(found.rows[0]?.active ?? 0) };
}

export type DayRow = { day: string; value: string | number };

const dayOf = (column: string) => `to_char((${column} AT TIME ZONE '${TIME_ZONE}')::date, 'YYYY-MM-DD')`;

/** The first instant of the Paris day `day`. */
export async function parisDayStart(db: Queryable, day: string): Promise<Date> {
  const bound = await db.query<{ start: Date }>(`SELECT ($1::date::timestamp AT TIME ZONE '${TIME_ZONE}') AS start`, [day]);
  return bound.rows[0]!.start;
}

/** Accounts created since `start`, per Paris day (users_created_idx). */
export async function signupsPerDay(db: Queryable, start: Date): Promise<DayRow[]> {
  return (await db.query<DayRow>(`SELECT ${dayOf('created_at')} AS day, count(*) AS value FROM users WHERE created_at >= $1 GROUP BY 1`, [start])).rows;
}

/** Sessions finished since `start`, per Paris day and method, with their total length in seconds (one pass). */
export async function sessionsPerDayAndMethod(
  db: Queryable,
  start: Date,
): Promise<{ day: string; method_id: string; count: string | number; seconds: string | number }[]> {
  const found = await db.query<{ day: string; method_id: string; count: string | number; seconds: string | number }>(
    `SELECT ${dayOf('finished_at')} AS day, method_id, count(*) AS count,
            sum(extract(epoch FROM finished_at - started_at)) AS seconds
       FROM training_sessions WHERE finished_at >= $1 GROUP BY 1, 2`,
    [start],
  );
  return found.rows;
}

/** Visits since the Paris day `since`, per day. */
export async function visitsPerDay(db: Queryable, since: string): Promise<DayRow[]> {
  return (await db.query<DayRow>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*) AS value FROM visits WHERE day >= $1::date GROUP BY day`, [since])).rows;
}

/** How many accounts hold each badge (reads every account's badges once). */
export async function badgeHolders(db: Queryable): Promise<Map<string, number>> {
  const found = await db.query<{ id: string; count: string | number }>('SELECT badge AS id, count(*) AS count FROM users, unnest(badges) AS badge GROUP BY badge');
  return new Map(found.rows.map((row) => [row.id, Number(row.count)]));
}

export async function countUsers(db: Queryable): Promise<number> {
  return Number((await db.query<{ total: string | number }>('SELECT count(*) AS total FROM users')).rows[0]?.total ?? 0);
}

/** Sums the lengths of every chapter's `field` list (cards, zoningSets, mindMaps), stored with each part. */
const perChapterCount = (field: string) => `(SELECT COALESCE(SUM(items), 0)::int FROM material_parts WHERE part LIKE '${field}:%')`;

export async function readPlatformCounts(db: Queryable): Promise<PlatformStats> {
  const found = await db.query<PlatformStats>(
    `SELECT
       ${perChapterCount('cards')} AS cards,
       (SELECT COUNT(*)::int FROM training_sessions) AS sessions,
       (SELECT COALESCE(SUM(jsonb_array_length(s->'chapters')), 0)::int
          FROM material_parts p, jsonb_array_elements(p.content) s
         WHERE p.part = 'subjects' AND jsonb_typeof(s->'chapters') = 'array') AS chapters,
       (SELECT COUNT(*)::int FROM users) AS users`,
  );
  return found.rows[0]!;
}

/** Nested counts (legends of boards, edges of maps) over every chapter's list. */
const nestedCount = (field: string, child: string) =>
  `(SELECT COALESCE(SUM(jsonb_array_length(item->'${child}')), 0)::int
      FROM material_parts p, jsonb_array_elements(p.content) item
     WHERE p.part LIKE '${field}:%' AND jsonb_typeof(item->'${child}') = 'array')`;

export interface MethodCountsRow {
  cards: number;
  /** Correct answers and questions asked in association sessions. */
  correct: number;
  total: number;
  zoning_sessions: number;
  legends: number;
  maps: number;
  edges: number;
  /** QCM sessions, with their correct answers and questions asked. */
  qcm_sessions: number;
  qcm_correct: number;
  qcm_total: number;
}

export async function readMethodCounts(db: Queryable): Promise<MethodCountsRow> {
  const found = await db.query<MethodCountsRow>(
    `SELECT
       ${perChapterCount('cards')} AS cards,
       (SELECT COALESCE(SUM(correct), 0)::int FROM training_sessions WHERE method_id = 'association') AS correct,
       (SELECT COALESCE(SUM(total), 0)::int FROM training_sessions WHERE method_id = 'association') AS total,
       (SELECT COUNT(*)::int FROM training_sessions WHERE method_id = 'image-zoning') AS zoning_sessions,
       ${nestedCount('zoningSets', 'legends')} AS legends,
       ${perChapterCount('mindMaps')} AS maps,
       ${nestedCount('mindMaps', 'edges')} AS edges,
       q.sessions AS qcm_sessions, q.correct AS qcm_correct, q.total AS qcm_total
     FROM (SELECT COUNT(*)::int AS sessions, COALESCE(SUM(correct), 0)::int AS correct, COALESCE(SUM(total), 0)::int AS total
             FROM training_sessions WHERE method_id = 'qcm') q`,
  );
  return found.rows[0]!;
}
