import { parisDay } from '../../../domain/dates';
import { BADGE_RULES } from '../../../domain/scoring';
import { findLeader, leaderDaysWithin, recordLeaderDay } from '../../db/leaderboard';
import type { Queryable } from '../../db/types';
import { appendBadges, badgesOf } from '../../db/users';

/**
 * Notes who is first today and grants the rank badges: 'prems' the first time a user is first,
 * 'serial-killer' once they have been first on 7 consecutive Paris days. Nobody is first with
 * 0 points. Answers the leader's id and the badges just granted.
 */
export async function observeLeader(db: Queryable, now: Date = new Date()): Promise<{ leaderId: string | null; granted: string[] }> {
  const leader = await findLeader(db);
  if (!leader) return { leaderId: null, granted: [] };
  const today = parisDay(now);
  await recordLeaderDay(db, today, leader.id);
  const granted: string[] = [];
  if (!leader.badges.includes('prems')) granted.push('prems');
  if (!leader.badges.includes('serial-killer')) {
    const days = await leaderDaysWithin(db, leader.id, today, BADGE_RULES.serialKillerDays);
    if (days >= BADGE_RULES.serialKillerDays) granted.push('serial-killer');
  }
  if (granted.length > 0) await addBadges(db, leader.id, granted);
  return { leaderId: leader.id, granted };
}

/** Adds badges a user does not hold yet; answers those actually added. */
export async function addBadges(db: Queryable, userId: string, badges: readonly string[]): Promise<string[]> {
  const current = await badgesOf(db, userId);
  if (!current) return [];
  const added = badges.filter((badge, i) => !current.includes(badge) && badges.indexOf(badge) === i);
  if (added.length > 0) await appendBadges(db, userId, added);
  return added;
}
