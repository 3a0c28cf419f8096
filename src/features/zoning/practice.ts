import { answerCheck } from '../../../domain/answers/check';
import type { QuestionKind } from '../../../domain/data/sessions';
import { MIN_LEGEND_POINTS, type Legend, type ZoningBoard } from '../../../domain/data/zoning';
import { boardAnswers } from '../../../domain/practice';
import { richTextToPlain } from '../../../domain/richText';
import { placementCheck } from '../../../domain/questions/judge';
import { parsePlacement } from '../../../domain/questions/placement';
import { shuffle, type AnswerCheck, type Question, type TrainingState } from '../training/session';

/** What a zoning question shows: the legend to place or name, and the board it belongs to. */
export interface ZoningPrompt {
  legend: Legend;
  board: ZoningBoard;
}

export type ZoningQuestion = Question<ZoningPrompt>;

/** The practice modes of zoning: « Placer » a legend on its board (the spec's), or « Nommer la zone » outlined. */
export type ZoningMode = Extract<QuestionKind, 'placement' | 'zone-name'>;
export const ZONING_MODES: readonly ZoningMode[] = ['placement', 'zone-name'];

/**
 * Every legend of every board of the chapter, shuffled (part 2 §4 Zoning practice), or with
 * `inOrder` in the boards' own order (« Dans l'ordre »). The answer is the plain label, which the
 * results and the server record as `rightAnswer`, and which « Nommer la zone » asks to type. A
 * legend without a closed zone cannot be found, nor named without a label: it is left out.
 */
export function zoningQuestions(
  boards: readonly ZoningBoard[],
  random: () => number = Math.random,
  inOrder = false,
  mode: ZoningMode = 'placement',
): ZoningQuestion[] {
  const questions = boards.flatMap((board) =>
    board.legends
      .map((legend) => ({ cardId: legend.id, answers: [richTextToPlain(legend.label).trim()], prompt: { legend, board }, kind: mode }))
      .filter((question) => question.prompt.legend.points.length >= MIN_LEGEND_POINTS && (mode === 'placement' || question.answers[0] !== '')),
  );
  return inOrder ? questions : shuffle(questions, random);
}

/**
 * The check validate uses for the current question: a placement must lie inside its zone; a
 * named zone is judged like a card, its board's legends as the other answers (as the server does).
 */
export function zoningCheck(state: TrainingState<ZoningPrompt>): AnswerCheck {
  const question = state.questions[state.entries.length - 1];
  if (question?.kind === 'zone-name') return answerCheck(boardAnswers(question.prompt.board));
  return placementCheck(question?.prompt.legend);
}

/** The placement recorded in an answer, or null when nothing was placed. */
export function placementOf(userAnswer: string) {
  return userAnswer ? parsePlacement(userAnswer) : null;
}
