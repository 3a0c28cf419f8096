import { answerCheck, type AnswerCheck } from '../answers/check';
import { chapterKey } from '../data/subjects';
import type { Material } from '../data/userData';
import type { Legend, ZoningBoard } from '../data/zoning';
import { METHOD_OF_KIND } from '../memory/items';
import { boardAnswers, chapterAnswers, practiceItems } from '../practice';
import type { ItemQuestion } from './build';
import { isPlacementAnswerCorrect } from './placement';

/**
 * The one judge of typed answers over a student's material: a card or a map text is judged with
 * every typed answer of its chapter for its method as context (« Presque ! » on a forgiven typo,
 * never when closer to another answer), a named zone with the labels of its board's legends.
 * Contexts are built once per chapter and method, or per board.
 */
export function typedJudge(data: Material): (question: ItemQuestion) => AnswerCheck {
  const chapters = new Map<string, AnswerCheck>();
  const boards = new Map<ZoningBoard, AnswerCheck>();
  return ({ item, source }) => {
    if (source.kind === 'legend') return boardCheck(boards, source.board);
    const methodId = METHOD_OF_KIND[item.kind];
    const key = `${methodId}:${chapterKey(item.subjectId, item.chapterId)}`;
    let check = chapters.get(key);
    if (!check) {
      check = answerCheck(chapterAnswers(practiceItems(data, methodId, item.subjectId, item.chapterId)));
      chapters.set(key, check);
    }
    return check;
  };
}

function boardCheck(boards: Map<ZoningBoard, AnswerCheck>, board: ZoningBoard): AnswerCheck {
  let check = boards.get(board);
  if (!check) {
    check = answerCheck(boardAnswers(board));
    boards.set(board, check);
  }
  return check;
}

/** The check of a placement (a point as `encodePlacement` writes it): right only inside the legend's zone. */
export function placementCheck(legend: Pick<Legend, 'points'> | undefined): AnswerCheck {
  return (userAnswer, accepted) => ({
    verdict: legend !== undefined && isPlacementAnswerCorrect(legend, userAnswer) ? 'right' : 'wrong',
    expected: accepted[0] ?? '',
  });
}
