import { createHash } from 'node:crypto';
import { isRecentPlace, touchPlace } from '../db/loginPlaces';
import type { Queryable } from '../db/types';

/** Salted with the account, so the same IP gives unrelated hashes on two accounts. */
function placeHash(userId: string, ip: string): string {
  return createHash('sha256').update(`${userId}\n${ip}`).digest('hex');
}

/** True when the account signed in (or was created) from `ip` in the last 180 days. */
export async function isKnownPlace(db: Queryable, userId: string, ip: string): Promise<boolean> {
  return isRecentPlace(db, userId, placeHash(userId, ip));
}

/** Records a successful sign-in from `ip`, and forgets places unused for 180 days. */
export async function rememberPlace(db: Queryable, userId: string, ip: string): Promise<void> {
  await touchPlace(db, userId, placeHash(userId, ip));
}
