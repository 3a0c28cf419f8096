import { prepared, type Queryable } from './types';
import { userColumnsOf, type UserRow } from './users';

/** SQL and row types of the tables `auth_tokens` (stored hashed) and `impersonations`. */

export async function insertToken(db: Queryable, tokenHash: string, userId: string, expiresAt: Date, impersonatorId: string | null = null): Promise<void> {
  await db.query('INSERT INTO auth_tokens (token_hash, user_id, expires_at, impersonator_id) VALUES ($1, $2, $3, $4)', [
    tokenHash,
    userId,
    expiresAt,
    impersonatorId,
  ]);
}

/** An administrator's visit of the user's account, until `endsAt`. */
export async function insertImpersonation(db: Queryable, userId: string, endsAt: Date): Promise<void> {
  await db.query('INSERT INTO impersonations (user_id, ends_at) VALUES ($1, $2)', [userId, endsAt]);
}

export type TokenRow = UserRow & { token_last_used_at: Date; token_expires_at: Date; impersonator_id: string | null };

/** Run on every signed-in request: kept prepared. */
const FIND_TOKEN_USER = prepared(
  `SELECT ${userColumnsOf('u')}, t.last_used_at AS token_last_used_at,
          t.expires_at AS token_expires_at, t.impersonator_id
     FROM auth_tokens t
     JOIN users u ON u.id = t.user_id
     LEFT JOIN users a ON a.id = t.impersonator_id
    WHERE t.token_hash = $1 AND t.expires_at > now()
      AND (t.impersonator_id IS NULL
           OR ('admin' = ANY (a.badges) AND (a.banned_until IS NULL OR a.banned_until <= now())
               AND NOT 'admin' = ANY (u.badges)))`,
);

/**
 * The user behind an unexpired token hash. An impersonation token only counts while its admin
 * exists, holds the admin badge and is not suspended, and its user is no admin.
 */
export async function findTokenUser(db: Queryable, tokenHash: string): Promise<TokenRow | null> {
  const found = await db.query<TokenRow>(FIND_TOKEN_USER, [tokenHash]);
  return found.rows[0] ?? null;
}

/** The token was used now: it lives until `expiresAt`. */
export async function extendToken(db: Queryable, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.query('UPDATE auth_tokens SET last_used_at = now(), expires_at = $2 WHERE token_hash = $1', [tokenHash, expiresAt]);
}

export async function deleteToken(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [tokenHash]);
}

/** Deletes every token of the user but `keepHash`; answers the hashes deleted. */
export async function deleteOtherTokens(db: Queryable, userId: string, keepHash: string): Promise<string[]> {
  const revoked = await db.query<{ token_hash: string }>('DELETE FROM auth_tokens WHERE user_id = $1 AND token_hash <> $2 RETURNING token_hash', [
    userId,
    keepHash,
  ]);
  return revoked.rows.map((row) => row.token_hash);
}

/** Ends every impersonation an administrator started. */
export async function deleteImpersonatorTokens(db: Queryable, impersonatorId: string): Promise<void> {
  await db.query('DELETE FROM auth_tokens WHERE impersonator_id = $1', [impersonatorId]);
}

/** Administrators' visits of the user's account, newest first. */
export async function listImpersonationRows(db: Queryable, userId: string): Promise<{ started_at: Date; ends_at: Date }[]> {
  const found = await db.query<{ started_at: Date; ends_at: Date }>(
    'SELECT started_at, ends_at FROM impersonations WHERE user_id = $1 ORDER BY started_at DESC, id DESC',
    [userId],
  );
  return found.rows;
}
