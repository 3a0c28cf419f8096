import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerContext, checkAnswer, tolerance } from './check';
import { mayBeWithin, osaDistance, osaTable } from './distance';
import { foldForCheck } from './fold';

/**
 * Letters that spell no number (no i, v, x), no laterality word and no opposite prefix, so that
 * words made of them differ only by typos.
 */
const neutral = fc.constantFrom(...'bcfgklmnotuz');
const word = (min: number, max: number) => fc.string({ unit: neutral, minLength: min, maxLength: max });
const anyText = fc.string({ unit: fc.constantFrom(...'aeéèêœæAÉŒÆ -–’\'«»"  oiuLxv12<b>'), maxLength: 24 });

/** One edit of `text` at `at`: insertion, deletion, substitution or transposition of neighbours. */
function edit(text: string, kind: number, at: number, letter: string): string {
  const i = at % text.length;
  switch (kind) {
    case 0:
      return text.slice(0, i) + letter + text.slice(i);
    case 1:
      return text.slice(0, i) + text.slice(i + 1);
    case 2:
      return text.slice(0, i) + letter + text.slice(i + 1);
    default:
      return i + 1 < text.length ? text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2) : text;
  }
}
const anEdit = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(), neutral);

/** Words with ligatures and accents to spell in several ways (none of them an article). */
const spelt = fc.string({ unit: fc.constantFrom('b', 'c', 'm', 'n', 't', 'oe', 'ae', 'é', 'ï'), minLength: 1, maxLength: 6 });

/** The ways of writing an answer that folding forgets. */
const variant = fc.record({
  upper: fc.boolean(),
  hyphens: fc.boolean(),
  article: fc.constantFrom('', 'le ', 'la ', 'les ', "l'", 'l’', 'un ', 'une ', 'des ', 'du ', 'de la ', "d'", 'd’'),
  spaces: fc.constantFrom(' ', '  ', '\u00a0', ' \t'),
});
function rewrite(text: string, v: { upper: boolean; hyphens: boolean; article: string; spaces: string }): string {
  const written = text.replaceAll('oe', 'œ').replaceAll('ae', 'æ').replaceAll("'", '’');
  const cased = v.upper ? written.toUpperCase() : written;
  return `  ${v.article}${cased.replaceAll(' ', v.hyphens ? '-' : v.spaces)} `;
}

describe('folding', () => {
  it('is the same for every way of writing an answer', () => {
    fc.assert(
      fc.property(fc.array(spelt, { minLength: 1, maxLength: 4 }), variant, variant, (words, a, b) => {
        const text = words.join(' ');
        expect(foldForCheck(rewrite(text, a))).toBe(foldForCheck(rewrite(text, b)));
        expect(checkAnswer(rewrite(text, a), [rewrite(text, b)]).verdict).toBe('right');
      }),
    );
  });

  it('is symmetric: one answer is right for another exactly when the other is right for it', () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        expect(checkAnswer(a, [b]).verdict === 'right').toBe(checkAnswer(b, [a]).verdict === 'right');
      }),
    );
  });
});

describe('osaDistance', () => {
  it('is a symmetric count of edits, zero only for equal texts, within the length bounds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const d = osaDistance(a, b);
        expect(d).toBe(osaDistance(b, a));
        expect(d === 0).toBe(a === b);
        expect(d).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });

  it('agrees with the full table of the textbook algorithm', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcab'), maxLength: 12 }), fc.string({ unit: fc.constantFrom(...'abcab'), maxLength: 12 }), (a, b) => {
        expect(osaDistance(a, b)).toBe(osaTable(a, b)[a.length]![b.length]);
      }),
    );
  });

  it('is never within a bound its quick filter rules out', () => {
    fc.assert(
      fc.property(word(0, 20), fc.array(anEdit, { maxLength: 3 }), fc.nat(3), (b, edits, max) => {
        const a = edits.reduce((text, change) => (text ? edit(text, ...change) : text), b);
        if (!mayBeWithin(a, b, max)) expect(osaDistance(a, b)).toBeGreaterThan(max);
        if (osaDistance(a, b) <= max) expect(mayBeWithin(a, b, max)).toBe(true);
      }),
    );
  });

  it('counts one for any single edit, a transposition included', () => {
    fc.assert(
      fc.property(word(2, 15), anEdit, (text, [kind, at, letter]) => {
        expect(osaDistance(text, edit(text, kind, at, letter))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('with a bound, gives the distance when within it and bound + 1 otherwise', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcd'), maxLength: 12 }), fc.string({ unit: fc.constantFrom(...'abcd'), maxLength: 12 }), fc.nat(4), (a, b, max) => {
        const d = osaDistance(a, b);
        expect(osaDistance(a, b, max)).toBe(d <= max ? d : max + 1);
      }),
    );
  });
});

describe('tolerance', () => {
  it('forgives exactly the typos within the bound for the expected answer’s length', () => {
    fc.assert(
      fc.property(word(1, 16), anEdit, anEdit, (expected, first, second) => {
        const typed = edit(edit(expected, ...first), ...second);
        const d = osaDistance(typed, expected);
        const verdict = checkAnswer(typed, [expected]).verdict;
        if (d === 0) expect(verdict).toBe('right');
        else expect(verdict).toBe(typed && d <= tolerance(expected.length) ? 'almost' : 'wrong');
      }),
    );
  });

  it('never forgives a typo as close or closer to another answer of the chapter', () => {
    fc.assert(
      fc.property(word(5, 16), word(5, 16), anEdit, (expected, other, change) => {
        fc.pre(other !== expected);
        const typed = edit(expected, ...change);
        const result = checkAnswer(typed, [expected], answerContext([expected, other]));
        if (result.verdict === 'almost') expect(osaDistance(typed, other)).toBeGreaterThan(osaDistance(typed, expected));
      }),
    );
  });
});

describe('never tolerated', () => {
  const positions = [
    ['droit', 'gauche'], ['droite', 'gauches'], ['superieure', 'inferieur'], ['anterieurs', 'posterieure'],
    ['interne', 'externe'], ['internes', 'externe'], ['medial', 'laterale'], ['mediaux', 'lateraux'], ['proximale', 'distal'],
  ] as const;
  const prefixes = [['hypo', 'hyper'], ['inter', 'intra'], ['endo', 'exo'], ['sus', 'sous'], ['ab', 'ad'], ['pre', 'post'], ['ante', 'retro']] as const;
  const typo = fc.option(anEdit, { nil: null });
  const withTypo = (text: string, change: [number, number, string] | null) => (change ? edit(text, ...change) : text);

  it('refuses a different number, even when all else is a small typo', () => {
    fc.assert(
      fc.property(word(10, 16), fc.nat(99), fc.nat(99), typo, (term, n, m, change) => {
        fc.pre(n !== m);
        expect(checkAnswer(`${withTypo(term, change)} ${m}`, [`${term} ${n}`]).verdict).toBe('wrong');
      }),
    );
  });

  it('refuses the opposite laterality or position, in any gender and number', () => {
    fc.assert(
      fc.property(word(10, 16), fc.constantFrom(...positions), fc.boolean(), typo, (term, [one, other], flip, change) => {
        const [expected, typed] = flip ? [other, one] : [one, other];
        expect(checkAnswer(`${withTypo(term, change)} ${typed}`, [`${term} ${expected}`]).verdict).toBe('wrong');
      }),
    );
  });

  it('refuses the opposite prefix', () => {
    fc.assert(
      fc.property(word(8, 16), fc.constantFrom(...prefixes), fc.boolean(), typo, (stem, [one, other], flip, change) => {
        // A stem, as expected or as typed, that starts with a prefix's last letter blurs where the
        // prefix ends (« ab » + « cbbb » typed « ad » + « bcbbb » is also one slipped letter away):
        // no rule can tell, so none is asked to.
        const typedStem = withTypo(stem, change);
        fc.pre([stem[0], typedStem[0]].every((letter) => letter !== one.at(-1) && letter !== other.at(-1)));
        const [expected, typed] = flip ? [other, one] : [one, other];
        expect(checkAnswer(`${typed}${typedStem}`, [`${expected}${stem}`]).verdict).toBe('wrong');
      }),
    );
  });
});
