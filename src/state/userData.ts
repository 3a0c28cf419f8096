import { atom, useAtomValue } from 'jotai';
import type { StudyData } from '../../domain/data/userData';
import type { LocalState, SaveStatus } from './saveQueue';

/** The signed-in user's study document as the app shows it (local edits included), with its revision. */
export const userDataAtom = atom<LocalState<StudyData> | null>(null);

/** The signed-in user's data, or null while it is not loaded. */
export function useUserData(): StudyData | null {
  return useAtomValue(userDataAtom)?.data ?? null;
}

/** Where the background save stands, for a discreet indicator. */
export const saveStatusAtom = atom<SaveStatus>('idle');

/** Edits the server has not acknowledged yet. */
export const pendingEditsAtom = atom(0);
