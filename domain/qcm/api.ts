import { z } from 'zod';
import type { Verdict } from '../answers/check';
import type { ExamPrompt } from '../exam/api';
import type { ChoiceFormat } from '../questions/choices';
import { QCM_QUESTIONS_PER_SESSION } from './draw';

const shortId = z.string().min(1).max(200);

/**
 * POST /me/qcm: draws the questions of a QCM session on a chapter; the session's start is
 * registered with them (the server's clock times it), and it is recorded later under the same id.
 */
export const qcmDrawBody = z.object({ sessionId: shortId, subjectId: shortId, chapterId: shortId });
export type QcmDrawBody = z.infer<typeof qcmDrawBody>;

/** POST /me/qcm/answers: the propositions ticked for one question of a drawn session (indices, as shown). */
export const qcmAnswerBody = z.object({
  sessionId: shortId,
  index: z.number().int().min(0).max(QCM_QUESTIONS_PER_SESSION - 1),
  // What the question holds (its number of propositions, one box in a QRU) is the service's to check.
  ticked: z.array(z.number().int().min(0).max(99)).max(5),
});
export type QcmAnswerBody = z.infer<typeof qcmAnswerBody>;

/**
 * One question as the student sees it before answering: what it shows (a card, a board with the
 * zone outlined, a map with the blank) and its propositions in the order drawn. Never which are right.
 */
export interface QcmQuestionView {
  index: number;
  /** The item's memory id: the recorded question's `cardId`. */
  itemId: string;
  format: ChoiceFormat;
  prompt: ExamPrompt;
  propositions: string[];
}

export interface QcmDraw {
  sessionId: string;
  /** The session's start on the server's clock (ms timestamp). */
  startedAt: number;
  questions: QcmQuestionView[];
}

/** The server's verdict on an answer, and only now the right propositions. */
export interface QcmJudgement {
  index: number;
  ticked: number[];
  /** 1, 0,5 (a QRM with one discordance: « almost ») or 0. */
  credit: number;
  verdict: Verdict;
  right: number[];
}
