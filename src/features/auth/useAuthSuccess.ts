import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthResponse } from '../../../domain/user';
import { redirectTarget, rememberRedirect, storedRedirect } from '../../app/redirect';
import { startSession } from '../../session/session';

/** After login or signup: keep the session, then go back where a guard sent us from, else /account. */
export function useAuthSuccess(): (auth: AuthResponse) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (auth: AuthResponse) => {
      startSession(auth);
      const target = redirectTarget(search, storedRedirect(), '/account');
      rememberRedirect(null);
      void navigate(target, { replace: true });
    },
    [navigate, search],
  );
}
