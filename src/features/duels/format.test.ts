import { describe, expect, it } from 'vitest';
import { formatTimeLeft, outcomeOf } from './format';

const minutes = (n: number) => n * 60_000;

describe('a duel as the lists and the results tell it', () => {
  it('says the time left of a turn in hours, then minutes, never nothing', () => {
    expect(formatTimeLeft(minutes(48 * 60))).toBe('48\u00a0h');
    expect(formatTimeLeft(minutes(47 * 60 + 59))).toBe('47\u00a0h');
    expect(formatTimeLeft(minutes(3 * 60 + 20))).toBe('3\u00a0h\u00a020\u00a0min');
    expect(formatTimeLeft(minutes(2 * 60))).toBe('2\u00a0h');
    expect(formatTimeLeft(minutes(12.5))).toBe('13\u00a0min');
    expect(formatTimeLeft(10_000)).toBe('1\u00a0min');
    expect(formatTimeLeft(-5_000)).toBe('1\u00a0min');
  });

  it('tells the viewer whether they won, lost or drew', () => {
    expect(outcomeOf('challenger', 'challenger')).toBe('won');
    expect(outcomeOf('challenger', 'opponent')).toBe('lost');
    expect(outcomeOf('draw', 'opponent')).toBe('draw');
    expect(outcomeOf(null, 'opponent')).toBeNull();
  });
});
