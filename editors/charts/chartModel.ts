/** Pure geometry of the progress chart (part 2 §9 Statistics): domain, ticks and sizes. */

export const CHART = {
  /** viewBox heights, in chart units; the width is always 100 units. */
  collapsedHeight: 56,
  expandedHeight: 72,
  width: 100,
  minSpan: 10,
  paddingRatio: 0.08,
  minPadding: 2,
  tickCount: 4,
} as const;

/** Scores are percentages: anything outside 0–100 (or not a number) is brought back in. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * The vertical domain for `values`: their range, widened to at least 10 points around its middle,
 * padded by 8 % of its span (at least 2), kept within 0–100.
 */
export function chartDomain(values: readonly number[]): [number, number] {
  if (values.length === 0) return [0, 100];
  const clamped = values.map(clampPercent);
  let low = Math.min(...clamped);
  let high = Math.max(...clamped);
  if (high - low < CHART.minSpan) {
    const middle = (low + high) / 2;
    low = middle - CHART.minSpan / 2;
    high = middle + CHART.minSpan / 2;
    if (low < 0) [low, high] = [0, high - low];
    if (high > 100) [low, high] = [low - (high - 100), 100];
  }
  const padding = Math.max((high - low) * CHART.paddingRatio, CHART.minPadding);
  return [Math.max(0, low - padding), Math.min(100, high + padding)];
}

/** Round steps: 1, 2 and 5 times a power of ten (so 10, 20, 50, 100 too). */
const STEPS = [1, 2, 5, 10, 20, 50, 100];

/**
 * Up to `count` ticks inside `domain`, at the multiples of the smallest round step that does not
 * give more than `count` of them.
 */
export function chartTicks([low, high]: readonly [number, number], count: number = CHART.tickCount): number[] {
  for (const step of STEPS) {
    const first = Math.ceil(low / step) * step;
    const ticks: number[] = [];
    for (let value = first; value <= high + 1e-9; value += step) ticks.push(Number(value.toFixed(6)));
    if (ticks.length <= count) return ticks;
  }
  return [low, high];
}

/** The index of the point nearest to a horizontal position given as a fraction of the width. */
export function nearestIndex(fraction: number, pointCount: number): number {
  if (pointCount <= 1) return 0;
  return Math.round(Math.min(1, Math.max(0, fraction)) * (pointCount - 1));
}

/** The point an arrow key makes active: the next or previous one, the first or last when none was. */
export function steppedIndex(current: number | null, key: 'ArrowLeft' | 'ArrowRight', pointCount: number): number {
  const step = key === 'ArrowLeft' ? -1 : 1;
  return Math.min(pointCount - 1, Math.max(0, (current ?? (step > 0 ? -1 : pointCount)) + step));
}
