import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { requireUser } from '../../http/authenticate';
import { validate } from '../../http/validate';
import {
  billingStatus,
  cancelSubscription,
  confirmCheckout,
  findCheckout,
  payLocalCheckout,
  startCheckout,
  type Billing,
} from '../../services/billing/billing';
import { applyTestCheckoutPromo, testCheckoutView } from '../../services/billing/promotions';
import { handleStripeEvent, verifyStripeSignature } from '../../services/billing/webhook';
import { checkoutBody, confirmBody, promoBody, sessionParams } from './schema';

// Extra fields (an amount…) are dropped: prices come from the server alone.

/** The billing calls (part 1 §7) and the provider webhook; the provider is chosen from the environment. */
export function billingRoutes(app: FastifyInstance, ctx: AppContext, billing: Billing): void {
  app.post('/me/billing/checkout', async (request) => {
    const user = requireUser(request, 'write:profile');
    const body = validate(checkoutBody, request.body);
    return startCheckout(ctx, billing, { user, ...body, origin: `${request.protocol}://${request.host}` });
  });

  app.post('/me/billing/confirm', async (request) => {
    const user = requireUser(request);
    const { sessionId } = validate(confirmBody, request.body);
    return { user: await confirmCheckout(ctx, billing, user.id, sessionId) };
  });

  app.post('/me/billing/cancel', async (request) => {
    const user = requireUser(request);
    return cancelSubscription(ctx, billing, user.id);
  });

  app.get('/me/billing/status', async (request) => {
    const user = requireUser(request);
    return billingStatus(ctx, user.id);
  });

  /** What the in-app test payment page shows (local provider only). */
  app.get('/me/billing/test-checkout/:id', async (request) => {
    const user = requireUser(request);
    if (billing.provider.name !== 'local') throw notFound();
    return testCheckoutView(await findCheckout(ctx, user.id, validate(sessionParams, request.params).id));
  });

  /** A promotion code typed on the test payment page, as Stripe's page offers (empty: none). */
  app.post('/me/billing/test-checkout/:id/promo', async (request) => {
    const user = requireUser(request);
    if (billing.provider.name !== 'local') throw notFound();
    const checkout = await findCheckout(ctx, user.id, validate(sessionParams, request.params).id);
    const { code } = validate(promoBody, request.body);
    return testCheckoutView(await applyTestCheckoutPromo(ctx, checkout, code));
  });

  app.post('/me/billing/test-checkout/:id/pay', async (request) => {
    const user = requireUser(request);
    return payLocalCheckout(ctx, billing, user.id, validate(sessionParams, request.params).id);
  });

  // Signatures are over the exact bytes received: this route alone keeps the body raw.
  void app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post('/billing/webhook', async (request) => {
      const secret = billing.stripe?.webhookSecret;
      if (!secret) throw notFound();
      const raw = request.body as Buffer;
      verifyStripeSignature(raw, request.headers['stripe-signature'] as string | undefined, secret);
      const { duplicate } = await handleStripeEvent(ctx, raw);
      return { received: true, duplicate };
    });
  });
}
