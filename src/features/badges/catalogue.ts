import { BADGE_IDS, isBadgeId, type BadgeId } from '../../../domain/badges';
import { fr } from '../../i18n/fr';

/** A badge as the app shows it (part 1 §3): label, description, artwork, theme colour. */
export interface BadgeDescriptor {
  id: BadgeId;
  label: string;
  description: string;
  image: string;
  color: string;
}

const COLORS: Record<BadgeId, string> = {
  admin: '#ef4444',
  innovateur: '#14b8a6',
  major: '#6366f1',
  champion: '#f59e0b',
  marmotte: '#8b5cf6',
  prems: '#facc15',
  'serial-killer': '#e11d48',
  charbonneur: '#f97316',
  padawan: '#22c55e',
  turbo: '#06b6d4',
  perfect: '#ec4899',
};

export const BADGES: readonly BadgeDescriptor[] = BADGE_IDS.map((id) => ({
  id,
  ...fr.badges.labels[id],
  image: `/badges/${id}.svg`,
  color: COLORS[id],
}));

export function badgeById(id: string): BadgeDescriptor | undefined {
  return isBadgeId(id) ? BADGES.find((badge) => badge.id === id) : undefined;
}
