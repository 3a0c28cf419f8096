import { isRanked } from '../../../domain/leaderboard';
import { fr } from '../../i18n/fr';
import { rankText } from '../../i18n/profiles';

/** An account's place in words: its rank (« 1er », « 3e / 57 »), or « pas encore classé » while it has no points. */
export function placeText(rank: number, total: number, points: number): string {
  return isRanked(points) ? rankText(rank, total) : fr.leaderboard.unranked;
}
