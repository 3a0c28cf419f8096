import { answerCheck, type AnswerCheck } from '../answers/check';
import { chapterKey } from '../data/subjects';
import type { Material } from '../data/userData';
import type { Legend } from '../data/zoning';
import { METHOD_OF_KIND } from '../memory/items';
import { boardAnswers, chapterAnswers, practiceItems } from '../practice';
import type { ItemQuestion } from './build';
import { isPlacementAnswerCorrect } from './placement';

/**
 * What a typed answer is weighed against: a card or a map text, every typed answer of its chapter
 * for its method (« Presque ! » on a forgiven typo, never when closer to another answer); a named
 * zone, the labels of its board's legends. `key` names the context, shared by the questions that
 * share it, so that it is folded once.
 */
export function typedContext(data: Material, { item, source }: ItemQuestion): { key: string; answers: () => string[] } {
  if (source.kind === 'legend') return { key: `board:${chapterKey(item.subjectId, item.chapterId)}:${source.board.id}`, answers: () => boardAnswers(source.board) };
  const methodId = METHOD_OF_KIND[item.kind];
  return {
    key: `${methodId}:${chapterKey(item.subjectId, item.chapterId)}`,
    answers: () => chapterAnswers(practiceItems(data, methodId, item.subjectId, item.chapterId)),
  };
}

/** The one judge of typed answers over a student's material (see `typedContext`), each context built once. */
export function typedJudge(data: Material): (question: ItemQuestion) => AnswerCheck {
  const checks = new Map<string, AnswerCheck>();
  return (question) => {
    const context = typedContext(data, question);
    let check = checks.get(context.key);
    if (!check) {
      check = answerCheck(context.answers());
      checks.set(context.key, check);
    }
    return check;
  };
}

/** The check of a placement (a point as `encodePlacement` writes it): right only inside the legend's zone. */
export function placementCheck(legend: Pick<Legend, 'points'> | undefined): AnswerCheck {
  return (userAnswer, accepted) => ({
    verdict: legend !== undefined && isPlacementAnswerCorrect(legend, userAnswer) ? 'right' : 'wrong',
    expected: accepted[0] ?? '',
  });
}
