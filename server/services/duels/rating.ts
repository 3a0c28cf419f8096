import glicko2 from 'glicko2';
import type { DuelSide } from '../../../domain/duels/rules';
import type { RatingRow } from '../../db/duels';

/** A new player's Glicko-2 rating, deviation and volatility (the package's defaults, said here). */
export const START_RATING = { rating: 1500, rd: 350, vol: 0.06 } as const;
const TAU = 0.5;

export type Standing = Omit<RatingRow, 'user_id'>;

export const freshStanding = (): Standing => ({ ...START_RATING, wins: 0, losses: 0, draws: 0 });

/**
 * Both players' standings after one duel: the record always; the Glicko-2 rating only when the
 * duel is `rated` (the glicko2 package, one rating period per duel).
 */
export function afterDuel(
  challenger: Standing,
  opponent: Standing,
  winner: DuelSide | 'draw',
  rated: boolean,
): { challenger: Standing; opponent: Standing } {
  const record = (standing: Standing, side: DuelSide): Standing => ({
    ...standing,
    wins: standing.wins + (winner === side ? 1 : 0),
    losses: standing.losses + (winner !== side && winner !== 'draw' ? 1 : 0),
    draws: standing.draws + (winner === 'draw' ? 1 : 0),
  });
  const next = { challenger: record(challenger, 'challenger'), opponent: record(opponent, 'opponent') };
  if (!rated) return next;
  const system = new glicko2.Glicko2({ tau: TAU, ...START_RATING });
  const a = system.makePlayer(challenger.rating, challenger.rd, challenger.vol);
  const b = system.makePlayer(opponent.rating, opponent.rd, opponent.vol);
  system.updateRatings([[a, b, winner === 'challenger' ? 1 : winner === 'draw' ? 0.5 : 0]]);
  return {
    challenger: { ...next.challenger, rating: a.getRating(), rd: a.getRd(), vol: a.getVol() },
    opponent: { ...next.opponent, rating: b.getRating(), rd: b.getRd(), vol: b.getVol() },
  };
}
