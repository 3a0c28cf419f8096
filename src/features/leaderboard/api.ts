import type { LeaderboardResponse } from '../../../domain/leaderboard';
import { apiRequest } from '../../api/client';

/** GET /public/leaderboard; with a token the answer also carries the caller's own place. */
export const fetchLeaderboardPage = (limit: number, offset = 0) =>
  apiRequest<LeaderboardResponse>(`/public/leaderboard?limit=${limit}&offset=${offset}`);
