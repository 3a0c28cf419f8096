import { fetchMe } from '../api/endpoints';
import { isStatus, isUnreachable } from '../api/client';
import { fr } from '../i18n/shell';
import { syncingAtom, tokenAtom } from '../state/session';
import { appStore } from '../state/store';
import { showToast } from '../state/toasts';
import { refreshLeaderboard } from './leaderboard';
import { clearSession, establishSession, expireSession } from './session';
import { fetchUserStudy, startFromDevice } from './userDataSync';

/**
 * Start-up (part 1 §4 Authentication): with a stored token, synchronise (the guards show a
 * message meanwhile) by loading the user, their data and the leaderboard; a 401 means the token
 * is dead. Then the realtime connection opens and pings. main.tsx loads this module only when
 * a token is stored: a visitor downloads none of the session machinery.
 */
export async function bootstrap(): Promise<void> {
  void refreshLeaderboard();
  const token = appStore.get(tokenAtom);
  if (!token) return;
  appStore.set(syncingAtom, true);
  try {
    const [{ user, impersonation }, { data, revision }] = await Promise.all([fetchMe(), fetchUserStudy()]);
    // A sign-in during the synchronisation wins over it.
    if (appStore.get(tokenAtom) === token) establishSession(token, user, { data, revision }, impersonation ?? null);
  } catch (error) {
    if (appStore.get(tokenAtom) !== token) return;
    const offline = isUnreachable(error) ? await startFromDevice(token) : null;
    if (appStore.get(tokenAtom) !== token) return;
    if (isStatus(error, 401)) {
      expireSession();
    } else if (offline) {
      // No network: the app opens on this device's last copy, with the edits kept on it.
      establishSession(token, offline.user, offline.state);
    } else {
      console.warn('[bootstrap] synchronisation failed', error);
      clearSession({ keepToken: true });
      showToast(fr.sync.failed, 'error');
    }
  } finally {
    appStore.set(syncingAtom, false);
  }
}
