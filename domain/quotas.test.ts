import { describe, expect, it } from 'vitest';
import { countItems, nextPlan, PLAN_QUOTAS, quotaExceeded } from './quotas';

const boards = (n: number, perChapter = 2) => {
  const zoningSets: Record<string, unknown[]> = {};
  for (let i = 0; i < n; i++) (zoningSets[`s.c${Math.floor(i / perChapter)}`] ??= []).push({ id: `b${i}` });
  return { zoningSets, mindMaps: {} } as never;
};

describe('plan quotas', () => {
  it('are 5/40/unlimited boards and 5/20/unlimited maps', () => {
    expect(PLAN_QUOTAS.free).toEqual({ zoning: 5, mindmap: 5 });
    expect(PLAN_QUOTAS.major).toEqual({ zoning: 40, mindmap: 20 });
    expect(PLAN_QUOTAS.champion.zoning).toBe(Infinity);
  });

  it('count across all chapters', () => {
    expect(countItems(boards(7, 3), 'zoning')).toBe(7);
  });

  it('refuse growth past the limit, allow reaching it', () => {
    expect(quotaExceeded('free', { zoning: 4, mindmap: 0 }, boards(5))).toBeNull();
    expect(quotaExceeded('free', { zoning: 5, mindmap: 0 }, boards(6))).toEqual({ kind: 'zoning', limit: 5, plan: 'free' });
    expect(quotaExceeded('free', { zoning: 0, mindmap: 0 }, boards(6))).toMatchObject({ kind: 'zoning' });
    expect(quotaExceeded('major', { zoning: 5, mindmap: 0 }, boards(6))).toBeNull();
    expect(quotaExceeded('champion', { zoning: 0, mindmap: 0 }, boards(500))).toBeNull();
  });

  it('always allow keeping or shrinking what exists above the limit (after a downgrade)', () => {
    expect(quotaExceeded('free', { zoning: 9, mindmap: 0 }, boards(9))).toBeNull();
    expect(quotaExceeded('free', { zoning: 9, mindmap: 0 }, boards(8))).toBeNull();
  });

  it('propose major to free users and champion to the others', () => {
    expect(nextPlan('free')).toBe('major');
    expect(nextPlan('major')).toBe('champion');
  });
});
