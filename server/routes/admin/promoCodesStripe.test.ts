import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { PROMO_API_VERSION } from '../../services/admin/stripePromoCodes';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import type { RegisteredUser } from '../../test/factories';
import { startFakeStripe, type FakeStripe } from '../../test/fakeStripe';
import { auditRows, registerAdmin } from './testing';

let stripe: FakeStripe;
let server: TestServer;
let admin: RegisteredUser;
beforeAll(async () => {
  stripe = await startFakeStripe();
  Object.assign(process.env, { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_BASE: stripe.url });
  server = await startTestServer({ redis: false });
  admin = await registerAdmin(server);
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_API_BASE']) delete process.env[key];
});

const PATH = '/api/admin/stripe/promotion-codes';
const create = (body: Record<string, unknown>) => server.post(PATH, { token: admin.token, body });
const percent = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  discountType: 'percent',
  percentOff: 20,
  duration: 'once',
  ...extra,
});
const future = () => Math.floor(Date.now() / 1000) + 86_400;
const list = async (query = '') => (await server.get(`${PATH}${query}`, { token: admin.token })).json().items as { id: string; code: string }[];
const setActive = (id: string, active: boolean) => server.request('PATCH', `${PATH}/${id}`, { token: admin.token, body: { active } });
/** The requests Stripe receives while `run` runs. */
async function sentDuring(run: () => Promise<unknown>) {
  const before = stripe.requests.length;
  await run();
  return stripe.requests.slice(before);
}

describe('promotion codes kept by Stripe (STRIPE_SECRET_KEY set)', () => {
  it('creates a percent code as a coupon and a promotion code at Stripe, on the pinned API version', async () => {
    const expiresAt = future();
    let res!: Awaited<ReturnType<typeof create>>;
    const sent = await sentDuring(async () => {
      res = await create(percent('bienvenue', { duration: 'repeating', durationInMonths: 3, maxRedemptions: 5, expiresAt }));
    });
    expect(res.statusCode).toBe(201);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/coupons', 'POST /v1/promotion_codes']);
    expect(sent.every((r) => r.version === PROMO_API_VERSION && r.authorization === `Bearer ${stripe.secretKey}`)).toBe(true);
    expect(sent[0]!.form).toEqual({ name: 'BIENVENUE', duration: 'repeating', percent_off: '20', duration_in_months: '3' });
    const couponId = [...stripe.coupons.values()].find((c) => c.name === 'BIENVENUE')!.id;
    expect(sent[1]!.form).toEqual({ coupon: couponId, code: 'BIENVENUE', max_redemptions: '5', expires_at: String(expiresAt) });

    const { code } = res.json();
    expect(code).toEqual({
      id: expect.stringMatching(/^promo_/),
      code: 'BIENVENUE',
      couponId,
      coupon: { percentOff: 20, amountOff: null, currency: null, duration: 'repeating', durationInMonths: 3 },
      timesRedeemed: 0,
      maxRedemptions: 5,
      expiresAt,
      active: true,
    });
    expect(stripe.promotionCodes.get(code.id)).toMatchObject({ code: 'BIENVENUE', active: true });
    // Stripe's checkout page reads Stripe's codes: none is written to our own table.
    expect((await server.db.query("SELECT id FROM promo_codes WHERE code = 'BIENVENUE'")).rows).toEqual([]);
    expect((await auditRows(server, code.id)).map((row) => [row.action, row.details])).toEqual([['promo.create', { code: 'BIENVENUE' }]]);
  });

  it('creates a fixed-amount code with its currency, sending no limit nor expiry it was not given', async () => {
    let res!: Awaited<ReturnType<typeof create>>;
    const sent = await sentDuring(async () => {
      res = await create({ code: 'dix-euros', discountType: 'amount', amountOff: 1000, currency: 'eur', duration: 'forever' });
    });
    expect(res.statusCode).toBe(201);
    expect(sent[0]!.form).toEqual({ name: 'DIX-EUROS', duration: 'forever', amount_off: '1000', currency: 'eur' });
    expect(sent[1]!.form).toEqual({ coupon: res.json().code.couponId, code: 'DIX-EUROS' });
    expect(res.json().code).toMatchObject({
      coupon: { percentOff: null, amountOff: 1000, currency: 'eur', duration: 'forever', durationInMonths: null },
      maxRedemptions: null,
      expiresAt: null,
    });
  });

  it('lists Stripe’s codes with their redemptions, filtered by state and by any part of the code', async () => {
    const kept = (await create(percent('RENTREE'))).json().code;
    const paused = (await create(percent('RENTREE-TARD'))).json().code;
    await setActive(paused.id, false);
    stripe.redeem('RENTREE');
    stripe.redeem('RENTREE');

    const found = await list('?q=ntr');
    expect(found.map((item) => item.code).sort()).toEqual(['RENTREE', 'RENTREE-TARD']);
    expect(found.find((item) => item.id === kept.id)).toMatchObject({ timesRedeemed: 2, active: true, coupon: { percentOff: 20 } });
    expect((await list('?active=true&q=rentree')).map((item) => item.code)).toEqual(['RENTREE']);
    expect((await list('?active=false&q=rentree')).map((item) => item.code)).toEqual(['RENTREE-TARD']);
    const sent = await sentDuring(() => list('?active=true'));
    expect(sent.map((r) => [r.method, r.path, r.query.get('active'), r.query.get('limit')])).toEqual([
      ['GET', '/v1/promotion_codes', 'true', '100'],
    ]);
  });

  it('deactivates through PATCH and DELETE at Stripe, and answers 404 for a code Stripe does not have', async () => {
    const code = (await create(percent('ADIEU'))).json().code;
    const off = await sentDuring(async () => expect((await setActive(code.id, false)).json().code.active).toBe(false));
    expect(off.map((r) => [r.method, r.path, r.form])).toEqual([['POST', `/v1/promotion_codes/${code.id}`, { active: 'false' }]]);
    expect((await setActive(code.id, true)).json().code.active).toBe(true);
    expect(stripe.promotionCodes.get(code.id)!.active).toBe(true);

    const deleted = await server.delete(`${PATH}/${code.id}`, { token: admin.token });
    expect(deleted.json().code).toMatchObject({ code: 'ADIEU', active: false });
    expect(stripe.promotionCodes.get(code.id)!.active).toBe(false);
    expect((await auditRows(server, code.id)).map((row) => row.action)).toEqual([
      'promo.create',
      'promo.deactivate',
      'promo.activate',
      'promo.delete',
    ]);

    const missing = await server.delete(`${PATH}/promo_inconnu`, { token: admin.token });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).error).toBe(messages.promoCodeNotFound);
  });

  it('answers 409 for a code already active at Stripe, any case, and leaves no stray coupon behind', async () => {
    await create(percent('UNIQUE'));
    const coupons = stripe.coupons.size;
    const twice = await create(percent('unique', { percentOff: 50 }));
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).error).toBe(messages.promoCodeTaken);
    expect(stripe.coupons.size).toBe(coupons);

    // A paused code cannot come back while another one holds its name.
    const old = (await list('?q=unique'))[0]!;
    await setActive(old.id, false);
    expect((await create(percent('UNIQUE'))).statusCode).toBe(201);
    const back = await setActive(old.id, true);
    expect(back.statusCode).toBe(409);
    expect(errorOf(back).error).toBe(messages.promoCodeTaken);
  });

  it('answers 502 when Stripe fails, and reports nothing half-made as created', async () => {
    const unavailable = messages.billingProviderUnavailable;
    stripe.failNext('POST', '/v1/coupons');
    const noCoupon = await sentDuring(async () => {
      const res = await create(percent('PANNE'));
      expect([res.statusCode, errorOf(res).error]).toEqual([502, unavailable]);
    });
    expect(noCoupon.map((r) => r.path)).toEqual(['/v1/coupons']);

    // The coupon is made, the promotion code is not: the coupon is taken back.
    stripe.failNext('POST', '/v1/promotion_codes');
    const coupons = stripe.coupons.size;
    const half = await create(percent('PANNE'));
    expect([half.statusCode, errorOf(half).error]).toEqual([502, unavailable]);
    expect(stripe.coupons.size).toBe(coupons);
    expect(await list('?q=panne')).toEqual([]);
    const audited = await server.db.query("SELECT id FROM admin_audit WHERE details->>'code' = 'PANNE'");
    expect(audited.rows).toEqual([]);

    const code = (await create(percent('PANNE'))).json().code;
    stripe.failNext('POST', `/v1/promotion_codes/${code.id}`);
    const toggle = await setActive(code.id, false);
    expect([toggle.statusCode, errorOf(toggle).error]).toEqual([502, unavailable]);
    expect(stripe.promotionCodes.get(code.id)!.active).toBe(true);
    stripe.failNext('GET', '/v1/promotion_codes');
    const listing = await server.get(PATH, { token: admin.token });
    expect([listing.statusCode, errorOf(listing).error]).toEqual([502, unavailable]);
  });

  it.each([
    [{ code: 'a' }, messages.promoCodeFormat],
    [{ code: 'ETE_2026' }, messages.promoCodeProviderFormat],
    [{ percentOff: 101 }, messages.promoPercentInvalid],
    [{ discountType: 'amount', percentOff: null, amountOff: 500, currency: 'EUR' }, messages.promoCurrencyInvalid],
    [{ duration: 'repeating' }, messages.promoMonthsInvalid],
    [{ maxRedemptions: 0 }, messages.promoMaxRedemptionsInvalid],
    [{ expiresAt: Math.floor(Date.now() / 1000) - 60 }, messages.promoExpiryInvalid],
  ])('refuses %j with its message before asking Stripe anything', async (extra, message) => {
    const sent = await sentDuring(async () => {
      const res = await create(percent('REFUS', extra));
      expect([res.statusCode, errorOf(res).error]).toEqual([400, message]);
    });
    expect(sent).toEqual([]);
  });

  it('reads past Stripe’s first page of 100 codes', async () => {
    for (let i = 0; i < 105; i += 1) expect((await create(percent(`LOT-${i}`))).statusCode).toBe(201);
    const sent = await sentDuring(async () => expect(await list('?q=lot-')).toHaveLength(105));
    expect(sent.map((r) => r.query.get('starting_after'))).toEqual([null, expect.stringMatching(/^promo_/)]);
  });
});
