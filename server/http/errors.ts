import { messages } from '../../domain/messages';

/** An error with an HTTP status and a French message, turned into `{ error }` by the error handler. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string = messages.badRequest, extra?: Record<string, unknown>) =>
  new ApiError(400, message, extra);
export const unauthenticated = (message: string = messages.unauthenticated) => new ApiError(401, message);
export const forbidden = (message: string = messages.forbidden, extra?: Record<string, unknown>) =>
  new ApiError(403, message, extra);
export const notFound = (message: string = messages.notFound) => new ApiError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new ApiError(409, message, extra);
export const preconditionFailed = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(412, message, extra);
export const payloadTooLarge = (message: string = messages.payloadTooLarge) => new ApiError(413, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, {}, { 'retry-after': String(retryAfterSeconds) });
