import { QUESTION_MS, RATED_DUELS_PER_PAIR_PER_DAY, type DuelSide } from '../../../domain/duels/rules';
import { parisDayStart } from '../../../domain/dates';
import { countRatedBetween, ratingRows, saveRating } from '../../db/duels';
import type { Queryable } from '../../db/types';
import { lockUser } from '../../db/users';
import { reviewAnswered } from '../memory/memory';
import { readMaterial } from '../userData';
import { afterDuel, freshStanding, type Standing } from './rating';
import { change, type DuelState } from './state';

const answeredSomething = (state: DuelState, side: DuelSide) =>
  [...state.answers.values()].some((row) => row.side === side && row.answer !== null && row.answer.trim() !== '');

/**
 * A finished duel: the challenger's answers review their own items (the questions are their
 * material; the opponent's answers touch no memory), and both standings are updated.
 */
export async function closeFinishedDuel(tx: Queryable, state: DuelState): Promise<void> {
  await reviewChallengerMemory(tx, state);
  await rateFinishedDuel(tx, state);
}

async function reviewChallengerMemory(tx: Queryable, state: DuelState): Promise<void> {
  const { duel } = state;
  const answered = [...state.answers.values()].filter((row) => row.side === 'challenger' && row.verdict !== null);
  if (answered.length === 0) return;
  const material = (await readMaterial(tx, duel.challenger_id)).data;
  await reviewAnswered(
    tx,
    duel.challenger_id,
    material,
    (items) =>
      answered.flatMap((row) => {
        const item = items.get(duel.questions[row.index]!.itemId);
        return item ? [{ item, correct: row.verdict !== 'wrong', almost: row.verdict === 'almost', durationMs: row.ms ?? QUESTION_MS }] : [];
      }),
    { id: `duel:${duel.id}`, at: (duel.finished_at ?? new Date()).getTime(), inHistory: false },
    async () => material,
  );
}

/**
 * Records a finished duel in both players' standings. The rating moves only when both answered
 * something (a duel one side left blank proves nothing) and the two accounts have not already
 * moved each other's rating 3 times this Paris day (two cooperating accounts cannot pump it).
 * Duels give no leaderboard points.
 */
async function rateFinishedDuel(tx: Queryable, state: DuelState): Promise<void> {
  const { duel } = state;
  if (!duel.opponent_id || !duel.winner) return;
  const ids = [duel.challenger_id, duel.opponent_id].sort();
  for (const id of ids) await lockUser(tx, id);
  const now = duel.finished_at ?? new Date();
  const rated =
    answeredSomething(state, 'challenger') &&
    answeredSomething(state, 'opponent') &&
    (await countRatedBetween(tx, duel.challenger_id, duel.opponent_id, new Date(parisDayStart(now.getTime())))) < RATED_DUELS_PER_PAIR_PER_DAY;
  const rows = new Map((await ratingRows(tx, ids)).map((row) => [row.user_id, row]));
  const standing = (id: string): Standing => {
    const row = rows.get(id);
    return row ? { rating: row.rating, rd: row.rd, vol: row.vol, wins: row.wins, losses: row.losses, draws: row.draws } : freshStanding();
  };
  const before = { challenger: standing(duel.challenger_id), opponent: standing(duel.opponent_id) };
  const after = afterDuel(before.challenger, before.opponent, duel.winner, rated);
  await saveRating(tx, { user_id: duel.challenger_id, ...after.challenger }, now);
  await saveRating(tx, { user_id: duel.opponent_id, ...after.opponent }, now);
  await change(tx, state, {
    rated,
    rating_change: rated
      ? {
          challenger: Math.round(after.challenger.rating - before.challenger.rating),
          opponent: Math.round(after.opponent.rating - before.opponent.rating),
        }
      : null,
  });
}
