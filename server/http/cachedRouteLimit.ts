import type { onRequestHookHandler, RouteShorthandOptions } from 'fastify';
import { messages } from '../../domain/messages';
import { memoryCounterStore } from '../services/throttle';
import { tooManyRequests } from './errors';
import { rateLimitKey } from './rateLimitKey';

const WINDOW_MS = 60_000;

/**
 * Route options for answers served from the public cache: the API's per-address limit, counted in this
 * process instead of the shared store. Such an answer touches no shared resource, and counting it
 * in Redis (a round trip per request) cost more than serving it; each process still protects
 * itself from a flood.
 */
export function cachedRouteLimit(maxPerMinute: number): RouteShorthandOptions {
  const counters = memoryCounterStore();
  const limit: onRequestHookHandler = async (request) => {
    const { count, resetInMs } = await counters.increment(rateLimitKey(request), WINDOW_MS);
    if (count > maxPerMinute) throw tooManyRequests(messages.tooManyRequests, Math.max(1, Math.ceil(resetInMs / 1000)));
  };
  return { config: { rateLimit: false }, onRequest: limit };
}
