import { describe, expect, it } from 'vitest';
import { competitionRanks, leaderboardQuery, LEADERBOARD_PAGE } from './leaderboard';

describe('competitionRanks', () => {
  it('gives equal points the same rank and skips the places they take (1224)', () => {
    expect(competitionRanks([90, 50, 50, 10], 0, 1)).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([7, 7, 7], 0, 1)).toEqual([1, 1, 1]);
  });

  it('continues a tie that started on an earlier page', () => {
    // Rows 3..5 of a ranking 100, 40, 40, 40, 40, 5: the page starts inside the tie.
    expect(competitionRanks([40, 40, 5], 3, 2)).toEqual([2, 2, 6]);
  });

  it('answers nothing for an empty page', () => {
    expect(competitionRanks([], 0, 1)).toEqual([]);
  });
});

describe('leaderboardQuery', () => {
  it('defaults to the first 100 rows', () => {
    expect(leaderboardQuery.parse({})).toEqual({ limit: LEADERBOARD_PAGE.default, offset: 0 });
  });

  it('reads numbers from the query string and refuses out-of-range pages', () => {
    expect(leaderboardQuery.parse({ limit: '20', offset: '40' })).toEqual({ limit: 20, offset: 40 });
    for (const bad of [{ limit: '0' }, { limit: '201' }, { offset: '-1' }, { limit: 'abc' }, { limit: '2.5' }]) {
      expect(leaderboardQuery.safeParse(bad).success).toBe(false);
    }
  });
});
