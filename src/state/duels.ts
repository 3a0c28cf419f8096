import { atom } from 'jotai';
import { appStore } from './store';

/** A duel of the user moved (an answer, a turn, its end), as the server announced it; `seq` tells events apart. */
export interface DuelEvent {
  duelId: string;
  status: string;
  seq: number;
}

export const duelEventAtom = atom<DuelEvent>({ duelId: '', status: '', seq: 0 });

/** The views of a duel and the list of duels ask again. */
export function duelChanged(duelId: string, status: string): void {
  appStore.set(duelEventAtom, (last) => ({ duelId, status, seq: last.seq + 1 }));
}

/** Duels waiting for the user (their turn, an invitation): the badge on the « Duels » links. */
export const duelsWaitingAtom = atom(0);
