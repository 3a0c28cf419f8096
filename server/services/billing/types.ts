import type { User } from '../../../domain/user';
import type { CheckoutRow } from '../../db/billing';

export type PaidPlan = 'major' | 'champion';

/** Prices are decided here only, never by the client (part 1 §9): monthly, in euro cents. */
export const PLAN_PRICES: Record<PaidPlan, { amountCents: number; currency: 'eur' }> = {
  major: { amountCents: 1999, currency: 'eur' },
  champion: { amountCents: 2999, currency: 'eur' },
};

/** A subscription as its provider describes it; `stateAt` orders concurrent descriptions. */
export interface SubscriptionState {
  id: string;
  userId: string;
  plan: PaidPlan;
  status: string;
  customerId: string | null;
  amountCents: number;
  currency: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  stateAt: Date;
  /** Set once, at creation: charges before `endsAt` (all, when null) are `cents` lower. */
  discount?: { cents: number; endsAt: Date | null };
}

export interface CheckoutRequest {
  user: User;
  plan: PaidPlan;
  /** Our own paths (validated), made absolute with `origin` when the provider needs it. */
  successUrl: string;
  cancelUrl: string;
  origin: string;
}

/** What the billing calls need from a payment provider; `local` and `stripe` implement it. */
export interface BillingProvider {
  readonly name: 'local' | 'stripe';
  /** Starts a checkout: the provider's session id and the URL to send the browser to. */
  createCheckout(request: CheckoutRequest, checkoutId: string): Promise<{ sessionId: string; url: string }>;
  /** The subscription a checkout led to, or null while it is not paid. */
  paidSubscription(checkout: CheckoutRow): Promise<SubscriptionState | null>;
  /** Asks the provider to stop renewing at the end of the current period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Ends the subscription at once (the account goes): nothing more is ever charged. */
  cancelNow(subscriptionId: string): Promise<void>;
}

export function isPaidPlan(value: unknown): value is PaidPlan {
  return value === 'major' || value === 'champion';
}
