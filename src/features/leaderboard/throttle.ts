/**
 * Runs `task` at most once per `intervalMs`: the first call runs at once, calls during the
 * interval are folded into one trailing run. Live ranking updates come in bursts.
 */
export function throttle(task: () => void, intervalMs: number): { call: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = Date.now();
    task();
  };
  return {
    call() {
      if (timer !== null) return;
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
