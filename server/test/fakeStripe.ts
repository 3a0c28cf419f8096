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

export interface FakeStripe {
  url: string;
  secretKey: string;
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  /** Every request received, for assertions on what was sent. */
  requests: { method: string; path: string; form: Record<string, string>; authorization: string | undefined }[];
  /** What Stripe does when the customer pays: completes the session and starts a subscription. */
  pay(sessionId: string): FakeSubscription;
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
  const requests: FakeStripe['requests'] = [];
  const failing = new Set<string>();

  const server = createServer((req, res) => {
    void (async () => {
      const form = await readForm(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? '', path: url.pathname, form, authorization: req.headers.authorization });
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
