import { describe, expect, it } from 'vitest';
import { formatCount } from './format';

// fr-FR separates with narrow no-break spaces; compare on plain spaces.
const shown = (value: number) => formatCount(value).replace(/\s/g, ' ');

describe('formatCount', () => {
  it('shows figures under 1000 in full', () => {
    expect(shown(0)).toBe('0');
    expect(shown(999)).toBe('999');
  });

  it('shows 1000 and more compactly with one decimal', () => {
    expect(shown(1000)).toBe('1 k');
    expect(shown(12_345)).toBe('12,3 k');
    expect(shown(2_400_000)).toBe('2,4 M');
  });
});
