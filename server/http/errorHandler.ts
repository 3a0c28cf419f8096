import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '../../domain/messages';
import { isDataException } from '../db/types';
import { ApiError } from './errors';

/** Fastify's own client errors, reworded in French. */
const fastifyCodes: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, messages.badRequest],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.invalidJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.invalidJson],
  FST_ERR_VALIDATION: [400, messages.badRequest],
};

/**
 * Every failure answers `{ error }` in French with a fitting status. Client mistakes never become a
 * 5xx; real faults are logged (without request bodies or headers) and answered generically.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return reply.code(error.statusCode).send({ error: error.message, ...error.extra });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1] });
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.code(400).send({ error: messages.invalidJson });
    }
    if (error.statusCode === 429) return reply.code(429).send({ error: messages.tooManyRequests });
    // A value the database refuses (a NUL character in a text, a number out of range…) was sent by
    // the client: bad input, not a fault.
    if (isDataException(error)) {
      return reply.code(400).send({ error: messages.badRequest });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: messages.badRequest });
    }
    request.log.error({ err: { message: error.message, stack: error.stack, code: error.code } }, 'request failed');
    return reply.code(500).send({ error: messages.internal });
  });
}
