import { osaDistance } from './distance';

/**
 * Differences a typo tolerance must never forgive, whatever the distance: they change the
 * meaning of a medical answer. All work on folded answers (see `foldForCheck`).
 */

/** Words of a folded answer (letters and digits). */
function words(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const ROMAN = /^(?=[ivx]+$)(x{0,3})(ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10 };

function romanValue(word: string): number {
  let total = 0;
  for (let i = 0; i < word.length; i++) {
    const value = ROMAN_VALUES[word[i]!]!;
    const next = ROMAN_VALUES[word[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** The numbers of an answer, in order: digit runs, and Roman numerals up to 39 written as a word (« nerf VII »). */
function numbers(folded: string): string[] {
  return words(folded).flatMap((word) => {
    if (ROMAN.test(word)) return [String(romanValue(word))];
    return (word.match(/\d+/g) ?? []).map((digits) => String(Number(digits)));
  });
}

/** Laterality and position words, as opposite pairs; each side lists its feminine and plural forms. */
const POSITION_PAIRS: readonly (readonly [RegExp, RegExp])[] = [
  [/^droite?s?$/, /^gauches?$/],
  [/^superieure?s?$/, /^inferieure?s?$/],
  [/^anterieure?s?$/, /^posterieure?s?$/],
  [/^internes?$/, /^externes?$/],
  [/^medi(?:al|ale|ales|aux)$/, /^later(?:al|ale|ales|aux)$/],
  [/^proxim(?:al|ale|ales|aux)$/, /^dist(?:al|ale|ales|aux)$/],
];

/** Opposite prefixes, folded (pré → pre, anté → ante, rétro → retro). */
const PREFIX_PAIRS: readonly (readonly [string, string])[] = [
  ['hypo', 'hyper'],
  ['inter', 'intra'],
  ['endo', 'exo'],
  ['sus', 'sous'],
  ['ab', 'ad'],
  ['pre', 'post'],
  ['ante', 'retro'],
];
const OPPOSITE_PREFIX = new Map(PREFIX_PAIRS.flatMap(([a, b]) => [[a, b], [b, a]] as const));

/** Why a typo is not forgiven: a number, a laterality or position, or an opposite prefix differs. */
export type NeverTolerated = 'number' | 'position' | 'prefix';

/** A position word of one side faces its opposite on the other side (« droite » for « gauche »). */
function opposesPosition(typedWords: string[], expectedWords: string[]): boolean {
  const count = (list: string[], pattern: RegExp) => list.filter((word) => pattern.test(word)).length;
  return POSITION_PAIRS.some(([one, other]) => {
    const moreOne = count(typedWords, one) - count(expectedWords, one);
    const moreOther = count(typedWords, other) - count(expectedWords, other);
    return moreOne * moreOther < 0;
  });
}

/**
 * The typed answer differs by an opposite prefix (« hypo » for « hyper »): swapping a prefix at
 * the start of one of its words for its opposite brings it strictly closer to the expected answer.
 * A typo that merely looks like a prefix (« adomen » for « abdomen ») gains nothing by the swap.
 */
function swapsPrefix(typed: string, expected: string, distance: number): boolean {
  for (const match of typed.matchAll(/(?<![\p{L}\p{N}])[\p{L}]+/gu)) {
    const start = match.index;
    for (const [prefix, opposite] of OPPOSITE_PREFIX) {
      if (!match[0].startsWith(prefix)) continue;
      const swapped = typed.slice(0, start) + opposite + typed.slice(start + prefix.length);
      if (osaDistance(swapped, expected, distance - 1) < distance) return true;
    }
  }
  return false;
}

/**
 * Which never-tolerated difference separates a typed answer from the expected one, or null.
 * Both are folded; `distance` is their distance, known to be at least 1.
 */
export function neverTolerated(typed: string, expected: string, distance: number): NeverTolerated | null {
  if (numbers(typed).join(' ') !== numbers(expected).join(' ')) return 'number';
  if (opposesPosition(words(typed), words(expected))) return 'position';
  if (swapsPrefix(typed, expected, distance)) return 'prefix';
  return null;
}
