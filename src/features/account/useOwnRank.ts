import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { RankInfo } from '../../../domain/leaderboard';
import { leaderboardAtom } from '../../state/leaderboard';
import { fetchLeaderboardPage } from '../leaderboard/api';

/** The signed-in user's {rank, total}, refreshed with the live ranking and when their points change. */
export function useOwnRank(points: number): RankInfo | null {
  const [rank, setRank] = useState<RankInfo | null>(null);
  const liveSignal = useAtomValue(leaderboardAtom);
  useEffect(() => {
    let current = true;
    fetchLeaderboardPage(1).then(
      (board) => {
        if (current) setRank(board.me ?? null);
      },
      (error: unknown) => console.info('[account] rank unavailable:', error instanceof Error ? error.message : error),
    );
    return () => {
      current = false;
    };
  }, [points, liveSignal]);
  return rank;
}
