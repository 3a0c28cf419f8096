import type { DuelAnswerResponse, DuelView } from '../../../domain/duels/api';
import { judgeHeld } from '../../../domain/duels/questions';
import { answerPoints, QUESTION_MS, type DuelSide } from '../../../domain/duels/rules';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtimeEvents';
import type { User } from '../../../domain/user';
import type { AppContext } from '../../context';
import { findDuel, playerRows, touchPresence, type DuelRow } from '../../db/duels';
import type { Queryable } from '../../db/types';
import { conflict, notFound } from '../../http/errors';
import { presentDuel, visibleScore } from '../../presenters/duels';
import { closeFinishedDuel } from './finish';
import { afterTurnAnswer, answerOf, ask, currentIndex, judged, loadState, nextLiveQuestion, record, seenNow, settle, type DuelState } from './state';

/** Which side `userId` plays in `duel`, or null for anyone else. */
export function sideOf(duel: Pick<DuelRow, 'challenger_id' | 'opponent_id'>, userId: string): DuelSide | null {
  if (duel.challenger_id === userId) return 'challenger';
  if (duel.opponent_id === userId) return 'opponent';
  return null;
}

/**
 * Runs `work` on a duel locked in a transaction, after the server's clock has been applied to it;
 * a duel that ends there is rated in the same transaction, and its players are told of any change.
 */
export async function withDuel<T>(
  ctx: AppContext,
  duelId: string,
  work: (tx: Queryable, state: DuelState, now: Date) => Promise<T>,
): Promise<T> {
  const { state, value } = await ctx.db.transaction(async (tx) => {
    const duel = await findDuel(tx, duelId, true);
    if (!duel) throw notFound(messages.duelNotFound);
    const state = await loadState(tx, duel);
    const wasFinished = duel.status === 'finished';
    const now = new Date();
    await settle(tx, state, now);
    const value = await work(tx, state, now);
    if (!wasFinished && state.duel.status === 'finished') await closeFinishedDuel(tx, state);
    return { state, value };
  });
  if (state.changed) announce(ctx, state);
  return value;
}

/** Tells both players' tabs (on any process) that the duel moved: scores as each may see them, never an answer. */
export function announce(ctx: AppContext, state: DuelState): void {
  const { duel } = state;
  const event = {
    duelId: duel.id,
    status: duel.status,
    turn: duel.turn,
    challenger: { score: visibleScore(state, 'challenger'), answered: answeredBy(state, 'challenger') },
    opponent: duel.opponent_id ? { score: visibleScore(state, 'opponent'), answered: answeredBy(state, 'opponent') } : null,
  };
  for (const userId of [duel.challenger_id, duel.opponent_id, duel.invited_id]) {
    if (userId) ctx.notifier.toUser(userId, serverEvents.duelUpdated, event);
  }
}

const answeredBy = (state: DuelState, side: DuelSide) => [...state.answers.values()].filter((r) => r.side === side && r.verdict != null).length;

/** The duel as `side` sees it now; their current question is shown (its time starts) when asked for. */
export async function viewOf(tx: Queryable, state: DuelState, side: DuelSide, now: Date): Promise<DuelView> {
  const index = currentIndex(state, side);
  if (index !== null) await ask(tx, state, side, index, state.duel.mode === 'live' ? state.duel.opened_at! : now);
  const ids = [state.duel.challenger_id, ...(state.duel.opponent_id ? [state.duel.opponent_id] : [])];
  const players = await playerRows(tx, ids);
  return presentDuel(state, side, now, {
    names: new Map(players.map((p) => [p.id, p.username])),
    ratings: new Map(players.flatMap((p) => (p.rating === null ? [] : [[p.id, p.rating] as const]))),
  });
}

function playerSide(state: DuelState, user: User): DuelSide {
  const side = sideOf(state.duel, user.id);
  // Someone else's duel does not exist for them (its questions are the challenger's material).
  if (!side) throw notFound(messages.duelNotFound);
  return side;
}

/** GET /api/duels/:id: the duel as the player sees it; a live player is seen present. */
export async function readDuel(ctx: AppContext, user: User, duelId: string): Promise<DuelView> {
  return withDuel(ctx, duelId, async (tx, state, now) => {
    const side = playerSide(state, user);
    if (state.duel.mode === 'live' && state.duel.status === 'playing') await seenNow(tx, state, side, now);
    return viewOf(tx, state, side, now);
  });
}

/** A live player's sign of life (socket `duel:here`); anyone else's is ignored. */
export async function markPresent(db: Queryable, userId: string, duelId: string): Promise<void> {
  const duel = await findDuel(db, duelId);
  if (!duel || duel.mode !== 'live' || (duel.status !== 'playing' && duel.status !== 'open')) return;
  const side = sideOf(duel, userId);
  if (side) await touchPresence(db, duelId, side, new Date());
}

/**
 * POST /api/duels/:id/answers: judges the answer to the question shown to the player, timed on the
 * server's clock from the moment it was shown (whatever the client says); past its 20 s it scores
 * nothing. The player learns their own verdict and the right answer, nothing of the other's.
 */
export async function answerDuel(ctx: AppContext, user: User, duelId: string, body: { index: number; answer: string }): Promise<DuelAnswerResponse> {
  return withDuel(ctx, duelId, async (tx, state, now) => {
    const side = playerSide(state, user);
    const { duel } = state;
    if (duel.status === 'finished' || duel.status === 'expired') throw conflict(messages.duelOver);
    if (duel.mode === 'live' && duel.status === 'open') throw conflict(messages.duelNotStarted);
    const index = currentIndex(state, side);
    if (index === null) throw conflict(messages.duelNotYourTurn);
    if (index !== body.index) throw conflict(messages.duelStaleQuestion);
    const shown = await ask(tx, state, side, index, duel.mode === 'live' ? duel.opened_at! : now);
    const ms = Math.max(0, now.getTime() - shown.asked_at.getTime());
    const question = duel.questions[index]!;
    const inTime = ms <= QUESTION_MS;
    const verdict = inTime ? judgeHeld(question, body.answer) : null;
    const points = verdict ? answerPoints(verdict.correct, ms) : 0;
    await record(tx, state, side, index, { answer: inTime ? body.answer : null, verdict: verdict?.verdict ?? 'wrong', ms, points }, now);
    if (duel.mode === 'live') {
      if (judged(state, 'challenger', index) && judged(state, 'opponent', index)) await nextLiveQuestion(tx, state, now);
      await seenNow(tx, state, side, now);
    } else {
      await afterTurnAnswer(tx, state, side, now);
    }
    const own = answerOf(state, side, index)!;
    return {
      result: { answer: own.answer, verdict: own.verdict ?? 'wrong', ms: own.ms, points: own.points, rightAnswer: question.answers[0] ?? '' },
      duel: await viewOf(tx, state, side, now),
    };
  });
}
