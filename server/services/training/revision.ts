import { answerCheck, type AnswerCheck } from '../../../domain/answers/check';
import type { Material } from '../../../domain/data/userData';
import { chapterMemoryItems, METHOD_OF_KIND } from '../../../domain/memory/items';
import { inRevisionScope, REVISION_QUESTION_KIND, type RevisionScope } from '../../../domain/memory/revision';
import { chapterAnswers, MATERIAL_METHODS, practiceItems, type PracticeItem } from '../../../domain/practice';

/** What a session may ask, by question id, and the answer check of each item's typed answers. */
export interface Askable {
  items: Map<string, PracticeItem>;
  checkOf: (item: PracticeItem) => AnswerCheck;
  /** Answers the server judged while the session ran (a QCM's), by question id: they stand whatever the recording says. */
  judged?: ReadonlyMap<string, string>;
}

/**
 * The answer check of a typed item as its method's session judges it: a card or a mind-map text
 * with every typed answer of its chapter and method as context, a named zone with the labels of
 * its board's legends.
 */
function typedChecks(items: ReadonlyMap<string, PracticeItem>): (item: PracticeItem) => AnswerCheck {
  let chapter: AnswerCheck | undefined;
  const boards = new Map<readonly string[], AnswerCheck>();
  return (item) => {
    if (!item.zone) return (chapter ??= answerCheck(chapterAnswers(items)));
    const labels = item.zone.boardAnswers;
    const check = boards.get(labels) ?? answerCheck(labels);
    boards.set(labels, check);
    return check;
  };
}

/** What a session of one method on one chapter may ask (its items by the method's question ids). */
export function methodAskable(items: Map<string, PracticeItem>): Askable {
  return { items, checkOf: typedChecks(items) };
}

/**
 * What a review session over `scope` may ask: every item of the student's stored material in the
 * scope that has a memory state or may get one, by its memory id (`<subject>/<chapter>/<key>`),
 * asked only the way a review asks its kind (a card typed, a legend placed, a map text typed).
 * Each typed answer is judged exactly as its own method's session would judge it, its chapter's
 * answers of that method as context; a placement must fall inside the legend's zone. A question
 * whose id is not here (forged, of another scope, of deleted material) makes the session refused.
 */
export function revisionAskable(material: Material, scope: RevisionScope): Askable {
  const items = new Map<string, PracticeItem>();
  const checks = new Map<PracticeItem, AnswerCheck>();
  for (const subject of material.subjects) {
    for (const chapter of subject.chapters) {
      if (!inRevisionScope({ subjectId: subject.id, chapterId: chapter.id }, scope)) continue;
      const memory = chapterMemoryItems(material, subject.id, chapter.id);
      for (const methodId of MATERIAL_METHODS) {
        const practice = practiceItems(material, methodId, subject.id, chapter.id);
        const checkOf = typedChecks(practice);
        for (const item of memory) {
          const asked = METHOD_OF_KIND[item.kind] === methodId ? practice.get(item.questionId) : undefined;
          if (!asked) continue;
          const revised: PracticeItem = { ...asked, kinds: [REVISION_QUESTION_KIND[item.kind]] };
          items.set(item.id, revised);
          checks.set(revised, checkOf(asked));
        }
      }
    }
  }
  return { items, checkOf: (item) => checks.get(item)! };
}
