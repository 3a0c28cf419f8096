import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router';
import { StatusMessage } from '../../components/StatusMessage';
import { fr } from '../../i18n/shell';
import { isAdminAtom, syncingAtom } from '../../state/session';

/** /admin needs the admin badge; everyone else goes to / (part 2 §2). */
export function RequireAdmin() {
  const isAdmin = useAtomValue(isAdminAtom);
  const syncing = useAtomValue(syncingAtom);
  if (syncing) return <StatusMessage tone="loading" message={fr.sync.syncing} />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
