import type { Queryable } from '../db/types';
import { hashToken, IMPERSONATION_LIFETIME_MS, looksLikeToken, newToken, TOKEN_LIFETIME_MS } from '../auth/tokens';
import { USER_COLUMNS, presentUser, type UserRow } from '../presenters/user';
import type { User } from '../../domain/user';

/** Issues a new token for `userId`; only its hash is kept. */
export async function issueToken(db: Queryable, userId: string): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO auth_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    hashToken(token),
    userId,
    new Date(Date.now() + TOKEN_LIFETIME_MS),
  ]);
  return token;
}

/** A one-hour token acting as `userId` for the admin `impersonatorId`; the visit is recorded for the user. */
export async function issueImpersonationToken(
  db: Queryable,
  userId: string,
  impersonatorId: string,
): Promise<{ token: string; endsAt: Date }> {
  const token = newToken();
  const endsAt = new Date(Date.now() + IMPERSONATION_LIFETIME_MS);
  await db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, expires_at, impersonator_id)
     VALUES ($1, $2, $3, $4)`,
    [hashToken(token), userId, endsAt, impersonatorId],
  );
  await db.query('INSERT INTO impersonations (user_id, ends_at) VALUES ($1, $2)', [userId, endsAt]);
  return { token, endsAt };
}

export interface Authenticated {
  user: User;
  tokenHash: string;
  /** Set when an admin acts as the user: the admin and the end of the token's hour. */
  impersonation: { impersonatorId: string; endsAt: Date } | null;
}

type TokenRow = UserRow & { token_last_used_at: Date; token_expires_at: Date; impersonator_id: string | null };

/**
 * The user behind a bearer token, or null when the token is unknown, malformed or expired.
 * An impersonation token also dies, in the same query, as soon as its admin is gone, lost the
 * admin badge or is suspended, or its user became an admin. Using an ordinary token extends its
 * life; the write happens at most once an hour per token.
 */
export async function authenticateToken(db: Queryable, token: string): Promise<Authenticated | null> {
  if (!looksLikeToken(token)) return null;
  const tokenHash = hashToken(token);
  const found = await db.query<TokenRow>(
    `SELECT ${USER_COLUMNS.split(', ').map((c) => `u.${c}`).join(', ')}, t.last_used_at AS token_last_used_at,
            t.expires_at AS token_expires_at, t.impersonator_id
       FROM auth_tokens t
       JOIN users u ON u.id = t.user_id
       LEFT JOIN users a ON a.id = t.impersonator_id
      WHERE t.token_hash = $1 AND t.expires_at > now()
        AND (t.impersonator_id IS NULL
             OR ('admin' = ANY (a.badges) AND (a.banned_until IS NULL OR a.banned_until <= now())
                 AND NOT 'admin' = ANY (u.badges)))`,
    [tokenHash],
  );
  const row = found.rows[0];
  if (!row) return null;
  if (row.impersonator_id) {
    return { user: presentUser(row), tokenHash, impersonation: { impersonatorId: row.impersonator_id, endsAt: new Date(row.token_expires_at) } };
  }
  if (Date.now() - new Date(row.token_last_used_at).getTime() > 60 * 60 * 1000) {
    await db.query(
      'UPDATE auth_tokens SET last_used_at = now(), expires_at = $2 WHERE token_hash = $1',
      [tokenHash, new Date(Date.now() + TOKEN_LIFETIME_MS)],
    );
  }
  return { user: presentUser(row), tokenHash, impersonation: null };
}

export async function revokeToken(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [tokenHash]);
}

/** Signs the user out everywhere but the current token (after a password change); answers the hashes revoked. */
export async function revokeOtherTokens(db: Queryable, userId: string, keepHash: string): Promise<string[]> {
  const revoked = await db.query<{ token_hash: string }>(
    'DELETE FROM auth_tokens WHERE user_id = $1 AND token_hash <> $2 RETURNING token_hash',
    [userId, keepHash],
  );
  return revoked.rows.map((row) => row.token_hash);
}

/** When an administrator signed in as the user, newest first (the account page shows them). */
export async function listImpersonations(db: Queryable, userId: string): Promise<{ startedAt: string; endsAt: string }[]> {
  const found = await db.query<{ started_at: Date; ends_at: Date }>(
    'SELECT started_at, ends_at FROM impersonations WHERE user_id = $1 ORDER BY started_at DESC, id DESC',
    [userId],
  );
  return found.rows.map((row) => ({ startedAt: new Date(row.started_at).toISOString(), endsAt: new Date(row.ends_at).toISOString() }));
}
