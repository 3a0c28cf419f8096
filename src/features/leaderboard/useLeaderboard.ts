import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LEADERBOARD_PAGE, type LeaderboardResponse } from '../../../domain/leaderboard';
import { leaderboardAtom } from '../../state/leaderboard';
import { tokenAtom } from '../../state/session';
import { fetchLeaderboardPage } from './api';
import { throttle } from './throttle';

/** At most one live refetch per second. */
const LIVE_REFRESH_MS = 1000;

export interface LeaderboardView {
  board: LeaderboardResponse | null;
  failed: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * The ranking as far as it was scrolled, refetched (throttled) whenever the app's live ranking
 * refreshes on 'leaderboard:update', and when the user signs in or out (their own place changes).
 */
export function useLeaderboard(): LeaderboardView {
  const [board, setBoard] = useState<LeaderboardResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const shown = useRef<number>(LEADERBOARD_PAGE.default);
  const token = useAtomValue(tokenAtom);
  const liveSignal = useAtomValue(leaderboardAtom);

  const load = useCallback(async () => {
    try {
      // The rows shown so far, in as few calls as the page limit allows.
      let next: LeaderboardResponse | null = null;
      for (let offset = 0; offset < shown.current; offset += LEADERBOARD_PAGE.max) {
        const page = await fetchLeaderboardPage(Math.min(LEADERBOARD_PAGE.max, shown.current - offset), offset);
        next = next ? { ...page, entries: [...next.entries, ...page.entries] } : page;
        if (next.entries.length >= next.total) break;
      }
      setBoard(next);
      setFailed(false);
    } catch (error) {
      // Leaderboard failures are only logged (part 1 §8); the last ranking stays on screen.
      console.info('[leaderboard] unavailable:', error instanceof Error ? error.message : error);
      setFailed(true);
    }
  }, []);

  const [refresh] = useState(() => throttle(() => void load(), LIVE_REFRESH_MS));
  useEffect(() => () => refresh.cancel(), [refresh]);
  useEffect(() => refresh.call(), [refresh, liveSignal, token]);

  const loadMore = useCallback(() => {
    setLoadingMore(true);
    shown.current += LEADERBOARD_PAGE.default;
    void load().finally(() => setLoadingMore(false));
  }, [load]);

  return { board, failed, loadingMore, loadMore };
}
