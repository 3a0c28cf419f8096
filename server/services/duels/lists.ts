import type { DuelRecord, DuelSummary } from '../../../domain/duels/api';
import type { DuelSide } from '../../../domain/duels/rules';
import { answerRows, listDuelRows, rankingRows, ratingRows, usernames } from '../../db/duels';
import type { Queryable } from '../../db/types';
import { presentSummary, visibleScore } from '../../presenters/duels';
import { START_RATING } from './rating';
import { stateOf } from './state';

const LISTED = 50;

/** GET /api/duels: the user's duels, newest first, and how many wait for the user (the badge on /duels). */
export async function listDuels(db: Queryable, userId: string): Promise<{ duels: DuelSummary[]; waiting: number }> {
  const rows = await listDuelRows(db, userId, LISTED);
  const answers = await answerRows(db, rows.map((row) => row.id));
  const ids = [...new Set(rows.flatMap((row) => [row.challenger_id, row.opponent_id ?? row.challenger_id]))];
  const names = await usernames(db, ids);
  const duels = rows.map((row) => {
    const own = answers.filter((a) => a.duel_id === row.id);
    // The scores each may see, as on the duel's page (no questions needed for them).
    const state = stateOf({ ...row, answers: own, presence: [], players: [] }, []);
    const scores: Record<DuelSide, number> = { challenger: visibleScore(state, 'challenger'), opponent: visibleScore(state, 'opponent') };
    return presentSummary(row, userId, scores, names);
  });
  const waiting = duels.filter((d) => d.yourTurn || (d.status === 'open' && d.you === 'opponent')).length;
  return { duels, waiting };
}

const record = (row: { user_id: string; rating: number; wins: number; losses: number; draws: number }, username: string): DuelRecord => ({
  id: row.user_id,
  username,
  rating: Math.round(row.rating),
  wins: row.wins,
  losses: row.losses,
  draws: row.draws,
});

/** The duel ranking (the « Duels » tab of /leaderboard). */
export async function duelRanking(db: Queryable, limit: number): Promise<DuelRecord[]> {
  return (await rankingRows(db, limit, new Date())).map((row) => record(row, row.username));
}

/** A user's duel record (account page, public profile); a user who never duelled starts at the initial rating. */
export async function duelRecord(db: Queryable, userId: string): Promise<Omit<DuelRecord, 'username' | 'id'>> {
  const row = (await ratingRows(db, [userId]))[0];
  return row ? { rating: Math.round(row.rating), wins: row.wins, losses: row.losses, draws: row.draws } : { rating: START_RATING.rating, wins: 0, losses: 0, draws: 0 };
}
