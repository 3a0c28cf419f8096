import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import { verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { endSubscriptionsOfDeletedAccount, type Billing } from '../billing/billing';
import { forbidden, notFound, tooManyRequests } from '../../http/errors';
import { retryAfterSeconds } from '../throttle';
import { deleteUserRow, passwordHashOf } from '../../db/users';

/**
 * Deletes the account once its password is given again. Every row of the user goes with it
 * (tokens, document, uploads, sessions, first places, share codes, payments: ON DELETE CASCADE);
 * the admin audit keeps only anonymous facts (a trigger). Wrong passwords are throttled like
 * sign-ins, so a stolen token cannot be used to guess the password.
 */
export async function deleteAccount(ctx: AppContext, billing: Billing, userId: string, password: string): Promise<void> {
  const key = `delete:account:${userId}`;
  const wait = retryAfterSeconds(await ctx.counters.peek(key), ctx.throttle.loginPerAccountIp);
  if (wait > 0) throw tooManyRequests(messages.accountDeleteThrottled(wait), wait);
  const passwordHash = await passwordHashOf(ctx.db, userId);
  if (passwordHash === null) throw notFound();
  if (!(await verifyPassword(passwordHash, password))) {
    await ctx.counters.increment(key, ctx.throttle.loginPerAccountIp.windowMs);
    throw forbidden(messages.accountPasswordWrong);
  }
  await endSubscriptionsOfDeletedAccount(ctx, billing, userId);
  await deleteUserRow(ctx.db, userId);
  ctx.notifier.endUserSockets(userId);
  await ctx.counters.reset(key);
  ctx.notifier.broadcast(serverEvents.leaderboardUpdate, {});
  ctx.notifier.toAdmins(serverEvents.adminSessionsChanged, {});
}
