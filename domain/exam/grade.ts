import type { AnswerCheck, Verdict } from '../answers/check';
import type { Point } from '../data/zoning';
import { isPlacementInside } from '../geometry/outline';
import { choiceCredit, type ChoiceQuestion } from '../questions/choices';
import type { ExamFormat } from './rules';

/** An answer as the student gave it: a typed text (QROC), the ticked propositions (QRU/QRM), a point on the board. */
export type ExamAnswer = { text: string } | { ticked: number[] } | { point: Point };

/** What the server holds of a question to grade it (never sent before the exam is over). */
export interface HeldQuestion {
  format: ExamFormat;
  answers: readonly string[];
  choice: Pick<ChoiceQuestion, 'format' | 'propositions' | 'right'> | null;
  /** The legend's zone, for a zone to point. */
  zone: readonly Point[] | null;
}

export interface QuestionGrade {
  /** 1, 0,5 (a QRM with one discordance) or 0. */
  credit: number;
  /** A QROC's verdict: « Presque » (a forgiven typo in training) counts as wrong in an exam and is shown as such. */
  verdict: Verdict | null;
}

/**
 * The grade of one answer, by the one judge: a QROC by the answer check (right only; « almost »
 * earns nothing), a QRU 1 or 0 and a QRM the EDN's partial credit (`choiceCredit`), a zone by the
 * zoning hit test. No answer (nothing ticked included), or an answer of another format's shape, earns 0.
 */
export function gradeQuestion(held: HeldQuestion, answer: ExamAnswer | null, check: AnswerCheck): QuestionGrade {
  if (held.format === 'qroc') {
    const verdict = answer && 'text' in answer ? check(answer.text, held.answers).verdict : 'wrong';
    return { credit: verdict === 'right' ? 1 : 0, verdict };
  }
  if (held.format === 'zone') {
    const inside = answer !== null && 'point' in answer && held.zone !== null && isPlacementInside({ points: held.zone }, answer.point);
    return { credit: inside ? 1 : 0, verdict: null };
  }
  // Nothing ticked is no answer: 0, even where a single unticked right box is one discordance.
  const ticked = answer && 'ticked' in answer ? answer.ticked : [];
  return { credit: held.choice && ticked.length > 0 ? choiceCredit(held.choice, ticked) : 0, verdict: null };
}

/** Points earned over questions asked, for one chapter or one format. */
export interface ExamTally {
  earned: number;
  total: number;
}

/** Sums the credits by a key (a chapter, a format), in the order keys first appear. */
export function tallyBy<T>(graded: readonly T[], keyOf: (q: T) => string, creditOf: (q: T) => number): Map<string, ExamTally> {
  const tallies = new Map<string, ExamTally>();
  for (const q of graded) {
    const tally = tallies.get(keyOf(q)) ?? { earned: 0, total: 0 };
    tally.earned += creditOf(q);
    tally.total += 1;
    tallies.set(keyOf(q), tally);
  }
  return tallies;
}
