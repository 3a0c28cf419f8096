import type { AnswerCheck, Verdict } from '../answers/check';
import { gradeQuestion } from '../exam/grade';
import type { ChoiceQuestion } from '../questions/choices';

/** A QCM answer as a session question's `userAnswer`: the ticked propositions' indices, ascending, as JSON (`[0,2]`). */
export function encodeTicked(ticked: readonly number[]): string {
  return JSON.stringify([...new Set(ticked)].sort((a, b) => a - b));
}

/** Reads a `userAnswer` back: the ticked indices, or null for anything but an array of small whole numbers. */
export function parseTicked(text: string): number[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length > 10) return null;
  return value.every((i) => Number.isInteger(i) && i >= 0 && i < 10) ? [...new Set(value as number[])].sort((a, b) => a - b) : null;
}

/**
 * A QCM credit as a training verdict. Full credit is right. A QRM with one discordance (the EDN's
 * 0,5) is « almost »: it counts as a right answer for the score and the points, as a forgiven typo
 * does, and the memory grades it Hard (as an exam does). Anything else is wrong.
 */
export function qcmVerdict(credit: number): Verdict {
  return credit === 1 ? 'right' : credit === 0.5 ? 'almost' : 'wrong';
}

/** The credit of ticking `ticked` (the exam's judge: nothing ticked earns 0, a QRM the EDN's partial credit). */
export function qcmCredit(choice: Pick<ChoiceQuestion, 'format' | 'propositions' | 'right'>, ticked: readonly number[]): number {
  return gradeQuestion({ format: choice.format, answers: [], choice, zone: null }, { ticked: [...ticked] }, () => ({ verdict: 'wrong', expected: '' })).credit;
}

/** The right propositions of a question, as the feedback and the session record show them. */
export const rightText = (choice: Pick<ChoiceQuestion, 'propositions' | 'right'>): string => choice.right.map((i) => choice.propositions[i]).join(' · ');

/**
 * The check of a recorded QCM answer (`encodeTicked`): the verdict of its credit, the right
 * propositions as the expected answer. An answer that does not parse is nothing ticked: wrong.
 */
export function qcmCheck(choice: Pick<ChoiceQuestion, 'format' | 'propositions' | 'right'>): AnswerCheck {
  return (userAnswer) => ({ verdict: qcmVerdict(qcmCredit(choice, parseTicked(userAnswer) ?? [])), expected: rightText(choice) });
}
