import { planOf } from '../../domain/badges';
import { parisDayEnd, parisDayStart } from '../../domain/dates';
import { messages } from '../../domain/messages';
import { SUPPORT_LIMITS, type SupportInboxRow, type SupportRequestBody, type SupportRequestSummary } from '../../domain/support';
import type { ThreadView } from '../../domain/threads';
import type { User } from '../../domain/user';
import type { AppContext } from '../context';
import { countOwnThreadsSince, listOwnThreads, listSupportInbox, setThreadStatus, unreadByThread } from '../db/threads';
import type { Queryable } from '../db/types';
import { badRequest, tooManyRequests } from '../http/errors';
import { accessThread, announceThread, cleanMessage, openThread, readThread } from './threads';

/** Support requests (issue 51): a thread of kind `support` between a student and the admins. */

const INBOX_SIZE = 200;

/** The page a request came from: a path of the app, else nothing. */
const pageOf = (page: string) => (/^\/[^\s]*$/.test(page.trim()) ? page.trim() : '');

/** « Contacter le support »: at most `requestsPerDay` new requests per Paris day and account. */
export async function createSupportRequest(ctx: AppContext, user: User, input: SupportRequestBody, now = Date.now()): Promise<ThreadView> {
  const subject = input.subject.replace(/\s+/g, ' ').trim();
  if (subject === '') throw badRequest(messages.supportSubjectEmpty);
  if (subject.length > SUPPORT_LIMITS.subject) throw badRequest(messages.supportSubjectTooLong(SUPPORT_LIMITS.subject));
  const first = await cleanMessage(ctx.db, user.id, input);
  const id = await ctx.db.transaction(async (tx) => {
    // One account's requests are counted one at a time: two sent at once cannot both pass the limit.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`support:${user.id}`]);
    if ((await countOwnThreadsSince(tx, user.id, 'support', new Date(parisDayStart(now)))) >= SUPPORT_LIMITS.requestsPerDay) {
      throw tooManyRequests(messages.supportDailyLimit(SUPPORT_LIMITS.requestsPerDay), Math.ceil((parisDayEnd(now) - now) / 1000));
    }
    return openThread(tx, { kind: 'support', owner: user, subject, page: pageOf(input.page), participants: [user.id] }, first);
  });
  await announceThread(ctx, { id, kind: 'support' });
  return readThread(ctx.db, user, id, 'support', false);
}

/** The student's requests, newest first, with their unread answers. */
export async function ownSupportRequests(db: Queryable, user: User): Promise<SupportRequestSummary[]> {
  const [rows, unread] = await Promise.all([listOwnThreads(db, user.id, 'support'), unreadByThread(db, user.id, 'support')]);
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    unread: unread.get(row.id) ?? 0,
  }));
}

/** Answers not read yet, over all the student's requests (the menu's count). */
export async function unreadSupport(db: Queryable, user: User): Promise<number> {
  return [...(await unreadByThread(db, user.id, 'support')).values()].reduce((sum, n) => sum + n, 0);
}

/** « Résolue » or open again, by the student or an admin. */
export async function setSupportStatus(ctx: AppContext, user: User, id: string, asStaff: boolean, status: 'open' | 'resolved'): Promise<ThreadView> {
  const { thread } = await accessThread(ctx.db, user, id, 'support', asStaff);
  await setThreadStatus(ctx.db, id, status);
  await announceThread(ctx, thread);
  return readThread(ctx.db, user, id, 'support', asStaff);
}

/** The admins' « Support » inbox (see `listSupportInbox` for its order). */
export async function supportInbox(db: Queryable): Promise<SupportInboxRow[]> {
  return (await listSupportInbox(db, INBOX_SIZE)).map((row) => {
    const plan = planOf(row.owner_badges);
    return {
      id: row.id,
      subject: row.subject,
      status: row.status,
      ownerName: row.owner_name,
      plan,
      priority: plan !== 'free',
      waitingSince: row.waiting_since ? new Date(row.waiting_since).toISOString() : null,
      messageCount: row.message_count,
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
}
