import type { Queryable } from '../db/types';
import * as tokens from '../db/tokens';
import { hashToken, IMPERSONATION_LIFETIME_MS, looksLikeToken, newToken, TOKEN_LIFETIME_MS } from '../auth/tokens';
import { presentUser } from '../presenters/user';
import type { User } from '../../domain/user';

/** Issues a new token for `userId`; only its hash is kept. */
export async function issueToken(db: Queryable, userId: string): Promise<string> {
  const token = newToken();
  await tokens.insertToken(db, hashToken(token), userId, new Date(Date.now() + TOKEN_LIFETIME_MS));
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
  await tokens.insertToken(db, hashToken(token), userId, endsAt, impersonatorId);
  await tokens.insertImpersonation(db, userId, endsAt);
  return { token, endsAt };
}

export interface Authenticated {
  user: User;
  tokenHash: string;
  /** Set when an admin acts as the user: the admin and the end of the token's hour. */
  impersonation: { impersonatorId: string; endsAt: Date } | null;
}

/**
 * The user behind a bearer token, or null when the token is unknown, malformed or expired.
 * An impersonation token also dies, in the same query, as soon as its admin is gone, lost the
 * admin badge or is suspended, or its user became an admin. Using an ordinary token extends its
 * life; the write happens at most once an hour per token.
 */
export async function authenticateToken(db: Queryable, token: string): Promise<Authenticated | null> {
  if (!looksLikeToken(token)) return null;
  const tokenHash = hashToken(token);
  const row = await tokens.findTokenUser(db, tokenHash);
  if (!row) return null;
  if (row.impersonator_id) {
    return { user: presentUser(row), tokenHash, impersonation: { impersonatorId: row.impersonator_id, endsAt: new Date(row.token_expires_at) } };
  }
  if (Date.now() - new Date(row.token_last_used_at).getTime() > 60 * 60 * 1000) {
    await tokens.extendToken(db, tokenHash, new Date(Date.now() + TOKEN_LIFETIME_MS));
  }
  return { user: presentUser(row), tokenHash, impersonation: null };
}

/** Signs out the token (its sockets are the caller's to close). */
export async function revokeToken(db: Queryable, tokenHash: string): Promise<void> {
  await tokens.deleteToken(db, tokenHash);
}

/** When an administrator signed in as the user, newest first (the account page shows them). */
export async function listImpersonations(db: Queryable, userId: string): Promise<{ startedAt: string; endsAt: string }[]> {
  const rows = await tokens.listImpersonationRows(db, userId);
  return rows.map((row) => ({ startedAt: new Date(row.started_at).toISOString(), endsAt: new Date(row.ends_at).toISOString() }));
}
