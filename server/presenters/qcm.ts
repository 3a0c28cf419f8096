import type { QcmJudgement, QcmQuestionView } from '../../domain/qcm/api';
import { blanksToHide, type QcmQuestion } from '../../domain/qcm/draw';
import type { QcmQuestionRow } from '../db/qcm';
import { promptOf } from './exams';

/**
 * A drawn question as the student sees it before answering: the exam's prompt (a card, the board
 * with the zone outlined, the map with its blank and the propositions' texts emptied) and the
 * propositions in the order drawn. Never which of them are right.
 */
export function toQcmView({ question, choice }: QcmQuestion, index: number): QcmQuestionView {
  return {
    index,
    itemId: question.item.id,
    format: choice.format,
    prompt: promptOf(question.source, choice.format, blanksToHide({ question, choice })),
    propositions: choice.propositions,
  };
}

/** A judged answer: the verdict, and only now the right propositions. */
export function toQcmJudgement(row: QcmQuestionRow & { ticked: number[]; credit: number }, verdict: QcmJudgement['verdict']): QcmJudgement {
  return { index: row.position, ticked: row.ticked, credit: row.credit, verdict, right: row.right_indices };
}
