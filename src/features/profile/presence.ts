import { timings } from '../../../domain/limits';

export interface PresenceFields {
  lastSeenAt: string | null;
  lastLoginAt: string | null;
}

export type Presence = { online: true; lastSeenAt: number } | { online: false; lastLoginAt: string | null };

/**
 * Online when seen within the last 5 minutes (part 2 §9), judged against `now` so the status
 * changes by itself as time passes; offline keeps the last sign-in date, when known.
 */
export function presenceOf(user: PresenceFields, now: number): Presence {
  const seen = user.lastSeenAt ? Date.parse(user.lastSeenAt) : Number.NaN;
  if (Number.isFinite(seen) && now - seen < timings.onlineWindowMs) return { online: true, lastSeenAt: seen };
  const login = user.lastLoginAt && Number.isFinite(Date.parse(user.lastLoginAt)) ? user.lastLoginAt : null;
  return { online: false, lastLoginAt: login };
}
