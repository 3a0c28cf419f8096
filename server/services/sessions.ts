import type { Queryable } from '../db/types';
import { hashToken, looksLikeToken, newToken, TOKEN_LIFETIME_MS } from '../auth/tokens';
import { USER_COLUMNS, presentUser, type UserRow } from '../presenters/user';
import type { User } from '../../domain/user';

/** Issues a new token for `userId`; only its hash is kept. */
export async function issueToken(db: Queryable, userId: string, impersonatorId: string | null = null): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, expires_at, impersonator_id)
     VALUES ($1, $2, $3, $4)`,
    [hashToken(token), userId, new Date(Date.now() + TOKEN_LIFETIME_MS), impersonatorId],
  );
  return token;
}

export interface Authenticated {
  user: User;
  tokenHash: string;
}

/**
 * The user behind a bearer token, or null when the token is unknown, malformed or expired.
 * Using a token extends its life; the write happens at most once an hour per token.
 */
export async function authenticateToken(db: Queryable, token: string): Promise<Authenticated | null> {
  if (!looksLikeToken(token)) return null;
  const tokenHash = hashToken(token);
  const found = await db.query<UserRow & { token_last_used_at: Date }>(
    `SELECT ${USER_COLUMNS.split(', ').map((c) => `u.${c}`).join(', ')}, t.last_used_at AS token_last_used_at
       FROM auth_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.expires_at > now()`,
    [tokenHash],
  );
  const row = found.rows[0];
  if (!row) return null;
  if (Date.now() - new Date(row.token_last_used_at).getTime() > 60 * 60 * 1000) {
    await db.query(
      'UPDATE auth_tokens SET last_used_at = now(), expires_at = $2 WHERE token_hash = $1',
      [tokenHash, new Date(Date.now() + TOKEN_LIFETIME_MS)],
    );
  }
  return { user: presentUser(row), tokenHash };
}

export async function revokeToken(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [tokenHash]);
}

/** Signs the user out everywhere but the current token (after a password change). */
export async function revokeOtherTokens(db: Queryable, userId: string, keepHash: string): Promise<void> {
  await db.query('DELETE FROM auth_tokens WHERE user_id = $1 AND token_hash <> $2', [userId, keepHash]);
}
