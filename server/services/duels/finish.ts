import { RATED_DUELS_PER_PAIR_PER_DAY, type DuelSide } from '../../../domain/duels/rules';
import { parisDayStart } from '../../../domain/dates';
import { countRatedBetween, duelReviewsInOrder, ratingRows, saveRating } from '../../db/duels';
import type { Queryable } from '../../db/types';
import { lockUser } from '../../db/users';
import { reviewDuelMemory } from '../memory/memory';
import { readChaptersMaterial, readMaterial } from '../userData';
import { afterDuel, freshStanding, type Standing } from './rating';
import { change, type DuelState } from './state';

const answeredSomething = (state: DuelState, side: DuelSide) =>
  [...state.answers.values()].some((row) => row.side === side && row.answer !== null && row.answer.trim() !== '');

/**
 * A duel just stored as finished: the challenger's answers review their own items (the questions
 * are their material; the opponent's answers touch no memory), and both standings are updated.
 */
export async function closeFinishedDuel(tx: Queryable, state: DuelState): Promise<void> {
  await reviewChallengerMemory(tx, state);
  await rateFinishedDuel(tx, state);
}

/** Read from the database as a memory rebuild reads it, so both review the same answers. */
async function reviewChallengerMemory(tx: Queryable, state: DuelState): Promise<void> {
  const { duel } = state;
  const review = (await duelReviewsInOrder(tx, duel.challenger_id, duel.id))[0];
  if (!review || review.answers.length === 0) return;
  const { subjectId, chapterIds } = duel.setup;
  const whole = async () => (await readMaterial(tx, duel.challenger_id)).data;
  // A duel on a whole subject needs its chapter list first: the whole material is read then.
  const material = chapterIds.length > 0 ? await readChaptersMaterial(tx, duel.challenger_id, chapterIds.map((chapterId) => ({ subjectId, chapterId }))) : await whole();
  await reviewDuelMemory(tx, duel.challenger_id, material, review, whole);
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
  change(state, {
    rated,
    rating_change: rated
      ? {
          challenger: Math.round(after.challenger.rating - before.challenger.rating),
          opponent: Math.round(after.opponent.rating - before.opponent.rating),
        }
      : null,
  });
}
