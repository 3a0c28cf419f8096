import { normaliseStudyData, type StudyData } from '../../domain/data/userData';
import type { AuthResponse, User } from '../../domain/user';
import { logout as logoutCall } from '../api/endpoints';
import { fr } from '../i18n/shell';
import { sessionOutbox } from '../realtime/sessionOutbox';
import type { LocalState } from '../state/saveQueue';
import { resetBadgeQueue } from '../state/badges';
import { impersonationAtom, tokenAtom, userAtom } from '../state/session';
import { appStore } from '../state/store';
import { showToast } from '../state/toasts';
import { resetHistory } from './history';
import { installOfflineSessions } from './offlineSessions';
import { flushUserData, handleUnauthorizedSaves, installUnloadGuard, resetUserData, restorePendingEdits } from './userDataSync';

/**
 * (Re)opens the realtime connection with the token; its client is loaded on demand, after the
 * first paint. Without a token it closes it: a visitor has no connection (issue 20), the pages
 * they see load their figures over HTTP.
 */
export function reconnect(token: string | null): void {
  import('../realtime/connection')
    .then(({ connectRealtime, disconnectRealtime }) => (token ? connectRealtime(token) : disconnectRealtime()))
    .catch((error: unknown) => console.warn('[realtime] unavailable', error));
}

/** Signed in with everything loaded (bootstrap, or sign-in and its data); `impersonation` for an admin's visit. */
export function establishSession(
  token: string,
  user: User,
  data: LocalState<StudyData>,
  impersonation: { endsAt: string } | null = null,
): void {
  appStore.set(tokenAtom, token);
  appStore.set(userAtom, user);
  appStore.set(impersonationAtom, impersonation);
  resetUserData(data);
  // Edits left unsaved on this device by this account (a reload, a closed tab) are taken back.
  void restorePendingEdits(user.id);
  installUnloadGuard();
  installOfflineSessions();
  reconnect(token);
}

/** Login or registration succeeded: their answer has no revision, the save queue fetches it. */
export function startSession(auth: AuthResponse): void {
  establishSession(auth.token, auth.user, { data: normaliseStudyData(auth.data), revision: null });
}

/** Forgets the user and their data; the token too unless the server could not be reached. */
export function clearSession({ keepToken = false } = {}): void {
  if (!keepToken) appStore.set(tokenAtom, null);
  appStore.set(userAtom, null);
  appStore.set(impersonationAtom, null);
  resetUserData(null);
  resetHistory();
  resetBadgeQueue();
  sessionOutbox.clear();
  reconnect(null);
}

/** The server refused the token (revoked, expired, corrupted). */
export function expireSession(): void {
  clearSession();
  showToast(fr.sync.sessionExpired, 'error');
}

/** Saves what is pending, revokes the token (its failure is only logged) and clears everything. */
export async function logout(): Promise<void> {
  await flushUserData();
  try {
    await logoutCall();
  } catch (error) {
    console.warn('[auth] logout call failed', error);
  }
  clearSession();
}

handleUnauthorizedSaves(() => {
  if (appStore.get(userAtom)) expireSession();
});
