import { describe, expect, it } from 'vitest';
import { afterDuel, freshStanding, START_RATING } from './rating';

describe('duel rating (Glicko-2)', () => {
  it('a rated duel moves the winner up and the loser down by as much between new players; the record counts it', () => {
    const { challenger, opponent } = afterDuel(freshStanding(), freshStanding(), 'opponent', true);
    expect(opponent.rating).toBeGreaterThan(START_RATING.rating);
    expect(challenger.rating).toBeLessThan(START_RATING.rating);
    expect(opponent.rating - START_RATING.rating).toBeCloseTo(START_RATING.rating - challenger.rating, 6);
    expect(opponent.rd).toBeLessThan(START_RATING.rd);
    expect([challenger.losses, opponent.wins]).toEqual([1, 1]);
  });

  it('an unrated duel moves no rating but counts in the record; a draw between equals moves nothing', () => {
    const { challenger, opponent } = afterDuel(freshStanding(), freshStanding(), 'challenger', false);
    expect(challenger).toEqual({ ...freshStanding(), wins: 1 });
    expect(opponent).toEqual({ ...freshStanding(), losses: 1 });
    const drawn = afterDuel(freshStanding(), freshStanding(), 'draw', true);
    expect(drawn.challenger.rating).toBeCloseTo(START_RATING.rating, 6);
    expect(drawn.challenger.draws).toBe(1);
  });
});
