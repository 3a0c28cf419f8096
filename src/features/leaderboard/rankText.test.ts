import { describe, expect, it } from 'vitest';
import { rankText } from '../../i18n/profiles';

describe('rankText', () => {
  it("writes '1er' for the first place and 'Ne / total' otherwise (part 2 §2)", () => {
    expect(rankText(1, 57)).toBe('1er');
    expect(rankText(2, 57)).toBe('2e / 57');
    expect(rankText(57, 57)).toBe('57e / 57');
  });
});
