import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { planLimitAtom } from '../state/planLimit';
import { badgeQueueAtom } from '../state/badges';
import { impersonationAtom } from '../state/session';

// Their code (and their texts) loads the first time one has something to show: a first visit
// to the home page needs neither (issue 20).
const PlanLimitDialog = lazy(() => import('../features/billing/PlanLimitDialog').then((m) => ({ default: m.PlanLimitDialog })));
const BadgePopup = lazy(() => import('./BadgePopup').then((m) => ({ default: m.BadgePopup })));
// The bar leads to the session machinery (sign-out, expiry): only an admin's visit loads it.
const ImpersonationBar = lazy(() => import('./ImpersonationBar').then((m) => ({ default: m.ImpersonationBar })));

/** The plan-limit dialog, once a quota has been reached. */
export function PlanLimitHost() {
  if (useAtomValue(planLimitAtom) === null) return null;
  return (
    <Suspense fallback={null}>
      <PlanLimitDialog />
    </Suspense>
  );
}

/** The badge-unlocked popup, once a badge waits in the queue. */
export function BadgePopupHost() {
  if (useAtomValue(badgeQueueAtom).pending.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BadgePopup />
    </Suspense>
  );
}

/** The bar of an admin's visit to a member's account, while there is one. */
export function ImpersonationBarHost() {
  if (useAtomValue(impersonationAtom) === null) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBar />
    </Suspense>
  );
}
