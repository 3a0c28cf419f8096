import { sessionSummary } from '../../domain/data/sessions';
import type { RecordSessionBody, RecordSessionResponse } from '../../domain/training';
import { recordSession } from '../api/endpoints';
import { isUnreachable, messageOf } from '../api/client';
import { syncText } from '../i18n/sync';
import { listLocal, localKey, deleteLocal, writeLocal } from '../offline/localStore';
import { queueBadges } from '../state/badges';
import { userAtom } from '../state/session';
import { appStore } from '../state/store';
import { showToast } from '../state/toasts';
import { refreshDueCounts } from '../features/memory/dueCounts';
import { historyRecorded } from './history';
import { adoptServerProgress, flushUserData } from './userDataSync';

/**
 * Sessions finished without network (issue 18) wait on the device, per student, and are recorded
 * when it comes back: still checked and scored by the server, which times them by the client's
 * clock only when plausible (server/services/training/record.ts).
 */
const nameOf = (sessionId: string) => `session:${sessionId}`;

/** What a recorded session changes here: the user (points, badges), the progress and the history. */
export function applyRecorded(response: RecordSessionResponse): void {
  queueBadges(response.newBadges);
  appStore.set(userAtom, response.user);
  adoptServerProgress(response.progress, response.session);
  historyRecorded(sessionSummary(response.session));
  void refreshDueCounts();
}

/** Keeps a finished session to record later; false when the device cannot keep it. */
export async function queueSession(body: RecordSessionBody): Promise<boolean> {
  const userId = appStore.get(userAtom)?.id;
  return userId ? writeLocal('outbox', localKey(userId, nameOf(body.id)), body) : false;
}

let sending = false;

/** Records the signed-in student's waiting sessions, oldest first; stops at the first that cannot reach the server. */
export async function sendQueuedSessions(): Promise<void> {
  const userId = appStore.get(userAtom)?.id;
  if (!userId || sending) return;
  sending = true;
  try {
    const queued = (await listLocal<RecordSessionBody>('outbox', userId)).sort(([, a], [, b]) => a.finishedAt - b.finishedAt);
    if (queued.length === 0) return;
    // The server checks a session against the saved material: edits made offline go first.
    await flushUserData();
    let recorded = 0;
    let points = 0;
    for (const [name, body] of queued) {
      if (appStore.get(userAtom)?.id !== userId) return;
      try {
        const response = await recordSession(body);
        applyRecorded(response);
        recorded += 1;
        points += response.pointsAwarded;
      } catch (error) {
        if (isUnreachable(error)) break;
        // Refused for good (implausible, chapter deleted…): said once, then forgotten.
        showToast(syncText.queuedRefused(messageOf(error, syncText.refused)), 'error');
      }
      await deleteLocal('outbox', localKey(userId, name));
    }
    if (recorded > 0) showToast(syncText.queuedRecorded(recorded, points), 'success');
  } finally {
    sending = false;
  }
}

let listening = false;

/** Sends the waiting sessions now and whenever the network comes back. */
export function installOfflineSessions(): void {
  void sendQueuedSessions();
  if (listening) return;
  listening = true;
  window.addEventListener('online', () => void sendQueuedSessions());
}
