import { fr } from '../../i18n/fr';
import type { PromoCodeBody, PromoDuration } from '../../../domain/admin';

/** The promotion code form as typed (part 2 §5): every number still a string. */
export interface PromoForm {
  code: string;
  discountType: 'percent' | 'amount';
  percentOff: string;
  amountOff: string;
  currency: string;
  duration: PromoDuration;
  durationInMonths: string;
  maxRedemptions: string;
  /** A datetime-local value, read in the browser's time zone. */
  expiresAt: string;
}

export const emptyPromoForm: PromoForm = {
  code: '',
  discountType: 'percent',
  percentOff: '',
  amountOff: '',
  currency: 'eur',
  duration: 'once',
  durationInMonths: '',
  maxRedemptions: '',
  expiresAt: '',
};

const errors = fr.admin.promo.errors;
const integer = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : NaN);

/** The body to send, or the first broken rule: code uppercased, percent 1–100, amount ≥ 1 with a currency… */
export function promoBodyOf(form: PromoForm, now: number = Date.now()): { body: PromoCodeBody } | { error: string } {
  const code = form.code.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{3,40}$/.test(code)) return { error: errors.code };
  const percent = form.discountType === 'percent';
  const percentOff = integer(form.percentOff);
  if (percent && !(percentOff >= 1 && percentOff <= 100)) return { error: errors.percent };
  const amountOff = integer(form.amountOff);
  if (!percent && !(amountOff >= 1)) return { error: errors.amount };
  const currency = form.currency.trim();
  if (!percent && !/^[a-z]{3}$/.test(currency)) return { error: errors.currency };
  const repeating = form.duration === 'repeating';
  const months = integer(form.durationInMonths);
  if (repeating && !(months >= 1 && months <= 36)) return { error: errors.months };
  const max = form.maxRedemptions.trim() === '' ? null : integer(form.maxRedemptions);
  if (max !== null && !(max >= 1)) return { error: errors.maxRedemptions };
  const expiresMs = form.expiresAt.trim() === '' ? null : new Date(form.expiresAt).getTime();
  if (expiresMs !== null && !(expiresMs > now)) return { error: errors.expiresAt };
  return {
    body: {
      code,
      discountType: form.discountType,
      percentOff: percent ? percentOff : null,
      amountOff: percent ? null : amountOff,
      currency: percent ? null : currency,
      duration: form.duration,
      durationInMonths: repeating ? months : null,
      maxRedemptions: max,
      expiresAt: expiresMs === null ? null : Math.floor(expiresMs / 1000),
    },
  };
}
