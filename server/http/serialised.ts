import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SerialisedAnswer } from '../services/publicCache';

/** Whether the caller already holds this answer (If-None-Match lists its tag, or is '*'). */
function holds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/**
 * Sends an answer serialised beforehand, as it is, with its tag: a caller revalidating what it
 * holds gets a bodiless 304. An answer that names the caller stays in their own browser's cache.
 */
export function sendSerialised(request: FastifyRequest, reply: FastifyReply, answer: SerialisedAnswer, personal = false): FastifyReply {
  reply.header('etag', answer.etag);
  reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
  reply.header('vary', 'authorization');
  if (holds(request, answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
