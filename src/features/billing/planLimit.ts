import { planOf } from '../../../domain/badges';
import type { StudyData } from '../../../domain/data/userData';
import { countItems, PLAN_QUOTAS, quotaExceeded, type QuotaExceeded, type QuotaKind } from '../../../domain/quotas';
import { ApiError } from '../../api/client';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { planLimitAtom } from '../../state/planLimit';
import { userDataAtom } from '../../state/userData';

export { planLimitAtom };

export function openPlanLimit(quota: QuotaExceeded): void {
  appStore.set(planLimitAtom, quota);
}

export function closePlanLimit(): void {
  appStore.set(planLimitAtom, null);
}

/** The `quota` of a refused save (403 from PUT /me/data past the plan's quota), else null. */
export function quotaOfError(error: unknown): QuotaExceeded | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const quota = (error.payload as { quota?: Partial<QuotaExceeded> } | null)?.quota;
  if (!quota || (quota.kind !== 'zoning' && quota.kind !== 'mindmap') || typeof quota.limit !== 'number') return null;
  const plan = quota.plan === 'major' || quota.plan === 'champion' ? quota.plan : 'free';
  return { kind: quota.kind, limit: quota.limit, plan };
}

/** For the save queue: a refused save past the quota opens the dialog; answers whether it did. */
export function handleQuotaError(error: unknown): boolean {
  const quota = quotaOfError(error);
  if (quota) openPlanLimit(quota);
  return quota !== null;
}

/**
 * For the save queue: when a save was refused past the quota, the server's own rule (growth past the
 * plan's limit, against its stored copy) to tell which documents it would refuse too; else null.
 */
export function quotaRefusal(error: unknown): ((base: StudyData, next: StudyData) => boolean) | null {
  const quota = quotaOfError(error);
  if (!quota) return null;
  return (base, next) =>
    quotaExceeded(quota.plan, { zoning: countItems(base, 'zoning'), mindmap: countItems(base, 'mindmap') }, next) !== null;
}

/**
 * Before creating or importing `addCount` boards or maps: true when the signed-in user's plan
 * allows it; otherwise opens the plan-limit dialog and answers false. Editing never needs it.
 */
export function checkQuota(kind: QuotaKind, addCount = 1): boolean {
  const user = appStore.get(userAtom);
  const data = appStore.get(userDataAtom)?.data;
  if (!user || !data) return true;
  const plan = planOf(user.badges);
  const limit = PLAN_QUOTAS[plan][kind];
  if (countItems(data, kind) + addCount <= limit) return true;
  openPlanLimit({ kind, limit, plan });
  return false;
}
