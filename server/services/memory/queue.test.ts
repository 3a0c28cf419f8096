import { describe, expect, it } from 'vitest';
import { interleaveKinds, MAX_KIND_RUN, proportionalShares } from './queue';

const list = (kind: string, due: number, fresh: number) => [
  ...Array.from({ length: due }, (_, i) => ({ id: `${kind}${i}`, kind, due: true })),
  ...Array.from({ length: fresh }, (_, i) => ({ id: `${kind}${due + i}`, kind, due: false })),
];

/** The longest run of one kind while another kind still had items after it. */
function longestMixedRun(out: { kind: string }[]): number {
  let longest = 0;
  let run = 0;
  out.forEach((item, i) => {
    run = i > 0 && out[i - 1]!.kind === item.kind ? run + 1 : 1;
    if (out.slice(i + 1).some((later) => later.kind !== item.kind)) longest = Math.max(longest, run);
  });
  return longest;
}

describe('proportionalShares', () => {
  it('shares in proportion, never more than a kind holds, at least one of each kind the budget allows', () => {
    expect(proportionalShares([10, 10, 10], 20).sort()).toEqual([6, 7, 7]);
    expect(proportionalShares([100, 1], 20)).toEqual([19, 1]);
    expect(proportionalShares([100, 100, 1], 20)).toEqual([10, 9, 1]);
    expect(proportionalShares([2, 0, 50], 20)).toEqual([1, 0, 19]);
    expect(proportionalShares([3, 2, 1], 20)).toEqual([3, 2, 1]);
    expect(proportionalShares([5, 5, 5], 2).reduce((a, b) => a + b)).toBe(2);
    expect(proportionalShares([0, 0, 0], 20)).toEqual([0, 0, 0]);
  });
});

describe('interleaveKinds', () => {
  it('mixes even lists one kind after the other, keeping each list in its order', () => {
    const out = interleaveKinds([list('c', 0, 7), list('l', 0, 7), list('m', 0, 6)]);
    expect(out).toHaveLength(20);
    expect(out.slice(0, 6).map((x) => x.kind).sort()).toEqual(['c', 'c', 'l', 'l', 'm', 'm']);
    expect(longestMixedRun(out)).toBe(1);
    for (const kind of ['c', 'l', 'm']) {
      const ids = out.filter((x) => x.kind === kind).map((x) => x.id);
      expect(ids).toEqual(list(kind, 0, ids.length).map((x) => x.id));
    }
  });

  it('never puts more than three of one kind in a row while another kind is left, due items first', () => {
    const out = interleaveKinds([list('c', 12, 0), list('l', 0, 2), list('m', 1, 1)]);
    expect(longestMixedRun(out)).toBeLessThanOrEqual(MAX_KIND_RUN);
    expect(out.map((x) => x.id).sort()).toEqual([...list('c', 12, 0), ...list('l', 0, 2), ...list('m', 1, 1)].map((x) => x.id).sort());
    // The due map text comes before any new item.
    expect(out.findIndex((x) => x.id === 'm0')).toBeLessThan(out.findIndex((x) => !x.due));
  });

  it('lets a kind run on once the others are used up', () => {
    const out = interleaveKinds([list('c', 8, 0), list('l', 1, 0)]);
    expect(out.map((x) => x.kind).join('')).toBe('ccclccccc');
  });
});
