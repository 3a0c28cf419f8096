import { readStored, storageKeys, writeStored } from '../lib/storage';

/** The query parameter that carries the page to return to after signing in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * A redirect target is an in-app path: it starts with '/' (part 1 §2), but never '//' or '/\',
 * which browsers read as another host.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where to go after signing in: the query parameter, else the stored value, else `fallback`. */
export function redirectTarget(search: string, stored: string | null, fallback: string): string {
  const target = safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? safeRedirect(stored);
  return target && !target.startsWith('/auth') ? target : fallback;
}

/**
 * The address to show on load instead of the current one (part 1 §2): the redirect asked for in
 * the query, else the stored one, but only on the sign-in screen, where it waits for the sign-in.
 * Anywhere else a stored redirect would send every later visit of the tab back to /auth.
 */
export function initialRedirect(pathname: string, search: string, stored: string | null): string | null {
  const asked = safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
  if (asked) return asked;
  return pathname === '/auth' ? safeRedirect(stored) : null;
}

export function rememberRedirect(path: string | null): void {
  writeStored('session', storageKeys.redirect, path);
}

export function storedRedirect(): string | null {
  return readStored('session', storageKeys.redirect);
}

/** Guards send here: the target travels in the query and in session storage (survives a reload). */
export function authPathFor(target: string): string {
  return `/auth?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}
