import type { FastifyInstance } from 'fastify';
import { featureParams, featureStateBody } from '../../../domain/features';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { featuresFor, setFeatureState } from '../../services/features';
import { adminOf } from './guard';

/** The feature flags' switches; registered inside the admin guard. */
export function featureFlagRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/admin/features', async (request) => featuresFor(ctx.db, adminOf(request)));

  app.put('/admin/features/:id', async (request) => {
    const { id } = validate(featureParams, request.params);
    const { state } = validate(featureStateBody, request.body);
    return setFeatureState(ctx.db, adminOf(request), id, state);
  });
}
