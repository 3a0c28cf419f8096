import { randomUUID } from 'node:crypto';
import type { PromoCode } from '../../../domain/admin';
import { messages } from '../../../domain/messages';
import { insertPromoCode, listPromoRows, redeemPromoRow, setPromoActive, type PromoRow } from '../../db/promoCodes';
import { isUniqueViolation, type Queryable } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/errors';

export interface PromoCodeInput {
  code: string;
  discountType: 'percent' | 'amount';
  percentOff?: number | null | undefined;
  amountOff?: number | null | undefined;
  currency?: string | null | undefined;
  duration: string;
  durationInMonths?: number | null | undefined;
  maxRedemptions?: number | null | undefined;
  expiresAt?: number | null | undefined;
}

/** Where promotion codes live; the local store keeps them in our database. */
export interface PromoCodeStore {
  list(filter: { active?: boolean | undefined; q?: string | undefined }): Promise<PromoCode[]>;
  create(input: PromoCodeInput): Promise<PromoCode>;
  setActive(id: string, active: boolean): Promise<PromoCode>;
}

type Valid = Required<{ [K in keyof PromoCodeInput]: Exclude<PromoCodeInput[K], undefined> }>;

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Part 2 §5 Promotion code form, with one French message per broken rule. */
export function checkPromoInput(input: PromoCodeInput, nowSeconds = Date.now() / 1000): Valid {
  const code = input.code.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{3,40}$/.test(code)) throw badRequest(messages.promoCodeFormat);
  const percent = input.discountType === 'percent';
  if (percent && !(isInt(input.percentOff) && input.percentOff >= 1 && input.percentOff <= 100)) {
    throw badRequest(messages.promoPercentInvalid);
  }
  if (!percent && !(isInt(input.amountOff) && input.amountOff >= 1)) throw badRequest(messages.promoAmountInvalid);
  if (!percent && !/^[a-z]{3}$/.test(input.currency ?? '')) throw badRequest(messages.promoCurrencyInvalid);
  if (!['once', 'forever', 'repeating'].includes(input.duration)) throw badRequest(messages.promoDurationInvalid);
  const repeating = input.duration === 'repeating';
  if (repeating && !(isInt(input.durationInMonths) && input.durationInMonths >= 1 && input.durationInMonths <= 36)) {
    throw badRequest(messages.promoMonthsInvalid);
  }
  const max = input.maxRedemptions ?? null;
  if (max !== null && !(isInt(max) && max >= 1)) throw badRequest(messages.promoMaxRedemptionsInvalid);
  const expires = input.expiresAt ?? null;
  if (expires !== null && !(Number.isFinite(expires) && expires > nowSeconds)) throw badRequest(messages.promoExpiryInvalid);
  return {
    code,
    discountType: input.discountType,
    percentOff: percent ? input.percentOff! : null,
    amountOff: percent ? null : input.amountOff!,
    currency: percent ? null : input.currency!,
    duration: input.duration,
    durationInMonths: repeating ? input.durationInMonths! : null,
    maxRedemptions: max,
    expiresAt: expires === null ? null : Math.floor(expires),
  };
}

function present(row: PromoRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    couponId: row.id,
    coupon: {
      percentOff: row.percent_off,
      amountOff: row.amount_off,
      currency: row.currency,
      duration: row.duration,
      durationInMonths: row.duration_in_months,
    },
    timesRedeemed: row.times_redeemed,
    maxRedemptions: row.max_redemptions,
    expiresAt: row.expires_at ? Math.floor(new Date(row.expires_at).getTime() / 1000) : null,
    active: row.active,
  };
}

/** The built-in store: promotion codes in the promo_codes table. */
export function localPromoCodeStore(db: Queryable): PromoCodeStore {
  return {
    async list({ active, q }) {
      const rows = await listPromoRows(db, active ?? null, q?.trim() ? q.trim().toUpperCase() : null);
      return rows.map(present);
    },
    async create(input) {
      const valid = checkPromoInput(input);
      try {
        return present(await insertPromoCode(db, { id: `promo_${randomUUID()}`, ...valid }));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.promoCodeTaken);
        throw error;
      }
    },
    async setActive(id, active) {
      const row = await setPromoActive(db, id, active);
      if (!row) throw notFound(messages.promoCodeNotFound);
      return present(row);
    },
  };
}

/**
 * Uses one redemption of `code` if it is active, unexpired and not exhausted, in a single UPDATE,
 * so concurrent checkouts never redeem more than `maxRedemptions`. Answers null when refused.
 */
export async function redeemPromoCode(db: Queryable, code: string): Promise<PromoCode | null> {
  const row = await redeemPromoRow(db, code.trim().toUpperCase());
  return row ? present(row) : null;
}
