import { serverEvents } from '../../../domain/realtime';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { findEntitledSubscription, planEntitlements, renewLocalPeriods, upsertSubscription, type SubscriptionRow } from '../../db/billing';
import { dropHeldBadge } from '../../db/users';
import { addBadges } from '../training/ranking';
import { findUser } from '../users';
import { LOCAL_PERIOD_DAYS } from './local';
import type { SubscriptionState } from './types';

/** Stripe's statuses (and ours) that still give the plan, until the period has run out. */
const ENTITLED = ['active', 'trialing', 'past_due'];
export const TERMINAL = ['canceled', 'incomplete_expired', 'ended'];

/**
 * Stores a provider's description of a subscription unless a newer one is already stored: events
 * arrive in any order, so `stateAt` decides, and a terminated subscription never comes back.
 */
export async function applySubscriptionState(db: Queryable, state: SubscriptionState): Promise<void> {
  await upsertSubscription(db, state, TERMINAL);
}

/** The subscription that gives the user's plan now: the highest plan, then the newest. */
export async function currentSubscription(db: Queryable, userId: string, now = new Date()): Promise<SubscriptionRow | null> {
  return findEntitledSubscription(db, userId, ENTITLED, now);
}

/**
 * Makes the major/champion badges follow the subscriptions' real state: a stopped subscription keeps
 * its plan until its period ends. Users who never subscribed are left alone (badges granted by the
 * team stay). Announces the change when badges moved; answers whether they did. Test subscriptions
 * renew on their own first, as a card subscription would: one not stopped whose period has run
 * out moves on by whole periods until its end is in the future. Stopped ones just end.
 */
export async function syncPlanBadges(ctx: AppContext, userId: string, now = new Date()): Promise<boolean> {
  await renewLocalPeriods(ctx.db, userId, now, LOCAL_PERIOD_DAYS);
  const plans = await planEntitlements(ctx.db, userId, ENTITLED, now);
  if (plans.length === 0) return false;
  const keep = plans.filter((row) => row.entitled).map((row) => row.plan);
  const drop = plans.filter((row) => !row.entitled && !keep.includes(row.plan)).map((row) => row.plan);
  const added = await addBadges(ctx.db, userId, keep);
  let removed = 0;
  for (const badge of drop) {
    if (await dropHeldBadge(ctx.db, userId, badge)) removed += 1;
  }
  if (added.length === 0 && removed === 0) return false;
  const user = await findUser(ctx.db, userId);
  if (user) {
    ctx.notifier.broadcast(serverEvents.userUpdated, { user });
    ctx.notifier.broadcast(serverEvents.leaderboardUpdate, {});
  }
  return true;
}
