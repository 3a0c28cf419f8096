import { answerCheck, type AnswerCheck } from '../../../domain/answers/check';
import type { MindMap } from '../../../domain/data/mindMaps';
import { chapterKey } from '../../../domain/data/subjects';
import type { Material } from '../../../domain/data/userData';
import { MIN_LEGEND_POINTS, type Legend, type ZoningBoard } from '../../../domain/data/zoning';
import { memoryItems, METHOD_OF_KIND, type MemoryItem } from '../../../domain/memory/items';
import { REVISION_QUESTION_KIND } from '../../../domain/memory/revision';
import { chapterAnswers, practiceItems } from '../../../domain/practice';
import { richTextToPlain } from '../../../domain/richText';
import { mindMapBlanks, type MindMapBlank } from '../../../engine/mindmap/hiddenItems';
import type { CardPrompt } from '../association/CardPromptView';
import { currentIndex, type Question, type TrainingState } from '../training/session';
import { placementCheck } from '../zoning/practice';

/** Where a reviewed item sits, for the check's context and the results. */
interface Place {
  subjectId: string;
  chapterId: string;
}

/** What a review session's question shows: a card, a legend to place on its board, or a map text as a blank. */
export type RevisionPrompt = Place &
  ({ kind: 'card'; card: CardPrompt } | { kind: 'legend'; legend: Legend; board: ZoningBoard } | { kind: 'label'; map: MindMap; blank: MindMapBlank });

export type RevisionQuestion = Question<RevisionPrompt>;

/** The question of one item of the material, asked the way a review asks its kind; null when it cannot be asked (a legend without a zone). */
function questionOf(data: Material, item: MemoryItem): RevisionQuestion | null {
  const key = chapterKey(item.subjectId, item.chapterId);
  const place = { subjectId: item.subjectId, chapterId: item.chapterId };
  const asked = { cardId: item.id, kind: REVISION_QUESTION_KIND[item.kind] };
  if (item.kind === 'card') {
    const card = data.cards[key]?.find((c) => c.id === item.questionId);
    return card ? { ...asked, answers: card.answers, prompt: { ...place, kind: 'card', card: { text: card.text, imageUrl: card.imageUrl } } } : null;
  }
  if (item.kind === 'legend') {
    for (const board of data.zoningSets[key] ?? []) {
      const legend = board.legends.find((l) => l.id === item.questionId);
      if (legend && legend.points.length >= MIN_LEGEND_POINTS) {
        return { ...asked, answers: [richTextToPlain(legend.label).trim()], prompt: { ...place, kind: 'legend', legend, board } };
      }
    }
    return null;
  }
  for (const map of data.mindMaps[key] ?? []) {
    const blank = mindMapBlanks(map).find((b) => b.id === item.questionId);
    if (blank) return { ...asked, answers: [blank.answer], prompt: { ...place, kind: 'label', map, blank } };
  }
  return null;
}

/**
 * The questions of a review session, in the queue's order (`ids`: memory item ids from GET
 * /me/memory/queue). Each one's `cardId` is the item's memory id, by which the server finds it in
 * the stored material; an item the device no longer has, or cannot ask, is left out.
 */
export function revisionQuestions(data: Material, ids: readonly string[]): RevisionQuestion[] {
  const items = memoryItems(data);
  return ids.flatMap((id) => {
    const item = items.get(id);
    const question = item ? questionOf(data, item) : null;
    return question ? [question] : [];
  });
}

/**
 * How the current question is judged, as its own method's session would and as the server does: a
 * typed answer with the answers of its chapter for that method as context (« Presque ! » on a
 * forgiven typo), a placement inside the legend's zone.
 */
export function revisionCheck(data: Material): (state: TrainingState<RevisionPrompt>) => AnswerCheck {
  const contexts = new Map<string, AnswerCheck>();
  return (state) => {
    const prompt = state.questions[currentIndex(state)]?.prompt;
    if (!prompt || prompt.kind === 'legend') return placementCheck(prompt?.legend);
    const methodId = METHOD_OF_KIND[prompt.kind];
    const key = `${methodId}:${chapterKey(prompt.subjectId, prompt.chapterId)}`;
    let check = contexts.get(key);
    if (!check) {
      check = answerCheck(chapterAnswers(practiceItems(data, methodId, prompt.subjectId, prompt.chapterId)));
      contexts.set(key, check);
    }
    return check;
  };
}
