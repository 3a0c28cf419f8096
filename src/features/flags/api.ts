import type { FeaturesResponse, FeatureState } from '../../../domain/features';
import { apiRequest } from '../../api/client';

/** GET /features: each flag's state and whether it is on for the caller. */
export const fetchFeatures = () => apiRequest<FeaturesResponse>('/features');

/** PUT /me/early-access: « Essayer les nouveautés en avant-première ». */
export const saveEarlyAccess = (enabled: boolean) => apiRequest<FeaturesResponse>('/me/early-access', { method: 'PUT', body: { enabled } });

/** PUT /admin/features/:id: an admin's switch. */
export const saveFeatureState = (id: string, state: FeatureState) =>
  apiRequest<FeaturesResponse>(`/admin/features/${encodeURIComponent(id)}`, { method: 'PUT', body: { state } });
