import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { billingFromEnv } from '../../services/billing/billing';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { registerAdmin } from '../admin/testing';
import { me, registerUser, type RegisteredUser } from '../../test/factories';
import { signedWebhook, startFakeStripe, stripeEvent, type FakeStripe, type FakeSubscription } from '../../test/fakeStripe';

const WEBHOOK_SECRET = 'whsec_test_billing';
const MAJOR_PRICE = 'price_major_monthly';
let stripe: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  stripe = await startFakeStripe({ prices: { [MAJOR_PRICE]: { unit_amount: 1999, currency: 'eur' } } });
  // Major has a dashboard price, Champion none: both ways of pricing are exercised.
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_API_BASE: stripe.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MAJOR: MAJOR_PRICE,
  });
  server = await startTestServer({ redis: false });
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_API_BASE', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MAJOR']) delete process.env[key];
});

async function startCheckout(user: RegisteredUser, plan: 'major' | 'champion', extra: Record<string, unknown> = {}) {
  const res = await server.post('/api/me/billing/checkout', {
    token: user.token,
    body: { plan, successUrl: '/account', cancelUrl: '/pricing', ...extra },
  });
  expect(res.statusCode).toBe(200);
  const session = [...stripe.sessions.values()].find((s) => s.url === res.json().url);
  expect(session).toBeDefined();
  return session!;
}

const deliver = (event: unknown, at?: number, secret = WEBHOOK_SECRET) => {
  const { payload, headers } = signedWebhook(secret, event, at);
  return server.post('/api/billing/webhook', { payload, headers });
};
const badges = async (user: RegisteredUser) => (await me(server, user.token)).badges;
const subscriptionRow = async (id: string) =>
  (await server.db.query<{ status: string; cancel_at_period_end: boolean }>('SELECT status, cancel_at_period_end FROM subscriptions WHERE id = $1', [id])).rows[0];

describe('stripe provider against a loopback Stripe', () => {
  it('creates a subscription-mode Checkout Session with the server’s amount and our return URLs', async () => {
    const ana = await registerUser(server);
    const session = await startCheckout(ana, 'champion', { amountCents: 1, unit_amount: 1 });
    const sent = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.form['metadata[user_id]'] === ana.user.id)!;
    expect(sent.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(session.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '2999',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][quantity]': '1',
      'subscription_data[metadata][plan]': 'champion',
      // Promotion codes are typed on Stripe's own page.
      allow_promotion_codes: 'true',
    });
    expect(session.form.success_url).toMatch(/^http:\/\/[^/]+\/account\?upgraded=champion&session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(session.form.cancel_url).toMatch(/^http:\/\/[^/]+\/pricing$/);
    expect(session.form['line_items[0][price]']).toBeUndefined();
  });

  it('names the dashboard price of STRIPE_PRICE_MAJOR instead of an inline price', async () => {
    const ida = await registerUser(server);
    const session = await startCheckout(ida, 'major');
    expect(session.form).toMatchObject({ mode: 'subscription', 'line_items[0][price]': MAJOR_PRICE, 'line_items[0][quantity]': '1' });
    expect(Object.keys(session.form).filter((key) => key.includes('price_data'))).toEqual([]);
    stripe.pay(session.id);
    await server.post('/api/me/billing/confirm', { token: ida.token, body: { sessionId: session.id } });
    expect((await server.get('/api/me/billing/status', { token: ida.token })).json()).toMatchObject({ plan: 'major', amountCents: 1999 });
  });

  it('answers a price id Stripe does not know with a clear error', async () => {
    const billing = billingFromEnv({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_BASE: `${stripe.url}/`, STRIPE_PRICE_MAJOR: 'price_gone' });
    const jul = await registerUser(server);
    const request = { user: jul.user, plan: 'major' as const, successUrl: '/account', cancelUrl: '/pricing', origin: 'http://mnemo.test' };
    await expect(billing.provider.createCheckout(request, 'cs_local_x')).rejects.toMatchObject({
      statusCode: 502,
      message: messages.billingProviderUnavailable,
    });
    expect(stripe.requests.at(-1)!.form['line_items[0][price]']).toBe('price_gone');
  });

  it('deleting the account first cancels its Stripe subscription at once', async () => {
    const kai = await registerUser(server);
    const session = await startCheckout(kai, 'champion');
    const sub = stripe.pay(session.id);
    await server.post('/api/me/billing/confirm', { token: kai.token, body: { sessionId: session.id } });
    const res = await server.delete('/api/me', { token: kai.token, body: { password: kai.password } });
    expect(res.statusCode).toBe(204);
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${sub.id}`)).toBe(true);
    expect(stripe.subscriptions.get(sub.id)!.status).toBe('canceled');
    expect(await subscriptionRow(sub.id)).toBeUndefined();
    expect((await server.db.query('SELECT id FROM users WHERE id = $1', [kai.user.id])).rows).toEqual([]);
  });

  it('an admin deleting a subscriber ends the Stripe subscription first too', async () => {
    const admin = await registerAdmin(server);
    const eva = await registerUser(server);
    const session = await startCheckout(eva, 'major');
    const sub = stripe.pay(session.id);
    await server.post('/api/me/billing/confirm', { token: eva.token, body: { sessionId: session.id } });
    stripe.failNext('DELETE', `/v1/subscriptions/${sub.id}`);
    const refused = await server.delete(`/api/admin/users/${eva.user.id}`, { token: admin.token });
    expect(refused.statusCode).toBe(502);
    expect(errorOf(refused).error).toBe(messages.billingStopBeforeDeletion);
    expect(await badges(eva)).toContain('major');

    expect((await server.delete(`/api/admin/users/${eva.user.id}`, { token: admin.token })).statusCode).toBe(204);
    expect(stripe.subscriptions.get(sub.id)!.status).toBe('canceled');
    expect((await server.db.query('SELECT id FROM users WHERE id = $1', [eva.user.id])).rows).toEqual([]);
  });

  it('keeps the account when Stripe cannot cancel its subscription, and says why', async () => {
    const lou = await registerUser(server);
    const session = await startCheckout(lou, 'major');
    const sub = stripe.pay(session.id);
    await server.post('/api/me/billing/confirm', { token: lou.token, body: { sessionId: session.id } });
    stripe.failNext('DELETE', `/v1/subscriptions/${sub.id}`);
    const refused = await server.delete('/api/me', { token: lou.token, body: { password: lou.password } });
    expect(refused.statusCode).toBe(502);
    expect(errorOf(refused).error).toBe(messages.billingStopBeforeDeletion);
    expect(stripe.subscriptions.get(sub.id)!.status).toBe('active');
    expect(await badges(lou)).toContain('major');

    expect((await server.delete('/api/me', { token: lou.token, body: { password: lou.password } })).statusCode).toBe(204);
    expect(stripe.subscriptions.get(sub.id)!.status).toBe('canceled');
  });

  it('confirms a paid session into the plan, then stops it at period end through Stripe', async () => {
    const ben = await registerUser(server);
    const session = await startCheckout(ben, 'major');
    const pending = await server.post('/api/me/billing/confirm', { token: ben.token, body: { sessionId: session.id } });
    expect(pending.statusCode).toBe(409);
    const sub = stripe.pay(session.id);
    const confirmed = await server.post('/api/me/billing/confirm', { token: ben.token, body: { sessionId: session.id } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.badges).toContain('major');
    expect((await server.post('/api/me/billing/confirm', { token: ben.token, body: { sessionId: session.id } })).statusCode).toBe(200);
    const status = (await server.get('/api/me/billing/status', { token: ben.token })).json();
    expect(status).toMatchObject({ plan: 'major', status: 'active', amountCents: 1999, currency: 'eur', cancelAtPeriodEnd: false });
    expect(status.nextPaymentDate).toBe(new Date(sub.current_period_end * 1000).toISOString());

    expect((await server.post('/api/me/billing/cancel', { token: ben.token })).json()).toEqual({ cancelAtPeriodEnd: true });
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    expect(await badges(ben)).toContain('major');
  });

  it('a change of plan stops the previous Stripe subscription at its period end', async () => {
    const hal = await registerUser(server);
    const first = await startCheckout(hal, 'major');
    const major = stripe.pay(first.id);
    await server.post('/api/me/billing/confirm', { token: hal.token, body: { sessionId: first.id } });
    const second = await startCheckout(hal, 'champion');
    const champion = stripe.pay(second.id);
    const confirmed = await server.post('/api/me/billing/confirm', { token: hal.token, body: { sessionId: second.id } });
    expect(confirmed.json().user.badges).toEqual(expect.arrayContaining(['major', 'champion']));
    expect(stripe.subscriptions.get(major.id)!.cancel_at_period_end).toBe(true);
    expect(stripe.subscriptions.get(champion.id)!.cancel_at_period_end).toBe(false);
    expect((await server.get('/api/me/billing/status', { token: hal.token })).json()).toMatchObject({ plan: 'champion', cancelAtPeriodEnd: false });
  });

  it('refuses a bad signature or a stale timestamp, changing nothing', async () => {
    const cy = await registerUser(server);
    const session = await startCheckout(cy, 'major');
    const sub = stripe.pay(session.id);
    const event = stripeEvent('customer.subscription.created', sub);
    const forged = await deliver(event, undefined, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).error).toBe(messages.billingWebhookSignature);
    expect((await deliver(event, Math.floor(Date.now() / 1000) - 301)).statusCode).toBe(400);
    const tampered = signedWebhook(WEBHOOK_SECRET, event);
    const res = await server.post('/api/billing/webhook', { payload: tampered.payload.replace('major', 'champion'), headers: tampered.headers });
    expect(res.statusCode).toBe(400);
    expect(await subscriptionRow(sub.id)).toBeUndefined();
    expect(await badges(cy)).not.toContain('major');
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await badges(cy)).toContain('major');
  });

  it('applies a repeated event once', async () => {
    const dan = await registerUser(server);
    const sub = stripe.pay((await startCheckout(dan, 'champion')).id);
    const event = stripeEvent('customer.subscription.created', sub);
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    expect((await badges(dan)).filter((b) => b === 'champion')).toHaveLength(1);
  });

  it('reaches the right final state whatever the order of events', async () => {
    const eve = await registerUser(server);
    const sub = stripe.pay((await startCheckout(eve, 'major')).id);
    const now = Math.floor(Date.now() / 1000);
    const at = (status: string, cancel: boolean): FakeSubscription => ({ ...sub, status, cancel_at_period_end: cancel });
    // Stopped at period end (t+20), then the period ran out (t+30); the creation (t+10) arrives last.
    await deliver(stripeEvent('customer.subscription.updated', at('active', true), now + 20));
    expect(await badges(eve)).toContain('major');
    await deliver(stripeEvent('customer.subscription.deleted', at('canceled', true), now + 30));
    await deliver(stripeEvent('customer.subscription.created', at('active', false), now + 10));
    await deliver(stripeEvent('customer.subscription.updated', at('active', true), now + 20));
    expect(await subscriptionRow(sub.id)).toEqual({ status: 'canceled', cancel_at_period_end: true });
    expect(await badges(eve)).not.toContain('major');
  });

  it('marks the checkout paid on checkout.session.completed and ignores foreign objects', async () => {
    const fay = await registerUser(server);
    const session = await startCheckout(fay, 'major');
    stripe.pay(session.id);
    expect((await deliver(stripeEvent('checkout.session.completed', { id: session.id, object: 'checkout.session' }))).statusCode).toBe(200);
    const row = await server.db.query<{ status: string }>('SELECT status FROM billing_checkouts WHERE id = $1', [session.id]);
    expect(row.rows[0]!.status).toBe('paid');
    const stranger = { id: 'sub_unknown', object: 'subscription', status: 'active', metadata: {} };
    expect((await deliver(stripeEvent('customer.subscription.updated', stranger))).statusCode).toBe(200);
    expect(await subscriptionRow('sub_unknown')).toBeUndefined();
  });

  it('has no in-app test payment with a real provider', async () => {
    const gus = await registerUser(server);
    const session = await startCheckout(gus, 'major');
    expect((await server.post(`/api/me/billing/test-checkout/${session.id}/pay`, { token: gus.token })).statusCode).toBe(404);
    expect(await badges(gus)).not.toContain('major');
  });
});
