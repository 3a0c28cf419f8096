import type { FastifyInstance } from 'fastify';
import { messages } from '../../../domain/messages';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { validate } from '../../http/validate';
import { listAudit } from '../../services/admin/audit';
import { billingFromEnv, type Billing } from '../../services/billing/billing';
import { localPromoCodeStore, type PromoCodeStore } from '../../services/admin/promoCodes';
import { stripePromoCodeStore } from '../../services/admin/stripePromoCodes';
import { readAdminStats } from '../../services/admin/stats';
import {
  addBadge,
  banUser,
  deleteUser,
  deleteUserSession,
  impersonate,
  removeBadge,
  searchUsers,
} from '../../services/admin/users';
import { announcementRoutes } from './announcements';
import { featureFlagRoutes } from './features';
import { masterclassAdminRoutes } from './masterclasses';
import { mentoringAdminRoutes } from './mentoring';
import { supportAdminRoutes } from './support';
import { adminOf, guardAdmin } from './guard';
import { promoCodeRoutes } from './promoCodes';
import { auditQuery, badgeBody, badgeParams, banBody, idParams, sessionParams, usersQuery } from './schema';

const MAX_BAN_MINUTES = 90 * 24 * 60;

export interface AdminRouteOptions {
  /** By default the billing provider's: Stripe's own codes with Stripe, our table with local payments. */
  promoCodes?: PromoCodeStore;
  /** The app's billing: deleting an account ends its subscriptions there first. */
  billing?: Billing;
}

/** Codes live where checkouts read them: Stripe's Checkout page only knows Stripe's codes. */
function promoCodeStoreOf(ctx: AppContext, billing: Billing): PromoCodeStore {
  return billing.stripe ? stripePromoCodeStore(billing.stripe) : localPromoCodeStore(ctx.db);
}

/** Every /admin call (part 2 §7 Admin), behind one guard. */
export function adminRoutes(api: FastifyInstance, ctx: AppContext, options: AdminRouteOptions = {}): void {
  void api.register(async (app) => {
    guardAdmin(app);

    app.get('/admin/stats', async () => readAdminStats(ctx.db));

    app.get('/admin/audit', async (request) => {
      const { limit, before } = validate(auditQuery, request.query);
      return listAudit(ctx.db, limit, before ?? null);
    });

    app.get('/admin/users', async (request) => searchUsers(ctx, validate(usersQuery, request.query).q));

    app.post('/admin/users/:id/badges', async (request) => {
      const { id } = validate(idParams, request.params);
      const { badgeId } = validate(badgeBody, request.body);
      return { user: await addBadge(ctx, adminOf(request), id, badgeId) };
    });

    app.delete('/admin/users/:id/badges/:badgeId', async (request) => {
      const { id, badgeId } = validate(badgeParams, request.params);
      return { user: await removeBadge(ctx, adminOf(request), id, badgeId) };
    });

    app.post('/admin/users/:id/ban', async (request) => {
      const { id } = validate(idParams, request.params);
      const { minutes } = validate(banBody, request.body);
      if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_BAN_MINUTES) throw badRequest(messages.adminBanMinutes);
      return { user: await banUser(ctx, adminOf(request), id, minutes) };
    });

    app.delete('/admin/users/:id', async (request, reply) => {
      const { id } = validate(idParams, request.params);
      await deleteUser(ctx, options.billing ?? billingFromEnv(), adminOf(request), id);
      return reply.code(204).send();
    });

    app.post('/admin/users/:id/impersonate', async (request) => {
      const { id } = validate(idParams, request.params);
      return impersonate(ctx, adminOf(request), id);
    });

    app.delete('/admin/users/:id/sessions/:sessionId', async (request) => {
      const { id, sessionId } = validate(sessionParams, request.params);
      return deleteUserSession(ctx, adminOf(request), id, sessionId);
    });

    announcementRoutes(app, ctx);
    featureFlagRoutes(app, ctx);
    supportAdminRoutes(app, ctx);
    masterclassAdminRoutes(app, ctx);
    mentoringAdminRoutes(app, ctx);
    promoCodeRoutes(app, ctx, options.promoCodes ?? promoCodeStoreOf(ctx, options.billing ?? billingFromEnv()));
  });
}
