import type { Queryable } from './types';
import type { UserRow } from './users';

/**
 * SQL and row types of the ranking: the users in leaderboard order, `points_histogram` (accounts
 * per score, kept by triggers: 003) and `leader_days` (who was first on each Paris day).
 */

/** The leaderboard order: points, then the older account, then the id, for a total order. */
const RANKING_ORDER = 'points DESC, created_at ASC, id ASC';

/** The columns of a ranking row. */
const ENTRY_COLUMNS = 'id, username, slug, avatar, display, badges, points, login_streak, session_streak, session_streak_day, last_seen_at';

export type EntryRow = Pick<
  UserRow,
  'id' | 'username' | 'slug' | 'avatar' | 'display' | 'badges' | 'points' | 'login_streak' | 'session_streak' | 'session_streak_day' | 'last_seen_at'
>;

/** How many accounts there are (every account is ranked, whatever its points). */
export async function countRanked(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>('SELECT COALESCE(sum(users), 0)::int AS n FROM points_histogram')).rows[0]?.n ?? 0;
}

/** How many accounts have more than `points`. */
export async function countAbove(db: Queryable, points: number): Promise<number> {
  const found = await db.query<{ n: number }>('SELECT COALESCE(sum(users), 0)::int AS n FROM points_histogram WHERE points > $1', [points]);
  return found.rows[0]?.n ?? 0;
}

/** The scores held, best first, with how many accounts hold each. */
export async function readScoreHistogram(db: Queryable): Promise<{ points: number; users: number }[]> {
  return (await db.query<{ points: number; users: number }>('SELECT points, users FROM points_histogram WHERE users > 0 ORDER BY points DESC')).rows;
}

/**
 * A page of the ranking. The offset is walked on users_ranking_idx alone (an index-only scan),
 * then only the page's rows are read: a deep page does not read every row above it.
 */
export async function readRankingRows(db: Queryable, limit: number, offset: number): Promise<EntryRow[]> {
  const page = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM users
      WHERE id IN (SELECT id FROM users ORDER BY ${RANKING_ORDER} LIMIT $1 OFFSET $2)
      ORDER BY ${RANKING_ORDER}`,
    [limit, offset],
  );
  return page.rows;
}

/** The first of the ranking with some points, or null when nobody has any. */
export async function findLeader(db: Queryable): Promise<{ id: string; badges: string[] } | null> {
  const found = await db.query<{ id: string; badges: string[] }>(`SELECT id, badges FROM users WHERE points > 0 ORDER BY ${RANKING_ORDER} LIMIT 1`);
  return found.rows[0] ?? null;
}

/** Notes that `userId` is first on the Paris day `day` (once a day). */
export async function recordLeaderDay(db: Queryable, day: string, userId: string): Promise<void> {
  await db.query('INSERT INTO leader_days (day, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [day, userId]);
}

/** On how many of the `days` Paris days ending with `today` the user was first. */
export async function leaderDaysWithin(db: Queryable, userId: string, today: string, days: number): Promise<number> {
  const streak = await db.query<{ days: number }>(
    `SELECT count(*)::int AS days FROM leader_days
      WHERE user_id = $1 AND day > $2::date - $3::int AND day <= $2::date`,
    [userId, today, days],
  );
  return streak.rows[0]?.days ?? 0;
}

/** The Paris days (YYYY-MM-DD) the user was first, oldest first. */
export async function leaderDaysOf(db: Queryable, userId: string): Promise<string[]> {
  const found = await db.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM leader_days WHERE user_id = $1 ORDER BY day", [userId]);
  return found.rows.map((row) => row.day);
}
