import { createHash, randomBytes } from 'node:crypto';

/** Tokens live 90 days after their last use. */
export const TOKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/** An admin's impersonation token lives one hour from its issue, never extended. */
export const IMPERSONATION_LIFETIME_MS = 60 * 60 * 1000;

/** A fresh 256-bit opaque token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored; a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token we could have issued: 43 base64url characters. Anything else is rejected unread. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
