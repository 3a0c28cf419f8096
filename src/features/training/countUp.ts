/** The results' points counter runs for about 1.2 s (part 1 §4, §9). */
export const COUNT_UP_MS = 1200;

/** The value shown `elapsed` ms into counting up to `target`: eased out, whole numbers, exact at the end. */
export function countUpValue(target: number, elapsed: number, durationMs: number = COUNT_UP_MS): number {
  if (elapsed >= durationMs) return target;
  const t = Math.max(0, elapsed) / durationMs;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(target * eased);
}
