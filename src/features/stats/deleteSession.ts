import type { DeleteSessionResponse } from '../../../domain/training';
import { apiRequest, messageOf } from '../../api/client';
import { fr } from '../../i18n/fr';
import { historyDeleted } from '../../session/history';
import { adoptServerProgress } from '../../session/userDataSync';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { showToast } from '../../state/toasts';

/**
 * Deletes a session after a browser confirmation (part 2 §5 Text) and says how it went
 * ('Session supprimée (−n pts)' or the failure toast); the server takes back the points it earned.
 * Answers the server's answer when the session was deleted, else null.
 */
async function deleteSession(path: string): Promise<DeleteSessionResponse | null> {
  if (!window.confirm(fr.stats.confirmDelete)) return null;
  try {
    const result = await apiRequest<DeleteSessionResponse>(path, { method: 'DELETE' });
    showToast(fr.stats.deleted + (result.pointsRemoved > 0 ? fr.stats.pointsRemoved(result.pointsRemoved) : ''), 'success');
    return result;
  } catch (error) {
    console.warn('[stats] session deletion failed', messageOf(error, ''));
    showToast(fr.stats.deleteFailed, 'error');
    return null;
  }
}

/** One of the signed-in user's sessions; the answer updates the user and the local record. */
export async function deleteOwnSession(sessionId: string): Promise<boolean> {
  const result = await deleteSession(`/me/sessions/${encodeURIComponent(sessionId)}`);
  if (!result) return false;
  appStore.set(userAtom, result.user);
  adoptServerProgress(result.data.progress);
  historyDeleted(sessionId);
  return true;
}

/** Any user's session, by an admin from that user's public profile (DELETE /admin/users/{id}/sessions/{sessionId}). */
export async function deleteUserSession(userId: string, sessionId: string): Promise<boolean> {
  return (await deleteSession(`/admin/users/${encodeURIComponent(userId)}/sessions/${encodeURIComponent(sessionId)}`)) !== null;
}
