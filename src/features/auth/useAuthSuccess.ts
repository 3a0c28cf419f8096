import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthResponse } from '../../../domain/user';
import { redirectTarget, rememberRedirect, storedRedirect } from '../../app/redirect';
import { startSession } from '../../session/session';
import { tutorialActiveAtom } from '../tutorial/state';

/**
 * After login or signup: keep the session, then go back where a guard sent us from, else /account;
 * during the guided tour, stay: the tour leads on from the signup step (part 1 §4).
 */
export function useAuthSuccess(): (auth: AuthResponse) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const touring = useAtomValue(tutorialActiveAtom);
  return useCallback(
    (auth: AuthResponse) => {
      startSession(auth);
      if (touring) return;
      const target = redirectTarget(search, storedRedirect(), '/account');
      rememberRedirect(null);
      void navigate(target, { replace: true });
    },
    [navigate, search, touring],
  );
}
