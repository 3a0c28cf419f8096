import { fetchLeaderboard } from '../api/endpoints';
import { leaderboardAtom, type LeaderboardEntry } from '../state/leaderboard';
import { appStore } from '../state/store';

function isEntry(value: unknown): value is LeaderboardEntry {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/** Loads the public ranking. Its failures are only logged (part 1 §8); the state stays as it was. */
export async function refreshLeaderboard(): Promise<void> {
  try {
    const { entries } = await fetchLeaderboard();
    appStore.set(leaderboardAtom, Array.isArray(entries) ? entries.filter(isEntry) : []);
  } catch (error) {
    console.info('[leaderboard] unavailable:', error instanceof Error ? error.message : error);
  }
}

let pending: ReturnType<typeof setTimeout> | null = null;

/** Live events come in bursts (a sign-up sends two): refresh once per burst. */
export function scheduleLeaderboardRefresh(delayMs = 400): void {
  if (pending !== null) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = null;
    void refreshLeaderboard();
  }, delayMs);
}
