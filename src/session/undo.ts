import type { StudyData } from '../../domain/data/userData';
import { fr } from '../i18n/fr';
import type { Edit } from '../state/saveQueue';
import { showToast } from '../state/toasts';
import { updateUserData } from './userDataSync';

/**
 * Applies a deletion and offers 'Annuler' in a toast for a few seconds. Undo is one more pure
 * edit (restoring what was removed), so it is saved and replayed like any other.
 */
export function deleteWithUndo(message: string, remove: Edit<StudyData>, restore: Edit<StudyData>): void {
  updateUserData(remove);
  showToast(message, 'info', {
    label: fr.undo.undo,
    run: () => {
      updateUserData(restore);
      showToast(fr.undo.restored, 'success');
    },
  });
}
