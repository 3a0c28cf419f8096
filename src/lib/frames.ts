/**
 * Runs `work` once the next frame is painted (a task queued from that frame's animation callback):
 * background work a key or a click started stays out of the frame that shows its result.
 * Answers a function that cancels it if it has not run yet.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
