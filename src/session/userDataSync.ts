import { normaliseUserData, type UserData } from '../../domain/data/userData';
import { fetchUserData, saveUserData } from '../api/endpoints';
import { isStatus, messageOf } from '../api/client';
import { handleQuotaError, quotaRefusal } from '../features/billing/planLimit';
import { fr } from '../i18n/shell';
import { createSaveQueue, type Edit, type LocalState } from '../state/saveQueue';
import { appStore } from '../state/store';
import { showToast } from '../state/toasts';
import { saveStatusAtom, userDataAtom } from '../state/userData';

let onUnauthorized: () => void = () => undefined;

/** The session module signs out when a save is refused for a revoked token. */
export function handleUnauthorizedSaves(handler: () => void): void {
  onUnauthorized = handler;
}

const queue = createSaveQueue<UserData>({
  transport: { save: saveUserData, load: fetchUserData },
  normalise: (data) => normaliseUserData(data),
  isStale: (error) => isStatus(error, 412),
  // Past the quota the same document would be refused forever: it goes back to the server's copy.
  refusal: quotaRefusal,
  onChange: (state) => appStore.set(userDataAtom, state),
  onStatus: (status) => appStore.set(saveStatusAtom, status),
  onError: (error) => {
    if (isStatus(error, 401)) onUnauthorized();
    // Past the plan's quota the upsell dialog says it better than a toast.
    else if (!handleQuotaError(error)) showToast(messageOf(error, fr.sync.saveFailed), 'error');
  },
  onRefreshError: (error) => console.warn('[data] could not fetch the newer revision', error),
  debounceMs: 600,
});

/** Replaces the document (sign-in, bootstrap) or forgets it (sign-out). */
export function resetUserData(state: LocalState<UserData> | null): void {
  queue.reset(state);
}

/**
 * Changes the user's data: the edit runs at once on the local copy, the result is normalised
 * with the domain rules, then the whole document is saved in the background (debounced, one save
 * at a time, revision-checked). The edit must be a pure function: after a conflict it is replayed
 * on the server's newer copy. Returns false when no document is loaded.
 */
export function updateUserData(edit: Edit<UserData>): boolean {
  return queue.update(edit);
}

/**
 * The server recorded a session: its answer carries the document with the server's own record
 * (sessions, and the progress derived from them). Those parts are taken at once; the user's
 * material and pending edits stay as they are, and nothing is saved for it.
 */
export function adoptServerRecord(server: Pick<UserData, 'sessions' | 'progress'>): void {
  queue.absorb((data) => ({ ...data, sessions: server.sessions, progress: server.progress }));
}

/** Saves pending edits now (before leaving a screen, signing out…). Never rejects. */
export function flushUserData(): Promise<void> {
  return queue.flush();
}

/** Another tab or device saved revision `revision`. */
export function userDataChangedElsewhere(revision: number): void {
  void queue.remoteRevision(revision);
}

// The screens read the data through this module; the hook itself lives with the atom, so that the
// guards can use it without loading the save machinery (and its normaliser) for visitors.
export { useUserData } from '../state/userData';

let unloadGuarded = false;

/**
 * Saves when the page is hidden (mobile tab switch) and warns before closing with unsaved edits.
 * Installed with the first session: before one, there is nothing to save.
 */
export function installUnloadGuard(): void {
  if (unloadGuarded) return;
  unloadGuarded = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void queue.flush();
  });
  window.addEventListener('beforeunload', (event) => {
    if (queue.hasUnsaved()) event.preventDefault();
  });
}
