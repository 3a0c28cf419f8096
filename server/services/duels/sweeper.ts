import type { AppContext } from '../../context';
import { dueDuelIds } from '../../db/duels';
import { withDuel } from './play';

const SWEEP_INTERVAL_MS = 1000;
const SWEEP_BATCH = 200;

/**
 * Applies the server's clock to duels nobody is looking at: a live question that ran out, a
 * player gone, a turn or an invitation past its deadline. Every process sweeps (the duel's row lock
 * makes a second settle a no-op), so a duel goes on when the process its players were on dies.
 * Answers how to stop, waiting for a sweep under way.
 */
export function startDuelSweeper(ctx: AppContext): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = async () => {
    const ids = await dueDuelIds(ctx.db, new Date(), SWEEP_BATCH);
    for (const id of ids) await withDuel(ctx, id, async () => undefined);
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
    clearInterval(timer);
    await running;
  };
}
