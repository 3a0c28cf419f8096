import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { userAtom } from '../../state/session';
import { arrive, authenticated, dismiss, next, skip, start, type Outcome } from './machine';
import { MENU_CLOSE_EVENT, persistStatus, tutorialAtom } from './state';
import { TUTORIAL_STEPS } from './steps';

/** The tour's state and actions, with the automatic transitions (arrival, sign-in) wired in. */
export function useTutorial() {
  const [state, setState] = useAtom(tutorialAtom);
  const signedIn = useAtomValue(userAtom) !== null;
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const apply = useCallback(
    (outcome: Outcome) => {
      setState(outcome.state);
      if (outcome.persist) persistStatus(outcome.persist);
      if (outcome.navigateTo) {
        window.dispatchEvent(new Event(MENU_CLOSE_EVENT));
        void navigate(outcome.navigateTo);
      }
    },
    [navigate, setState],
  );

  useEffect(() => {
    const outcome = arrive(TUTORIAL_STEPS, state, pathname);
    if (outcome.state !== state) apply(outcome);
  }, [apply, pathname, state]);

  useEffect(() => {
    const outcome = authenticated(TUTORIAL_STEPS, state, signedIn);
    if (outcome.state !== state) apply(outcome);
  }, [apply, signedIn, state]);

  return {
    state,
    pathname,
    signedIn,
    start: () => apply(start(TUTORIAL_STEPS, pathname)),
    dismiss: () => apply(dismiss()),
    next: () => apply(next(TUTORIAL_STEPS, state, pathname)),
    skip: () => apply(skip(TUTORIAL_STEPS, state)),
  };
}
