import type { PromoCode, PromoDuration } from '../../../domain/admin';
import { messages } from '../../../domain/messages';
import { badRequest, conflict, notFound } from '../../http/errors';
import { stripeClient, stripeUnavailable, type StripeConfig } from '../billing/stripe';
import { checkPromoInput, type PromoCodeStore } from './promoCodes';

/**
 * From 2025-09-30.clover on, a promotion code names its coupon under `promotion[coupon]`; pinned
 * here, `coupon` is a top-level parameter and comes back as the whole coupon object.
 */
export const PROMO_API_VERSION = '2024-06-20';

/** As many codes as the local store lists, read 100 (Stripe's page size at most) at a time. */
const LIST_MAX = 200;

interface StripeCoupon {
  id: string;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: PromoDuration;
  duration_in_months: number | null;
}

interface StripePromotionCode {
  id: string;
  code: string;
  coupon: StripeCoupon;
  times_redeemed: number;
  max_redemptions: number | null;
  expires_at: number | null;
  active: boolean;
}

interface StripeError {
  error?: { code?: string; param?: string; message?: string };
}

function present(promo: StripePromotionCode): PromoCode {
  return {
    id: promo.id,
    code: promo.code,
    couponId: promo.coupon.id,
    coupon: {
      percentOff: promo.coupon.percent_off,
      amountOff: promo.coupon.amount_off,
      currency: promo.coupon.currency,
      duration: promo.coupon.duration,
      durationInMonths: promo.coupon.duration_in_months,
    },
    timesRedeemed: promo.times_redeemed,
    maxRedemptions: promo.max_redemptions,
    expiresAt: promo.expires_at,
    active: promo.active,
  };
}

/** Stripe allows one active promotion code per code; it says so in a 400. */
async function isDuplicateCode(res: Response): Promise<boolean> {
  if (res.status !== 400) return false;
  const body = (await res.json().catch(() => ({}))) as StripeError;
  return body.error?.code === 'resource_already_exists' || /already exists/i.test(body.error?.message ?? '');
}

/**
 * Promotion codes kept by Stripe itself, so that its Checkout page takes the codes created in the
 * admin dashboard. Each code gets a coupon of its own, named after the code.
 */
export function stripePromoCodeStore(config: StripeConfig): PromoCodeStore {
  const { request, call } = stripeClient(config, PROMO_API_VERSION);

  /** A promotion code written by Stripe, or the conflict / not-found / 502 its refusal means. */
  async function writeCode(path: string, form: Record<string, string>, missing: () => Error): Promise<PromoCode> {
    const res = await request('POST', path, form);
    if (res.ok) return present((await res.json()) as StripePromotionCode);
    if (await isDuplicateCode(res)) throw conflict(messages.promoCodeTaken);
    if (res.status === 404) throw missing();
    throw stripeUnavailable();
  }

  return {
    async list({ active, q }) {
      const needle = q?.trim().toUpperCase() ?? '';
      const found: StripePromotionCode[] = [];
      let after: string | null = null;
      do {
        const params = new URLSearchParams({ limit: '100' });
        if (active !== undefined) params.set('active', String(active));
        if (after) params.set('starting_after', after);
        const page = await call<{ data: StripePromotionCode[]; has_more: boolean }>('GET', `/v1/promotion_codes?${params}`);
        found.push(...page.data);
        after = page.has_more && page.data.length > 0 ? page.data[page.data.length - 1]!.id : null;
      } while (after && found.length < LIST_MAX);
      // Stripe filters on the exact code only; the dashboard searches any part of it.
      return found.filter((promo) => promo.code.toUpperCase().includes(needle)).slice(0, LIST_MAX).map(present);
    },

    async create(input) {
      const valid = checkPromoInput(input);
      if (valid.code.includes('_')) throw badRequest(messages.promoCodeProviderFormat);
      const coupon = await call<StripeCoupon>('POST', '/v1/coupons', {
        name: valid.code,
        duration: valid.duration,
        ...(valid.percentOff !== null
          ? { percent_off: String(valid.percentOff) }
          : { amount_off: String(valid.amountOff), currency: valid.currency! }),
        ...(valid.durationInMonths !== null ? { duration_in_months: String(valid.durationInMonths) } : {}),
      });
      try {
        return await writeCode(
          '/v1/promotion_codes',
          {
            coupon: coupon.id,
            code: valid.code,
            ...(valid.maxRedemptions !== null ? { max_redemptions: String(valid.maxRedemptions) } : {}),
            ...(valid.expiresAt !== null ? { expires_at: String(valid.expiresAt) } : {}),
          },
          stripeUnavailable,
        );
      } catch (error) {
        // The coupon was made for this code alone: without it, it would only clutter the dashboard.
        await request('DELETE', `/v1/coupons/${encodeURIComponent(coupon.id)}`).catch(() => undefined);
        throw error;
      }
    },

    async setActive(id, active) {
      return writeCode(`/v1/promotion_codes/${encodeURIComponent(id)}`, { active: String(active) }, () =>
        notFound(messages.promoCodeNotFound),
      );
    },
  };
}
