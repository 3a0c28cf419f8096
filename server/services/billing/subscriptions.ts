import { serverEvents } from '../../../domain/realtime';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
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
  await db.query(
    `INSERT INTO subscriptions (id, user_id, provider, provider_customer_id, plan, status, amount_cents, currency,
        current_period_end, cancel_at_period_end, state_at, discount_cents, discount_ends_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13, $14)
      ON CONFLICT (id) DO UPDATE SET
        status = EXCLUDED.status,
        provider_customer_id = COALESCE(EXCLUDED.provider_customer_id, subscriptions.provider_customer_id),
        current_period_end = COALESCE(EXCLUDED.current_period_end, subscriptions.current_period_end),
        cancel_at_period_end = EXCLUDED.cancel_at_period_end,
        amount_cents = EXCLUDED.amount_cents,
        currency = EXCLUDED.currency,
        state_at = EXCLUDED.state_at,
        updated_at = now()
      WHERE EXCLUDED.state_at >= subscriptions.state_at AND NOT (subscriptions.status = ANY($12::text[]))`,
    [
      state.id,
      state.userId,
      state.id.startsWith('local_') ? 'local' : 'stripe',
      state.customerId,
      state.plan,
      state.status,
      state.amountCents,
      state.currency,
      state.currentPeriodEnd,
      state.cancelAtPeriodEnd,
      state.stateAt,
      TERMINAL,
      state.discount?.cents ?? 0,
      state.discount?.endsAt ?? null,
    ],
  );
}

export interface SubscriptionRow {
  id: string;
  provider: string;
  plan: 'major' | 'champion';
  status: string;
  amount_cents: number;
  currency: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  discount_cents: number;
  discount_ends_at: Date | null;
}

const ENTITLED_SQL = `status = ANY($2::text[])
  AND NOT (cancel_at_period_end AND current_period_end IS NOT NULL AND current_period_end <= $3)`;

/** The subscription that gives the user's plan now: the highest plan, then the newest. */
export async function currentSubscription(db: Queryable, userId: string, now = new Date()): Promise<SubscriptionRow | null> {
  const found = await db.query<SubscriptionRow>(
    `SELECT id, provider, plan, status, amount_cents, currency, current_period_end, cancel_at_period_end,
        discount_cents, discount_ends_at
      FROM subscriptions WHERE user_id = $1 AND ${ENTITLED_SQL}
      ORDER BY (plan = 'champion') DESC, created_at DESC LIMIT 1`,
    [userId, ENTITLED, now],
  );
  return found.rows[0] ?? null;
}

/**
 * Test subscriptions renew on their own, as a card subscription would: one not stopped whose period
 * has run out moves on by whole periods until its end is in the future. Stopped ones just end.
 */
export async function renewLocalSubscriptions(db: Queryable, userId: string, now = new Date()): Promise<void> {
  await db.query(
    `UPDATE subscriptions
        SET current_period_end = current_period_end + make_interval(days => $3::int)
              * (floor(extract(epoch FROM ($2::timestamptz - current_period_end)) / ($3::int * 86400)) + 1),
            updated_at = now()
      WHERE user_id = $1 AND provider = 'local' AND status = 'active' AND NOT cancel_at_period_end
        AND current_period_end <= $2`,
    [userId, now, LOCAL_PERIOD_DAYS],
  );
}

/**
 * Makes the major/champion badges follow the subscriptions' real state: a stopped subscription keeps
 * its plan until its period ends. Users who never subscribed are left alone (badges granted by the
 * team stay). Announces the change when badges moved; answers whether they did.
 */
export async function syncPlanBadges(ctx: AppContext, userId: string, now = new Date()): Promise<boolean> {
  await renewLocalSubscriptions(ctx.db, userId, now);
  const found = await ctx.db.query<{ plan: string; entitled: boolean }>(
    `SELECT plan, bool_or(${ENTITLED_SQL}) AS entitled FROM subscriptions WHERE user_id = $1 GROUP BY plan`,
    [userId, ENTITLED, now],
  );
  if (found.rows.length === 0) return false;
  const keep = found.rows.filter((row) => row.entitled).map((row) => row.plan);
  const drop = found.rows.filter((row) => !row.entitled && !keep.includes(row.plan)).map((row) => row.plan);
  const added = await addBadges(ctx.db, userId, keep);
  let removed = 0;
  for (const badge of drop) {
    const res = await ctx.db.query(
      `UPDATE users SET badges = array_remove(badges, $2), updated_at = now() WHERE id = $1 AND $2 = ANY(badges) RETURNING id`,
      [userId, badge],
    );
    removed += res.rows.length;
  }
  if (added.length === 0 && removed === 0) return false;
  const user = await findUser(ctx.db, userId);
  if (user) {
    ctx.notifier.broadcast(serverEvents.userUpdated, { user });
    ctx.notifier.broadcast(serverEvents.leaderboardUpdate, {});
  }
  return true;
}
