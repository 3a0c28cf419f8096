import type { PromoDuration } from '../../domain/admin';
import type { Queryable } from './types';

/** SQL and row types of the table `promo_codes` (the built-in provider's promotion codes). */

export interface PromoRow {
  id: string;
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: PromoDuration;
  duration_in_months: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  expires_at: Date | null;
  active: boolean;
}

/** A code's coupon: what it takes off and for how long. */
export type CouponRow = Pick<PromoRow, 'percent_off' | 'amount_off' | 'currency' | 'duration' | 'duration_in_months'>;

const COLUMNS =
  'id, code, percent_off, amount_off, currency, duration, duration_in_months, max_redemptions, times_redeemed, expires_at, active';

/** A code that may be used now: active, not used up, not expired. */
const REDEEMABLE = `code = $1 AND active
        AND (max_redemptions IS NULL OR times_redeemed < max_redemptions)
        AND (expires_at IS NULL OR expires_at > now())`;

/** At most 200 codes, newest first, of the given state (any without) and containing `code` (any without). */
export async function listPromoRows(db: Queryable, active: boolean | null, code: string | null): Promise<PromoRow[]> {
  const found = await db.query<PromoRow>(
    `SELECT ${COLUMNS} FROM promo_codes
      WHERE ($1::boolean IS NULL OR active = $1) AND ($2::text IS NULL OR code LIKE '%' || $2 || '%')
      ORDER BY created_at DESC, id LIMIT 200`,
    [active, code],
  );
  return found.rows;
}

export interface NewPromoCode {
  id: string;
  code: string;
  discountType: 'percent' | 'amount';
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  duration: string;
  durationInMonths: number | null;
  maxRedemptions: number | null;
  /** Unix seconds, or null for never. */
  expiresAt: number | null;
}

/** Stores a code; one already taken throws a unique violation. */
export async function insertPromoCode(db: Queryable, promo: NewPromoCode): Promise<PromoRow> {
  const found = await db.query<PromoRow>(
    `INSERT INTO promo_codes (id, code, discount_type, percent_off, amount_off, currency, duration,
                             duration_in_months, max_redemptions, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, to_timestamp($10)) RETURNING ${COLUMNS}`,
    [
      promo.id,
      promo.code,
      promo.discountType,
      promo.percentOff,
      promo.amountOff,
      promo.currency,
      promo.duration,
      promo.durationInMonths,
      promo.maxRedemptions,
      promo.expiresAt,
    ],
  );
  return found.rows[0]!;
}

/** One statement: concurrent toggles each leave the row whole, the last one wins. Null when there is no such code. */
export async function setPromoActive(db: Queryable, id: string, active: boolean): Promise<PromoRow | null> {
  const found = await db.query<PromoRow>(`UPDATE promo_codes SET active = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [id, active]);
  return found.rows[0] ?? null;
}

/**
 * Uses one redemption of `code` if it may be used, in a single UPDATE, so concurrent checkouts
 * never redeem more than its maximum. Null when refused.
 */
export async function redeemPromoRow(db: Queryable, code: string): Promise<PromoRow | null> {
  const found = await db.query<PromoRow>(`UPDATE promo_codes SET times_redeemed = times_redeemed + 1 WHERE ${REDEEMABLE} RETURNING ${COLUMNS}`, [code]);
  return found.rows[0] ?? null;
}

/** The coupon of `code` if it may be used now, else null. */
export async function findRedeemableCoupon(db: Queryable, code: string): Promise<CouponRow | null> {
  const found = await db.query<CouponRow>(`SELECT percent_off, amount_off, currency, duration, duration_in_months FROM promo_codes WHERE ${REDEEMABLE}`, [code]);
  return found.rows[0] ?? null;
}
