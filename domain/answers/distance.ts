/**
 * Restricted Damerau-Levenshtein distance (optimal string alignment) between two strings, by
 * UTF-16 unit (folded answers hold no surrogate pairs that matter): insertions, deletions,
 * substitutions and transpositions of two neighbours each count one; no substring is edited twice.
 *
 * With `max`, stops as soon as the distance is known to exceed it and returns `max + 1`: the check
 * only needs to know whether a typo is within its small tolerance, against every answer of a chapter.
 */
export function osaDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Every later cell comes from this row (or the one before, plus one): none can get back under.
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length]!;
  return distance > max ? max + 1 : distance;
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
