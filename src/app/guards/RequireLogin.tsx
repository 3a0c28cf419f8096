import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { StatusMessage } from '../../components/StatusMessage';
import { fr } from '../../i18n/shell';
import { syncingAtom, userAtom } from '../../state/session';
import { authPathFor, rememberRedirect } from '../redirect';

/** Screens that need an account: while the token is checked a message, without a user /auth. */
export function RequireLogin() {
  const user = useAtomValue(userAtom);
  const syncing = useAtomValue(syncingAtom);
  if (syncing) return <StatusMessage tone="loading" message={fr.sync.syncing} />;
  if (!user) return <RedirectToAuth />;
  return <Outlet />;
}

/** Sends to /auth, remembering the page (query and session storage) to come back after signing in. */
function RedirectToAuth() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const target = `${pathname}${search}${hash}`;
    rememberRedirect(target);
    void navigate(authPathFor(target), { replace: true });
  }, [navigate, pathname, search, hash]);
  return null;
}
