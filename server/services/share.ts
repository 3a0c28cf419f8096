import { randomInt } from 'node:crypto';
import { messages } from '../../domain/messages';
import { isServerCode, type SharePayload } from '../../domain/share/types';
import type { AppContext } from '../context';
import { findSharePayload, insertShareCode } from '../db/shareCodes';
import { isUniqueViolation } from '../db/types';
import { badRequest, notFound, payloadTooLarge, tooManyRequests } from '../http/errors';
import { normaliseOffThread } from './documents/pool';
import type { ThrottleRule } from './throttle';

/** A shared chapter with inline images can be large; past this it belongs in uploads. */
export const SHARE_MAX_BYTES = 4 * 1024 * 1024;
const CODE_LENGTH = 10;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SHARE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
export const shareThrottle: ThrottleRule = { limit: 60, windowMs: 60 * 60 * 1000 };

/** 10 characters from an alphabet without look-alikes (0/O, 1/l/I): easy to read out and type. */
function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Stores a share payload (`body`, the request's JSON text) after normalisation and answers its short code. */
export async function createShareCode(ctx: AppContext, userId: string, body: string): Promise<string> {
  const state = await ctx.counters.increment(`share:user:${userId}`, shareThrottle.windowMs);
  if (state.count > shareThrottle.limit) {
    const wait = Math.max(1, Math.ceil(state.resetInMs / 1000));
    throw tooManyRequests(messages.shareThrottled(wait), wait);
  }

  const share = await normaliseOffThread('share', body);
  if (share.items === 0) throw badRequest(messages.shareInvalid);
  if (share.bytes > SHARE_MAX_BYTES) throw payloadTooLarge(messages.shareTooLarge);

  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    try {
      await insertShareCode(ctx.db, {
        code, type: share.type, json: share.json, bytes: share.bytes, userId, expiresAt: new Date(Date.now() + SHARE_LIFETIME_MS),
      });
      return code;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function readShareCode(ctx: AppContext, code: string): Promise<SharePayload> {
  if (!isServerCode(code)) throw notFound(messages.shareNotFound);
  const payload = await findSharePayload(ctx.db, code);
  if (!payload) throw notFound(messages.shareNotFound);
  return payload;
}
