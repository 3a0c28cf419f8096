import { competitionRanks, type LeaderboardQuery, type LeaderboardResponse, type RankInfo } from '../../../domain/leaderboard';
import type { User } from '../../../domain/user';
import type { Queryable } from '../../db/types';
import { ENTRY_COLUMNS, presentEntry, type EntryRow } from '../../presenters/public';
import { entityTag, type PublicCache, type SerialisedAnswer } from '../publicCache';
import { RANKING_ORDER } from '../training/ranking';

/**
 * How long a cached page of the ranking is served at most: what it shows changes on events
 * (points, profiles, accounts), except 'online', which only time changes (a 5-minute window).
 */
export const LEADERBOARD_TTL_MS = 5_000;

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

/** The scores held, best first, each with how many accounts score more: ranks without a query. */
interface ScoreCounts {
  scores: number[];
  above: number[];
  total: number;
}

async function readScoreCounts(db: Queryable): Promise<ScoreCounts> {
  const found = await db.query<{ points: number; users: number }>('SELECT points, users FROM points_histogram WHERE users > 0 ORDER BY points DESC');
  const counts: ScoreCounts = { scores: [], above: [], total: 0 };
  for (const row of found.rows) {
    counts.scores.push(row.points);
    counts.above.push(counts.total);
    counts.total += row.users;
  }
  return counts;
}

/** Competition rank of a score: 1 + how many accounts score more (a binary search). */
function rankIn(counts: ScoreCounts, points: number): number {
  let low = 0;
  let high = counts.scores.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (counts.scores[middle]! > points) low = middle + 1;
    else high = middle;
  }
  return 1 + (low < counts.scores.length ? counts.above[low]! : counts.total);
}

/** A page of the ranking serialised once: `{"entries":[…],"total":n` waits for `me` and its brace. */
interface RankingPage {
  head: string;
  anonymous: SerialisedAnswer;
  total: number;
}

async function readRankingPage(db: Queryable, counts: ScoreCounts, query: LeaderboardQuery): Promise<RankingPage> {
  // The offset is walked on users_ranking_idx alone (an index-only scan), then only the page's
  // rows are read: a deep page does not read every row above it.
  const page = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM users
      WHERE id IN (SELECT id FROM users ORDER BY ${RANKING_ORDER} LIMIT $1 OFFSET $2)
      ORDER BY ${RANKING_ORDER}`,
    [query.limit, query.offset],
  );
  const rows = page.rows;
  const ranks = competitionRanks(
    rows.map((row) => row.points),
    query.offset,
    rows[0] ? rankIn(counts, rows[0].points) : 1,
  );
  const now = Date.now();
  const answer: LeaderboardResponse = { entries: rows.map((row, i) => presentEntry(row, ranks[i]!, now)), total: counts.total };
  const json = JSON.stringify(answer);
  const body = Buffer.from(json);
  return { head: json.slice(0, -1), anonymous: { body, etag: entityTag(body) }, total: counts.total };
}

/**
 * GET /public/leaderboard, serialised: one page of the ranking (points, then the older account,
 * then the id) with competition ranks and the number of accounts, from the cache; for a signed-in
 * viewer, their own place from the cached score counts and the points their token just read.
 */
export async function leaderboardAnswer(db: Queryable, cache: PublicCache, query: LeaderboardQuery, viewer: User | null): Promise<SerialisedAnswer> {
  const counts = () => cache.get('leaderboard', 'counts', LEADERBOARD_TTL_MS, () => readScoreCounts(db));
  // The counts are asked for inside the page's load: a page loaded after a change never gets the
  // counts from before it (an invalidation drops both at once).
  const page = await cache.get('leaderboard', `page:${query.limit}:${query.offset}`, LEADERBOARD_TTL_MS, async () =>
    readRankingPage(db, await counts(), query),
  );
  if (!viewer) return page.anonymous;
  const me: RankInfo = { rank: rankIn(await counts(), viewer.points), total: page.total };
  const body = Buffer.from(`${page.head},"me":${JSON.stringify(me)}}`);
  return { body, etag: `${page.anonymous.etag.slice(0, -1)}.${me.rank}.${me.total}"` };
}
