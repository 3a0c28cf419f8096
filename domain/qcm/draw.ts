import { foldForCheck } from '../answers/fold';
import { mindMapBlanks } from '../questions/blanks';
import type { ItemQuestion, QuestionSource } from '../questions/build';
import { choiceQuestion, distractorPool, FEWEST_PROPOSITIONS, MOST_RIGHT, type ChoiceFormat, type ChoiceQuestion } from '../questions/choices';
import { shuffle } from '../questions/random';

/** A QCM session asks at most this many questions: enough for points (10) and the 20-question badge, short enough to finish. */
export const QCM_QUESTIONS_PER_SESSION = 20;

/** A question of a QCM session: the item, and its propositions with which of them are right. */
export interface QcmQuestion {
  question: ItemQuestion;
  choice: ChoiceQuestion;
}

/** The accepted answers of a question, folded as the answer check folds them, without repeats or blanks. */
function foldedAnswers(question: ItemQuestion): Set<string> {
  return new Set(question.answers.map(foldForCheck).filter((folded) => folded !== ''));
}

/**
 * A QRM when the item has several distinct answers (a card with accepted variants: several boxes
 * to tick), a QRU otherwise (a legend, a map text, a card with one answer).
 */
export function qcmFormat(question: ItemQuestion): ChoiceFormat {
  return foldedAnswers(question).size > 1 ? 'qrm' : 'qru';
}

/** The questions sharing a distractor pool (`distractorPool`): the chapter's cards, one board's legends, one map's texts. */
const poolOf = (source: QuestionSource): unknown => (source.kind === 'card' ? 'card' : source.kind === 'legend' ? source.board : source.map);

/**
 * The questions of a chapter (`chapterQuestions`) that can be asked as a QCM: those whose pool
 * gives enough distractors distinct, once folded, from their answers and from one another — the
 * ones `choiceQuestion` builds in `qcmFormat`. Counted per pool, not per question, so that a
 * chapter of thousands of cards is sorted out at once (the picker shows the count).
 */
export function qcmItems(chapter: readonly ItemQuestion[]): ItemQuestion[] {
  // Per pool: how many of its questions have each folded first answer (what the pool draws from).
  const pools = new Map<unknown, Map<string, number>>();
  const firsts = chapter.map((question) => {
    const first = question.answers[0] === undefined ? '' : foldForCheck(question.answers[0]);
    const key = poolOf(question.source);
    const counts = pools.get(key) ?? new Map<string, number>();
    if (first) counts.set(first, (counts.get(first) ?? 0) + 1);
    pools.set(key, counts);
    return first;
  });
  return chapter.filter((question, i) => {
    const rights = foldedAnswers(question);
    if (rights.size === 0) return false;
    const counts = pools.get(poolOf(question.source))!;
    // The pool's distinct texts, less the question's own first answer when no other question gives it, less its answers.
    let distractors = counts.size;
    if (firsts[i] && counts.get(firsts[i]) === 1) distractors--;
    for (const right of rights) if (right !== firsts[i] && counts.has(right)) distractors--;
    if (firsts[i] && rights.has(firsts[i]) && (counts.get(firsts[i]) ?? 0) > 1) distractors--;
    const shown = qcmFormat(question) === 'qru' ? 1 : Math.min(rights.size, MOST_RIGHT);
    return distractors >= FEWEST_PROPOSITIONS - shown;
  });
}

/**
 * The questions of a QCM session over a chapter: up to `QCM_QUESTIONS_PER_SESSION` of the items
 * `qcmItems` keeps, in an order drawn by `random`, each as a QRU or a QRM (`qcmFormat`) of five
 * propositions, four when its pool cannot give more. Empty when the chapter cannot give one.
 */
export function drawQcm(chapter: readonly ItemQuestion[], random: () => number): QcmQuestion[] {
  const drawn = shuffle(qcmItems(chapter), random).slice(0, QCM_QUESTIONS_PER_SESSION);
  return drawn.flatMap((question) => {
    const choice = choiceQuestion(question, distractorPool(question, chapter), qcmFormat(question), random);
    return choice ? [{ question, choice }] : [];
  });
}

/**
 * The blanks a map question hides besides its own: the texts of the map that are among its
 * propositions, so that the map on screen never tells a distractor from the answer (a text still
 * written on the map could not be the missing one). Empty for a card or a legend.
 */
export function blanksToHide({ question, choice }: QcmQuestion): Set<string> {
  if (question.source.kind !== 'label') return new Set();
  const shown = new Set(choice.propositions.map(foldForCheck));
  return new Set(mindMapBlanks(question.source.map).flatMap((blank) => (shown.has(foldForCheck(blank.answer)) ? [blank.id] : [])));
}
