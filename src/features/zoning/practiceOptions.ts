import { readStored, writeStored } from '../../lib/storage';
import type { ZoningMode } from './practice';

/**
 * Choices on the zoning practice screen beyond the spec, remembered per account on this device:
 * the mode (« Placer » a legend, the spec's and the default, or « Nommer la zone » outlined),
 * legends asked in the board's order instead of shuffled (pathways, layers), and while placing the
 * outlines of every zone shown (choose among zones) or hidden (recall the place, the default).
 */
export interface PracticeOptions {
  mode: ZoningMode;
  inOrder: boolean;
  zonesVisible: boolean;
}

export const DEFAULT_PRACTICE_OPTIONS: PracticeOptions = { mode: 'placement', inOrder: false, zonesVisible: false };

const storageKey = (userId: string) => `mnemo.zoningPractice.${userId}`;

export function readPracticeOptions(userId: string | null): PracticeOptions {
  if (!userId) return DEFAULT_PRACTICE_OPTIONS;
  try {
    const stored = JSON.parse(readStored('local', storageKey(userId)) ?? '{}') as Partial<Record<keyof PracticeOptions, unknown>>;
    return {
      mode: stored.mode === 'zone-name' ? 'zone-name' : 'placement',
      inOrder: stored.inOrder === true,
      zonesVisible: stored.zonesVisible === true,
    };
  } catch {
    return DEFAULT_PRACTICE_OPTIONS;
  }
}

export function storePracticeOptions(userId: string | null, options: PracticeOptions): void {
  if (userId) writeStored('local', storageKey(userId), JSON.stringify(options));
}
