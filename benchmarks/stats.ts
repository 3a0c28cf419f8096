/** The value below which `p` % of the sorted samples fall. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The median of samples in any order (`percentile` wants them sorted). */
export const median = (samples: readonly number[]): number => percentile([...samples].sort((a, b) => a - b), 50);

/** Milliseconds to two decimals, for the printed table. */
export const roundMs = (ms: number) => Math.round(ms * 100) / 100;
