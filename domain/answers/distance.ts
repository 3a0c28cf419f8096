/** Three reusable rows of the table (two back, one back, this one), grown as needed. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * Restricted Damerau-Levenshtein distance (optimal string alignment) between two strings, by
 * UTF-16 unit (folded answers hold no surrogate pairs that matter): insertions, deletions,
 * substitutions and transpositions of two neighbours each count one; no substring is edited twice.
 *
 * With `max`, only the band of the table within `max` of its diagonal is computed, and the work
 * stops as soon as the distance is known to exceed `max`, returning `max + 1`: the check only needs
 * to know whether a typo is within its small tolerance, against every answer of a chapter.
 */
export function osaDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Cells off the band are never under `far`; the distance never exceeds the longer length.
  const band = Math.min(max, Math.max(a.length, b.length));
  const far = band + 1;
  if (rows[0].length <= b.length + 1) rows = [new Int32Array(b.length * 2 + 2), new Int32Array(b.length * 2 + 2), new Int32Array(b.length * 2 + 2)];
  let before = rows[0];
  let previous = rows[1];
  let current = rows[2];
  const first = Math.min(b.length, band + 1);
  for (let j = 0; j <= first; j++) previous[j] = j <= band ? j : far;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - band);
    const to = Math.min(b.length, i + band);
    current[0] = i <= band ? i : far;
    if (from > 1) current[from - 1] = far;
    let rowMin = current[0];
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = previous[j - 1]! + (ai === bj ? 0 : 1);
      if (previous[j]! + 1 < value) value = previous[j]! + 1;
      if (current[j - 1]! + 1 < value) value = current[j - 1]! + 1;
      if (j > 1 && ai === b.charCodeAt(j - 2) && aBefore === bj && before[j - 2]! + 1 < value) value = before[j - 2]! + 1;
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (to < b.length) current[to + 1] = far;
    // Every later cell comes from this row (or the one before, plus one): none can get back under.
    if (rowMin > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  const distance = previous[b.length]!;
  return distance > max ? max + 1 : distance;
}

/**
 * A quick necessary condition for `osaDistance(a, b) <= max`, far cheaper than the distance: cut
 * `b` into 2·max + 1 pieces; each edit spoils at most one piece, and a transposition at most two,
 * so at least one piece must appear as it is in `a`. False means surely farther than `max`.
 */
export function mayBeWithin(a: string, b: string, max: number): boolean {
  const pieces = 2 * max + 1;
  if (b.length < pieces * 2) return true;
  for (let k = 0; k < pieces; k++) {
    if (a.includes(b.slice(Math.floor((k * b.length) / pieces), Math.floor(((k + 1) * b.length) / pieces)))) return true;
  }
  return false;
}

/** The full table of `osaDistance`, for finding which letters differ. */
export function osaTable(a: string, b: string): number[][] {
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = table[i]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(table[i - 1]![j]! + 1, row[j - 1]! + 1, table[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, table[i - 2]![j - 2]! + 1);
    }
  }
  return table;
}
