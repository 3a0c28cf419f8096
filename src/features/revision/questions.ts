import type { AnswerCheck } from '../../../domain/answers/check';
import type { MindMap } from '../../../domain/data/mindMaps';
import type { Material } from '../../../domain/data/userData';
import type { Legend, ZoningBoard } from '../../../domain/data/zoning';
import { memoryItems, type MemoryItem } from '../../../domain/memory/items';
import { REVISION_QUESTION_KIND } from '../../../domain/memory/revision';
import type { MindMapBlank } from '../../../domain/questions/blanks';
import { itemQuestions, type ItemQuestion } from '../../../domain/questions/build';
import { placementCheck, typedJudge } from '../../../domain/questions/judge';
import type { CardPrompt } from '../association/CardPromptView';
import { currentIndex, type Question, type TrainingState } from '../training/session';

/** Where a reviewed item sits, for the check's context and the results. */
interface Place {
  subjectId: string;
  chapterId: string;
}

/** What a review session's question shows: a card, a legend to place on its board, or a map text as a blank. */
export type RevisionPrompt = Place &
  ({ kind: 'card'; card: CardPrompt } | { kind: 'legend'; legend: Legend; board: ZoningBoard } | { kind: 'label'; map: MindMap; blank: MindMapBlank }) & {
    /** The item as the one question model built it, for its judge. */
    question: ItemQuestion;
  };

export type RevisionQuestion = Question<RevisionPrompt>;

/** An item's question asked the way a review asks its kind (a card typed, a legend placed, a map text typed). */
function revisionQuestion(question: ItemQuestion): RevisionQuestion {
  const { item, source, answers } = question;
  const place = { subjectId: item.subjectId, chapterId: item.chapterId, question };
  const asked = { cardId: item.id, kind: REVISION_QUESTION_KIND[item.kind], answers };
  if (source.kind === 'card') return { ...asked, prompt: { ...place, kind: 'card', card: { text: source.card.text, imageUrl: source.card.imageUrl } } };
  return { ...asked, prompt: { ...place, ...source } };
}

/**
 * The questions of a review session, in the queue's order (`ids`: memory item ids from GET
 * /me/memory/queue). Each one's `cardId` is the item's memory id, by which the server finds it in
 * the stored material; an item the device no longer has, or cannot ask, is left out.
 */
export function revisionQuestions(data: Material, ids: readonly string[]): RevisionQuestion[] {
  const items = memoryItems(data);
  const queued = ids.flatMap((id) => {
    const item = items.get(id);
    return item ? [item] : ([] as MemoryItem[]);
  });
  return itemQuestions(data, queued).map(revisionQuestion);
}

/**
 * How the current question is judged, as its own method's session would and as the server does
 * (the one judge of `domain/questions`): a typed answer with its chapter's answers as context
 * (« Presque ! » on a forgiven typo), a placement inside the legend's zone.
 */
export function revisionCheck(data: Material): (state: TrainingState<RevisionPrompt>) => AnswerCheck {
  const typed = typedJudge(data);
  return (state) => {
    const prompt = state.questions[currentIndex(state)]?.prompt;
    if (!prompt || prompt.kind === 'legend') return placementCheck(prompt?.legend);
    return typed(prompt.question);
  };
}
