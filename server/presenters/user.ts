import { currentStreak, normaliseDisplay, type User } from '../../domain/user';
import { parisDayNumber } from '../../domain/dates';
import { timings } from '../../domain/limits';
import type { EntryRow } from '../db/leaderboard';
import type { UserRow } from '../db/users';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** What the leaderboard and a user's own page show alike: who they are and how active. */
export function presentPerson(row: EntryRow, now: number) {
  const lastSeen = row.last_seen_at ? new Date(row.last_seen_at).getTime() : null;
  return {
    id: row.id,
    username: row.username,
    slug: row.slug,
    avatar: row.avatar,
    display: normaliseDisplay(row.display),
    badges: [...row.badges],
    points: row.points,
    loginStreak: row.login_streak,
    sessionStreak: currentStreak(row.session_streak, row.session_streak_day, parisDayNumber(now)),
    online: lastSeen !== null && now - lastSeen < timings.onlineWindowMs,
  };
}

export function presentUser(row: UserRow, now: number = Date.now()): User {
  return {
    ...presentPerson(row, now),
    banner: row.banner,
    createdAt: new Date(row.created_at).toISOString(),
    lastLoginAt: iso(row.last_login_at),
    lastSeenAt: iso(row.last_seen_at),
    bannedUntil: iso(row.banned_until),
  };
}
