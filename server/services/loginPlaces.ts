import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types';

/** A place stays known this long after its last sign-in. */
const PLACE_MEMORY = '180 days';

/** Salted with the account, so the same IP gives unrelated hashes on two accounts. */
function placeHash(userId: string, ip: string): string {
  return createHash('sha256').update(`${userId}\n${ip}`).digest('hex');
}

/** True when the account signed in (or was created) from `ip` in the last 180 days. */
export async function isKnownPlace(db: Queryable, userId: string, ip: string): Promise<boolean> {
  const found = await db.query(
    `SELECT 1 FROM login_places WHERE user_id = $1 AND place_hash = $2 AND last_login_at > now() - interval '${PLACE_MEMORY}'`,
    [userId, placeHash(userId, ip)],
  );
  return found.rows.length > 0;
}

/** Records a successful sign-in from `ip`, and forgets places unused for 180 days. */
export async function rememberPlace(db: Queryable, userId: string, ip: string): Promise<void> {
  await db.query(
    `INSERT INTO login_places (user_id, place_hash) VALUES ($1, $2)
     ON CONFLICT (user_id, place_hash) DO UPDATE SET last_login_at = now()`,
    [userId, placeHash(userId, ip)],
  );
  await db.query(`DELETE FROM login_places WHERE user_id = $1 AND last_login_at <= now() - interval '${PLACE_MEMORY}'`, [userId]);
}
