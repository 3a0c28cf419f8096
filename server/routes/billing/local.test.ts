import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import type { User } from '../../../domain/user';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { me, registerUser, setBannedUntil, type RegisteredUser } from '../../test/factories';
import { localPromoCodeStore, type PromoCodeInput } from '../../services/admin/promoCodes';

let server: TestServer;
beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  server = await startTestServer({ redis: false });
});
afterAll(async () => {
  await server?.close();
});

const checkout = (user: RegisteredUser, body: Record<string, unknown>) =>
  server.post('/api/me/billing/checkout', { token: user.token, body: { successUrl: '/account', cancelUrl: '/pricing', ...body } });

/** Checkout until the test payment page: answers the session id. */
async function startTest(user: RegisteredUser, plan: 'major' | 'champion') {
  const started = await checkout(user, { plan });
  expect(started.statusCode).toBe(200);
  return new URL(started.json().url, 'http://x').searchParams.get('session_id')!;
}

const applyPromo = (user: RegisteredUser, sessionId: string, code: unknown) =>
  server.post(`/api/me/billing/test-checkout/${sessionId}/promo`, { token: user.token, body: { code } });
const payTest = (user: RegisteredUser, sessionId: string) => server.post(`/api/me/billing/test-checkout/${sessionId}/pay`, { token: user.token });

/** A promotion code as an admin creates it (the store behind the admin calls). */
async function promo(input: Partial<PromoCodeInput> & { code: string }) {
  return localPromoCodeStore(server.db).create({ discountType: 'percent', percentOff: 25, duration: 'once', ...input });
}
const redeemed = async (code: string) =>
  (await server.db.query<{ times_redeemed: number }>('SELECT times_redeemed FROM promo_codes WHERE code = $1', [code])).rows[0]!.times_redeemed;

/** Checkout → 'Payer (test)' → confirm, as the app does; answers the confirmed user and the session id. */
async function subscribe(user: RegisteredUser, plan: 'major' | 'champion') {
  const started = await checkout(user, { plan });
  expect(started.statusCode).toBe(200);
  const sessionId = new URL(started.json().url, 'http://x').searchParams.get('session_id')!;
  const paid = await server.post(`/api/me/billing/test-checkout/${sessionId}/pay`, { token: user.token });
  expect(paid.statusCode).toBe(200);
  const confirmed = await server.post('/api/me/billing/confirm', { token: user.token, body: { sessionId } });
  expect(confirmed.statusCode).toBe(200);
  return { sessionId, user: confirmed.json().user as User, successUrl: paid.json().url as string };
}

describe('local provider through the API', () => {
  it('checks out into the in-app test payment page with the server’s amount, whatever the client sends', async () => {
    const ana = await registerUser(server);
    const res = await checkout(ana, { plan: 'major', amountCents: 1, amount: 1 });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(/^\/pricing\/test-checkout\?session_id=cs_local_[0-9a-f]{32}$/);
    const sessionId = new URL(url, 'http://x').searchParams.get('session_id')!;
    const page = await server.get(`/api/me/billing/test-checkout/${sessionId}`, { token: ana.token });
    expect(page.json()).toEqual({ plan: 'major', amountCents: 1999, currency: 'eur', cancelUrl: '/pricing', promoCode: null, discountCents: 0, dueCents: 1999 });
    // Not paid yet: no plan.
    const early = await server.post('/api/me/billing/confirm', { token: ana.token, body: { sessionId } });
    expect(early.statusCode).toBe(409);
    expect((await me(server, ana.token)).badges).not.toContain('major');
  });

  it('grants the plan once paid, idempotently, and reports the subscription', async () => {
    const ben = await registerUser(server);
    const { sessionId, user, successUrl } = await subscribe(ben, 'champion');
    expect(successUrl).toBe(`/account?upgraded=champion&session_id=${sessionId}`);
    expect(user.badges).toContain('champion');
    const again = await server.post('/api/me/billing/confirm', { token: ben.token, body: { sessionId } });
    expect(again.json().user.badges.filter((b: string) => b === 'champion')).toHaveLength(1);
    const count = await server.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [ben.user.id]);
    expect(count.rows).toHaveLength(1);
    const status = (await server.get('/api/me/billing/status', { token: ben.token })).json();
    expect(status).toMatchObject({ plan: 'champion', status: 'active', amountCents: 2999, currency: 'eur', cancelAtPeriodEnd: false });
    expect(new Date(status.nextPaymentDate).getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000);
  });

  it('answers nulls for a user without a subscription', async () => {
    const cy = await registerUser(server);
    const res = await server.get('/api/me/billing/status', { token: cy.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      plan: 'free', status: null, nextPaymentDate: null, currentPeriodEnd: null, amountCents: null, currency: null, cancelAtPeriodEnd: false,
    });
    expect((await server.post('/api/me/billing/cancel', { token: cy.token })).statusCode).toBe(404);
  });

  it('stops at the end of the period: the plan stays until then, and goes after', async () => {
    const dan = await registerUser(server);
    await subscribe(dan, 'major');
    const cancel = await server.post('/api/me/billing/cancel', { token: dan.token });
    expect(cancel.json()).toEqual({ cancelAtPeriodEnd: true });
    const status = (await server.get('/api/me/billing/status', { token: dan.token })).json();
    expect(status).toMatchObject({ plan: 'major', cancelAtPeriodEnd: true, nextPaymentDate: null });
    expect(status.currentPeriodEnd).not.toBeNull();
    expect((await me(server, dan.token)).badges).toContain('major');
    await server.db.query(`UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE user_id = $1`, [dan.user.id]);
    expect((await me(server, dan.token)).badges).not.toContain('major');
    expect((await server.get('/api/me/billing/status', { token: dan.token })).json()).toMatchObject({ plan: 'free', status: null });
  });

  it('renews a test subscription that was not stopped, by whole periods, keeping the plan', async () => {
    const ivy = await registerUser(server);
    await subscribe(ivy, 'major');
    // A period and a half has gone by since the last renewal date.
    const ended = await server.db.query<{ current_period_end: Date }>(
      `UPDATE subscriptions SET current_period_end = now() - interval '45 days' WHERE user_id = $1 RETURNING current_period_end`,
      [ivy.user.id],
    );
    const lastEnd = new Date(ended.rows[0]!.current_period_end).getTime();
    expect((await me(server, ivy.token)).badges).toContain('major');
    const status = (await server.get('/api/me/billing/status', { token: ivy.token })).json();
    expect(status).toMatchObject({ plan: 'major', status: 'active', cancelAtPeriodEnd: false, amountCents: 1999 });
    expect(new Date(status.nextPaymentDate).getTime()).toBe(lastEnd + 60 * 86400_000);
    expect(status.currentPeriodEnd).toBe(status.nextPaymentDate);

    // Stopped during the renewed period: it ends there, with the plan.
    await server.post('/api/me/billing/cancel', { token: ivy.token });
    await server.db.query(`UPDATE subscriptions SET current_period_end = now() - interval '1 second' WHERE user_id = $1`, [ivy.user.id]);
    expect((await me(server, ivy.token)).badges).not.toContain('major');
    expect((await server.get('/api/me/billing/status', { token: ivy.token })).json()).toMatchObject({ plan: 'free', nextPaymentDate: null });
  });

  it('moving from major to champion replaces the test subscription', async () => {
    const eve = await registerUser(server);
    await subscribe(eve, 'major');
    const { user } = await subscribe(eve, 'champion');
    expect(user.badges).toContain('champion');
    expect(user.badges).not.toContain('major');
  });

  it('refuses return addresses outside the app, a banned user, and another user’s checkout', async () => {
    const fay = await registerUser(server);
    for (const bad of ['https://evil.example', '//evil', 'javascript:alert(1)', '/\\evil.example', 'account']) {
      const res = await checkout(fay, { plan: 'major', successUrl: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).error).toBe(messages.billingUrlInvalid);
      expect((await checkout(fay, { plan: 'major', cancelUrl: bad })).statusCode, bad).toBe(400);
    }
    expect((await checkout(fay, { plan: 'free' })).statusCode).toBe(400);
    const started = await checkout(fay, { plan: 'major' });
    const sessionId = new URL(started.json().url, 'http://x').searchParams.get('session_id')!;
    const gus = await registerUser(server);
    expect((await server.post(`/api/me/billing/test-checkout/${sessionId}/pay`, { token: gus.token })).statusCode).toBe(404);
    expect((await server.post('/api/me/billing/checkout', { body: { plan: 'major', successUrl: '/', cancelUrl: '/' } })).statusCode).toBe(401);
    await setBannedUntil(server, fay.user.id, new Date(Date.now() + 86400_000));
    const banned = await checkout(fay, { plan: 'major' });
    expect(banned.statusCode).toBe(403);
    expect(errorOf(banned).error).toBe(messages.suspended);
  });

  it('has no webhook without the stripe provider', async () => {
    const res = await server.post('/api/billing/webhook', { body: { id: 'evt_1' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('promotion codes on the test payment page', () => {
  it('takes a percentage off the amount shown and charged, redeems the code once, and keeps it for the months it lasts', async () => {
    const { code } = await promo({ code: 'RENTREE25', duration: 'repeating', durationInMonths: 2 });
    const hugo = await registerUser(server);
    const sessionId = await startTest(hugo, 'major');
    const applied = await applyPromo(hugo, sessionId, ' rentree25 ');
    expect(applied.statusCode).toBe(200);
    const view = { plan: 'major', amountCents: 1999, currency: 'eur', cancelUrl: '/pricing', promoCode: 'RENTREE25', discountCents: 500, dueCents: 1499 };
    expect(applied.json()).toEqual(view);
    expect((await server.get(`/api/me/billing/test-checkout/${sessionId}`, { token: hugo.token })).json()).toEqual(view);
    // Applying is not using: only the payment redeems.
    expect(await redeemed(code)).toBe(0);

    expect((await payTest(hugo, sessionId)).statusCode).toBe(200);
    expect(await redeemed(code)).toBe(1);
    expect((await payTest(hugo, sessionId)).statusCode).toBe(200);
    expect(await redeemed(code)).toBe(1);
    // Two months: the renewal in 30 days is discounted too, the one after is not.
    expect((await server.get('/api/me/billing/status', { token: hugo.token })).json()).toMatchObject({ plan: 'major', amountCents: 1499 });
    await server.db.query(`UPDATE subscriptions SET current_period_end = current_period_end + interval '30 days' WHERE user_id = $1`, [hugo.user.id]);
    expect((await server.get('/api/me/billing/status', { token: hugo.token })).json()).toMatchObject({ amountCents: 1999 });
    expect((await applyPromo(hugo, sessionId, code)).statusCode).toBe(409);
  });

  it('a fixed amount once: the first payment only, in its own currency', async () => {
    await promo({ code: 'BIENVENUE5', discountType: 'amount', amountOff: 500, currency: 'eur', duration: 'once' });
    await promo({ code: 'DOLLARS5', discountType: 'amount', amountOff: 500, currency: 'usd', duration: 'once' });
    await promo({ code: 'GEANT', discountType: 'amount', amountOff: 5000, currency: 'eur', duration: 'forever' });
    const iris = await registerUser(server);
    const sessionId = await startTest(iris, 'champion');
    const usd = await applyPromo(iris, sessionId, 'DOLLARS5');
    expect(usd.statusCode).toBe(400);
    expect(errorOf(usd).error).toBe(messages.promoCodeCurrency('eur'));
    expect((await applyPromo(iris, sessionId, 'GEANT')).json()).toMatchObject({ discountCents: 2999, dueCents: 0 });
    expect((await applyPromo(iris, sessionId, 'BIENVENUE5')).json()).toMatchObject({ promoCode: 'BIENVENUE5', discountCents: 500, dueCents: 2499 });
    expect(await redeemed('GEANT')).toBe(0);
    await payTest(iris, sessionId);
    expect((await server.get('/api/me/billing/status', { token: iris.token })).json()).toMatchObject({ plan: 'champion', amountCents: 2999 });
  });

  it('refuses unknown, expired, switched-off and used-up codes in French, and an empty code takes the code off', async () => {
    await promo({ code: 'PERIME' });
    await server.db.query(`UPDATE promo_codes SET expires_at = now() - interval '1 hour' WHERE code = 'PERIME'`);
    const off = await promo({ code: 'ETEINT' });
    await localPromoCodeStore(server.db).setActive(off.id, false);
    await promo({ code: 'UNIQUE1', maxRedemptions: 1 });
    await server.db.query(`UPDATE promo_codes SET times_redeemed = 1 WHERE code = 'UNIQUE1'`);
    await promo({ code: 'VALABLE10', percentOff: 10 });
    const jade = await registerUser(server);
    const sessionId = await startTest(jade, 'major');
    for (const bad of ['INCONNU', 'PERIME', 'ETEINT', 'UNIQUE1', '%']) {
      const res = await applyPromo(jade, sessionId, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).error, bad).toBe(messages.promoCodeUnavailable);
    }
    for (const bad of [42, 'X'.repeat(41), null]) expect((await applyPromo(jade, sessionId, bad)).statusCode).toBe(400);
    expect((await applyPromo(jade, sessionId, 'VALABLE10')).json()).toMatchObject({ discountCents: 200, dueCents: 1799 });
    expect((await applyPromo(jade, sessionId, '')).json()).toMatchObject({ promoCode: null, discountCents: 0, dueCents: 1999 });
    const stranger = await registerUser(server);
    expect((await applyPromo(stranger, sessionId, 'VALABLE10')).statusCode).toBe(404);
  });

  it('refuses the payment when its code was used up meanwhile, and never redeems a code past its limit', async () => {
    await promo({ code: 'DERNIER', maxRedemptions: 1, percentOff: 50 });
    const [kim, leo] = [await registerUser(server), await registerUser(server)];
    const [kimSession, leoSession] = [await startTest(kim, 'major'), await startTest(leo, 'major')];
    expect((await applyPromo(kim, kimSession, 'DERNIER')).statusCode).toBe(200);
    expect((await applyPromo(leo, leoSession, 'DERNIER')).statusCode).toBe(200);
    const answers = await Promise.all([payTest(kim, kimSession), payTest(leo, leoSession)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(errorOf(refused).error).toBe(messages.promoCodeUnavailable);
    expect(await redeemed('DERNIER')).toBe(1);
    const loser = answers[0]!.statusCode === 409 ? { user: kim, session: kimSession } : { user: leo, session: leoSession };
    expect((await me(server, loser.user.token)).badges).not.toContain('major');
    // Without the code, the payment goes through at the full price.
    expect((await applyPromo(loser.user, loser.session, '')).json()).toMatchObject({ dueCents: 1999 });
    expect((await payTest(loser.user, loser.session)).statusCode).toBe(200);
    expect((await me(server, loser.user.token)).badges).toContain('major');
  });
});
