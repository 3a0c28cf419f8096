import type { Queryable } from './types';

/** SQL of the table `login_places`: where (a salted hash of the client IP) each account signed in. */

/** A place stays known this long after its last sign-in. */
const PLACE_MEMORY = '180 days';

/** True when the account signed in from the place `placeHash` within the memory. */
export async function isRecentPlace(db: Queryable, userId: string, placeHash: string): Promise<boolean> {
  const found = await db.query(
    `SELECT 1 FROM login_places WHERE user_id = $1 AND place_hash = $2 AND last_login_at > now() - interval '${PLACE_MEMORY}'`,
    [userId, placeHash],
  );
  return found.rows.length > 0;
}

/** Records a sign-in from `placeHash` now, and forgets the account's places unused for longer than the memory. */
export async function touchPlace(db: Queryable, userId: string, placeHash: string): Promise<void> {
  await db.query(
    `INSERT INTO login_places (user_id, place_hash) VALUES ($1, $2)
     ON CONFLICT (user_id, place_hash) DO UPDATE SET last_login_at = now()`,
    [userId, placeHash],
  );
  await db.query(`DELETE FROM login_places WHERE user_id = $1 AND last_login_at <= now() - interval '${PLACE_MEMORY}'`, [userId]);
}
