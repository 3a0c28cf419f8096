import type { FastifyInstance } from 'fastify';
import { earlyAccessBody, type FeaturesResponse } from '../../../domain/features';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { validate } from '../../http/validate';
import { featuresFor, setEarlyAccess } from '../../services/features';

/** The feature flags as the caller sees them, and the early-access opt-in (issue 51). */
export function featureRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Visitors see what is on for everyone; a signed-in user also sees what they opted in to.
  app.get('/features', async (request): Promise<FeaturesResponse> => featuresFor(ctx.db, request.auth?.user ?? null));

  app.put('/me/early-access', async (request): Promise<FeaturesResponse> => {
    const user = requireUser(request, 'write:profile');
    const { enabled } = validate(earlyAccessBody, request.body);
    return setEarlyAccess(ctx.db, user, enabled);
  });
}
