import { describe, expect, it } from 'vitest';
import { cardsInView, clampIndex, swipeDirection, trackShift } from './carousel';

describe('methods carousel', () => {
  it('shows three cards on wide screens and fewer on narrow ones', () => {
    expect(cardsInView(1200, 320)).toBe(3);
    expect(cardsInView(700, 320)).toBe(2);
    expect(cardsInView(343, 220)).toBe(1);
    expect(cardsInView(100, 220)).toBe(1);
  });

  it('shifts by one offset per card, never past the last page', () => {
    expect(trackShift(0, 3, 1, 220)).toBe(0);
    expect(trackShift(2, 3, 1, 220)).toBe(440);
    expect(trackShift(2, 3, 2, 320)).toBe(320);
    expect(trackShift(2, 3, 3, 320)).toBe(0);
  });

  it('keeps the active card within the list', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
  });

  it('turns a swipe of 30 px or more into a move, left to the next card', () => {
    expect(swipeDirection(-29)).toBe(0);
    expect(swipeDirection(-30)).toBe(1);
    expect(swipeDirection(45)).toBe(-1);
  });
});
