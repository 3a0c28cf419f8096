import { useAtomValue } from 'jotai';
import { fr } from '../i18n/shell';
import { saveStatusAtom } from '../state/userData';

/** A discreet word in the header while the user's data is being saved, or when a save failed. */
export function SaveIndicator() {
  const status = useAtomValue(saveStatusAtom);
  const label = status === 'error' ? fr.sync.unsaved : status === 'idle' ? null : fr.sync.saving;
  return (
    <span className={`save-indicator${status === 'error' ? ' save-indicator--error' : ''}`} role="status">
      {label}
    </span>
  );
}
