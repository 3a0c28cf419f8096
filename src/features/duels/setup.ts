import type { DuelSetup } from '../../../domain/duels/api';
import { drawDuelQuestions } from '../../../domain/duels/questions';
import { DUEL_METHODS, duelQuestionCount, type DuelMethod, type DuelMode, type LiveQuestionCount } from '../../../domain/duels/rules';
import type { Material } from '../../../domain/data/userData';
import type { DuelChoice } from '../../i18n/duels';

/** The methods a choice of the setup asks: one method, or the three mixed. */
export const methodsOf = (choice: DuelChoice): DuelMethod[] => (choice === 'mixed' ? [...DUEL_METHODS] : [choice]);

/** How many questions a duel on this material could ask (the server's own draw, without a limit). */
export function availableQuestions(data: Material, subjectId: string, chapterIds: readonly string[], methods: readonly DuelMethod[]): number {
  return drawDuelQuestions(data, subjectId, chapterIds, methods, Number.POSITIVE_INFINITY).length;
}

export interface DuelSubject {
  id: string;
  name: string;
  chapters: { id: string; name: string }[];
}

/** The subjects holding something a duel can ask, with those of their chapters that do. */
export function duelSubjects(data: Material): DuelSubject[] {
  return data.subjects
    .map((subject) => ({
      id: subject.id,
      name: subject.name,
      chapters: subject.chapters.filter((chapter) => availableQuestions(data, subject.id, [chapter.id], DUEL_METHODS) > 0).map(({ id, name }) => ({ id, name })),
    }))
    .filter((subject) => subject.chapters.length > 0);
}

export interface SetupChoice {
  subjectId: string;
  /** Empty: every chapter of the subject. */
  chapterIds: string[];
  choice: DuelChoice;
  mode: DuelMode;
  questionCount: LiveQuestionCount;
}

export const setupBody = (setup: SetupChoice): DuelSetup => ({
  mode: setup.mode,
  subjectId: setup.subjectId,
  chapterIds: setup.chapterIds,
  methods: methodsOf(setup.choice),
  questionCount: setup.questionCount,
});

/** Questions the chosen duel needs. */
export const neededQuestions = (setup: SetupChoice) => duelQuestionCount(setup.mode, setup.questionCount);
