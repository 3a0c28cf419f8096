import { describe, expect, it } from 'vitest';
import { formatDuration, formatPercent, formatPercentTick, formatSessionDate } from './format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('stats formatting', () => {
  it('labels the chart axis with a space that cannot break: « 100 % » stays on one line', () => {
    expect(formatPercentTick(100)).toBe('100\u202f%');
    expect(formatPercentTick(0)).not.toContain(' %');
  });

  it('shows percentages with one decimal, the French way', () => {
    expect(nbsp(formatPercent(83.3333))).toBe('83,3 %');
    expect(nbsp(formatPercent(100))).toBe('100,0 %');
    expect(nbsp(formatPercent(Number.NaN))).toBe('0,0 %');
  });

  it('dates sessions in Paris time, summer and winter', () => {
    expect(formatSessionDate(Date.UTC(2025, 6, 14, 22, 30))).toBe('15/07/2025 00:30');
    expect(formatSessionDate(Date.UTC(2025, 11, 31, 23, 5))).toBe('01/01/2026 00:05');
  });

  it('writes durations in seconds, minutes or hours', () => {
    expect(formatDuration(45_400)).toBe('45 s');
    expect(formatDuration(185_000)).toBe('3 min 05 s');
    expect(formatDuration(3_720_000)).toBe('1 h 02 min');
    expect(formatDuration(-5)).toBe('0 s');
  });
});
