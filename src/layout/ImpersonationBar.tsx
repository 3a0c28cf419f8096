import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { fr } from '../i18n/fr';
import { formatDateTime } from '../lib/format';
import { expireSession } from '../session/session';
import { impersonationAtom, userAtom } from '../state/session';
import { useLogout } from './useLogout';

const text = fr.admin.visit;

/**
 * While an admin acts as a user: whose account it is, until when, and a way out. The token dies
 * on the server at `endsAt`; the session is cleared then rather than at the next failed call.
 */
export function ImpersonationBar() {
  const impersonation = useAtomValue(impersonationAtom);
  const user = useAtomValue(userAtom);
  const leave = useLogout();

  useEffect(() => {
    if (!impersonation) return;
    const timer = setTimeout(expireSession, Math.max(0, Date.parse(impersonation.endsAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [impersonation]);

  if (!impersonation || !user) return null;
  return (
    <div className="impersonation-bar" role="status" data-testid="impersonation-bar">
      <span>{text.notice(user.username, formatDateTime(impersonation.endsAt))}</span>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => void leave()}>
        {text.leave}
      </button>
    </div>
  );
}
