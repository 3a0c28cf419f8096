import { atom } from 'jotai';
import type { PublicSession } from '../../domain/leaderboard';

/** The signed-in user's recorded sessions, loaded page by page where the statistics show them. */
export interface OwnHistory {
  /** Newest first. */
  sessions: PublicSession[];
  /** Sessions kept on the server in all. */
  total: number;
  /** Pages are still coming. */
  loading: boolean;
  /** A page failed: what is shown is incomplete. */
  failed: boolean;
}

export const historyAtom = atom<OwnHistory | null>(null);
