import { normaliseDisplay, type User } from '../../domain/user';
import { timings } from '../../domain/limits';

/** A users row as selected by `USER_COLUMNS`. */
export interface UserRow {
  id: string;
  username: string;
  slug: string | null;
  avatar: string;
  banner: string;
  display: unknown;
  badges: string[];
  points: number;
  login_streak: number;
  created_at: Date;
  last_login_at: Date | null;
  last_seen_at: Date | null;
  banned_until: Date | null;
}

/** The columns a presented user needs: never the password hash. */
export const USER_COLUMNS =
  'id, username, slug, avatar, banner, display, badges, points, login_streak, created_at, last_login_at, last_seen_at, banned_until';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function presentUser(row: UserRow, now: number = Date.now()): User {
  const lastSeen = row.last_seen_at ? new Date(row.last_seen_at).getTime() : null;
  return {
    id: row.id,
    username: row.username,
    slug: row.slug,
    avatar: row.avatar,
    banner: row.banner,
    display: normaliseDisplay(row.display),
    badges: [...row.badges],
    points: row.points,
    loginStreak: row.login_streak,
    createdAt: new Date(row.created_at).toISOString(),
    lastLoginAt: iso(row.last_login_at),
    lastSeenAt: iso(row.last_seen_at),
    online: lastSeen !== null && now - lastSeen < timings.onlineWindowMs,
    bannedUntil: iso(row.banned_until),
  };
}
