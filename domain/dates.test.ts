import { describe, expect, it } from 'vitest';
import { isBanActive, parisDay, parisDayEnd, parisDayStart } from './dates';

describe('parisDay', () => {
  it('uses the Europe/Paris calendar day, summer and winter', () => {
    // 22:30 UTC in winter is 23:30 in Paris; 23:30 UTC is already the next day.
    expect(parisDay(Date.parse('2026-01-10T22:30:00Z'))).toBe('2026-01-10');
    expect(parisDay(Date.parse('2026-01-10T23:30:00Z'))).toBe('2026-01-11');
    // In summer Paris is UTC+2.
    expect(parisDay(Date.parse('2026-07-10T21:59:00Z'))).toBe('2026-07-10');
    expect(parisDay(Date.parse('2026-07-10T22:01:00Z'))).toBe('2026-07-11');
  });

  it('changes day at Paris midnight on the night summer time starts', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; midnight is still 23:00 UTC the day before.
    expect(parisDay(Date.parse('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(parisDay(Date.parse('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
  });
});

describe('isBanActive', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  it('counts only a valid future date', () => {
    expect(isBanActive('2026-05-02T00:00:00Z', now)).toBe(true);
    expect(isBanActive('2026-04-30T00:00:00Z', now)).toBe(false);
    expect(isBanActive('pas une date', now)).toBe(false);
    expect(isBanActive(null, now)).toBe(false);
  });
});

describe('parisDayStart and parisDayEnd', () => {
  it('bound the Paris day, in winter, in summer and across a change of time', () => {
    expect(new Date(parisDayStart(Date.UTC(2026, 0, 15, 12))).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(new Date(parisDayStart(Date.UTC(2026, 6, 15, 22, 30))).toISOString()).toBe('2026-07-15T22:00:00.000Z');
    // 29 March 2026 lasts 23 hours, 25 October 2026 lasts 25.
    expect(parisDayEnd(Date.UTC(2026, 2, 29, 12)) - parisDayStart(Date.UTC(2026, 2, 29, 12))).toBe(23 * 3_600_000);
    expect(parisDayEnd(Date.UTC(2026, 9, 25, 12)) - parisDayStart(Date.UTC(2026, 9, 25, 12))).toBe(25 * 3_600_000);
  });
});
