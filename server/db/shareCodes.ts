import type { SharePayload } from '../../domain/share/types';
import type { Queryable } from './types';

/** SQL of the table `share_codes`: shared content under a short code. */

export interface NewShareCode {
  code: string;
  type: string;
  /** The normalised payload as JSON text. */
  json: string;
  bytes: number;
  userId: string;
  expiresAt: Date;
}

/** Stores a share code; a code already taken throws a unique violation. */
export async function insertShareCode(db: Queryable, share: NewShareCode): Promise<void> {
  await db.query('INSERT INTO share_codes (code, type, payload, size_bytes, user_id, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    share.code,
    share.type,
    share.json,
    share.bytes,
    share.userId,
    share.expiresAt,
  ]);
}

/** The payload of an unexpired code, or null. */
export async function findSharePayload(db: Queryable, code: string): Promise<SharePayload | null> {
  const found = await db.query<{ payload: SharePayload }>('SELECT payload FROM share_codes WHERE code = $1 AND expires_at > now()', [code]);
  return found.rows[0]?.payload ?? null;
}
