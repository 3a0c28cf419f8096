import { describe, expect, it } from 'vitest';
import { encodePlacement, isPlacementAnswerCorrect, parsePlacement } from './placement';

const legend = { points: [{ x: 0.2, y: 0.2 }, { x: 0.6, y: 0.2 }, { x: 0.6, y: 0.6 }, { x: 0.2, y: 0.6 }] };

describe('placements', () => {
  it('round-trips with 4 decimals', () => {
    expect(encodePlacement({ x: 0.123456, y: 0.98765 })).toBe('{"x":0.1235,"y":0.9877}');
    expect(parsePlacement('{"x":0.1235,"y":0.9877}')).toEqual({ x: 0.1235, y: 0.9877 });
  });

  it('refuses anything but two numbers in 0..1', () => {
    for (const text of ['', 'null', '[0.3,0.3]', '{"x":"0.3","y":0.3}', '{"x":1.2,"y":0.3}', '{"x":-0.1,"y":0.3}', '{"x":0.3}', 'Aorte', '{"x":1e999,"y":0}']) {
      expect(parsePlacement(text), text).toBeNull();
    }
  });

  it('judges inside (edges included) as right and anything else as wrong', () => {
    expect(isPlacementAnswerCorrect(legend, '{"x":0.4,"y":0.4}')).toBe(true);
    expect(isPlacementAnswerCorrect(legend, '{"x":0.6,"y":0.4}')).toBe(true);
    expect(isPlacementAnswerCorrect(legend, '{"x":0.7,"y":0.4}')).toBe(false);
    expect(isPlacementAnswerCorrect(legend, 'garbage')).toBe(false);
    expect(isPlacementAnswerCorrect({ points: [] }, '{"x":0.4,"y":0.4}')).toBe(false);
  });
});
