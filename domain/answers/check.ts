import { mayBeWithin, osaDistance } from './distance';
import { foldForCheck, letterCount } from './fold';
import { neverTolerated } from './rules';

/** How a typed answer is judged: « almost » is a forgiven typo and counts as correct. */
export type Verdict = 'right' | 'almost' | 'wrong';

/** The verdict on a typed answer, and the accepted answer it was judged against. */
export interface AnswerResult {
  verdict: Verdict;
  /**
   * The accepted answer the typed one matched or nearly matched (for « Presque ! » and its marked
   * letters); the first accepted answer when wrong; '' when there is none.
   */
  expected: string;
}

/**
 * The other answers of the chapter, folded once: a typo is never forgiven when the typed text is
 * as close or closer to another item's answer. Build it with `answerContext`.
 */
export interface AnswerContext {
  /** Folded answers by length: a typo is only ever compared with answers of about its length. */
  readonly byLength: ReadonlyMap<number, readonly string[]>;
}

/** The answers of every item of a chapter (the item being judged may be among them). */
export function answerContext(answers: Iterable<string>): AnswerContext {
  const seen = new Set<string>();
  const byLength = new Map<number, string[]>();
  for (const answer of answers) {
    const folded = foldForCheck(answer);
    if (!folded || seen.has(folded)) continue;
    seen.add(folded);
    const bucket = byLength.get(folded.length);
    if (bucket) bucket.push(folded);
    else byLength.set(folded.length, [folded]);
  }
  return { byLength };
}

const NO_CONTEXT: AnswerContext = { byLength: new Map() };

/** A check bound to the answers of a chapter: how client and server judge the typed answers of a session. */
export type AnswerCheck = (typed: string, accepted: readonly string[]) => AnswerResult;

/** The check of a session, every answer of its chapter (`chapterAnswers`) as context. */
export function answerCheck(chapterAnswers: Iterable<string>): AnswerCheck {
  const context = answerContext(chapterAnswers);
  return (typed, accepted) => checkAnswer(typed, accepted, context);
}

/**
 * `answerCheck` whose context is folded only when a typo needs it (the first « almost »): the
 * context can only turn an « almost » into a wrong, so a grader that meets mostly right or
 * far-off answers, as an exam's hand-in over fifty chapters does, folds few chapters' answers.
 */
export function answerCheckOnDemand(chapterAnswers: () => Iterable<string>): AnswerCheck {
  let context: AnswerContext | undefined;
  return (typed, accepted) => {
    const alone = checkAnswer(typed, accepted);
    if (alone.verdict !== 'almost') return alone;
    context ??= answerContext(chapterAnswers());
    return checkAnswer(typed, accepted, context);
  };
}

/** Typos forgiven for an expected answer of so many letters: none up to 4, one up to 9, two from 10. */
export function tolerance(letters: number): number {
  return letters <= 4 ? 0 : letters <= 9 ? 1 : 2;
}

/** Whether a verdict earns the question (score and points): right or almost. */
export function countsAsCorrect(verdict: Verdict): boolean {
  return verdict !== 'wrong';
}

/**
 * Judges a typed answer against an item's accepted answers, the same way on the client (instant
 * feedback) and on the server (the verdict that scores): right when it folds like one of them
 * (see `foldForCheck`); almost when it is within the typo tolerance of one of them, differs by
 * nothing never tolerated (a number, a laterality or position, an opposite prefix) and is farther
 * from every other answer of the chapter; wrong otherwise. An empty answer, or an item without
 * a non-empty accepted answer, is wrong.
 */
export function checkAnswer(typed: string, accepted: readonly string[], context: AnswerContext = NO_CONTEXT): AnswerResult {
  const candidates = accepted.map((answer) => ({ answer, folded: foldForCheck(answer) })).filter((c) => c.folded);
  const wrong: AnswerResult = { verdict: 'wrong', expected: candidates[0]?.answer ?? '' };
  const given = foldForCheck(typed);
  if (!given) return wrong;
  const exact = candidates.find((c) => c.folded === given);
  if (exact) return { verdict: 'right', expected: exact.answer };

  let best: { answer: string; distance: number } | null = null;
  for (const { answer, folded } of candidates) {
    const allowed = tolerance(letterCount(folded));
    const distance = osaDistance(given, folded, allowed);
    if (distance > allowed || (best && best.distance <= distance)) continue;
    if (neverTolerated(given, folded, distance)) continue;
    best = { answer, distance };
  }
  if (!best) return wrong;

  const own = new Set(candidates.map((c) => c.folded));
  for (let length = given.length - best.distance; length <= given.length + best.distance; length++) {
    for (const other of context.byLength.get(length) ?? []) {
      if (own.has(other) || !mayBeWithin(given, other, best.distance)) continue;
      if (osaDistance(given, other, best.distance) <= best.distance) return wrong;
    }
  }
  return { verdict: 'almost', expected: best.answer };
}
