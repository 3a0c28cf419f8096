import type { DuelAnswerResponse, DuelView } from '../../../domain/duels/api';
import type { HeldQuestion } from '../../../domain/duels/questions';
import { judgeHeld } from '../../../domain/duels/questions';
import { answerPoints, QUESTION_MS, type DuelSide } from '../../../domain/duels/rules';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtimeEvents';
import type { User } from '../../../domain/user';
import type { AppContext } from '../../context';
import { loadDueDuels, loadDuels, markClosed, touchLivePresence, touchPresence, writeDuel, type DuelRow, type LoadedDuel } from '../../db/duels';
import type { Database, Queryable } from '../../db/types';
import { conflict, notFound } from '../../http/errors';
import { presentDuel, visibleScore } from '../../presenters/duels';
import { closeFinishedDuel } from './finish';
import { heldQuestionsOf, type HeldQuestions } from './heldQuestions';
import { afterTurnAnswer, answerOf, ask, currentIndex, judged, nextLiveQuestion, record, seenNow, settle, stateOf, type DuelState } from './state';

/** Which side `userId` plays in `duel`, or null for anyone else. */
export function sideOf(duel: Pick<DuelRow, 'challenger_id' | 'opponent_id'>, userId: string): DuelSide | null {
  if (duel.challenger_id === userId) return 'challenger';
  if (duel.opponent_id === userId) return 'opponent';
  return null;
}

/** Tries of a step whose duel another process (or the sweeper) wrote meanwhile; each reads it again. */
const ATTEMPTS = 10;

/** A loaded duel's state, its questions kept by this process or parsed from the row (and kept). */
function stateFrom(held: HeldQuestions, row: LoadedDuel, kept: HeldQuestion[] | undefined): DuelState {
  const { questions_text: text, ...rest } = row;
  let questions = kept;
  if (!questions) {
    questions = JSON.parse(text!) as HeldQuestion[];
    held.set(row.id, questions, text!.length);
  }
  return stateOf(rest, questions);
}

async function loadState(db: Database, duelId: string): Promise<DuelState | null> {
  const held = heldQuestionsOf(db);
  const kept = held.get(duelId);
  const row = (await loadDuels(db, [duelId], kept ? [] : [duelId]))[0];
  return row ? stateFrom(held, row, kept) : null;
}

/** Writes what the rules changed in `state`, on the version read (false: another step wrote the duel first). */
async function writeState(db: Queryable, state: DuelState): Promise<boolean> {
  const { duel, answers, presence } = state.pending;
  state.pending = { duel: {}, answers: new Map(), presence: new Map() };
  if (Object.keys(duel).length === 0 && answers.size === 0) {
    // Signs of life alone are written whatever the version.
    for (const [side, seenAt] of presence) await touchPresence(db, state.duel.id, side, seenAt);
    return true;
  }
  const written = await writeDuel(db, state.duel.id, state.duel.version, {
    duel,
    answers: [...answers.values()],
    presence: [...presence].map(([side, seen_at]) => ({ side, seen_at })),
  });
  state.duel.version += 1;
  return written;
}

/**
 * One step of a duel's rules on the server's clock: `state` is settled (the clock applied), `work`
 * runs on it, and what they changed is written at once; the players are told of any change. A
 * duel that ends there is then closed. Answers `work`'s value, or `stale` when another step wrote
 * the duel since it was read.
 */
async function step<T>(ctx: AppContext, state: DuelState, work: (state: DuelState, now: Date) => T): Promise<{ value: T } | 'stale'> {
  const wasFinished = state.duel.status === 'finished';
  const now = new Date();
  settle(state, now);
  const value = work(state, now);
  if (!(await writeState(ctx.db, state))) return 'stale';
  if (state.changed) announce(ctx, state);
  if (!wasFinished && state.duel.status === 'finished') {
    // The step is written: a closing that fails is the sweeper's to do again, not the player's error.
    await closeDuel(ctx, state.duel.id).catch((error: Error) => console.error(`[duels] could not close duel ${state.duel.id}:`, error.message));
  }
  return { value };
}

/**
 * Closes a finished duel once, in a transaction of its own after its players were told the end
 * (so that its cost delays no event): the challenger's memory reviews their answers and the
 * ratings move, then the players are told again. A duel whose process died before is closed by
 * the sweeper.
 */
export async function closeDuel(ctx: AppContext, duelId: string): Promise<void> {
  const closed = await ctx.db.transaction(async (tx) => {
    if (!(await markClosed(tx, duelId))) return null;
    // Closing reads no question (the reviews name their items in the database).
    const state = stateOf((await loadDuels(tx, [duelId], []))[0]!, []);
    await closeFinishedDuel(tx, state);
    if (!(await writeState(tx, state))) throw new Error(`duel ${duelId} written while its row was held`);
    return state;
  });
  if (closed?.changed) announce(ctx, closed);
}

/**
 * Runs `work` on a duel read afresh, after the server's clock has been applied to it, and writes
 * what changed (see `step`); read again and run again when another process wrote it meanwhile.
 */
export async function withDuel<T>(ctx: AppContext, duelId: string, work: (state: DuelState, now: Date) => T): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const state = await loadState(ctx.db, duelId);
    if (!state) throw notFound(messages.duelNotFound);
    const done = await step(ctx, state, work);
    if (done !== 'stale') return done.value;
    if (attempt >= ATTEMPTS) throw conflict(messages.duelStaleQuestion);
  }
}

/**
 * Applies the server's clock to up to `limit` duels past their deadline, read in one query. A duel
 * another process settled (or a player moved) meanwhile is left to them; one that fails is logged
 * and tried again at the next sweep. Answers how many were read.
 */
export async function settleDueDuels(ctx: AppContext, now: Date, limit: number): Promise<number> {
  const held = heldQuestionsOf(ctx.db);
  const rows = await loadDueDuels(ctx.db, now, limit);
  for (const row of rows) {
    await step(ctx, stateFrom(held, row, held.get(row.id)), () => undefined).catch((error: Error) =>
      console.error(`[duels] could not settle duel ${row.id}:`, error.message),
    );
  }
  return rows.length;
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
  const userIds = new Set([duel.challenger_id, duel.opponent_id, duel.invited_id].filter((id) => id !== null));
  // One emit for all of them: one message through Redis, not one per player.
  ctx.notifier.toUsers([...userIds], serverEvents.duelUpdated, event);
}

const answeredBy = (state: DuelState, side: DuelSide) => [...state.answers.values()].filter((r) => r.side === side && r.verdict != null).length;

/** The duel as `side` sees it now; their current question is shown (its time starts) when asked for. */
export function viewOf(state: DuelState, side: DuelSide, now: Date): DuelView {
  const index = currentIndex(state, side);
  // A turn's question is shown to the player now; a live one was shown to both when it opened.
  if (index !== null && state.duel.mode === 'turns') ask(state, side, index, now);
  const { players } = state;
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
  return withDuel(ctx, duelId, (state, now) => {
    const side = playerSide(state, user);
    if (state.duel.mode === 'live' && state.duel.status === 'playing') seenNow(state, side, now);
    return viewOf(state, side, now);
  });
}

/** A live player's sign of life (socket `duel:here`); anyone else's is ignored. */
export async function markPresent(db: Queryable, userId: string, duelId: string): Promise<void> {
  await touchLivePresence(db, duelId, userId, new Date());
}

/**
 * POST /api/duels/:id/answers: judges the answer to the question shown to the player, timed on the
 * server's clock from the moment it was shown (whatever the client says); past its 20 s it scores
 * nothing. The player learns their own verdict and the right answer, nothing of the other's.
 */
export async function answerDuel(ctx: AppContext, user: User, duelId: string, body: { index: number; answer: string }): Promise<DuelAnswerResponse> {
  return withDuel(ctx, duelId, (state, now) => {
    const side = playerSide(state, user);
    const { duel } = state;
    if (duel.status === 'finished' || duel.status === 'expired') throw conflict(messages.duelOver);
    if (duel.mode === 'live' && duel.status === 'open') throw conflict(messages.duelNotStarted);
    const index = currentIndex(state, side);
    if (index === null) throw conflict(messages.duelNotYourTurn);
    if (index !== body.index) throw conflict(messages.duelStaleQuestion);
    const shown = ask(state, side, index, now);
    const ms = Math.max(0, now.getTime() - shown.asked_at.getTime());
    const question = duel.questions[index]!;
    const inTime = ms <= QUESTION_MS;
    const verdict = inTime ? judgeHeld(question, body.answer) : null;
    const points = verdict ? answerPoints(verdict.correct, ms) : 0;
    record(state, side, index, { answer: inTime ? body.answer : null, verdict: verdict?.verdict ?? 'wrong', ms, points }, now);
    if (duel.mode === 'live') {
      if (judged(state, 'challenger', index) && judged(state, 'opponent', index)) nextLiveQuestion(state, now);
      seenNow(state, side, now);
    } else {
      afterTurnAnswer(state, side, now);
    }
    const own = answerOf(state, side, index)!;
    return {
      result: { answer: own.answer, verdict: own.verdict ?? 'wrong', ms: own.ms, points: own.points, rightAnswer: question.answers[0] ?? '' },
      duel: viewOf(state, side, now),
    };
  });
}
