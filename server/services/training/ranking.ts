import { parisDay } from '../../../domain/dates';
import { BADGE_RULES } from '../../../domain/scoring';
import type { Queryable } from '../../db/types';

/** The leaderboard order: points, then the older account, then the id, for a total order. */
export const RANKING_ORDER = 'points DESC, created_at ASC, id ASC';

/**
 * Notes who is first today and grants the rank badges: 'prems' the first time a user is first,
 * 'serial-killer' once they have been first on 7 consecutive Paris days. Nobody is first with
 * 0 points. Answers the leader's id and the badges just granted.
 */
export async function observeLeader(db: Queryable, now: Date = new Date()): Promise<{ leaderId: string | null; granted: string[] }> {
  const leader = (
    await db.query<{ id: string; badges: string[] }>(`SELECT id, badges FROM users WHERE points > 0 ORDER BY ${RANKING_ORDER} LIMIT 1`)
  ).rows[0];
  if (!leader) return { leaderId: null, granted: [] };
  const today = parisDay(now);
  await db.query('INSERT INTO leader_days (day, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [today, leader.id]);
  const granted: string[] = [];
  if (!leader.badges.includes('prems')) granted.push('prems');
  if (!leader.badges.includes('serial-killer')) {
    const streak = await db.query<{ days: number }>(
      `SELECT count(*)::int AS days FROM leader_days
        WHERE user_id = $1 AND day > $2::date - $3::int AND day <= $2::date`,
      [leader.id, today, BADGE_RULES.serialKillerDays],
    );
    if ((streak.rows[0]?.days ?? 0) >= BADGE_RULES.serialKillerDays) granted.push('serial-killer');
  }
  if (granted.length > 0) await addBadges(db, leader.id, granted);
  return { leaderId: leader.id, granted };
}

/** Adds badges a user does not hold yet; answers those actually added. */
export async function addBadges(db: Queryable, userId: string, badges: readonly string[]): Promise<string[]> {
  const current = (await db.query<{ badges: string[] }>('SELECT badges FROM users WHERE id = $1', [userId])).rows[0];
  if (!current) return [];
  const added = badges.filter((badge, i) => !current.badges.includes(badge) && badges.indexOf(badge) === i);
  if (added.length > 0) {
    await db.query('UPDATE users SET badges = badges || $2::text[], updated_at = now() WHERE id = $1', [userId, added]);
  }
  return added;
}
