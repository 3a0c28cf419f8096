import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import type { User } from '../../../domain/user';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { me, registerUser, setBannedUntil, type RegisteredUser } from '../../test/factories';

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
    expect(page.json()).toEqual({ plan: 'major', amountCents: 1999, currency: 'eur', cancelUrl: '/pricing' });
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
