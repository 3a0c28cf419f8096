import { atom } from 'jotai';
import { readStored } from '../../lib/storage';
import { initialState, type StoredStatus, type TutorialState } from './machine';
import { TUTORIAL_STEPS, type NavAction } from './steps';

/** Local storage entry 'tutorial status' (part 1 §9): dismissed or completed. */
export const TUTORIAL_STATUS_KEY = 'mnemo.tutorialStatus';

/** Fired when a step navigates, so an open side menu closes (part 1 §4 Tutorial). */
export const MENU_CLOSE_EVENT = 'mnemo:menu-close';

export const tutorialAtom = atom<TutorialState>(initialState(readStored('local', TUTORIAL_STATUS_KEY)));

export const tutorialActiveAtom = atom((get) => get(tutorialAtom).status === 'active');

/** While the tour runs, the only navigation action allowed (null: none); undefined when not locked. */
export const navLockAtom = atom<NavAction | null | undefined>((get) => {
  const state = get(tutorialAtom);
  if (state.status !== 'active') return undefined;
  return TUTORIAL_STEPS[state.index]?.nav?.action ?? null;
});

/** Remembers how the tour ended; a failure is only warned (part 1 §4 Tutorial). */
export function persistStatus(status: StoredStatus): void {
  try {
    globalThis.localStorage.setItem(TUTORIAL_STATUS_KEY, status);
  } catch (error) {
    console.warn('[tutorial] could not store the tutorial status', error);
  }
}
