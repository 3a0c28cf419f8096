import { randomBytes } from 'node:crypto';
import type { BillingStatus } from '../../../domain/api';
import { planOf } from '../../../domain/badges';
import { messages } from '../../../domain/messages';
import type { User } from '../../../domain/user';
import type { AppContext } from '../../context';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import { getUser } from '../users';
import { localProvider } from './local';
import { stripeProvider, type StripeConfig } from './stripe';
import { redeemPromoCode } from '../admin/promoCodes';
import { applySubscriptionState, currentSubscription, syncPlanBadges, TERMINAL } from './subscriptions';
import { PLAN_PRICES, type BillingProvider, type CheckoutRequest } from './types';
import {
  cancelOlderLocalSubscriptions,
  findCheckoutRow,
  insertCheckout,
  liveSubscriptionIds,
  markCheckoutPaid,
  markSubscriptionCanceled,
  payPendingCheckout,
  renewingStripeSubscriptionIds,
  stopRenewing,
  type CheckoutRow,
  type SubscriptionRow,
} from '../../db/billing';

export interface Billing {
  provider: BillingProvider;
  /** Set with the stripe provider: the webhook route needs its signing secret. */
  stripe: StripeConfig | null;
}

/** `stripe` when STRIPE_SECRET_KEY is set, otherwise the built-in `local` test payments. */
export function billingFromEnv(env: NodeJS.ProcessEnv = process.env): Billing {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return { provider: localProvider, stripe: null };
  const stripe: StripeConfig = {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    apiBase: (env.STRIPE_API_BASE || 'https://api.stripe.com').replace(/\/+$/, ''),
    priceIds: {
      ...(env.STRIPE_PRICE_MAJOR ? { major: env.STRIPE_PRICE_MAJOR } : {}),
      ...(env.STRIPE_PRICE_CHAMPION ? { champion: env.STRIPE_PRICE_CHAMPION } : {}),
    },
  };
  return { provider: stripeProvider(stripe), stripe };
}

/**
 * Return addresses must be paths of our own site: a leading '/', never '//' or '/\' (which browsers
 * read as another host), no control characters. Anything else could send a paying user elsewhere.
 */
export function assertOwnPath(url: string): void {
  const hasControl = [...url].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\') || hasControl) {
    throw badRequest(messages.billingUrlInvalid);
  }
}

export async function startCheckout(ctx: AppContext, billing: Billing, request: CheckoutRequest): Promise<{ url: string }> {
  assertOwnPath(request.successUrl);
  assertOwnPath(request.cancelUrl);
  if (planOf(request.user.badges) === request.plan) throw conflict(messages.billingAlreadySubscribed);
  const ownId = `cs_local_${randomBytes(16).toString('hex')}`;
  const { sessionId, url } = await billing.provider.createCheckout(request, ownId);
  const price = PLAN_PRICES[request.plan];
  await insertCheckout(ctx.db, {
    id: sessionId,
    user_id: request.user.id,
    provider: billing.provider.name,
    plan: request.plan,
    amount_cents: price.amountCents,
    currency: price.currency,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  });
  return { url };
}

export async function findCheckout(ctx: AppContext, userId: string, sessionId: string): Promise<CheckoutRow> {
  const checkout = await findCheckoutRow(ctx.db, userId, sessionId);
  if (!checkout) throw notFound(messages.billingCheckoutNotFound);
  return checkout;
}

/**
 * Grants what a paid checkout bought; repeating it changes nothing. A new plan replaces the previous
 * subscription: at once for local test payments, at the end of its period with Stripe.
 */
export async function confirmCheckout(ctx: AppContext, billing: Billing, userId: string, sessionId: string): Promise<User> {
  const checkout = await findCheckout(ctx, userId, sessionId);
  const state = await billing.provider.paidSubscription(checkout);
  if (!state) throw conflict(messages.billingCheckoutPending);
  await ctx.db.transaction(async (tx) => {
    await markCheckoutPaid(tx, checkout.id);
    await applySubscriptionState(tx, state);
    if (checkout.provider === 'local') await cancelOlderLocalSubscriptions(tx, userId, state.id);
  });
  if (checkout.provider === 'stripe') await stopOlderSubscriptions(ctx, billing, userId, state.id);
  await syncPlanBadges(ctx, userId);
  return getUser(ctx.db, userId);
}

/** A change of plan through Stripe starts a new subscription: the previous ones stop renewing. */
async function stopOlderSubscriptions(ctx: AppContext, billing: Billing, userId: string, keepId: string): Promise<void> {
  for (const id of await renewingStripeSubscriptionIds(ctx.db, userId, keepId)) {
    await billing.provider.cancelAtPeriodEnd(id);
    await stopRenewing(ctx.db, id);
  }
}

/**
 * The in-app test payment page's 'Payer (test)': only for the local provider's checkouts. Its
 * promotion code is redeemed in the same transaction as the payment: a code used up or switched
 * off meanwhile refuses the payment rather than granting a discount it no longer gives.
 */
export async function payLocalCheckout(ctx: AppContext, billing: Billing, userId: string, sessionId: string): Promise<{ url: string }> {
  if (billing.provider.name !== 'local') throw notFound(messages.billingCheckoutNotFound);
  const checkout = await findCheckout(ctx, userId, sessionId);
  await ctx.db.transaction(async (tx) => {
    const code = (await payPendingCheckout(tx, checkout.id)).promoCode;
    if (code && !(await redeemPromoCode(tx, code))) throw conflict(messages.promoCodeUnavailable);
  });
  await confirmCheckout(ctx, billing, userId, sessionId);
  const sep = checkout.success_url.includes('?') ? '&' : '?';
  return { url: `${checkout.success_url}${sep}upgraded=${checkout.plan}&session_id=${encodeURIComponent(checkout.id)}` };
}

export async function cancelSubscription(ctx: AppContext, billing: Billing, userId: string): Promise<{ cancelAtPeriodEnd: true }> {
  await syncPlanBadges(ctx, userId);
  const sub = await currentSubscription(ctx.db, userId);
  if (!sub) throw notFound(messages.billingNoSubscription);
  if (!sub.cancel_at_period_end) {
    if (sub.provider === billing.provider.name) await billing.provider.cancelAtPeriodEnd(sub.id);
    await stopRenewing(ctx.db, sub.id);
  }
  return { cancelAtPeriodEnd: true };
}

/**
 * Before an account is deleted: every subscription of it that the provider could still charge ends
 * at once. A provider that does not answer stops the deletion (a 502), so nobody pays for an
 * account that no longer exists.
 */
export async function endSubscriptionsOfDeletedAccount(ctx: AppContext, billing: Billing, userId: string): Promise<void> {
  for (const id of await liveSubscriptionIds(ctx.db, userId, billing.provider.name, TERMINAL)) {
    try {
      await billing.provider.cancelNow(id);
    } catch {
      throw new ApiError(502, messages.billingStopBeforeDeletion);
    }
    await markSubscriptionCanceled(ctx.db, id);
  }
}

/** The amount of the charge at the period's end: less the discount while it still runs then. */
function nextChargeCents(sub: SubscriptionRow): number {
  const end = sub.current_period_end ? new Date(sub.current_period_end).getTime() : null;
  const discounted = sub.discount_ends_at === null || (end !== null && end < new Date(sub.discount_ends_at).getTime());
  return discounted ? sub.amount_cents - sub.discount_cents : sub.amount_cents;
}

/** Always 200: a user without a subscription gets nulls, so the account page can offer the plans. */
export async function billingStatus(ctx: AppContext, userId: string): Promise<BillingStatus> {
  await syncPlanBadges(ctx, userId);
  const sub = await currentSubscription(ctx.db, userId);
  const user = await getUser(ctx.db, userId);
  const end = sub?.current_period_end ? new Date(sub.current_period_end).toISOString() : null;
  return {
    plan: planOf(user.badges),
    status: sub?.status ?? null,
    nextPaymentDate: sub && !sub.cancel_at_period_end ? end : null,
    currentPeriodEnd: end,
    amountCents: sub ? nextChargeCents(sub) : null,
    currency: sub?.currency ?? null,
    cancelAtPeriodEnd: sub?.cancel_at_period_end ?? false,
  };
}
