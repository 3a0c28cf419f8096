import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { StatusMessage } from '../../components/StatusMessage';
import { fr } from '../../i18n/shell';
import { formatBanEnd } from '../../lib/format';
import { activeBanAtom } from '../../state/session';
import { userDataAtom } from '../../state/userData';

/**
 * Study screens (subjects, pick, manage and train): suspended users see the suspension message
 * (part 1 §4 Ban), and nothing shows before the user's data is loaded.
 */
export function RequireStudyAccess() {
  const bannedUntil = useAtomValue(activeBanAtom);
  const loaded = useAtomValue(userDataAtom) !== null;
  if (bannedUntil) {
    return <StatusMessage tone="warning" title={fr.sync.suspendedTitle} message={fr.sync.suspended(formatBanEnd(bannedUntil))} />;
  }
  if (!loaded) return <StatusMessage tone="loading" message={fr.sync.dataLoading} />;
  return <Outlet />;
}
