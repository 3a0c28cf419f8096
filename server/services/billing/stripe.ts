import { messages } from '../../../domain/messages';
import { ApiError } from '../../http/errors';
import { PLAN_PRICES, isPaidPlan, type BillingProvider, type PaidPlan, type SubscriptionState } from './types';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string | null;
  apiBase: string;
  /** Dashboard price ids; without one, the price is sent inline with the server's amount. */
  priceIds: Partial<Record<PaidPlan, string>>;
}

/** The fields of a Stripe subscription object we read (the period end moved to items in 2025 API versions). */
export interface StripeSubscription {
  id: string;
  status: string;
  customer?: string | null;
  cancel_at_period_end?: boolean;
  current_period_end?: number | null;
  items?: { data?: { current_period_end?: number | null; price?: { unit_amount?: number | null; currency?: string } }[] };
  metadata?: Record<string, string>;
}

export const stripeUnavailable = () => new ApiError(502, messages.billingProviderUnavailable);

/** A subscription object as our state, or null when it is not one of ours (no user or plan). */
export function stripeSubscriptionState(
  sub: StripeSubscription,
  stateAt: Date,
  known: { userId: string; plan: PaidPlan } | null = null,
): SubscriptionState | null {
  const userId = sub.metadata?.user_id ?? known?.userId;
  const plan = sub.metadata?.plan ?? known?.plan;
  if (!userId || !isPaidPlan(plan)) return null;
  const item = sub.items?.data?.[0];
  const periodEnd = sub.current_period_end ?? item?.current_period_end ?? null;
  return {
    id: sub.id,
    userId,
    plan,
    status: sub.status,
    customerId: sub.customer ?? null,
    amountCents: item?.price?.unit_amount ?? PLAN_PRICES[plan].amountCents,
    currency: item?.price?.currency ?? PLAN_PRICES[plan].currency,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end === true,
    stateAt,
  };
}

type Method = 'GET' | 'POST' | 'DELETE';

/** Form-encoded calls to Stripe's HTTP API with the secret key; shared by every Stripe feature. */
export interface StripeClient {
  /** The answer as it comes; only a network failure or a timeout is turned into our 502. */
  request(method: Method, path: string, form?: Record<string, string>): Promise<Response>;
  /** The JSON of a successful answer; any other answer is our 502. */
  call<T>(method: Method, path: string, form?: Record<string, string>): Promise<T>;
}

/**
 * `apiVersion` pins the `Stripe-Version` of every call, for objects whose shape changed between
 * versions; without it the account's default version answers.
 */
export function stripeClient(config: StripeConfig, apiVersion?: string): StripeClient {
  async function request(method: Method, path: string, form?: Record<string, string>): Promise<Response> {
    try {
      return await fetch(`${config.apiBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          ...(apiVersion ? { 'stripe-version': apiVersion } : {}),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw stripeUnavailable();
    }
  }

  return {
    request,
    async call<T>(method: Method, path: string, form?: Record<string, string>): Promise<T> {
      const res = await request(method, path, form);
      if (!res.ok) throw stripeUnavailable();
      return (await res.json()) as T;
    },
  };
}

/** Stripe Checkout Sessions in subscription mode, spoken as form-encoded requests with the secret key. */
export function stripeProvider(config: StripeConfig): BillingProvider {
  const { request, call } = stripeClient(config);

  return {
    name: 'stripe',
    async createCheckout({ user, plan, successUrl, cancelUrl, origin }, checkoutId) {
      const price = PLAN_PRICES[plan];
      const back = (path: string) => `${origin}${path}${path.includes('?') ? '&' : '?'}`;
      const priceId = config.priceIds[plan];
      const line: Record<string, string> = priceId
        ? { 'line_items[0][price]': priceId }
        : {
            'line_items[0][price_data][currency]': price.currency,
            'line_items[0][price_data][unit_amount]': String(price.amountCents),
            'line_items[0][price_data][recurring][interval]': 'month',
            'line_items[0][price_data][product_data][name]': plan === 'major' ? 'Mnémo Major' : 'Mnémo Champion',
          };
      const session = await call<{ id: string; url: string }>('POST', '/v1/checkout/sessions', {
        mode: 'subscription',
        ...line,
        'line_items[0][quantity]': '1',
        // Stripe substitutes its session id for the placeholder.
        success_url: `${back(successUrl)}upgraded=${plan}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}${cancelUrl}`,
        client_reference_id: user.id,
        allow_promotion_codes: 'true',
        'metadata[user_id]': user.id,
        'metadata[plan]': plan,
        'metadata[checkout_id]': checkoutId,
        'subscription_data[metadata][user_id]': user.id,
        'subscription_data[metadata][plan]': plan,
      });
      return { sessionId: session.id, url: session.url };
    },
    async paidSubscription(checkout) {
      const session = await call<{ status?: string; payment_status?: string; subscription?: StripeSubscription | string | null }>(
        'GET',
        `/v1/checkout/sessions/${encodeURIComponent(checkout.id)}?expand[]=subscription`,
      );
      const paid = session.status === 'complete' && session.payment_status !== 'unpaid';
      if (!paid || !session.subscription || typeof session.subscription === 'string') return null;
      return stripeSubscriptionState(session.subscription, new Date(), { userId: checkout.user_id, plan: checkout.plan });
    },
    async cancelAtPeriodEnd(subscriptionId) {
      await call('POST', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, { cancel_at_period_end: 'true' });
    },
    async cancelNow(subscriptionId) {
      const res = await request('DELETE', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`);
      // 404: Stripe no longer has it, so nothing can be charged for it either.
      if (!res.ok && res.status !== 404) throw stripeUnavailable();
    },
  };
}
