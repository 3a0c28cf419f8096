import { createHmac, timingSafeEqual } from 'node:crypto';
import { messages } from '../../../domain/messages';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { stripeSubscriptionState, type StripeSubscription } from './stripe';
import { findSubscriptionOwner, markCheckoutPaidAt, recordBillingEvent } from '../../db/billing';
import { userExists } from '../../db/users';
import { applySubscriptionState, syncPlanBadges } from './subscriptions';
import { isPaidPlan } from './types';

const TOLERANCE_SECONDS = 300;

/**
 * Checks a `Stripe-Signature` header (`t=…,v1=…[,v1=…]`): HMAC-SHA256 of `${t}.${rawBody}` with the
 * endpoint secret, compared in constant time, and a timestamp within 5 minutes against replays.
 */
export function verifyStripeSignature(rawBody: Buffer, header: string | undefined, secret: string, now = Date.now()): void {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const t = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  const timestamp = Number(t);
  if (!t || !Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) {
    throw badRequest(messages.billingWebhookSignature);
  }
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  const valid = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!valid) throw badRequest(messages.billingWebhookSignature);
}

interface StripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

function parseEvent(rawBody: Buffer): StripeEvent {
  try {
    const event = JSON.parse(rawBody.toString('utf8')) as StripeEvent;
    if (typeof event.id === 'string' && typeof event.type === 'string' && typeof event.created === 'number' && event.data?.object) {
      return event;
    }
  } catch {
    // Answered below like any other malformed event.
  }
  throw badRequest(messages.invalidJson);
}

/**
 * Applies one verified event exactly once (its id is stored in the same transaction as its effect),
 * then makes the badges follow. Subscription events carry the object's whole state, ordered by `created`.
 */
export async function handleStripeEvent(ctx: AppContext, rawBody: Buffer): Promise<{ duplicate: boolean }> {
  const event = parseEvent(rawBody);
  const object = event.data.object;
  const userId = await ctx.db.transaction(async (tx) => {
    if (!(await recordBillingEvent(tx, event.id, event.type))) return undefined;
    if (event.type === 'checkout.session.completed') return markCheckoutPaidAt(tx, object.id, event.created);
    if (event.type.startsWith('customer.subscription.')) {
      const sub = object as unknown as StripeSubscription;
      const row = await findSubscriptionOwner(tx, sub.id);
      const state = stripeSubscriptionState(
        sub,
        new Date(event.created * 1000),
        row && isPaidPlan(row.plan) ? { userId: row.user_id, plan: row.plan } : null,
      );
      if (!state) return null;
      if (!(await userExists(tx, state.userId))) return null;
      await applySubscriptionState(tx, state);
      return state.userId;
    }
    return null;
  });
  if (userId === undefined) return { duplicate: true };
  if (userId) await syncPlanBadges(ctx, userId);
  return { duplicate: false };
}
