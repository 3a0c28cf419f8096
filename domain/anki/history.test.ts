import { describe, expect, it } from 'vitest';
import { ankiFsrsMemory, memoryRequest, reviewsForMemory } from './history';
import type { AnkiCardHistory } from './read';

const card: AnkiCardHistory['card'] = { type: 2, queue: 2, ivl: 10, factor: 2500, reps: 5, lapses: 0, data: '' };

describe('the review log FSRS learns from (Anki’s filters)', () => {
  it('keeps rated answers in order, drops cramming and manual entries, and starts after the last reset', () => {
    const reviews = [
      { id: 50, ease: 3, type: 1, ivl: 5 },
      { id: 10, ease: 1, type: 0, ivl: 0 },
      { id: 60, ease: 0, type: 3, ivl: 0 },
      { id: 70, ease: 0, type: 4, ivl: 0 },
      { id: 80, ease: 3, type: 0, ivl: 0 },
      { id: 90, ease: 0, type: 5, ivl: 12 },
      { id: 95, ease: 4, type: 3, ivl: 3 },
      { id: 99, ease: 2, type: 1, ivl: 9 },
    ];
    expect(reviewsForMemory({ card, reviews })).toEqual([
      { at: 80, rating: 3 },
      { at: 95, rating: 4 },
      { at: 99, rating: 2 },
    ]);
  });

  it('reads the FSRS memory Anki kept in cards.data, and nothing else', () => {
    expect(ankiFsrsMemory('{"s":12.5,"d":6.1,"dr":0.9}')).toEqual({ stability: 12.5, difficulty: 6.1 });
    expect(ankiFsrsMemory('')).toBeNull();
    expect(ankiFsrsMemory('{"s":-1,"d":6}')).toBeNull();
    expect(ankiFsrsMemory('{"pos":3}')).toBeNull();
  });

  it('an item from two Anki cards (« {{c1,2::…}} ») takes the history of the more reviewed one; none without a review', () => {
    const a: AnkiCardHistory = { card, reviews: [{ id: 1, ease: 3, type: 0, ivl: 0 }] };
    const b: AnkiCardHistory = { card: { ...card, data: '{"s":3,"d":5}' }, reviews: [{ id: 1, ease: 3, type: 0, ivl: 0 }, { id: 2, ease: 3, type: 1, ivl: 1 }] };
    expect(memoryRequest('x', [a, b])).toEqual({ itemId: 'x', reviews: [{ at: 1, rating: 3 }, { at: 2, rating: 3 }], stability: 3, difficulty: 5 });
    expect(memoryRequest('x', [{ card, reviews: [] }])).toBeNull();
  });
});
