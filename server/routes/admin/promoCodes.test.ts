import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import type { RegisteredUser } from '../../test/factories';
import { redeemPromoCode } from '../../services/admin/promoCodes';
import { auditRows, registerAdmin } from './testing';

let server: TestServer;
let admin: RegisteredUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await registerAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

const PATH = '/api/admin/stripe/promotion-codes';
const create = (body: Record<string, unknown>) => server.post(PATH, { token: admin.token, body });
const percent = (code: string, extra: Record<string, unknown> = {}) => ({ code, discountType: 'percent', percentOff: 20, duration: 'once', ...extra });
const future = () => Math.floor(Date.now() / 1000) + 86_400;

describe('promotion codes', () => {
  it('creates a code uppercased with its coupon, lists and filters it', async () => {
    const res = await create(percent('bienvenue', { duration: 'repeating', durationInMonths: 3, maxRedemptions: 5, expiresAt: future() }));
    expect(res.statusCode).toBe(201);
    const { code } = res.json();
    expect(code).toMatchObject({
      code: 'BIENVENUE',
      coupon: { percentOff: 20, amountOff: null, currency: null, duration: 'repeating', durationInMonths: 3 },
      timesRedeemed: 0,
      maxRedemptions: 5,
      active: true,
    });
    expect(code.expiresAt).toBeGreaterThan(Date.now() / 1000);
    const amount = (await create({ code: 'dix', discountType: 'amount', amountOff: 1000, currency: 'eur', duration: 'forever' })).json().code;
    expect(amount.coupon).toMatchObject({ amountOff: 1000, currency: 'eur', percentOff: null, durationInMonths: null });

    const found = (await server.get(`${PATH}?q=bienv`, { token: admin.token })).json().items;
    expect(found.map((item: { code: string }) => item.code)).toEqual(['BIENVENUE']);
    await server.request('PATCH', `${PATH}/${amount.id}`, { token: admin.token, body: { active: false } });
    const active = (await server.get(`${PATH}?active=true`, { token: admin.token })).json().items;
    expect(active.map((item: { code: string }) => item.code)).not.toContain('DIX');
    expect((await auditRows(server, amount.id)).map((row) => row.action)).toEqual(['promo.create', 'promo.deactivate']);
  });

  it.each([
    [{ code: 'a' }, messages.promoCodeFormat],
    [{ percentOff: 0 }, messages.promoPercentInvalid],
    [{ percentOff: 101 }, messages.promoPercentInvalid],
    [{ discountType: 'amount', percentOff: null, amountOff: 0, currency: 'eur' }, messages.promoAmountInvalid],
    [{ discountType: 'amount', amountOff: 500, currency: 'EUR' }, messages.promoCurrencyInvalid],
    [{ duration: 'weekly' }, messages.promoDurationInvalid],
    [{ duration: 'repeating', durationInMonths: 37 }, messages.promoMonthsInvalid],
    [{ duration: 'repeating' }, messages.promoMonthsInvalid],
    [{ maxRedemptions: 0 }, messages.promoMaxRedemptionsInvalid],
    [{ expiresAt: Math.floor(Date.now() / 1000) - 60 }, messages.promoExpiryInvalid],
  ])('refuses %j with its message', async (extra, message) => {
    const res = await create(percent(`BAD_${Math.random().toString(36).slice(2, 8)}`, extra));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toBe(message);
  });

  it('refuses a second code with the same name, any case', async () => {
    await create(percent('UNIQUE'));
    const twice = await create(percent('unique'));
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).error).toBe(messages.promoCodeTaken);
  });

  it('deletes by deactivating, and answers 404 for an unknown id', async () => {
    const code = (await create(percent('ADIEU'))).json().code;
    const res = await server.delete(`${PATH}/${code.id}`, { token: admin.token });
    expect(res.json().code.active).toBe(false);
    const missing = await server.delete(`${PATH}/inconnu`, { token: admin.token });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).error).toBe(messages.promoCodeNotFound);
  });
});

describe('concurrency', () => {
  it('lets exactly maxRedemptions of 50 simultaneous redemptions succeed', async () => {
    await create(percent('RUSH', { maxRedemptions: 10 }));
    const results = await Promise.all(Array.from({ length: 50 }, () => redeemPromoCode(server.db, 'rush')));
    expect(results.filter(Boolean)).toHaveLength(10);
    const row = (await server.db.query<{ times_redeemed: number }>("SELECT times_redeemed FROM promo_codes WHERE code = 'RUSH'")).rows[0];
    expect(row?.times_redeemed).toBe(10);
  });

  it('refuses redemptions of inactive or expired codes', async () => {
    const code = (await create(percent('ENDORMI'))).json().code;
    await server.request('PATCH', `${PATH}/${code.id}`, { token: admin.token, body: { active: false } });
    expect(await redeemPromoCode(server.db, 'ENDORMI')).toBeNull();
    await create(percent('BIENTOT', { expiresAt: Math.floor(Date.now() / 1000) + 2 }));
    await server.db.query("UPDATE promo_codes SET expires_at = now() - interval '1 second' WHERE code = 'BIENTOT'");
    expect(await redeemPromoCode(server.db, 'BIENTOT')).toBeNull();
  });

  it('leaves a whole row after 50 simultaneous activation toggles', async () => {
    const code = (await create(percent('BASCULE', { maxRedemptions: 7 }))).json().code;
    await redeemPromoCode(server.db, 'BASCULE');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.request('PATCH', `${PATH}/${code.id}`, { token: admin.token, body: { active: i % 2 === 0 } }),
      ),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const rows = (await server.get(PATH, { token: admin.token })).json().items.filter((item: { id: string }) => item.id === code.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ code: 'BASCULE', timesRedeemed: 1, maxRedemptions: 7, coupon: { percentOff: 20 } });
    expect(typeof rows[0].active).toBe('boolean');
    expect(await auditRows(server, code.id)).toHaveLength(51);
  });
});
