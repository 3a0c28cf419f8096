import type { PublicProfileResponse, PublicUserResponse } from '../../../domain/leaderboard';
import { apiRequest } from '../../api/client';

/** GET /public/profiles/{slug} (part 1 §7). */
export const fetchPublicProfile = (slug: string, signal?: AbortSignal) =>
  apiRequest<PublicProfileResponse>(`/public/profiles/${encodeURIComponent(slug)}`, signal ? { signal } : {});

/** GET /public/users/{id}. */
export const fetchPublicUser = (id: string, signal?: AbortSignal) =>
  apiRequest<PublicUserResponse>(`/public/users/${encodeURIComponent(id)}`, signal ? { signal } : {});
