import type { MindMap } from '../../../domain/data/mindMaps';
import { isAnswerAccepted } from '../../../domain/practice';
import { pickHiddenItems, type MindMapBlank } from '../../../engine/mindmap/hiddenItems';
import { startTraining, type Question, type TrainingState, type TrainingTarget } from '../training/session';

export type MindMapQuestion = Question<MindMapBlank>;

/** The questions of a session: the hidden texts, with the ids the server checks them by. */
export function mindMapQuestions(map: MindMap, random: () => number = Math.random): MindMapQuestion[] {
  return pickHiddenItems(map, random).map((blank) => ({ cardId: blank.id, answers: [blank.answer], prompt: blank }));
}

/** Valider: each typed answer checked like the server does (case, accents, markup, spaces). */
export function checkAnswers(questions: readonly MindMapQuestion[], typed: Readonly<Record<string, string>>): Record<string, boolean> {
  return Object.fromEntries(questions.map((q) => [q.cardId, isAnswerAccepted(typed[q.cardId] ?? '', q.answers)]));
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
): TrainingState<MindMapBlank> {
  const verdicts = checkAnswers(questions, typed);
  const state = startTraining(target, questions, id, startedAt);
  return {
    ...state,
    entries: questions.map((q) => ({ userAnswer: typed[q.cardId] ?? '', validated: true, correct: verdicts[q.cardId] ?? false })),
    finishedAt: Math.max(now, startedAt),
  };
}
