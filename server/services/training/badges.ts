import { isBadgeId } from '../../../domain/badges';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import { BADGE_RULES, sessionBadges } from '../../../domain/scoring';
import type { User } from '../../../domain/user';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../http/errors';
import { getUser } from '../users';
import { addBadges, observeLeader } from './ranking';
import { serverTimedSessionIds } from '../../db/trainingSessions';
import { listSessions } from './store';

/** Badges only the team or the billing provider give. */
const NOT_SELF_GRANTED = new Set(['admin', 'innovateur', 'major', 'champion']);

/**
 * POST /me/badges, kept for compatibility: it grants a badge only when the server's own rules
 * already say it is earned, so a forged call mints nothing.
 */
export async function confirmBadge(ctx: AppContext, user: User, badgeId: string): Promise<User> {
  if (!isBadgeId(badgeId)) throw badRequest(messages.badRequest);
  if (NOT_SELF_GRANTED.has(badgeId)) throw forbidden(messages.badgeNotGrantable);
  if (user.badges.includes(badgeId)) return user;

  let earned = false;
  if (badgeId === 'prems' || badgeId === 'serial-killer') {
    const leader = await observeLeader(ctx.db);
    earned = leader.leaderId === user.id && leader.granted.includes(badgeId);
  } else if (badgeId === 'padawan') {
    earned = user.loginStreak >= BADGE_RULES.padawanStreak;
  } else {
    const [sessions, timed] = await Promise.all([listSessions(ctx.db, user.id), serverTimedSessionIds(ctx.db, user.id)]);
    earned = sessions.some((session) => sessionBadges(session, sessions.length, user.loginStreak, timed.has(session.id)).includes(badgeId));
  }
  if (!earned) throw forbidden(messages.badgeNotEarned);
  if (badgeId !== 'prems' && badgeId !== 'serial-killer') await addBadges(ctx.db, user.id, [badgeId]);
  const fresh = await getUser(ctx.db, user.id);
  ctx.notifier.broadcast(serverEvents.userUpdated, { user: fresh });
  return fresh;
}
