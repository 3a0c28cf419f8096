import { describe, expect, it } from 'vitest';
import { answerPoints, duelQuestionCount, normaliseDuelCode, QUESTION_MS, TURNS, turnOf } from './rules';

describe('duel rules', () => {
  it('a right answer scores 100 and a speed bonus falling from 50 to nothing over the 20 s; a wrong or late one nothing', () => {
    expect(answerPoints(true, 0)).toBe(150);
    expect(answerPoints(true, QUESTION_MS / 2)).toBe(125);
    expect(answerPoints(true, QUESTION_MS)).toBe(100);
    expect(answerPoints(true, QUESTION_MS + 1)).toBe(0);
    expect(answerPoints(false, 0)).toBe(0);
  });

  it('a live duel asks 10 questions (or 5), a turn-based one 3 rounds of 3, each round played by the challenger then the opponent', () => {
    expect(duelQuestionCount('live')).toBe(10);
    expect(duelQuestionCount('live', 5)).toBe(5);
    expect(duelQuestionCount('turns')).toBe(9);
    expect(Array.from({ length: TURNS }, (_, turn) => turnOf(turn))).toEqual([
      { side: 'challenger', first: 0, last: 2 },
      { side: 'opponent', first: 0, last: 2 },
      { side: 'challenger', first: 3, last: 5 },
      { side: 'opponent', first: 3, last: 5 },
      { side: 'challenger', first: 6, last: 8 },
      { side: 'opponent', first: 6, last: 8 },
    ]);
  });

  it('reads a typed code in any case, with spaces or dashes; refuses what cannot be a code', () => {
    expect(normaliseDuelCode('k7p2q')).toBe('K7P2Q');
    expect(normaliseDuelCode(' K7-P2 Q ')).toBe('K7P2Q');
    expect(normaliseDuelCode('K7P2')).toBeNull();
    expect(normaliseDuelCode('K0P2Q')).toBeNull();
    expect(normaliseDuelCode('K7P2Q9')).toBeNull();
  });
});
