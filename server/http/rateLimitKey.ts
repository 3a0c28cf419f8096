import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * Whom a request's rate limit counts: its address, IPv6 grouped by /64 as @fastify/rate-limit does
 * by default (one subscriber's addresses count once). A request whose socket closed before it was
 * counted has no address: it counts under one key instead of throwing in the limiter.
 */
export function rateLimitKey(request: Pick<FastifyRequest, 'ip'>): string {
  const ip = request.ip as string | undefined;
  return ip ? normalizeIP(ip) : 'no-address';
}
