import { describe, expect, it } from 'vitest';
import { competitionRanks, leaderboardQuery, LEADERBOARD_PAGE, medalPlace } from './leaderboard';

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

describe('medalPlace', () => {
  it('gives a medal to the first three ranks, ties included', () => {
    expect(medalPlace({ rank: 1, points: 80 })).toBe(1);
    expect(medalPlace({ rank: 2, points: 40 })).toBe(2);
    expect(medalPlace({ rank: 3, points: 1 })).toBe(3);
    expect(medalPlace({ rank: 4, points: 1 })).toBeNull();
  });

  it('gives no medal without points: one at 80 and three at 0 is one medal, not three silver', () => {
    const ranks = competitionRanks([80, 0, 0, 0], 0, 1);
    expect(ranks).toEqual([1, 2, 2, 2]);
    expect([80, 0, 0, 0].map((points, i) => medalPlace({ rank: ranks[i]!, points }))).toEqual([1, null, null, null]);
  });
});
