import { randomBytes } from 'node:crypto';
import type { AnswerCheck } from '../../../domain/answers/check';
import { QCM_METHOD_ID } from '../../../domain/data/sessions';
import type { Material } from '../../../domain/data/userData';
import { messages } from '../../../domain/messages';
import type { PracticeItem } from '../../../domain/practice';
import type { QcmAnswerBody, QcmDraw, QcmDrawBody, QcmJudgement } from '../../../domain/qcm/api';
import { drawQcm } from '../../../domain/qcm/draw';
import { encodeTicked, qcmCheck, qcmCredit, qcmVerdict, rightText } from '../../../domain/qcm/judge';
import { chapterQuestions } from '../../../domain/questions/build';
import { seededRandom } from '../../../domain/questions/random';
import { SESSION_MAX_AGE_MS } from '../../../domain/scoring';
import type { RecordSessionBody } from '../../../domain/training';
import type { User } from '../../../domain/user';
import type { AppContext } from '../../context';
import { findQcmSession, insertQcmSession, lockQcmQuestion, pruneQcmSessions, qcmQuestions, saveQcmAnswer, type QcmQuestionRow } from '../../db/qcm';
import { findSessionRow } from '../../db/trainingSessions';
import type { Queryable } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/errors';
import { toQcmJudgement, toQcmView } from '../../presenters/qcm';
import { readChapterMaterial } from '../userData';
import type { Askable } from './revision';
import { registerStart } from './starts';

/** Draws a user may leave unrecorded (sessions begun and never finished); older ones are forgotten. */
const OPEN_DRAWS_KEPT = 20;

/**
 * POST /me/qcm: draws a QCM session on a chapter of the student's stored material (up to 20
 * QRU/QRM, seeded by the server), keeps with each question which propositions are right, and
 * registers the session's start, on the server's clock, with it. The questions go out without
 * them. A chapter that cannot give one question is a 400 in French.
 */
export async function drawQcmSession(ctx: AppContext, user: User, body: QcmDrawBody): Promise<QcmDraw> {
  const material = await chapterMaterial(ctx.db, user.id, body);
  const drawn = drawQcm(chapterQuestions(material, body.subjectId, body.chapterId), seededRandom(randomBytes(12).toString('base64url')));
  if (drawn.length === 0) throw badRequest(messages.qcmNothingToAsk);
  const now = Date.now();
  const startedAt = await ctx.db.transaction(async (tx) => {
    await pruneQcmSessions(tx, user.id, new Date(now - SESSION_MAX_AGE_MS), OPEN_DRAWS_KEPT);
    const questions = drawn.map(({ question, choice }) => ({ item_id: question.item.id, format: choice.format, propositions: choice.propositions, right_indices: choice.right }));
    const stored = await insertQcmSession(tx, user.id, { ...body, drawnAt: new Date(now) }, questions);
    // A session id is drawn once: its answers are judged against that draw only.
    if (!stored || (await findSessionRow(tx, user.id, body.sessionId))) throw conflict(messages.qcmSessionDrawn);
    return registerStart(tx, user.id, { ...body, methodId: QCM_METHOD_ID }, now);
  });
  return { sessionId: body.sessionId, startedAt, questions: drawn.map(toQcmView) };
}

/** The chapter's material, or a 404 when the subject or the chapter is gone. */
async function chapterMaterial(db: Queryable, userId: string, target: { subjectId: string; chapterId: string }): Promise<Material> {
  const material = await readChapterMaterial(db, userId, target.subjectId, target.chapterId);
  if (!material.subjects.find((s) => s.id === target.subjectId)?.chapters.some((c) => c.id === target.chapterId)) {
    throw notFound(messages.sessionChapterMissing);
  }
  return material;
}

/** The ticked indices of an answer to `row`, ascending, or the French 400 when they cannot be its answer. */
function tickedFor(row: QcmQuestionRow, ticked: readonly number[]): number[] {
  const distinct = [...new Set(ticked)].sort((a, b) => a - b);
  if (distinct.length === 0) throw badRequest(messages.qcmNothingTicked);
  if (distinct.some((i) => i >= row.propositions.length) || (row.format === 'qru' && distinct.length > 1)) throw badRequest(messages.qcmAnswerFormat);
  return distinct;
}

const choiceOf = (row: QcmQuestionRow) => ({ format: row.format, propositions: row.propositions, right: row.right_indices });

/**
 * POST /me/qcm/answers: judges one answer of a running QCM session by the exam's judge
 * (a QRU 1 or 0, a QRM the EDN's partial credit) and only then tells the right propositions. The
 * first answer of a question is final: sending it again answers the same judgement (a retry), a
 * different one is a 409. Someone else's session does not exist (404).
 */
export async function answerQcmQuestion(ctx: AppContext, user: User, body: QcmAnswerBody): Promise<QcmJudgement> {
  const { sessionId } = body;
  return ctx.db.transaction(async (tx) => {
    if (!(await findQcmSession(tx, user.id, sessionId))) throw notFound(messages.qcmSessionNotFound);
    if (await findSessionRow(tx, user.id, sessionId)) throw conflict(messages.qcmSessionRecorded);
    const row = await lockQcmQuestion(tx, user.id, sessionId, body.index);
    if (!row) throw notFound(messages.qcmQuestionMissing);
    const ticked = tickedFor(row, body.ticked);
    if (row.ticked !== null && row.credit !== null) {
      if (encodeTicked(row.ticked) !== encodeTicked(ticked)) throw conflict(messages.qcmAlreadyAnswered);
      return toQcmJudgement({ ...row, ticked: row.ticked, credit: row.credit }, qcmVerdict(row.credit));
    }
    const credit = qcmCredit(choiceOf(row), ticked);
    await saveQcmAnswer(tx, user.id, sessionId, row.position, { ticked, credit, at: new Date() });
    return toQcmJudgement({ ...row, ticked, credit }, qcmVerdict(credit));
  });
}

/**
 * What a recorded QCM session may ask: the questions the server drew for it, by their items'
 * memory ids, each judged by its propositions. An answer judged during the session stands,
 * whatever the recording says (a student cannot tick again once shown the right ones); a question
 * left unanswered is judged as recorded. A session the server did not draw, or drew for another
 * chapter, is refused.
 */
export async function heldQcmAskable(db: Queryable, userId: string, body: RecordSessionBody): Promise<Askable> {
  const session = await findQcmSession(db, userId, body.id);
  if (!session || session.subject_id !== body.subjectId || session.chapter_id !== body.chapterId) throw badRequest(messages.qcmSessionNotFound);
  const items = new Map<string, PracticeItem>();
  const checks = new Map<PracticeItem, AnswerCheck>();
  const judged = new Map<string, string>();
  for (const row of await qcmQuestions(db, userId, body.id)) {
    const choice = choiceOf(row);
    // The right propositions, as the recorded question's right answer.
    const item: PracticeItem = { answers: [rightText(choice)], kinds: ['choice'] };
    items.set(row.item_id, item);
    checks.set(item, qcmCheck(choice));
    if (row.ticked !== null) judged.set(row.item_id, encodeTicked(row.ticked));
  }
  return { items, checkOf: (item) => checks.get(item)!, judged };
}
