import type { AppContext } from '../../context';
import { unclosedDuelIds } from '../../db/duels';
import { closeDuel, settleDueDuels } from './play';

const SWEEP_INTERVAL_MS = 1000;
/** Duels read in one query; a full batch is followed at once by the next, up to a few per sweep. */
const SWEEP_BATCH = 200;
const SWEEP_BATCHES = 5;
/** A finished duel is closed by the step that finished it; one still open after this long lost its process. */
const CLOSE_GRACE_MS = 10_000;

/**
 * Applies the server's clock to duels nobody is looking at: a live question that ran out, a
 * player gone, a turn or an invitation past its deadline; and closes the finished duels whose
 * process died before closing them. Every process sweeps (a duel's write is made only on the
 * version read, so a second settle of the same step writes nothing; a duel is closed once), so a
 * duel goes on when the process its players were on dies. Answers how to stop, waiting for a
 * sweep under way.
 */
export function startDuelSweeper(ctx: AppContext): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const sweep = async () => {
    for (let batch = 0; batch < SWEEP_BATCHES && !stopped; batch++) {
      if ((await settleDueDuels(ctx, new Date(), SWEEP_BATCH)) < SWEEP_BATCH) break;
    }
    for (const id of await unclosedDuelIds(ctx.db, new Date(Date.now() - CLOSE_GRACE_MS), SWEEP_BATCH)) {
      if (stopped) return;
      await closeDuel(ctx, id).catch((error: Error) => console.error(`[duels] could not close duel ${id}:`, error.message));
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .catch((error: Error) => console.error('[duels] sweep failed:', error.message))
      .finally(() => {
        running = null;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
