import { competitionRanks, type LeaderboardQuery, type LeaderboardResponse, type RankInfo } from '../../../domain/leaderboard';
import type { Queryable } from '../../db/types';
import { ENTRY_COLUMNS, presentEntry, type EntryRow } from '../../presenters/public';
import { RANKING_ORDER } from '../training/ranking';

/** Every account is ranked, whatever its points (points_histogram is kept by triggers: 003). */
async function countUsers(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>('SELECT COALESCE(sum(users), 0)::int AS n FROM points_histogram')).rows[0]?.n ?? 0;
}

/** Competition rank of a score: 1 + how many accounts have more points. */
async function rankOfPoints(db: Queryable, points: number): Promise<number> {
  const found = await db.query<{ n: number }>('SELECT COALESCE(sum(users), 0)::int AS n FROM points_histogram WHERE points > $1', [points]);
  return (found.rows[0]?.n ?? 0) + 1;
}

/** A user's {rank, total}, or null when the account does not exist. */
export async function rankOf(db: Queryable, userId: string): Promise<RankInfo | null> {
  const found = await db.query<{ points: number }>('SELECT points FROM users WHERE id = $1', [userId]);
  const row = found.rows[0];
  if (!row) return null;
  const [rank, total] = [await rankOfPoints(db, row.points), await countUsers(db)];
  return { rank, total };
}

/**
 * One page of the ranking (points, then the older account, then the id) with competition ranks,
 * the number of accounts and, for a signed-in caller, their own place.
 */
export async function readLeaderboard(db: Queryable, query: LeaderboardQuery, viewerId: string | null): Promise<LeaderboardResponse> {
  // The offset is walked on users_ranking_idx alone (an index-only scan), then only the page's
  // rows are read: a deep page does not read every row above it.
  const page = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM users
      WHERE id IN (SELECT id FROM users ORDER BY ${RANKING_ORDER} LIMIT $1 OFFSET $2)
      ORDER BY ${RANKING_ORDER}`,
    [query.limit, query.offset],
  );
  const rows = page.rows;
  const total = await countUsers(db);
  const firstRank = rows[0] ? await rankOfPoints(db, rows[0].points) : 1;
  const ranks = competitionRanks(
    rows.map((row) => row.points),
    query.offset,
    firstRank,
  );
  const now = Date.now();
  const response: LeaderboardResponse = { entries: rows.map((row, i) => presentEntry(row, ranks[i]!, now)), total };
  if (viewerId) {
    const own = rows.findIndex((row) => row.id === viewerId);
    const me = own >= 0 ? { rank: ranks[own]!, total } : await rankOf(db, viewerId);
    if (me) response.me = { rank: me.rank, total };
  }
  return response;
}
