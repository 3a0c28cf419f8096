import { competitionRanks, type LeaderboardQuery, type LeaderboardResponse, type RankInfo } from '../../../domain/leaderboard';
import type { User } from '../../../domain/user';
import type { Queryable } from '../../db/types';
import { countAbove, countRanked, readRankingRows, readScoreHistogram } from '../../db/leaderboard';
import { pointsOf } from '../../db/users';
import { presentEntry } from '../../presenters/public';
import { entityTag, type PublicCache, type SerialisedAnswer } from '../publicCache';

/**
 * How long a cached page of the ranking is served at most: what it shows changes on events
 * (points, profiles, accounts), except 'online', which only time changes (a 5-minute window).
 */
export const LEADERBOARD_TTL_MS = 5_000;

/** A user's {rank, total}, or null when the account does not exist. */
export async function rankOf(db: Queryable, userId: string): Promise<RankInfo | null> {
  const points = await pointsOf(db, userId);
  if (points === null) return null;
  // Competition rank: 1 + how many accounts have more points; every account is ranked.
  const [above, total] = [await countAbove(db, points), await countRanked(db)];
  return { rank: above + 1, total };
}

/** The scores held, best first, each with how many accounts score more: ranks without a query. */
interface ScoreCounts {
  scores: number[];
  above: number[];
  total: number;
}

async function readScoreCounts(db: Queryable): Promise<ScoreCounts> {
  const counts: ScoreCounts = { scores: [], above: [], total: 0 };
  for (const row of await readScoreHistogram(db)) {
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
  const rows = await readRankingRows(db, query.limit, query.offset);
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
