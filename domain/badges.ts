/** Badge ids of the spec (part 1 §3). Labels and artwork live on the client. */
export const BADGE_IDS = [
  'admin',
  'innovateur',
  'major',
  'champion',
  'marmotte',
  'prems',
  'serial-killer',
  'charbonneur',
  'padawan',
  'turbo',
  'perfect',
] as const;

export type BadgeId = (typeof BADGE_IDS)[number];

export function isBadgeId(value: unknown): value is BadgeId {
  return typeof value === 'string' && (BADGE_IDS as readonly string[]).includes(value);
}

export type Plan = 'free' | 'major' | 'champion';

/** Plan derived from badges: champion first, then major, else free. */
export function planOf(badges: readonly string[]): Plan {
  if (badges.includes('champion')) return 'champion';
  if (badges.includes('major')) return 'major';
  return 'free';
}

export function isAdmin(badges: readonly string[]): boolean {
  return badges.includes('admin');
}
