import { atom, useStore, type Atom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import type { StudyData } from '../../domain/data/userData';
import type { LocalState, SaveStatus } from './saveQueue';

/** The signed-in user's study document as the app shows it (local edits included), with its revision. */
export const userDataAtom = atom<LocalState<StudyData> | null>(null);

/**
 * An atom's value, followed without jotai's useAtomValue: that hook renders its component a second
 * time right after mounting (its subscribing effect dispatches an update that React drops only
 * while rendering), and with it every child that is not memoised. On the mind-map editor, that
 * second pass drew both lists again: about 50 ms of the time to an interactive map.
 */
function useAtomSnapshot<T>(followed: Atom<T>): T {
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => store.sub(followed, listener), [store, followed]);
  return useSyncExternalStore(subscribe, () => store.get(followed));
}

/** The signed-in user's data, or null while it is not loaded. */
export function useUserData(): StudyData | null {
  return useAtomSnapshot(userDataAtom)?.data ?? null;
}

/** Where the background save stands, for a discreet indicator. */
export const saveStatusAtom = atom<SaveStatus>('idle');

/** Edits the server has not acknowledged yet. */
export const pendingEditsAtom = atom(0);
