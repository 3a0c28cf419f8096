import { richTextToPlain } from '../richText';

/** Apostrophes of every keyboard and typography, folded to the straight one. */
const APOSTROPHES = new Set(['\u2019', '\u2018', '\u201b', '\u02bc', '\u02b9', '\u0060', '\u00b4', '\u2032']);
/** Quotes of any kind never carry meaning in an answer: dropped. */
const QUOTES = new Set(['"', '\u00ab', '\u00bb', '\u201c', '\u201d', '\u201e', '\u201f', '\u2033', '\u2039', '\u203a']);
/** Hyphens and dashes count as a space (« artère-fémorale » is « artère fémorale »). */
const DASHES = new Set(['-', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212']);
/** Letters that no decomposition splits, spelt as a French keyboard types them. */
const LIGATURES: Record<string, string> = { 'œ': 'oe', 'æ': 'ae' };

/**
 * A leading article or elision, on its own: le, la, les, l', un, une, des, du, de la, d' (and de
 * l'). Only one is removed, and never when nothing would be left.
 */
const LEADING_ARTICLE = /^(?:(?:de la|les|le|la|une|un|des|du) |(?:de l|l|d)' ?)(?=\S)/;

/**
 * Folded text with, for each folded character, the index of the character of `plain` it comes
 * from — so differences found on the folded text can be marked on the text as written.
 */
export interface FoldedText {
  /** The text as the check compares it. */
  folded: string;
  /** `origin[i]` is the index in `chars` of the character that produced `folded[i]`. */
  origin: number[];
  /** The plain text (markup removed) as code points. */
  chars: string[];
}

/** One character of the plain text, folded: lower case, no accent, ligatures spelt out. */
function foldCharUncached(char: string): string {
  if (APOSTROPHES.has(char)) return "'";
  if (QUOTES.has(char)) return '';
  if (DASHES.has(char) || /\s/.test(char)) return ' ';
  const lower = char.toLowerCase();
  return LIGATURES[lower] ?? lower.normalize('NFKD').replace(/\p{M}/gu, '');
}

/** Folded characters met so far: a chapter's answers reuse few distinct characters. */
const foldedChars = new Map<string, string>();

function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded = foldCharUncached(char);
    if (foldedChars.size < 10_000) foldedChars.set(char, folded);
  }
  return folded;
}

/**
 * Folds a typed or expected answer for comparison: markup removed; case, accents and ligatures
 * (œ → oe, æ → ae) ignored; typographic apostrophes made straight and quotes dropped; hyphens and
 * any run of spaces made one space; then one leading article or elision removed.
 */
export function foldWithOrigin(text: string): FoldedText {
  const chars = [...richTextToPlain(text)];
  let folded = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    for (const out of foldChar(char)) {
      if (out === ' ' && (folded === '' || folded.endsWith(' '))) continue;
      folded += out;
      origin.push(index);
    }
  });
  if (folded.endsWith(' ')) {
    folded = folded.slice(0, -1);
    origin.pop();
  }
  const article = LEADING_ARTICLE.exec(folded)?.[0].length ?? 0;
  return { folded: folded.slice(article), origin: origin.slice(article), chars };
}

/** The folded form of an answer (see `foldWithOrigin`); two answers fold alike when they are the same answer. */
export function foldForCheck(text: string): string {
  return foldWithOrigin(text).folded;
}

/** Letters and digits of a folded answer: what the typo tolerance is measured on. */
export function letterCount(folded: string): number {
  return folded.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}
