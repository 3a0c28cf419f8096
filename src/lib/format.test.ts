import { describe, expect, it } from 'vitest';
import { formatBanEnd, formatCount, formatDateTime, formatDay } from './format';

describe('format', () => {
  it('writes a ban end in French, Paris time, with weekday, day, month, hour and minute', () => {
    // 13:05 UTC is 14:05 in Paris in winter.
    expect(formatBanEnd('2026-03-03T13:05:00.000Z')).toBe('mardi 3 mars à 14:05');
  });

  it('writes a day in Paris time', () => {
    expect(formatDay('2025-11-21T23:30:00.000Z')).toBe('22 novembre 2025');
  });

  it('writes a moment with day and time in Paris time', () => {
    expect(formatDateTime('2025-11-21T23:30:00.000Z')).toBe('22 nov. 2025, 00:30');
    expect(formatDateTime('2026-07-14T08:00:00.000Z')).toBe('14 juil. 2026, 10:00');
  });

  it('shows numbers of 1000 or more compactly', () => {
    expect(formatCount(950)).toBe('950');
    expect(formatCount(1234)).toBe('1,2\u00a0k');
    expect(formatCount(2_500_000)).toBe('2,5\u00a0M');
  });
});
