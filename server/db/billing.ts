import type { PaidPlan, SubscriptionState } from '../services/billing/types';
import type { Queryable } from './types';

/**
 * SQL and row types of billing: checkouts (`billing_checkouts`), subscriptions (`subscriptions`)
 * and the provider events already applied (`billing_events`).
 */

export interface CheckoutRow {
  id: string;
  user_id: string;
  provider: string;
  plan: PaidPlan;
  amount_cents: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  status: 'pending' | 'paid';
  paid_at: Date | null;
  /** A promotion code applied on the test payment page (local provider). */
  promo_code: string | null;
  discount_cents: number;
  /** 30-day periods the discount covers; null for ever. */
  discount_periods: number | null;
}

export interface SubscriptionRow {
  id: string;
  provider: string;
  plan: PaidPlan;
  status: string;
  amount_cents: number;
  currency: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  discount_cents: number;
  discount_ends_at: Date | null;
}

export type NewCheckout = Pick<CheckoutRow, 'id' | 'user_id' | 'provider' | 'plan' | 'amount_cents' | 'currency' | 'success_url' | 'cancel_url'>;

export async function insertCheckout(db: Queryable, checkout: NewCheckout): Promise<void> {
  await db.query(
    `INSERT INTO billing_checkouts (id, user_id, provider, plan, amount_cents, currency, success_url, cancel_url)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [checkout.id, checkout.user_id, checkout.provider, checkout.plan, checkout.amount_cents, checkout.currency, checkout.success_url, checkout.cancel_url],
  );
}

export async function findCheckoutRow(db: Queryable, userId: string, id: string): Promise<CheckoutRow | null> {
  const found = await db.query<CheckoutRow>('SELECT * FROM billing_checkouts WHERE id = $1 AND user_id = $2', [id, userId]);
  return found.rows[0] ?? null;
}

/** Marks a checkout paid; an earlier payment date stays. */
export async function markCheckoutPaid(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE billing_checkouts SET status = 'paid', paid_at = COALESCE(paid_at, now()) WHERE id = $1`, [id]);
}

/** Pays a pending checkout now; answers whether it was pending and its promotion code. */
export async function payPendingCheckout(db: Queryable, id: string): Promise<{ paid: boolean; promoCode: string | null }> {
  const paid = await db.query<{ promo_code: string | null }>(
    `UPDATE billing_checkouts SET status = 'paid', paid_at = now() WHERE id = $1 AND status = 'pending' RETURNING promo_code`,
    [id],
  );
  return { paid: paid.rows.length > 0, promoCode: paid.rows[0]?.promo_code ?? null };
}

/** A provider's word that a checkout was paid at `paidAt` (Unix seconds); answers its user, null when unknown. */
export async function markCheckoutPaidAt(db: Queryable, id: unknown, paidAt: number): Promise<string | null> {
  const paid = await db.query<{ user_id: string }>(
    `UPDATE billing_checkouts SET status = 'paid', paid_at = COALESCE(paid_at, to_timestamp($2)) WHERE id = $1 RETURNING user_id`,
    [id, paidAt],
  );
  return paid.rows[0]?.user_id ?? null;
}

/** Sets the promotion code of a checkout while it is unpaid; null once paid. */
export async function setCheckoutPromo(
  db: Queryable,
  id: string,
  code: string | null,
  discountCents: number,
  periods: number | null,
): Promise<CheckoutRow | null> {
  const updated = await db.query<CheckoutRow>(
    `UPDATE billing_checkouts SET promo_code = $2, discount_cents = $3, discount_periods = $4
      WHERE id = $1 AND status = 'pending' RETURNING *`,
    [id, code, discountCents, periods],
  );
  return updated.rows[0] ?? null;
}

/**
 * Stores a provider's description of a subscription unless a newer one is already stored or the
 * stored one has a status in `terminal`.
 */
export async function upsertSubscription(db: Queryable, state: SubscriptionState, terminal: readonly string[]): Promise<void> {
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
      terminal,
      state.discount?.cents ?? 0,
      state.discount?.endsAt ?? null,
    ],
  );
}

/** The owner and plan of a known subscription, or null. */
export async function findSubscriptionOwner(db: Queryable, id: string): Promise<{ user_id: string; plan: string } | null> {
  const known = await db.query<{ user_id: string; plan: string }>('SELECT user_id, plan FROM subscriptions WHERE id = $1', [id]);
  return known.rows[0] ?? null;
}

/** The condition of a subscription giving its plan at $3: a status in $2, and not stopped with its period over. */
const ENTITLED_SQL = `status = ANY($2::text[])
  AND NOT (cancel_at_period_end AND current_period_end IS NOT NULL AND current_period_end <= $3)`;

/** The user's subscription that gives a plan at `now` (status in `entitled`): the highest plan, then the newest. */
export async function findEntitledSubscription(db: Queryable, userId: string, entitled: readonly string[], now: Date): Promise<SubscriptionRow | null> {
  const found = await db.query<SubscriptionRow>(
    `SELECT id, provider, plan, status, amount_cents, currency, current_period_end, cancel_at_period_end,
        discount_cents, discount_ends_at
      FROM subscriptions WHERE user_id = $1 AND ${ENTITLED_SQL}
      ORDER BY (plan = 'champion') DESC, created_at DESC LIMIT 1`,
    [userId, entitled, now],
  );
  return found.rows[0] ?? null;
}

/** Each plan the user ever subscribed to, and whether one of its subscriptions gives it at `now`. */
export async function planEntitlements(db: Queryable, userId: string, entitled: readonly string[], now: Date): Promise<{ plan: string; entitled: boolean }[]> {
  const found = await db.query<{ plan: string; entitled: boolean }>(
    `SELECT plan, bool_or(${ENTITLED_SQL}) AS entitled FROM subscriptions WHERE user_id = $1 GROUP BY plan`,
    [userId, entitled, now],
  );
  return found.rows;
}

/**
 * Moves the user's active, not stopped local subscriptions whose period ended by `now` on by whole
 * periods of `periodDays` until their end is after `now`.
 */
export async function renewLocalPeriods(db: Queryable, userId: string, now: Date, periodDays: number): Promise<void> {
  await db.query(
    `UPDATE subscriptions
        SET current_period_end = current_period_end + make_interval(days => $3::int)
              * (floor(extract(epoch FROM ($2::timestamptz - current_period_end)) / ($3::int * 86400)) + 1),
            updated_at = now()
      WHERE user_id = $1 AND provider = 'local' AND status = 'active' AND NOT cancel_at_period_end
        AND current_period_end <= $2`,
    [userId, now, periodDays],
  );
}

/** Cancels the user's other active local subscriptions created before `keepId`. */
export async function cancelOlderLocalSubscriptions(db: Queryable, userId: string, keepId: string): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET status = 'canceled', state_at = now(), updated_at = now()
      WHERE user_id = $1 AND provider = 'local' AND id <> $2 AND status = 'active' AND created_at < (SELECT created_at FROM subscriptions WHERE id = $2)`,
    [userId, keepId],
  );
}

/** Ids of the user's Stripe subscriptions but `keepId` that still renew. */
export async function renewingStripeSubscriptionIds(db: Queryable, userId: string, keepId: string): Promise<string[]> {
  const older = await db.query<{ id: string }>(
    `SELECT id FROM subscriptions WHERE user_id = $1 AND provider = 'stripe' AND id <> $2
      AND status = ANY('{active,trialing,past_due}') AND NOT cancel_at_period_end`,
    [userId, keepId],
  );
  return older.rows.map((row) => row.id);
}

/** Ids of the user's subscriptions at `provider` whose status is not in `terminal`. */
export async function liveSubscriptionIds(db: Queryable, userId: string, provider: string, terminal: readonly string[]): Promise<string[]> {
  const live = await db.query<{ id: string }>(
    'SELECT id FROM subscriptions WHERE user_id = $1 AND provider = $2 AND NOT (status = ANY($3::text[]))',
    [userId, provider, terminal],
  );
  return live.rows.map((row) => row.id);
}

export async function stopRenewing(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE subscriptions SET cancel_at_period_end = true, updated_at = now() WHERE id = $1', [id]);
}

export async function markSubscriptionCanceled(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE subscriptions SET status = 'canceled', state_at = now(), updated_at = now() WHERE id = $1`, [id]);
}

/** Notes a provider event once; answers false when it was already noted. */
export async function recordBillingEvent(db: Queryable, id: string, type: string): Promise<boolean> {
  const fresh = await db.query('INSERT INTO billing_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [id, type]);
  return fresh.rows.length > 0;
}
