import type { HeldQuestion } from '../../../domain/duels/questions';
import { LIVE_ABSENCE_MS, otherSide, QUESTION_MS, TURN_MS, TURNS, turnOf, type DuelSide } from '../../../domain/duels/rules';
import type { DuelAnswerRow, DuelChange, DuelRow, LoadedDuel, PlayerRow } from '../../db/duels';

/**
 * A duel as read in one query (`loadDuels`), with the writes the rules made to it since: they are
 * applied here at once and written together (`writeDuel`), on the version read.
 */
export interface DuelState {
  duel: DuelRow;
  answers: Map<string, DuelAnswerRow>;
  /** Whether the duel or an answer changed (the players are then told). */
  changed: boolean;
  /** A live duel's players' last signs of life. */
  seen: Map<DuelSide, Date>;
  players: PlayerRow[];
  /** Not yet written: the duel's columns changed, the answer rows shown or judged, the signs of life. */
  pending: { duel: DuelChange; answers: Map<string, DuelAnswerRow>; presence: Map<DuelSide, Date> };
}

const key = (side: DuelSide, index: number) => `${side}:${index}`;

export function stateOf(row: Omit<LoadedDuel, 'questions_text'>, questions: HeldQuestion[]): DuelState {
  const { answers, presence, players, ...duel } = row;
  return {
    duel: { ...duel, questions },
    answers: new Map(answers.map((answer) => [key(answer.side, answer.index), answer])),
    changed: false,
    seen: new Map(presence.map((p) => [p.side, p.seen_at])),
    players,
    pending: { duel: {}, answers: new Map(), presence: new Map() },
  };
}

export const answerOf = (state: DuelState, side: DuelSide, index: number) => state.answers.get(key(side, index));
export const judged = (state: DuelState, side: DuelSide, index: number) => answerOf(state, side, index)?.verdict != null;

export function change(state: DuelState, patch: DuelChange): void {
  Object.assign(state.duel, patch);
  Object.assign(state.pending.duel, patch);
  state.changed = true;
}

/**
 * Shows question `index` to `side` at `at` (once: a reload keeps the first time). A live duel's
 * question is shown to both when it opens.
 */
export function ask(state: DuelState, side: DuelSide, index: number, at: Date): DuelAnswerRow {
  const existing = answerOf(state, side, index);
  if (existing) return existing;
  const askedAt = state.duel.mode === 'live' ? state.duel.opened_at! : at;
  const row: DuelAnswerRow = { side, index, asked_at: askedAt, answer: null, verdict: null, ms: null, points: 0, answered_at: null };
  state.answers.set(key(side, index), row);
  state.pending.answers.set(key(side, index), row);
  return row;
}

/** Records a judged answer (or, with `answer` null, a question let run out). */
export function record(
  state: DuelState,
  side: DuelSide,
  index: number,
  judgedAnswer: { answer: string | null; verdict: 'right' | 'almost' | 'wrong'; ms: number | null; points: number },
  at: Date,
): void {
  const row = ask(state, side, index, at);
  Object.assign(row, { ...judgedAnswer, answered_at: at });
  state.pending.answers.set(key(side, index), row);
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
export function nextLiveQuestion(state: DuelState, at: Date): void {
  const turn = state.duel.turn + 1;
  if (turn >= state.duel.question_count) {
    change(state, { turn });
    finishOnScores(state, at);
    return;
  }
  change(state, { turn, opened_at: at, deadline: new Date(at.getTime() + QUESTION_MS) });
}

/** After `side` answered in a turn-based duel: the turn passes when its round is done, and the duel ends after the last. */
export function afterTurnAnswer(state: DuelState, side: DuelSide, at: Date): void {
  const turn = turnOf(state.duel.turn);
  if (turn.side !== side || !judged(state, side, turn.last)) return;
  const next = state.duel.turn + 1;
  if (next >= TURNS) {
    change(state, { turn: next });
    finishOnScores(state, at);
    return;
  }
  change(state, { turn: next, deadline: new Date(at.getTime() + TURN_MS) });
}

export function totalScore(state: DuelState, side: DuelSide): number {
  let sum = 0;
  for (const row of state.answers.values()) if (row.side === side) sum += row.points;
  return sum;
}

/** Sets the end of a duel; the rating is the caller's (`closeFinishedDuel`). */
export function finish(state: DuelState, ending: 'score' | 'forfeit' | 'timeout', winner: DuelSide | 'draw', at: Date): void {
  change(state, { status: 'finished', ending, winner, finished_at: at, deadline: null });
}

function finishOnScores(state: DuelState, at: Date): void {
  const challenger = totalScore(state, 'challenger');
  const opponent = totalScore(state, 'opponent');
  finish(state, 'score', challenger === opponent ? 'draw' : challenger > opponent ? 'challenger' : 'opponent', at);
}

/**
 * Applies the server's clock to a duel, as many steps as it is late: an invitation nobody took
 * lapses; a live question whose 20 s ran out is closed (no answer scores nothing) and the next
 * opens; a live player gone for 60 s forfeits; a turn not played in 48 h loses the duel; a
 * question shown in a turn and not answered in 20 s scores nothing.
 */
export function settle(state: DuelState, now: Date): void {
  const { duel } = state;
  if (duel.status === 'open') {
    if (duel.deadline && duel.deadline <= now) change(state, { status: 'expired', finished_at: now, deadline: null });
    else if (duel.mode === 'turns') closeLateQuestions(state, 'challenger', now);
    return;
  }
  if (duel.status !== 'playing') return;
  if (duel.mode === 'turns') {
    if (duel.deadline && duel.deadline <= now) {
      finish(state, 'timeout', otherSide(turnOf(duel.turn).side), duel.deadline);
      return;
    }
    closeLateQuestions(state, turnOf(duel.turn).side, now);
    return;
  }
  settleLive(state, now);
}

/** The questions of a turn shown more than 20 s ago and not answered score nothing. */
function closeLateQuestions(state: DuelState, side: DuelSide, now: Date): void {
  for (;;) {
    const index = currentIndex(state, side);
    if (index === null) return;
    const asked = answerOf(state, side, index);
    if (!asked) return;
    const end = new Date(asked.asked_at.getTime() + QUESTION_MS);
    if (end > now) return;
    record(state, side, index, timedOut, end);
    afterTurnAnswer(state, side, end);
  }
}

function settleLive(state: DuelState, now: Date): void {
  const seen = (side: DuelSide) => state.seen.get(side) ?? state.duel.opened_at ?? now;
  while (state.duel.status === 'playing') {
    const questionEnd = new Date(state.duel.opened_at!.getTime() + QUESTION_MS);
    const gone = (['challenger', 'opponent'] as const)
      .map((side) => ({ side, at: new Date(seen(side).getTime() + LIVE_ABSENCE_MS) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime())[0]!;
    // Whichever comes first on the clock: the question's end or a player's absence running out.
    if (gone.at <= now && gone.at <= questionEnd) {
      finish(state, 'forfeit', otherSide(gone.side), gone.at);
      return;
    }
    if (questionEnd > now) {
      const deadline = gone.at < questionEnd ? gone.at : questionEnd;
      if (state.duel.deadline?.getTime() !== deadline.getTime()) change(state, { deadline });
      return;
    }
    for (const side of ['challenger', 'opponent'] as const) {
      if (!judged(state, side, state.duel.turn)) record(state, side, state.duel.turn, timedOut, questionEnd);
    }
    nextLiveQuestion(state, questionEnd);
  }
}

/** A live player's sign of life is written at most every few seconds: an answer or a read on top of it changes nothing. */
const PRESENCE_WRITE_MS = 5000;

export function seenNow(state: DuelState, side: DuelSide, now: Date): void {
  const last = state.seen.get(side);
  if (last && now.getTime() - last.getTime() < PRESENCE_WRITE_MS) return;
  state.seen.set(side, now);
  state.pending.presence.set(side, now);
}
