import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  current_period_end: number;
  metadata: Record<string, string>;
  items: { data: { price: { unit_amount: number; currency: string } }[] };
}

export interface FakeSession {
  id: string;
  url: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  /** The form fields the session was created with, as received. */
  form: Record<string, string>;
  subscription: string | null;
}

export interface FakeCoupon {
  id: string;
  object: 'coupon';
  name: string | null;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: 'once' | 'forever' | 'repeating';
  duration_in_months: number | null;
  times_redeemed: number;
  valid: boolean;
}

/** A promotion code as API versions before 2025-09-30.clover show it: the whole coupon inside. */
export interface FakePromotionCode {
  id: string;
  object: 'promotion_code';
  code: string;
  active: boolean;
  coupon: FakeCoupon;
  created: number;
  customer: null;
  expires_at: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  coupons: Map<string, FakeCoupon>;
  promotionCodes: Map<string, FakePromotionCode>;
  /** Every request received, for assertions on what was sent. */
  requests: {
    method: string;
    path: string;
    query: URLSearchParams;
    form: Record<string, string>;
    authorization: string | undefined;
    version: string | undefined;
  }[];
  /** What Stripe does when the customer pays: completes the session and starts a subscription. */
  pay(sessionId: string): FakeSubscription;
  /** What Stripe does when a customer pays with a promotion code: one more redemption of it and its coupon. */
  redeem(code: string): void;
  /** The next request to `method path` answers 500, as Stripe does when it is unwell. */
  failNext(method: string, path: string): void;
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const invalid = (res: ServerResponse, message: string, extra: { param?: string; code?: string } = {}) =>
  send(res, 400, { error: { type: 'invalid_request_error', message, ...extra } });
const missing = (res: ServerResponse, message: string) =>
  send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message } });

/** The account's default API version when a request pins none. */
const DEFAULT_VERSION = '2025-09-30.clover';
const optionalInt = (value: string | undefined) => (value === undefined || value === '' ? null : Number(value));

/**
 * A loopback stand-in for the parts of Stripe's HTTP API the stripe provider calls: form-encoded
 * bodies, Bearer auth with the secret key, Stripe-shaped objects and errors.
 */
export interface FakeStripeOptions {
  secretKey?: string;
  /** Prices created in the dashboard, by id (what STRIPE_PRICE_* name). */
  prices?: Record<string, { unit_amount: number; currency: string }>;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(8).toString('hex')}`;
  const prices = options.prices ?? {};
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const coupons = new Map<string, FakeCoupon>();
  const promotionCodes = new Map<string, FakePromotionCode>();
  const requests: FakeStripe['requests'] = [];
  const failing = new Set<string>();
  let created = Math.floor(Date.now() / 1000);

  /** Stripe keeps one active promotion code per code, whatever its case. */
  const activeTwin = (promo: { id: string; code: string }) =>
    [...promotionCodes.values()].find((other) => other.active && other.id !== promo.id && other.code.toUpperCase() === promo.code.toUpperCase());
  const duplicate = (res: ServerResponse, code: string) =>
    invalid(res, `An active promotion code with \`code: ${code}\` already exists.`, { param: 'code' });

  const server = createServer((req, res) => {
    void (async () => {
      const form = await readForm(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      const version = req.headers['stripe-version'] as string | undefined;
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        form,
        authorization: req.headers.authorization,
        version,
      });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (failing.delete(`${req.method} ${url.pathname}`)) {
        return send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const priceId = form['line_items[0][price]'];
        if (priceId !== undefined && !prices[priceId]) {
          return send(res, 400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such price: '${priceId}'` } });
        }
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const session: FakeSession = {
          id,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          form,
          subscription: null,
        };
        sessions.set(id, session);
        return send(res, 200, { object: 'checkout.session', ...session });
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && sessionMatch) {
        const session = sessions.get(decodeURIComponent(sessionMatch[1]!));
        if (!session) return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
        const expand = url.searchParams.getAll('expand[]').includes('subscription');
        const subscription = session.subscription && expand ? subscriptions.get(session.subscription) : session.subscription;
        return send(res, 200, { object: 'checkout.session', ...session, subscription });
      }
      const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && subMatch) {
        const sub = subscriptions.get(decodeURIComponent(subMatch[1]!));
        if (!sub) return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
        if (form.cancel_at_period_end !== undefined) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
        return send(res, 200, sub);
      }
      // Cancelling at once: the subscription ends now and is never charged again.
      if (req.method === 'DELETE' && subMatch) {
        const sub = subscriptions.get(decodeURIComponent(subMatch[1]!));
        if (!sub) return send(res, 404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
        sub.status = 'canceled';
        return send(res, 200, sub);
      }
      if (req.method === 'POST' && url.pathname === '/v1/coupons') {
        const percentOff = optionalInt(form.percent_off);
        const amountOff = optionalInt(form.amount_off);
        const duration = form.duration ?? 'once';
        if ((percentOff === null) === (amountOff === null)) return invalid(res, 'Coupons must have exactly one of percent_off or amount_off.');
        if (amountOff !== null && !form.currency) {
          return invalid(res, 'You must pass currency when passing amount_off.', { param: 'currency' });
        }
        if (duration !== 'once' && duration !== 'forever' && duration !== 'repeating') return invalid(res, 'Invalid duration.', { param: 'duration' });
        const months = optionalInt(form.duration_in_months);
        if ((duration === 'repeating') !== (months !== null)) {
          return invalid(res, 'duration_in_months goes with a repeating duration.', { param: 'duration_in_months' });
        }
        const coupon: FakeCoupon = {
          id: randomBytes(4).toString('hex'),
          object: 'coupon',
          name: form.name ?? null,
          percent_off: percentOff,
          amount_off: amountOff,
          currency: amountOff === null ? null : form.currency!,
          duration,
          duration_in_months: months,
          times_redeemed: 0,
          valid: true,
        };
        coupons.set(coupon.id, coupon);
        return send(res, 200, coupon);
      }
      const couponMatch = /^\/v1\/coupons\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'DELETE' && couponMatch) {
        const id = decodeURIComponent(couponMatch[1]!);
        if (!coupons.delete(id)) return missing(res, `No such coupon: '${id}'`);
        return send(res, 200, { id, object: 'coupon', deleted: true });
      }
      if (req.method === 'POST' && url.pathname === '/v1/promotion_codes') {
        // Newer versions take the coupon as promotion[coupon] and refuse the top-level parameter.
        if ((version ?? DEFAULT_VERSION) >= '2025-09-30' && form.coupon !== undefined) {
          return invalid(res, 'Received unknown parameter: coupon', { param: 'coupon', code: 'parameter_unknown' });
        }
        const coupon = coupons.get(form.coupon ?? '');
        if (!coupon) return invalid(res, `No such coupon: '${form.coupon}'`, { param: 'coupon', code: 'resource_missing' });
        const code = form.code ?? randomBytes(4).toString('hex').toUpperCase();
        if (!/^[a-zA-Z0-9-]+$/.test(code)) return invalid(res, 'Invalid code.', { param: 'code' });
        const promo: FakePromotionCode = {
          id: `promo_${randomBytes(8).toString('hex')}`,
          object: 'promotion_code',
          code,
          active: form.active !== 'false',
          coupon,
          created: (created += 1),
          customer: null,
          expires_at: optionalInt(form.expires_at),
          max_redemptions: optionalInt(form.max_redemptions),
          times_redeemed: 0,
          metadata: {},
        };
        if (promo.active && activeTwin(promo)) return duplicate(res, code);
        promotionCodes.set(promo.id, promo);
        return send(res, 200, promo);
      }
      if (req.method === 'GET' && url.pathname === '/v1/promotion_codes') {
        const active = url.searchParams.get('active');
        const limit = Number(url.searchParams.get('limit') ?? 10);
        // Newest first, a page after `starting_after`, as Stripe pages its lists.
        let all = [...promotionCodes.values()]
          .filter((p) => active === null || String(p.active) === active)
          .sort((a, b) => b.created - a.created);
        const after = url.searchParams.get('starting_after');
        if (after) all = all.slice(all.findIndex((p) => p.id === after) + 1);
        const page = all.slice(0, limit);
        return send(res, 200, { object: 'list', url: '/v1/promotion_codes', data: page, has_more: all.length > limit });
      }
      const promoMatch = /^\/v1\/promotion_codes\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && promoMatch) {
        const id = decodeURIComponent(promoMatch[1]!);
        const promo = promotionCodes.get(id);
        if (!promo) return missing(res, `No such promotion code: '${id}'`);
        if (form.active === 'true' && !promo.active && activeTwin(promo)) return duplicate(res, promo.code);
        if (form.active !== undefined) promo.active = form.active === 'true';
        return send(res, 200, promo);
      }
      return send(res, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    sessions,
    subscriptions,
    coupons,
    promotionCodes,
    requests,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const price = prices[session.form['line_items[0][price]'] ?? ''] ?? {
        unit_amount: Number(session.form['line_items[0][price_data][unit_amount]'] ?? 0),
        currency: session.form['line_items[0][price_data][currency]'] ?? 'eur',
      };
      const sub: FakeSubscription = {
        id: `sub_${randomBytes(10).toString('hex')}`,
        object: 'subscription',
        status: 'active',
        customer: `cus_${randomBytes(6).toString('hex')}`,
        cancel_at_period_end: false,
        current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400,
        metadata: {
          user_id: session.form['subscription_data[metadata][user_id]'] ?? '',
          plan: session.form['subscription_data[metadata][plan]'] ?? '',
        },
        items: { data: [{ price }] },
      };
      subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      return sub;
    },
    redeem(code) {
      const promo = [...promotionCodes.values()].find((p) => p.active && p.code === code);
      if (!promo) throw new Error(`no active promotion code ${code}`);
      promo.times_redeemed += 1;
      promo.coupon.times_redeemed += 1;
    },
    failNext(method, path) {
      failing.add(`${method} ${path}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook delivery as Stripe signs it: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signedWebhook(secret: string, event: unknown, at = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify(event);
  const v1 = createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex');
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': `t=${at},v1=${v1}` } };
}

let eventCounter = 0;
/** A Stripe event envelope around `object`. */
export function stripeEvent(type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
  eventCounter += 1;
  return { id: `evt_${eventCounter}_${randomBytes(6).toString('hex')}`, object: 'event', type, created, data: { object } };
}
