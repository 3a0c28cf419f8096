import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { fr } from '../i18n/shell';
import { pendingEditsAtom, saveStatusAtom } from '../state/userData';

/**
 * A discreet word in the header on where the student's edits stand (issue 18): waiting, being
 * saved, kept on the device while offline, saved (for a moment), or a failed save.
 */
export function SaveIndicator() {
  const status = useAtomValue(saveStatusAtom);
  const pending = useAtomValue(pendingEditsAtom);
  const [savedShown, setSavedShown] = useState(false);
  const [previous, setPrevious] = useState(status);
  if (previous !== status) {
    setPrevious(status);
    setSavedShown(status === 'idle' && (previous === 'saving' || previous === 'offline'));
  }
  useEffect(() => {
    if (!savedShown) return;
    const timer = setTimeout(() => setSavedShown(false), 2500);
    return () => clearTimeout(timer);
  }, [savedShown]);

  const label =
    status === 'error'
      ? fr.sync.unsaved
      : status === 'offline'
        ? fr.sync.offline
        : status === 'saving'
          ? fr.sync.saving
          : status === 'pending'
            ? fr.sync.pending(Math.max(1, pending))
            : savedShown
              ? fr.sync.saved
              : null;
  const tone = status === 'error' ? ' save-indicator--error' : status === 'offline' ? ' save-indicator--offline' : '';
  return (
    <span className={`save-indicator${tone}`} role="status">
      {label}
    </span>
  );
}
