import { osaTable } from './distance';
import { foldWithOrigin, type FoldedText } from './fold';

/** A run of an answer as written, marked when its letters differ from the other answer. */
export interface DiffSegment {
  text: string;
  differs: boolean;
}

/** The two sides of an almost-right answer, as written, their differing letters marked. */
export interface AnswerDiff {
  /** The typed answer (markup removed), its extra or wrong letters marked. */
  given: DiffSegment[];
  /** The expected answer (markup removed), its missing or wrong letters marked. */
  expected: DiffSegment[];
}

/** Consecutive characters of the plain text grouped by whether they are marked. */
function segments(text: FoldedText, marked: ReadonlySet<number>): DiffSegment[] {
  const out: DiffSegment[] = [];
  const markedChars = new Set([...marked].map((i) => text.origin[i]!));
  text.chars.forEach((char, index) => {
    const differs = markedChars.has(index);
    const last = out[out.length - 1];
    if (last && last.differs === differs) last.text += char;
    else out.push({ text: char, differs });
  });
  return out;
}

/**
 * Which letters differ between a typed answer and the expected one, by an optimal alignment of
 * their folded forms (so case, accents, ligatures, spacing and a leading article never count), for
 * the feedback of « Presque ! ». A transposition marks both letters.
 */
export function answerDiff(typed: string, expected: string): AnswerDiff {
  const a = foldWithOrigin(typed);
  const b = foldWithOrigin(expected);
  const x = a.folded;
  const y = b.folded;
  const table = osaTable(x, y);
  const cell = (i: number, j: number) => table[i]![j]!;
  const markedGiven = new Set<number>();
  const markedExpected = new Set<number>();
  let i = x.length;
  let j = y.length;
  while (i > 0 || j > 0) {
    const here = cell(i, j);
    if (i > 0 && j > 0 && x[i - 1] === y[j - 1] && here === cell(i - 1, j - 1)) {
      i--;
      j--;
    } else if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1] && here === cell(i - 2, j - 2) + 1) {
      markedGiven.add(i - 1).add(i - 2);
      markedExpected.add(j - 1).add(j - 2);
      i -= 2;
      j -= 2;
    } else if (i > 0 && j > 0 && here === cell(i - 1, j - 1) + 1) {
      markedGiven.add(--i);
      markedExpected.add(--j);
    } else if (i > 0 && here === cell(i - 1, j) + 1) {
      markedGiven.add(--i);
    } else {
      markedExpected.add(--j);
    }
  }
  return { given: segments(a, markedGiven), expected: segments(b, markedExpected) };
}
