import { atom } from 'jotai';

/** A leaderboard row: an id plus ranking data that the leaderboard feature defines (part 2 §3). */
export type LeaderboardEntry = { id: string } & Record<string, unknown>;

export const leaderboardAtom = atom<LeaderboardEntry[]>([]);
