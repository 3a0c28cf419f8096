import { isAdmin, planOf } from '../../domain/badges';
import { isBanActive } from '../../domain/dates';
import { messages } from '../../domain/messages';
import { forbidden, unauthenticated } from '../http/errors';
import type { User } from '../../domain/user';

/**
 * What a signed-in user may do. Suspended users can browse but not participate: every action that
 * creates content, changes the profile or earns value is refused (part 1 §4 and §6).
 */
export type Action = 'read:own' | 'write:profile' | 'write:data' | 'upload' | 'earn' | 'admin';

const participation: ReadonlySet<Action> = new Set(['write:profile', 'write:data', 'upload', 'earn']);

export function can(user: User, action: Action, now: number = Date.now()): boolean {
  if (action === 'admin') return isAdmin(user.badges);
  if (participation.has(action)) return !isBanActive(user.bannedUntil, now);
  return true;
}

/** Throws the right 401/403 when `user` may not do `action`. */
export function authorise(user: User | null, action: Action): asserts user is User {
  if (!user) throw unauthenticated();
  if (can(user, action)) return;
  throw forbidden(participation.has(action) ? messages.suspended : messages.forbidden);
}

/** The Champion perks (masterclasses, mentoring): every other plan gets a 403 with `message`. */
export function authoriseChampion(user: User, message: string): void {
  if (planOf(user.badges) !== 'champion') throw forbidden(message);
}
