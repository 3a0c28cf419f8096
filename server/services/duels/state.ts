import { LIVE_ABSENCE_MS, otherSide, QUESTION_MS, TURN_MS, TURNS, turnOf, type DuelSide } from '../../../domain/duels/rules';
import { answerRows, insertAsked, presenceRows, saveAnswer, touchPresence, updateDuel, type DuelAnswerRow, type DuelChange, type DuelRow } from '../../db/duels';
import type { Queryable } from '../../db/types';

/** A duel locked in a transaction with its answers: what the rules read and change. */
export interface DuelState {
  duel: DuelRow;
  answers: Map<string, DuelAnswerRow>;
  /** Whether something was written (the players are then told). */
  changed: boolean;
  /** A live duel's players' last signs of life, as read when it was settled. */
  seen: Map<DuelSide, Date>;
}

const key = (side: DuelSide, index: number) => `${side}:${index}`;

export async function loadState(tx: Queryable, duel: DuelRow): Promise<DuelState> {
  const rows = await answerRows(tx, [duel.id]);
  return { duel, answers: new Map(rows.map((row) => [key(row.side, row.index), row])), changed: false, seen: new Map() };
}

export const answerOf = (state: DuelState, side: DuelSide, index: number) => state.answers.get(key(side, index));
export const judged = (state: DuelState, side: DuelSide, index: number) => answerOf(state, side, index)?.verdict != null;

export async function change(tx: Queryable, state: DuelState, patch: DuelChange): Promise<void> {
  await updateDuel(tx, state.duel.id, patch);
  Object.assign(state.duel, patch);
  state.changed = true;
}

/** Shows question `index` to `side` at `at` (once: a reload keeps the first time). */
export async function ask(tx: Queryable, state: DuelState, side: DuelSide, index: number, at: Date): Promise<DuelAnswerRow> {
  const existing = answerOf(state, side, index);
  if (existing) return existing;
  await insertAsked(tx, state.duel.id, side, index, at);
  const row: DuelAnswerRow = { side, index, asked_at: at, answer: null, verdict: null, ms: null, points: 0, answered_at: null };
  state.answers.set(key(side, index), row);
  return row;
}

/** Records a judged answer (or, with `answer` null, a question let run out). */
export async function record(
  tx: Queryable,
  state: DuelState,
  side: DuelSide,
  index: number,
  judgedAnswer: { answer: string | null; verdict: 'right' | 'almost' | 'wrong'; ms: number | null; points: number },
  at: Date,
): Promise<void> {
  const row = await ask(tx, state, side, index, at);
  await saveAnswer(tx, state.duel.id, side, index, { ...judgedAnswer, at });
  Object.assign(row, { ...judgedAnswer, answered_at: at });
  state.changed = true;
}

const timedOut = { answer: null, verdict: 'wrong', ms: null, points: 0 } as const;

/** The question `side` has to answer now, or null (not their turn, nothing left, duel not running). */
export function currentIndex(state: DuelState, side: DuelSide): number | null {
  const { duel } = state;
  if (duel.mode === 'live') {
    if (duel.status !== 'playing' || duel.turn >= duel.question_count || judged(state, side, duel.turn)) return null;
    return duel.turn;
  }
  const playable = duel.status === 'playing' || (duel.status === 'open' && side === 'challenger');
  if (!playable || duel.turn >= TURNS) return null;
  const turn = turnOf(duel.turn);
  if (turn.side !== side) return null;
  for (let index = turn.first; index <= turn.last; index++) if (!judged(state, side, index)) return index;
  return null;
}

/** Moves a live duel to its next question, opened at `at`, or ends it after the last. */
export async function nextLiveQuestion(tx: Queryable, state: DuelState, at: Date): Promise<void> {
  const turn = state.duel.turn + 1;
  if (turn >= state.duel.question_count) {
    await change(tx, state, { turn });
    await finishOnScores(tx, state, at);
    return;
  }
  await change(tx, state, { turn, opened_at: at, deadline: new Date(at.getTime() + QUESTION_MS) });
}

/** After `side` answered in a turn-based duel: the turn passes when its round is done, and the duel ends after the last. */
export async function afterTurnAnswer(tx: Queryable, state: DuelState, side: DuelSide, at: Date): Promise<void> {
  const turn = turnOf(state.duel.turn);
  if (turn.side !== side || !judged(state, side, turn.last)) return;
  const next = state.duel.turn + 1;
  if (next >= TURNS) {
    await change(tx, state, { turn: next });
    await finishOnScores(tx, state, at);
    return;
  }
  await change(tx, state, { turn: next, deadline: new Date(at.getTime() + TURN_MS) });
}

export function totalScore(state: DuelState, side: DuelSide): number {
  let sum = 0;
  for (const row of state.answers.values()) if (row.side === side) sum += row.points;
  return sum;
}

/** Sets the end of a duel; the rating is the caller's (`finish` hooks set by the service). */
export async function finish(
  tx: Queryable,
  state: DuelState,
  ending: 'score' | 'forfeit' | 'timeout',
  winner: DuelSide | 'draw',
  at: Date,
): Promise<void> {
  await change(tx, state, { status: 'finished', ending, winner, finished_at: at, deadline: null });
}

async function finishOnScores(tx: Queryable, state: DuelState, at: Date): Promise<void> {
  const challenger = totalScore(state, 'challenger');
  const opponent = totalScore(state, 'opponent');
  await finish(tx, state, 'score', challenger === opponent ? 'draw' : challenger > opponent ? 'challenger' : 'opponent', at);
}

/**
 * Applies the server's clock to a duel, as many steps as it is late: an invitation nobody took
 * lapses; a live question whose 20 s ran out is closed (no answer scores nothing) and the next
 * opens; a live player gone for 60 s forfeits; a turn not played in 48 h loses the duel; a
 * question shown in a turn and not answered in 20 s scores nothing.
 */
export async function settle(tx: Queryable, state: DuelState, now: Date): Promise<void> {
  const { duel } = state;
  if (duel.status === 'open') {
    if (duel.deadline && duel.deadline <= now) await change(tx, state, { status: 'expired', finished_at: now, deadline: null });
    else if (duel.mode === 'turns') await closeLateQuestions(tx, state, 'challenger', now);
    return;
  }
  if (duel.status !== 'playing') return;
  if (duel.mode === 'turns') {
    if (duel.deadline && duel.deadline <= now) {
      await finish(tx, state, 'timeout', otherSide(turnOf(duel.turn).side), duel.deadline);
      return;
    }
    await closeLateQuestions(tx, state, turnOf(duel.turn).side, now);
    return;
  }
  await settleLive(tx, state, now);
}

/** The questions of a turn shown more than 20 s ago and not answered score nothing. */
async function closeLateQuestions(tx: Queryable, state: DuelState, side: DuelSide, now: Date): Promise<void> {
  for (;;) {
    const index = currentIndex(state, side);
    if (index === null) return;
    const asked = answerOf(state, side, index);
    if (!asked) return;
    const end = new Date(asked.asked_at.getTime() + QUESTION_MS);
    if (end > now) return;
    await record(tx, state, side, index, timedOut, end);
    await afterTurnAnswer(tx, state, side, end);
  }
}

async function settleLive(tx: Queryable, state: DuelState, now: Date): Promise<void> {
  for (const row of await presenceRows(tx, state.duel.id)) state.seen.set(row.side, row.seen_at);
  const seen = (side: DuelSide) => state.seen.get(side) ?? state.duel.opened_at ?? now;
  while (state.duel.status === 'playing') {
    const questionEnd = new Date(state.duel.opened_at!.getTime() + QUESTION_MS);
    const gone = (['challenger', 'opponent'] as const)
      .map((side) => ({ side, at: new Date(seen(side).getTime() + LIVE_ABSENCE_MS) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime())[0]!;
    // Whichever comes first on the clock: the question's end or a player's absence running out.
    if (gone.at <= now && gone.at <= questionEnd) {
      await finish(tx, state, 'forfeit', otherSide(gone.side), gone.at);
      return;
    }
    if (questionEnd > now) {
      const deadline = gone.at < questionEnd ? gone.at : questionEnd;
      if (state.duel.deadline?.getTime() !== deadline.getTime()) await change(tx, state, { deadline });
      return;
    }
    for (const side of ['challenger', 'opponent'] as const) {
      if (!judged(state, side, state.duel.turn)) await record(tx, state, side, state.duel.turn, timedOut, questionEnd);
    }
    await nextLiveQuestion(tx, state, questionEnd);
  }
}

/** A live player's sign of life is written at most every few seconds: an answer or a read on top of it changes nothing. */
const PRESENCE_WRITE_MS = 5000;

export async function seenNow(tx: Queryable, state: DuelState, side: DuelSide, now: Date): Promise<void> {
  const last = state.seen.get(side);
  if (last && now.getTime() - last.getTime() < PRESENCE_WRITE_MS) return;
  await touchPresence(tx, state.duel.id, side, now);
  state.seen.set(side, now);
}
