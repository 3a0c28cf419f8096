import { limits } from './limits';

/** One pair of a Quizlet export: the term and its definition. */
export interface PastedPair {
  term: string;
  definition: string;
}

/**
 * Reads what Quizlet's export gives: one pair a line, term and definition separated by `separator`
 * (a tab by default, or the character the student chose); a line without it, or with an empty side,
 * is counted as skipped. Only the first separator splits, so a definition may hold it too.
 */
export function parsePastedPairs(text: string, separator: string): { pairs: PastedPair[]; skipped: number } {
  const pairs: PastedPair[] = [];
  let skipped = 0;
  if (!separator) return { pairs, skipped };
  for (const line of text.split(/\r\n?|\n/)) {
    if (!line.trim()) continue;
    const at = line.indexOf(separator);
    const term = at >= 0 ? line.slice(0, at).trim().slice(0, limits.textInputMax) : '';
    const definition = at >= 0 ? line.slice(at + separator.length).trim().slice(0, limits.textareaMax) : '';
    if (!term || !definition) skipped++;
    else pairs.push({ term, definition });
  }
  return { pairs, skipped };
}
