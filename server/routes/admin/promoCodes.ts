import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { writeAudit } from '../../services/admin/audit';
import type { PromoCodeStore } from '../../services/admin/promoCodes';
import { adminOf } from './guard';
import { idParams, promoActiveBody, promoCodeBody, promoCodesQuery } from './schema';

/** Promotion codes (part 2 §7), on whichever store is given; registered inside the admin guard. */
export function promoCodeRoutes(app: FastifyInstance, ctx: AppContext, store: PromoCodeStore): void {
  app.get('/admin/stripe/promotion-codes', async (request) => {
    const { active, q } = validate(promoCodesQuery, request.query);
    return { items: await store.list({ active: active === undefined ? undefined : active === 'true', q }) };
  });

  app.post('/admin/stripe/promotion-codes', async (request, reply) => {
    const input = validate(promoCodeBody, request.body);
    const code = await store.create(input);
    await writeAudit(ctx.db, adminOf(request).id, 'promo.create', code.id, { code: code.code });
    return reply.code(201).send({ code });
  });

  app.patch('/admin/stripe/promotion-codes/:id', async (request) => {
    const { id } = validate(idParams, request.params);
    const { active } = validate(promoActiveBody, request.body);
    const code = await store.setActive(id, active);
    await writeAudit(ctx.db, adminOf(request).id, active ? 'promo.activate' : 'promo.deactivate', id);
    return { code };
  });

  // Like the payment provider, deleting a code deactivates it: redemptions already made stay valid.
  app.delete('/admin/stripe/promotion-codes/:id', async (request) => {
    const { id } = validate(idParams, request.params);
    const code = await store.setActive(id, false);
    await writeAudit(ctx.db, adminOf(request).id, 'promo.delete', id);
    return { code };
  });
}
