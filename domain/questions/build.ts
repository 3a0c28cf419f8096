import type { Card } from '../data/cards';
import type { MindMap } from '../data/mindMaps';
import { chapterKey } from '../data/subjects';
import type { Material } from '../data/userData';
import { MIN_LEGEND_POINTS, type Legend, type ZoningBoard } from '../data/zoning';
import { memoryItem, type MemoryItem } from '../memory/items';
import { richTextToPlain } from '../richText';
import { mindMapBlanks, type MindMapBlank } from './blanks';

/** What a question is made of: a card, a legend on its board, or a mind map's text as a blank. */
export type QuestionSource =
  | { kind: 'card'; card: Card }
  | { kind: 'legend'; legend: Legend; board: ZoningBoard }
  | { kind: 'label'; map: MindMap; blank: MindMapBlank };

/**
 * One item of a chapter's material as a question, whatever the method that asks it (training,
 * review, exam, duel): its memory item, what it shows, and its accepted answers as plain text.
 */
export interface ItemQuestion {
  item: MemoryItem;
  source: QuestionSource;
  answers: string[];
}

/** A legend's label as plain text: the answer when its zone is named. */
export const legendAnswer = (legend: Pick<Legend, 'label'>) => richTextToPlain(legend.label).trim();

/**
 * What a chapter's material can ask, in the chapter's order (cards, boards' legends, maps' texts),
 * without memory items: a draw picks among these and builds only what it picked
 * (`sourceQuestion`). A legend without a closed zone cannot be asked and is left out (it may
 * still be named: `canName`).
 */
export function chapterSources(data: Material, subjectId: string, chapterId: string): QuestionSource[] {
  const key = chapterKey(subjectId, chapterId);
  const sources: QuestionSource[] = [];
  for (const card of data.cards[key] ?? []) sources.push({ kind: 'card', card });
  for (const board of data.zoningSets[key] ?? []) {
    for (const legend of board.legends) {
      if (legend.points.length >= MIN_LEGEND_POINTS) sources.push({ kind: 'legend', legend, board });
    }
  }
  for (const map of data.mindMaps[key] ?? []) {
    for (const blank of mindMapBlanks(map)) sources.push({ kind: 'label', map, blank });
  }
  return sources;
}

/** The question of one source of the chapter, its memory item built for it alone. */
export function sourceQuestion(subjectId: string, chapterId: string, source: QuestionSource): ItemQuestion {
  const answers = sourceAnswers(source);
  const item =
    source.kind === 'card'
      ? memoryItem(subjectId, chapterId, 'card', source.card.id, source.card.id, answers)
      : source.kind === 'legend'
        ? memoryItem(subjectId, chapterId, 'legend', source.board.id, source.legend.id, answers)
        : memoryItem(subjectId, chapterId, 'label', source.map.id, source.blank.id, answers);
  return { item, source, answers };
}

/** Every question a chapter's material gives, in the chapter's order (`chapterSources`). */
export function chapterQuestions(data: Material, subjectId: string, chapterId: string): ItemQuestion[] {
  return chapterSources(data, subjectId, chapterId).map((source) => sourceQuestion(subjectId, chapterId, source));
}

/** A source's accepted answers as plain text. */
export function sourceAnswers(source: QuestionSource): string[] {
  if (source.kind === 'card') return source.card.answers;
  if (source.kind === 'legend') return [legendAnswer(source.legend)];
  return [source.blank.answer];
}

/** Whether the question can be asked by typing (a legend's zone is named): it has an answer to type. */
export function canName(question: Pick<ItemQuestion, 'answers'>): boolean {
  return question.answers.some((answer) => answer.trim() !== '');
}

/** The questions of the given memory items, in their order; an item gone from the material, or that cannot be asked, is left out. */
export function itemQuestions(data: Material, items: readonly MemoryItem[]): ItemQuestion[] {
  const chapters = new Map<string, Map<string, ItemQuestion>>();
  return items.flatMap((item) => {
    const key = chapterKey(item.subjectId, item.chapterId);
    let byId = chapters.get(key);
    if (!byId) {
      byId = new Map(chapterQuestions(data, item.subjectId, item.chapterId).map((q) => [q.item.id, q]));
      chapters.set(key, byId);
    }
    const question = byId.get(item.id);
    return question ? [question] : [];
  });
}
