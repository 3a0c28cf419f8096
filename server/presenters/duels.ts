import type { DuelAnswerResult, DuelPlayer, DuelResultRow, DuelSummary, DuelView } from '../../domain/duels/api';
import { otherSide, QUESTION_MS, TURNS, turnOf, type DuelSide } from '../../domain/duels/rules';
import type { DuelAnswerRow, DuelRow } from '../db/duels';
import { answerOf, currentIndex, type DuelState } from '../services/duels/state';

const result = (row: DuelAnswerRow): DuelAnswerResult => ({ answer: row.answer, verdict: row.verdict ?? 'wrong', ms: row.ms, points: row.points });

/**
 * What `side` may see of the questions: a question's right answer and the other's answer only once
 * the viewer's own answer to it is judged, the other's answer only once both have answered.
 */
function resultRows(state: DuelState, side: DuelSide): DuelResultRow[] {
  const rows: DuelResultRow[] = [];
  const other = otherSide(side);
  state.duel.questions.forEach((question, index) => {
    const own = answerOf(state, side, index);
    if (own?.verdict == null) return;
    const theirs = answerOf(state, other, index);
    rows.push({
      index,
      view: question.view,
      rightAnswer: question.answers[0] ?? '',
      answers: { [side]: result(own), ...(theirs?.verdict != null ? { [other]: result(theirs) } : {}) },
    });
  });
  return rows;
}

/**
 * A side's score as the other may see it: the points of the questions both have answered (the
 * whole score once the duel is over), so a score never tells how the other did on a question the
 * viewer has still to answer.
 */
export function visibleScore(state: DuelState, side: DuelSide): number {
  const other = otherSide(side);
  let sum = 0;
  for (const row of state.answers.values()) {
    if (row.side !== side || row.verdict == null) continue;
    if (state.duel.status === 'finished' || answerOf(state, other, row.index)?.verdict != null) sum += row.points;
  }
  return sum;
}

const answeredCount = (state: DuelState, side: DuelSide) => [...state.answers.values()].filter((r) => r.side === side && r.verdict != null).length;

export interface Names {
  names: Map<string, string>;
  ratings: Map<string, number>;
}

function player(state: DuelState, side: DuelSide, id: string, { names, ratings }: Names): DuelPlayer {
  return { id, username: names.get(id) ?? '', score: visibleScore(state, side), answered: answeredCount(state, side), rating: Math.round(ratings.get(id) ?? 1500) };
}

export function presentDuel(state: DuelState, side: DuelSide, now: Date, people: Names): DuelView {
  const { duel } = state;
  const index = currentIndex(state, side);
  const shownAt = index === null ? undefined : duel.mode === 'live' ? duel.opened_at : answerOf(state, side, index)?.asked_at;
  const running = duel.status === 'open' || duel.status === 'playing';
  return {
    id: duel.id,
    code: duel.code,
    mode: duel.mode,
    status: duel.status,
    you: side,
    questionCount: duel.question_count,
    challenger: player(state, 'challenger', duel.challenger_id, people),
    opponent: duel.opponent_id ? player(state, 'opponent', duel.opponent_id, people) : null,
    turn: duel.mode === 'turns' && running && duel.turn < TURNS && duel.deadline ? { side: turnOf(duel.turn).side, deadline: duel.deadline.toISOString() } : null,
    current:
      index === null || !shownAt
        ? null
        : { index, view: duel.questions[index]!.view, msLeft: Math.max(0, shownAt.getTime() + QUESTION_MS - now.getTime()) },
    results: resultRows(state, side),
    ending: duel.ending,
    winner: duel.winner,
    ratingChange: duel.rating_change?.[side] ?? null,
    setup: { subjectId: duel.setup.subjectId, chapterIds: duel.setup.chapterIds, methods: duel.setup.methods },
    createdAt: duel.created_at.toISOString(),
  };
}

export function presentSummary(
  duel: Omit<DuelRow, 'questions'>,
  userId: string,
  scores: Record<DuelSide, number>,
  names: Map<string, string>,
): DuelSummary {
  const you: DuelSide = duel.challenger_id === userId ? 'challenger' : 'opponent';
  const otherId = you === 'challenger' ? duel.opponent_id : duel.challenger_id;
  const running = duel.status === 'open' || duel.status === 'playing';
  const turnSide = duel.mode === 'turns' && duel.turn < TURNS ? turnOf(duel.turn).side : null;
  return {
    id: duel.id,
    mode: duel.mode,
    status: duel.status,
    you,
    opponentName: otherId ? names.get(otherId) ?? null : null,
    yourScore: scores[you],
    theirScore: scores[otherSide(you)],
    yourTurn: running && (duel.mode === 'live' ? duel.status === 'playing' : turnSide === you && (duel.status === 'playing' || you === 'challenger')),
    code: duel.status === 'open' ? duel.code : null,
    rematchOf: duel.rematch_of,
    deadline: running && duel.deadline ? duel.deadline.toISOString() : null,
    winner: duel.winner,
    createdAt: duel.created_at.toISOString(),
  };
}
