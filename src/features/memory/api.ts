import type { MemoryQueue, MemorySettings, MemorySummary, WeakItems } from '../../../domain/memory/api';
import { apiRequest } from '../../api/client';

/** GET /me/memory: due counts per chapter and in total, and the scheduling settings. */
export const fetchMemorySummary = () => apiRequest<MemorySummary>('/me/memory');

/** PUT /me/memory/settings: desired retention and daily limit of new items. */
export const saveMemorySettings = (settings: MemorySettings) => apiRequest<MemorySettings>('/me/memory/settings', { method: 'PUT', body: settings });

/** GET /me/memory/queue: the items a review session over a scope asks, in order. */
export function fetchMemoryQueue(scope: { subjectId?: string; chapterId?: string }, limit: number) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (scope.subjectId) query.set('subjectId', scope.subjectId);
  if (scope.chapterId) query.set('chapterId', scope.chapterId);
  return apiRequest<MemoryQueue>(`/me/memory/queue?${query.toString()}`);
}

/** GET /me/memory/weak (feature « Points faibles »): the items most often missed. */
export const fetchWeakItems = () => apiRequest<WeakItems>('/me/memory/weak');
