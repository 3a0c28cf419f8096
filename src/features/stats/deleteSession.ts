import type { DeleteSessionResponse } from '../../../domain/training';
import { apiRequest, messageOf } from '../../api/client';
import { fr } from '../../i18n/fr';
import { adoptServerRecord } from '../../session/userDataSync';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { showToast } from '../../state/toasts';

/**
 * Deletes one of the signed-in user's sessions after a browser confirmation (part 2 §5 Text):
 * the server takes back the points it earned; its answer updates the user and the local record.
 * Answers true when the session was deleted.
 */
export async function deleteOwnSession(sessionId: string): Promise<boolean> {
  if (!window.confirm(fr.stats.confirmDelete)) return false;
  try {
    const result = await apiRequest<DeleteSessionResponse>(`/me/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
    appStore.set(userAtom, result.user);
    adoptServerRecord(result.data);
    showToast(fr.stats.deleted + (result.pointsRemoved > 0 ? fr.stats.pointsRemoved(result.pointsRemoved) : ''), 'success');
    return true;
  } catch (error) {
    console.warn('[stats] session deletion failed', messageOf(error, ''));
    showToast(fr.stats.deleteFailed, 'error');
    return false;
  }
}
