import { atom } from 'jotai';
import { isAdmin } from '../../domain/badges';
import { isBanActive } from '../../domain/dates';
import type { User } from '../../domain/user';
import { readStored, storageKeys, writeStored } from '../lib/storage';

const storedToken = atom<string | null>(readStored('local', storageKeys.token));

/** The session token, kept in local storage so a reload stays signed in (part 1 §4). */
export const tokenAtom = atom(
  (get) => get(storedToken),
  (_get, set, token: string | null) => {
    writeStored('local', storageKeys.token, token);
    set(storedToken, token);
  },
);

export const userAtom = atom<User | null>(null);

/** Set while an administrator acts as the user (their token ends at `endsAt`). */
export const impersonationAtom = atom<{ endsAt: string } | null>(null);

/** True while a stored token is being checked and the user's data loaded. */
export const syncingAtom = atom(false);

export const isAdminAtom = atom((get) => {
  const user = get(userAtom);
  return user !== null && isAdmin(user.badges);
});

/** The end of an active ban (valid and in the future), else null. */
export const activeBanAtom = atom((get) => {
  const bannedUntil = get(userAtom)?.bannedUntil ?? null;
  return bannedUntil && isBanActive(bannedUntil) ? bannedUntil : null;
});
