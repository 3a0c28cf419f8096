import { readStored, writeStored } from '../../lib/storage';

/**
 * Choices on the zoning practice screen beyond the spec, remembered per account on this device:
 * legends asked in the board's order instead of shuffled (pathways, layers), and the outlines of
 * every zone shown while placing (choose among zones) or hidden (recall the place, the default).
 */
export interface PracticeOptions {
  inOrder: boolean;
  zonesVisible: boolean;
}

export const DEFAULT_PRACTICE_OPTIONS: PracticeOptions = { inOrder: false, zonesVisible: false };

const storageKey = (userId: string) => `mnemo.zoningPractice.${userId}`;

export function readPracticeOptions(userId: string | null): PracticeOptions {
  if (!userId) return DEFAULT_PRACTICE_OPTIONS;
  try {
    const stored = JSON.parse(readStored('local', storageKey(userId)) ?? '{}') as Partial<Record<keyof PracticeOptions, unknown>>;
    return { inOrder: stored.inOrder === true, zonesVisible: stored.zonesVisible === true };
  } catch {
    return DEFAULT_PRACTICE_OPTIONS;
  }
}

export function storePracticeOptions(userId: string | null, options: PracticeOptions): void {
  if (userId) writeStored('local', storageKey(userId), JSON.stringify(options));
}
