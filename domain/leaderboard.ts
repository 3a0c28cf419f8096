import { z } from 'zod';
import type { TrainingSession } from './data/sessions';
import type { Display, User } from './user';

/** Page size of GET /public/leaderboard: 100 by default, at most 200. */
export const LEADERBOARD_PAGE = { default: 100, max: 200 } as const;

/** Query of GET /public/leaderboard. Numbers arrive as text in a query string. */
export const leaderboardQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_PAGE.max).default(LEADERBOARD_PAGE.default),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuery>;

/** A user's place: `rank` among `total` accounts (part 2 §3 "rank info is {rank, total}"). */
export interface RankInfo {
  rank: number;
  total: number;
}

/** One row of the ranking: public profile fields only, never a secret or the ban state. */
export interface LeaderboardEntry {
  id: string;
  username: string;
  slug: string | null;
  avatar: string;
  display: Display;
  badges: string[];
  points: number;
  loginStreak: number;
  sessionStreak: number;
  online: boolean;
  rank: number;
}

export interface LeaderboardResponse {
  entries: LeaderboardEntry[];
  total: number;
  /** The caller's own place, when the call carries a valid token. */
  me?: RankInfo;
}

/**
 * A user as anyone may see them. `bannedUntil` is private: it is only present for admins.
 */
export type PublicUser = Omit<User, 'bannedUntil'> & { bannedUntil?: string | null };

/** A recorded session without its questions: answers are the owner's study material. */
export type PublicSession = Omit<TrainingSession, 'questions'>;

/** Subject and chapter names, so the statistics can label and filter sessions. */
export interface PublicSubject {
  id: string;
  name: string;
  chapters: Array<{ id: string; name: string }>;
}

/** What a public profile shows of the user data: no cards, boards or maps. */
export interface PublicProfileData {
  subjects: PublicSubject[];
  sessions: PublicSession[];
  profileMusicUrl: string | null;
}

/** GET /public/profiles/{slug}. */
export interface PublicProfileResponse {
  user: PublicUser;
  data: PublicProfileData;
  leaderboard: RankInfo;
}

/** GET /public/users/{id}; `data` only for admins, who moderate users with or without a slug. */
export interface PublicUserResponse {
  user: PublicUser;
  leaderboard: RankInfo;
  data?: PublicProfileData;
}

/**
 * Competition ranks ('1224') of a page of the ranking, whose points are sorted descending.
 * `firstRank` is the rank of the page's first row (1 + how many have more points) and
 * `offset` its position in the whole ranking: a row tied with the one above shares its rank,
 * any other row's rank is its position.
 */
export function competitionRanks(points: readonly number[], offset: number, firstRank: number): number[] {
  const ranks: number[] = [];
  points.forEach((value, i) => {
    if (i === 0) ranks.push(firstRank);
    else ranks.push(value === points[i - 1] ? ranks[i - 1]! : offset + i + 1);
  });
  return ranks;
}

/** Whether an account has a place in the ranking: only with points (without any, every account would tie first). */
export function isRanked(points: number): boolean {
  return points > 0;
}

/** The medal place (1–3) of a row, or null: the first three ranks, ties included, and only with points. */
export function medalPlace(row: Pick<LeaderboardEntry, 'rank' | 'points'>): 1 | 2 | 3 | null {
  if (!isRanked(row.points) || row.rank > 3) return null;
  return row.rank as 1 | 2 | 3;
}
