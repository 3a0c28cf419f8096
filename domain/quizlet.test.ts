import { describe, expect, it } from 'vitest';
import { parsePastedPairs } from './quizlet';

describe('a Quizlet export pasted', () => {
  it('makes one pair a line, split at the first tab', () => {
    expect(parsePastedPairs('Humérus\tOs du bras\r\nRadius\tOs latéral\tde l’avant-bras\n\n', '\t')).toEqual({
      pairs: [
        { term: 'Humérus', definition: 'Os du bras' },
        { term: 'Radius', definition: 'Os latéral\tde l’avant-bras' },
      ],
      skipped: 0,
    });
  });

  it('splits at a chosen character, and counts the lines it cannot read', () => {
    expect(parsePastedPairs('Ulna ; Os médial\nsans séparateur\n ; pas de terme\nTerme ;', ';')).toEqual({
      pairs: [{ term: 'Ulna', definition: 'Os médial' }],
      skipped: 3,
    });
    expect(parsePastedPairs('a\tb', '')).toEqual({ pairs: [], skipped: 0 });
  });
});
