import { foldForCheck } from '../answers/fold';
import { sourceAnswers, type ItemQuestion, type QuestionSource } from './build';
import { shuffle } from './random';

/** The multiple-choice formats of the French medical exams: one right proposition (QRU) or several (QRM). */
export const CHOICE_FORMATS = ['qru', 'qrm'] as const;
export type ChoiceFormat = (typeof CHOICE_FORMATS)[number];

/** A QRU or QRM: the propositions in the order shown, and which of them are right (indices, ascending). */
export interface ChoiceQuestion {
  format: ChoiceFormat;
  propositions: string[];
  right: number[];
}

/** Five propositions as in the EDN, four when the chapter cannot give more distinct distractors. */
const MOST_PROPOSITIONS = 5;
export const FEWEST_PROPOSITIONS = 4;
/** A QRM shows at most three right answers, so that it always has distractors to tell apart. */
export const MOST_RIGHT = 3;

/**
 * The texts a question's distractors are drawn from: the first answer of every other card of its
 * chapter, the labels of the other legends of its board, the other texts of its map. `chapter` is
 * its chapter's questions (`chapterQuestions`).
 */
export function distractorPool(question: ItemQuestion, chapter: readonly ItemQuestion[]): string[] {
  return sourceDistractors(question.source, chapter.map((other) => other.source));
}

/** `distractorPool` of a source among its chapter's sources (`chapterSources`), for a draw that builds only the questions it picked. */
export function sourceDistractors(source: QuestionSource, chapter: readonly QuestionSource[]): string[] {
  const texts: string[] = [];
  const id = questionIdOf(source);
  for (const other of chapter) {
    if (other.kind !== source.kind || questionIdOf(other) === id) continue;
    if (other.kind === 'legend' && source.kind === 'legend' && other.board !== source.board) continue;
    if (other.kind === 'label' && source.kind === 'label' && other.map !== source.map) continue;
    const first = sourceAnswers(other)[0];
    if (first !== undefined) texts.push(first);
  }
  return texts;
}

const questionIdOf = (source: QuestionSource) => (source.kind === 'card' ? source.card.id : source.kind === 'legend' ? source.legend.id : source.blank.id);

/**
 * A QRU or QRM of the question, from `pool` (`distractorPool`), drawn with `random` (seeded, the
 * same draw for the same seed). The right propositions are the question's answer (QRU) or up to
 * three of its accepted answers (QRM); the distractors are texts of the pool that, folded as the
 * answer check folds them, equal no accepted answer of the question nor one another. Null when
 * the pool cannot give enough of them: the question is then asked as a QROC.
 */
export function choiceQuestion(question: ItemQuestion, pool: readonly string[], format: ChoiceFormat, random: () => number): ChoiceQuestion | null {
  const seen = new Set<string>();
  const rights: string[] = [];
  for (const answer of question.answers) {
    const folded = foldForCheck(answer);
    if (!folded || seen.has(folded)) continue;
    seen.add(folded);
    rights.push(answer.trim());
  }
  if (rights.length === 0) return null;
  const shownRight = format === 'qru' ? rights.slice(0, 1) : shuffle(rights, random).slice(0, MOST_RIGHT);
  // Drawn from the shuffled pool, folding only as many texts as it takes (a chapter may hold hundreds).
  const most = MOST_PROPOSITIONS - shownRight.length;
  const distractors: string[] = [];
  for (const text of shuffle(pool, random)) {
    const folded = foldForCheck(text);
    if (!folded || seen.has(folded)) continue;
    seen.add(folded);
    distractors.push(text.trim());
    if (distractors.length === most) break;
  }
  if (distractors.length < FEWEST_PROPOSITIONS - shownRight.length) return null;
  const order = shuffle([...shownRight.map((text) => ({ text, right: true })), ...distractors.map((text) => ({ text, right: false }))], random);
  return {
    format,
    propositions: order.map((p) => p.text),
    right: order.flatMap((p, i) => (p.right ? [i] : [])),
  };
}

/**
 * The credit of a ticked answer: a QRU earns 1 when exactly its right proposition is ticked; a
 * QRM earns the EDN's partial credit, counting discordances (a right one left unticked, a wrong
 * one ticked): 1 with none, 0.5 with one, 0 beyond. Indices out of range are discordances too.
 */
export function choiceCredit(choice: Pick<ChoiceQuestion, 'format' | 'propositions' | 'right'>, ticked: readonly number[]): number {
  const picked = new Set(ticked);
  const right = new Set(choice.right);
  let discordances = [...picked].filter((i) => !Number.isInteger(i) || i < 0 || i >= choice.propositions.length).length;
  for (let i = 0; i < choice.propositions.length; i++) if (picked.has(i) !== right.has(i)) discordances++;
  if (choice.format === 'qru') return discordances === 0 ? 1 : 0;
  return discordances === 0 ? 1 : discordances === 1 ? 0.5 : 0;
}
