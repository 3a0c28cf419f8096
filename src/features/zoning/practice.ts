import { MIN_LEGEND_POINTS, type Legend, type ZoningBoard } from '../../../domain/data/zoning';
import { richTextToPlain } from '../../../domain/richText';
import { isPlacementAnswerCorrect, parsePlacement } from '../../../engine/zoning/placement';
import { shuffle, type AnswerCheck, type Question, type TrainingState } from '../training/session';

/** What a zoning question shows: the legend to place and the board it belongs to. */
export interface ZoningPrompt {
  legend: Legend;
  board: ZoningBoard;
}

export type ZoningQuestion = Question<ZoningPrompt>;

/**
 * Every legend of every board of the chapter, shuffled (part 2 §4 Zoning practice), or with
 * `inOrder` in the boards' own order (« Dans l'ordre »). The answer is the plain label, which the
 * results and the server record as `rightAnswer`. A legend without a closed zone cannot be found
 * and is left out.
 */
export function zoningQuestions(boards: readonly ZoningBoard[], random: () => number = Math.random, inOrder = false): ZoningQuestion[] {
  const questions = boards.flatMap((board) =>
    board.legends
      .filter((legend) => legend.points.length >= MIN_LEGEND_POINTS)
      .map((legend) => ({ cardId: legend.id, answers: [richTextToPlain(legend.label).trim()], prompt: { legend, board } })),
  );
  return inOrder ? questions : shuffle(questions, random);
}

/** The check validate uses for the current question: the placement must lie inside its zone. */
export function placementCheck(state: TrainingState<ZoningPrompt>): AnswerCheck {
  const question = state.questions[state.entries.length - 1];
  return (userAnswer, accepted) => ({
    verdict: question !== undefined && isPlacementAnswerCorrect(question.prompt.legend, userAnswer) ? 'right' : 'wrong',
    expected: accepted[0] ?? '',
  });
}

/** The placement recorded in an answer, or null when nothing was placed. */
export function placementOf(userAnswer: string) {
  return userAnswer ? parsePlacement(userAnswer) : null;
}
