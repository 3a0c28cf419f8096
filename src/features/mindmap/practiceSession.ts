import type { AnswerCheck, AnswerResult } from '../../../domain/answers/check';
import type { MindMap } from '../../../domain/data/mindMaps';
import type { MindMapBlank } from '../../../domain/questions/blanks';
import { pickHiddenItems } from '../../../engine/mindmap/hiddenItems';
import { startTraining, validatedEntry, type Question, type TrainingState, type TrainingTarget } from '../training/session';

export type MindMapQuestion = Question<MindMapBlank>;

/** The questions of a session: the hidden texts, with the ids the server checks them by. */
export function mindMapQuestions(map: MindMap, random: () => number = Math.random): MindMapQuestion[] {
  return pickHiddenItems(map, random).map((blank) => ({ cardId: blank.id, answers: [blank.answer], prompt: blank }));
}

/**
 * Valider: each typed answer judged like the server does, by `check` — the answer check of the
 * chapter (every text of its maps as context, see `chapterAnswers`).
 */
export function checkAnswers(questions: readonly MindMapQuestion[], typed: Readonly<Record<string, string>>, check: AnswerCheck): Record<string, AnswerResult> {
  return Object.fromEntries(questions.map((q) => [q.cardId, check(typed[q.cardId] ?? '', q.answers)]));
}

/**
 * Terminer: the session as the shared training machine records it, every question answered at
 * once on the map.
 */
export function finishedSession(
  target: TrainingTarget,
  id: string,
  questions: MindMapQuestion[],
  typed: Readonly<Record<string, string>>,
  startedAt: number,
  now: number,
  check: AnswerCheck,
): TrainingState<MindMapBlank> {
  const verdicts = checkAnswers(questions, typed, check);
  const state = startTraining(target, questions, id, startedAt);
  return {
    ...state,
    entries: questions.map((q) => ({ userAnswer: typed[q.cardId] ?? '', ...validatedEntry(verdicts[q.cardId]!) })),
    finishedAt: Math.max(now, startedAt),
  };
}
