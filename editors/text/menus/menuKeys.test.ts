import { describe, expect, it } from 'vitest';
import { MENU_SYMBOLS, nextMenuIndex } from './menuKeys';

describe('menu keys', () => {
  it('moves through a list and wraps', () => {
    expect(nextMenuIndex('ArrowDown', 7, 8)).toBe(0);
    expect(nextMenuIndex('ArrowUp', 0, 8)).toBe(7);
    expect(nextMenuIndex('ArrowRight', 0, 8)).toBeNull();
    expect(nextMenuIndex('End', 2, 8)).toBe(7);
    expect(nextMenuIndex('a', 2, 8)).toBeNull();
  });

  it('moves through a grid by rows and columns', () => {
    expect(nextMenuIndex('ArrowRight', 5, 24, 6)).toBe(6);
    expect(nextMenuIndex('ArrowDown', 20, 24, 6)).toBe(2);
    expect(nextMenuIndex('ArrowUp', 1, 24, 6)).toBe(19);
  });

  it('offers 24 distinct symbols', () => {
    expect(new Set(MENU_SYMBOLS).size).toBe(24);
  });
});
