import type { TestCheckoutResponse } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../http/errors';
import { setCheckoutPromo, type CheckoutRow } from '../../db/billing';
import { findRedeemableCoupon, type CouponRow } from '../../db/promoCodes';

/** What the in-app test payment page shows: the price, the promotion code applied and what is due. */
export function testCheckoutView(checkout: CheckoutRow): TestCheckoutResponse {
  return {
    plan: checkout.plan,
    amountCents: checkout.amount_cents,
    currency: checkout.currency,
    cancelUrl: checkout.cancel_url,
    promoCode: checkout.promo_code,
    discountCents: checkout.discount_cents,
    dueCents: checkout.amount_cents - checkout.discount_cents,
  };
}

/**
 * The discount of a coupon on a price, as a card provider computes it: a percentage rounded to the
 * cent, or a fixed amount in the price's currency, never more than the price. Null when the
 * currencies differ.
 */
export function discountOf(coupon: CouponRow, amountCents: number, currency: string): number | null {
  if (coupon.percent_off !== null) return Math.round((amountCents * coupon.percent_off) / 100);
  if (coupon.currency !== currency) return null;
  return Math.min(coupon.amount_off ?? 0, amountCents);
}

/** Billing periods (30 days) the discount covers: the first payment alone, N months, or all (null). */
export function discountPeriods(coupon: CouponRow): number | null {
  if (coupon.duration === 'forever') return null;
  return coupon.duration === 'repeating' ? (coupon.duration_in_months ?? 1) : 1;
}

/**
 * Applies a promotion code to a pending test checkout (an empty code takes it off). The code is
 * only checked here; it is redeemed when the payment is made, so an abandoned checkout uses none.
 */
export async function applyTestCheckoutPromo(ctx: AppContext, checkout: CheckoutRow, rawCode: string): Promise<CheckoutRow> {
  const code = rawCode.trim().toUpperCase();
  if (code === '') return setPromo(ctx, checkout, null, 0, null);
  const coupon = await findRedeemableCoupon(ctx.db, code);
  if (!coupon) throw badRequest(messages.promoCodeUnavailable);
  const discount = discountOf(coupon, checkout.amount_cents, checkout.currency);
  if (discount === null) throw badRequest(messages.promoCodeCurrency(checkout.currency));
  return setPromo(ctx, checkout, code, discount, discountPeriods(coupon));
}

/** Only while unpaid: a payment made meanwhile keeps the amount it was made for. */
async function setPromo(ctx: AppContext, checkout: CheckoutRow, code: string | null, discount: number, periods: number | null) {
  const updated = await setCheckoutPromo(ctx.db, checkout.id, code, discount, periods);
  if (!updated) throw conflict(messages.billingCheckoutPaid);
  return updated;
}
