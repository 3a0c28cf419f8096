import type { DuelView } from '../../../domain/duels/api';
import { otherSide, type DuelSide } from '../../../domain/duels/rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Time left before a deadline, as a turn shows it: « 47 h », « 3 h 20 min », « 12 min ». */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  if (minutes < 60) return `${minutes}\u00a0min`;
  const hours = Math.floor(ms / HOUR);
  const rest = Math.floor((ms % HOUR) / MINUTE);
  return hours >= 10 || rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${rest}\u00a0min`;
}

/** How a finished duel ended for the viewer. */
export type Outcome = 'won' | 'lost' | 'draw';

export function outcomeOf(winner: DuelSide | 'draw' | null, you: DuelSide): Outcome | null {
  if (winner === null) return null;
  if (winner === 'draw') return 'draw';
  return winner === you ? 'won' : 'lost';
}

/** The viewer and the other player of a duel (the other is null until someone joins). */
export function sidesOf(duel: DuelView) {
  const other = otherSide(duel.you);
  return { me: duel[duel.you]!, them: duel[other], other };
}
