import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { emptyPromoForm, promoBodyOf, type PromoForm } from './promoForm';

const errors = fr.admin.promo.errors;
const form = (over: Partial<PromoForm>): PromoForm => ({ ...emptyPromoForm, code: 'rentree', percentOff: '20', ...over });
const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('promoBodyOf', () => {
  it('uppercases the code and sends only the fields of the chosen discount and duration', () => {
    expect(promoBodyOf(form({ duration: 'repeating', durationInMonths: '3', amountOff: '999' }), NOW)).toEqual({
      body: {
        code: 'RENTREE',
        discountType: 'percent',
        percentOff: 20,
        amountOff: null,
        currency: null,
        duration: 'repeating',
        durationInMonths: 3,
        maxRedemptions: null,
        expiresAt: null,
      },
    });
    const amount = promoBodyOf(form({ discountType: 'amount', amountOff: '500', maxRedemptions: '10', expiresAt: '2026-12-01T10:00' }), NOW);
    expect(amount).toMatchObject({ body: { percentOff: null, amountOff: 500, currency: 'eur', maxRedemptions: 10 } });
    expect('body' in amount && amount.body.expiresAt).toBeGreaterThan(NOW / 1000);
  });

  it.each([
    [{ code: 'ab' }, errors.code],
    [{ percentOff: '0' }, errors.percent],
    [{ percentOff: '101' }, errors.percent],
    [{ percentOff: '12.5' }, errors.percent],
    [{ discountType: 'amount' as const, amountOff: '0' }, errors.amount],
    [{ discountType: 'amount' as const, amountOff: '100', currency: 'EUR' }, errors.currency],
    [{ duration: 'repeating' as const, durationInMonths: '37' }, errors.months],
    [{ maxRedemptions: '0' }, errors.maxRedemptions],
    [{ expiresAt: '2026-11-01T10:00' }, errors.expiresAt],
  ])('refuses %j', (over, error) => {
    expect(promoBodyOf(form(over), NOW)).toEqual({ error });
  });
});
