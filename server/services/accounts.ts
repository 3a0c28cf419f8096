import { messages } from '../../domain/messages';
import { serverEvents } from '../../domain/realtime';
import { sanitiseSlug } from '../../domain/slug';
import { isAcceptedImageUrl, isHttpUrl } from '../../domain/urls';
import {
  DEFAULT_DISPLAY,
  normaliseDisplay,
  passwordError,
  usernameError,
  type AuthResponse,
  type LoginBody,
  type RegisterBody,
  type UpdateMeBody,
  type User,
} from '../../domain/user';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { isUniqueViolation, type Queryable } from '../db/types';
import { ApiError, badRequest, conflict, tooManyRequests, unauthenticated } from '../http/errors';
import { presentUser } from '../presenters/user';
import { deleteOtherTokens } from '../db/tokens';
import * as users from '../db/users';
import { isKnownPlace, rememberPlace } from './loginPlaces';
import { clearFailures, lockedFor, recordFailure, retryAfterSeconds } from './throttle';
import { issueToken } from './sessions';
import { ownsUpload, storeUpload, uploadIdOf } from './uploads/uploads';
import { createDocument } from '../db/material';
import { readUserData } from './userData';
import { recordLoginDay, usernameKey } from './users';

/**
 * An avatar or banner as stored: data: images become uploads (so user rows stay small), http(s)
 * links are kept, an upload path only when it is one of the user's own uploads; anything else is
 * `invalid`.
 */
async function storedImage(db: Queryable, userId: string, value: string): Promise<string | 'invalid'> {
  if (value.startsWith('data:')) {
    if (!isAcceptedImageUrl(value)) return 'invalid';
    return (await storeUpload(db, userId, value, ['image'])).url;
  }
  const uploadId = uploadIdOf(value);
  if (uploadId && value.startsWith('/uploads/')) return (await ownsUpload(db, userId, uploadId)) ? value : 'invalid';
  return isHttpUrl(value) ? value : 'invalid';
}

/** Registration (part 1 §5): field errors first, then uniqueness; signs the new user in. */
export async function register(ctx: AppContext, body: RegisterBody, ip: string): Promise<AuthResponse> {
  const fieldErrors: Record<string, string> = {};
  const usernameProblem = usernameError(body.username);
  if (usernameProblem) fieldErrors.username = usernameProblem;
  const passwordProblem = passwordError(body.password);
  if (passwordProblem) fieldErrors.password = passwordProblem;
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, { fieldErrors });

  const ipState = await ctx.counters.peek(`register:ip:${ip}`);
  const wait = retryAfterSeconds(ipState, ctx.throttle.registerPerIp);
  if (wait > 0) throw tooManyRequests(messages.registerThrottled(wait), wait);

  const username = body.username.trim().normalize('NFC');
  const passwordHash = await hashPassword(body.password);
  const id = globalThis.crypto.randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      await users.insertUser(tx, { id, username, usernameKey: usernameKey(username), passwordHash, display: JSON.stringify(DEFAULT_DISPLAY) });
      // At registration, anything but a data: or http(s) image is dropped (part 1 §5).
      const avatar = body.avatar?.trim() ? await storedImage(tx, id, body.avatar.trim()) : '';
      const banner = body.banner?.trim() ? await storedImage(tx, id, body.banner.trim()) : '';
      await users.setImages(tx, id, avatar === 'invalid' ? '' : avatar, banner === 'invalid' ? '' : banner);
      await createDocument(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key_key')) {
      throw conflict(messages.usernameTaken, { fieldErrors: { username: messages.usernameTaken } });
    }
    throw error;
  }
  await ctx.counters.increment(`register:ip:${ip}`, ctx.throttle.registerPerIp.windowMs);
  await rememberPlace(ctx.db, id, ip);
  const user = await recordLoginDay(ctx.db, id);
  const token = await issueToken(ctx.db, id);
  ctx.notifier.broadcast(serverEvents.userCreated, { user });
  ctx.notifier.broadcast(serverEvents.leaderboardUpdate, {});
  return { token, user, data: (await readUserData(ctx.db, id)).data };
}

/**
 * Sign-in, throttled with growing locks per (account, IP), per IP, and per account. The account's
 * lock only holds at places it never signed in from, so strangers failing everywhere cannot keep
 * its owner out of their usual connection. While locked the answer is 429 with Retry-After,
 * whether or not the password is right, so guessing gains nothing.
 */
export async function login(ctx: AppContext, body: LoginBody, ip: string): Promise<AuthResponse> {
  const key = usernameKey(body.username);
  const row = await users.findCredentials(ctx.db, key);
  const rules = ctx.throttle;
  const counters = [
    { key: `login:account-ip:${key}:${ip}`, rule: rules.loginPerAccountIp },
    { key: `login:ip:${ip}`, rule: rules.loginPerIp },
    { key: `login:account:${key}`, rule: rules.loginPerAccount },
  ];
  const knownPlace = row ? await isKnownPlace(ctx.db, row.id, ip) : false;
  const checked = knownPlace ? counters.slice(0, 2) : counters;
  const wait = Math.max(...(await Promise.all(checked.map((c) => lockedFor(ctx.counters, c.key)))));
  if (wait > 0) throw tooManyRequests(messages.loginThrottled(wait), wait);

  const valid = await verifyPassword(row?.password_hash ?? (await dummyHash), body.password);
  if (!row || !valid) {
    await Promise.all(counters.map((c) => recordFailure(ctx.counters, c.key, c.rule)));
    throw unauthenticated(messages.loginFailed);
  }
  await Promise.all([clearFailures(ctx.counters, counters[0]!.key), clearFailures(ctx.counters, counters[2]!.key)]);
  await rememberPlace(ctx.db, row.id, ip);
  const user = await recordLoginDay(ctx.db, row.id);
  const token = await issueToken(ctx.db, row.id);
  ctx.notifier.broadcast(serverEvents.userUpdated, { user });
  return { token, user, data: (await readUserData(ctx.db, row.id)).data };
}

/** PUT /me (part 1 §5 Profile update, part 2 §5 Account): empty values keep the current ones. */
export async function updateMe(ctx: AppContext, current: User, tokenHash: string, body: UpdateMeBody): Promise<User> {
  const changes: users.ProfileChanges = {};

  const username = body.username?.trim();
  if (username) {
    const problem = usernameError(username);
    if (problem) throw badRequest(problem, { fieldErrors: { username: problem } });
    changes.username = username.normalize('NFC');
    changes.username_key = usernameKey(username);
  }
  const password = body.password?.trim() ? body.password : null;
  if (password) {
    const problem = passwordError(password);
    if (problem) throw badRequest(problem, { fieldErrors: { password: problem } });
    changes.password_hash = await hashPassword(password);
  }
  for (const field of ['avatar', 'banner'] as const) {
    const value = body[field]?.trim();
    if (!value || value === current[field]) continue;
    const stored = await storedImage(ctx.db, current.id, value);
    if (stored === 'invalid') throw badRequest(messages.imageUrlInvalid, { fieldErrors: { [field]: messages.imageUrlInvalid } });
    changes[field] = stored;
  }
  if (body.display) changes.display = JSON.stringify(normaliseDisplay(body.display, current.display));
  if (body.slug !== undefined) {
    if (body.slug === null || body.slug.trim() === '') {
      changes.slug = null;
    } else {
      const slug = sanitiseSlug(body.slug);
      if (!slug) throw badRequest(messages.slugInvalid, { fieldErrors: { slug: messages.slugInvalid } });
      changes.slug = slug;
    }
  }
  if (Object.keys(changes).length === 0) return current;

  let row: users.UserRow | null;
  try {
    row = await users.updateProfile(ctx.db, current.id, changes);
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key_key')) {
      throw conflict(messages.usernameTaken, { fieldErrors: { username: messages.usernameTaken } });
    }
    if (isUniqueViolation(error, 'users_slug_key')) {
      throw conflict(messages.slugTaken, { fieldErrors: { slug: messages.slugTaken } });
    }
    throw error;
  }
  if (!row) throw new ApiError(404, messages.notFound);
  if (password) ctx.notifier.endTokenSockets(await deleteOtherTokens(ctx.db, current.id, tokenHash));
  const user = presentUser(row);
  ctx.notifier.broadcast(serverEvents.userUpdated, { user });
  ctx.notifier.broadcast(serverEvents.leaderboardUpdate, {});
  return user;
}
