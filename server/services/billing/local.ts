import type { CheckoutRow } from '../../db/billing';
import type { BillingProvider, SubscriptionState } from './types';

/** A test subscription's period; it renews by as much while it is not stopped. */
export const LOCAL_PERIOD_DAYS = 30;
const MONTH_MS = LOCAL_PERIOD_DAYS * 24 * 60 * 60 * 1000;

/**
 * The built-in provider: no money moves. The checkout URL is an in-app page marked as a test
 * payment; paying there marks the checkout paid, and the subscription runs 30 days from then,
 * carrying the discount of a promotion code applied on that page for as long as the code says.
 */
export const localProvider: BillingProvider = {
  name: 'local',
  async createCheckout(_request, checkoutId) {
    return { sessionId: checkoutId, url: `/pricing/test-checkout?session_id=${encodeURIComponent(checkoutId)}` };
  },
  async paidSubscription(checkout: CheckoutRow): Promise<SubscriptionState | null> {
    if (checkout.status !== 'paid' || !checkout.paid_at) return null;
    const paidAt = new Date(checkout.paid_at);
    const periods = checkout.discount_periods;
    return {
      id: `local_${checkout.id}`,
      userId: checkout.user_id,
      plan: checkout.plan,
      status: 'active',
      customerId: null,
      amountCents: checkout.amount_cents,
      currency: checkout.currency,
      currentPeriodEnd: new Date(paidAt.getTime() + MONTH_MS),
      cancelAtPeriodEnd: false,
      stateAt: paidAt,
      discount: {
        cents: checkout.discount_cents,
        endsAt: periods === null ? null : new Date(paidAt.getTime() + periods * MONTH_MS),
      },
    };
  },
  // Nothing to tell anyone: the subscription row is the whole truth.
  async cancelAtPeriodEnd() {},
  async cancelNow() {},
};
