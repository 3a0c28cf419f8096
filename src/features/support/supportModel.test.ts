import { describe, expect, it } from 'vitest';
import { faqMatches, waitedFor } from './supportModel';

describe('faqMatches', () => {
  const item = { q: 'Puis-je réviser sur mon téléphone ?', a: 'Oui, toutes les pages s’adaptent aux petits écrans.' };
  it('finds every word, in the question or the answer, whatever the accents and case', () => {
    expect(faqMatches(item, 'TELEPHONE')).toBe(true);
    expect(faqMatches(item, 'reviser  ecrans')).toBe(true);
    expect(faqMatches(item, '')).toBe(true);
  });
  it('misses when one word is absent', () => {
    expect(faqMatches(item, 'téléphone facture')).toBe(false);
  });
});

describe('waitedFor', () => {
  const since = '2026-12-07T10:00:00.000Z';
  const at = (minutes: number) => Date.parse(since) + minutes * 60_000;
  it('says minutes, then hours and minutes, then days and hours', () => {
    expect(waitedFor(since, at(12))).toBe('12\u00a0min');
    expect(waitedFor(since, at(185))).toBe('3\u00a0h 05\u00a0min');
    expect(waitedFor(since, at(2 * 1440 + 4 * 60 + 30))).toBe('2\u00a0j 4\u00a0h');
  });
  it('never counts backwards (a clock behind the server)', () => {
    expect(waitedFor(since, at(-5))).toBe('0\u00a0min');
  });
});
