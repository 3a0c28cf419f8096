import type { Plan } from './badges';
import type { UserData } from './data/userData';

export type QuotaKind = 'zoning' | 'mindmap';

/** Boards and maps a plan may hold, across all chapters (part 2 §6); Infinity is unlimited. */
export const PLAN_QUOTAS: Record<Plan, Record<QuotaKind, number>> = {
  free: { zoning: 5, mindmap: 5 },
  major: { zoning: 40, mindmap: 20 },
  champion: { zoning: Infinity, mindmap: Infinity },
};

/** The plan the upsell dialog proposes: free leads to major, the others to champion. */
export function nextPlan(plan: Plan): Exclude<Plan, 'free'> {
  return plan === 'free' ? 'major' : 'champion';
}

export function countItems(data: Pick<UserData, 'zoningSets' | 'mindMaps'>, kind: QuotaKind): number {
  const lists = Object.values(kind === 'zoning' ? data.zoningSets : data.mindMaps);
  return lists.reduce((sum, list) => sum + list.length, 0);
}

export interface QuotaExceeded {
  kind: QuotaKind;
  limit: number;
  plan: Plan;
}

/**
 * Whether going from `before` (counts) to `after` creates items past the plan's quota. Keeping or
 * editing what exists is always allowed, even above the quota (after a downgrade); only growth is checked.
 */
export function quotaExceeded(
  plan: Plan,
  before: Record<QuotaKind, number>,
  after: Pick<UserData, 'zoningSets' | 'mindMaps'>,
): QuotaExceeded | null {
  return quotaGrowthExceeded(plan, before, { zoning: countItems(after, 'zoning'), mindmap: countItems(after, 'mindmap') });
}

/** `quotaExceeded` on counts: the server counts a save's items where it normalises it (off its main thread). */
export function quotaGrowthExceeded(plan: Plan, before: Record<QuotaKind, number>, after: Record<QuotaKind, number>): QuotaExceeded | null {
  for (const kind of ['zoning', 'mindmap'] as const) {
    const limit = PLAN_QUOTAS[plan][kind];
    if (after[kind] > limit && after[kind] > before[kind]) return { kind, limit, plan };
  }
  return null;
}
