import { describe, expect, it } from 'vitest';
import { CHART, chartDomain, chartTicks, clampPercent, nearestIndex, steppedIndex } from './chartModel';

describe('clampPercent', () => {
  it('keeps values within 0–100', () => {
    expect([-5, 0, 42.5, 100, 140, Number.NaN, Number.POSITIVE_INFINITY].map(clampPercent)).toEqual([0, 0, 42.5, 100, 100, 0, 0]);
  });
});

describe('chartDomain', () => {
  it('pads the range by 8 % of its span', () => {
    expect(chartDomain([20, 70])).toEqual([16, 74]);
  });

  it('pads by at least 2 points', () => {
    const [low, high] = chartDomain([40, 60]);
    expect([low, high]).toEqual([38, 62]);
  });

  it('widens a narrow range to a span of 10 around its middle before padding', () => {
    expect(chartDomain([50])).toEqual([43, 57]);
    expect(chartDomain([48, 52])).toEqual([43, 57]);
  });

  it('stays within 0–100, shifting a widened range away from the edges', () => {
    expect(chartDomain([100, 100])).toEqual([88, 100]);
    expect(chartDomain([0])).toEqual([0, 12]);
    expect(chartDomain([-20, 150])).toEqual([0, 100]);
  });

  it('shows the whole scale when there is nothing to draw', () => {
    expect(chartDomain([])).toEqual([0, 100]);
  });
});

describe('chartTicks', () => {
  const isRoundStep = (ticks: number[]) => {
    const step = ticks[1]! - ticks[0]!;
    return [1, 2, 5, 10, 20, 50, 100].includes(Math.round(step * 1e6) / 1e6) && ticks.every((t) => Math.abs(t / step - Math.round(t / step)) < 1e-9);
  };

  it('gives at most 4 ticks at round steps inside the domain', () => {
    for (const values of [[50], [20, 70], [0, 100], [88, 91], [3, 97], [33, 41], [99.5]]) {
      const domain = chartDomain(values);
      const ticks = chartTicks(domain);
      expect(ticks.length, String(values)).toBeLessThanOrEqual(CHART.tickCount);
      expect(ticks.length, String(values)).toBeGreaterThanOrEqual(2);
      expect(isRoundStep(ticks), String(ticks)).toBe(true);
      for (const tick of ticks) {
        expect(tick).toBeGreaterThanOrEqual(domain[0]);
        expect(tick).toBeLessThanOrEqual(domain[1]);
      }
    }
  });

  it('examples', () => {
    expect(chartTicks([43, 57])).toEqual([45, 50, 55]);
    expect(chartTicks([0, 100])).toEqual([0, 50, 100]);
    expect(chartTicks([16, 74])).toEqual([20, 40, 60]);
  });
});

describe('nearestIndex', () => {
  it('maps a horizontal position to the nearest session', () => {
    expect(nearestIndex(0, 5)).toBe(0);
    expect(nearestIndex(0.49, 5)).toBe(2);
    expect(nearestIndex(1.3, 5)).toBe(4);
    expect(nearestIndex(0.7, 1)).toBe(0);
  });
});

describe('steppedIndex', () => {
  it('steps with the arrows within the points, from the first or the last when none is active', () => {
    expect(steppedIndex(null, 'ArrowRight', 5)).toBe(0);
    expect(steppedIndex(null, 'ArrowLeft', 5)).toBe(4);
    expect(steppedIndex(4, 'ArrowRight', 5)).toBe(4);
    expect(steppedIndex(0, 'ArrowLeft', 5)).toBe(0);
    expect(steppedIndex(2, 'ArrowLeft', 5)).toBe(1);
  });
});
