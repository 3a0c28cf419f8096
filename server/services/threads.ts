import { randomUUID } from 'node:crypto';
import { messages } from '../../domain/messages';
import { serverEvents } from '../../domain/realtime';
import { richTextToPlain, sanitiseRichText } from '../../domain/richText';
import { THREAD_LIMITS, type ThreadMessageBody, type ThreadView } from '../../domain/threads';
import type { User } from '../../domain/user';
import type { AppContext } from '../context';
import {
  addParticipant,
  findThread,
  insertMessage,
  insertThread,
  isParticipant,
  listMessages,
  markRead,
  participantIds,
  reserveMessage,
  type ThreadKind,
  type ThreadRow,
  type Writer,
} from '../db/threads';
import type { Queryable } from '../db/types';
import { badRequest, conflict, notFound } from '../http/errors';
import { threadWriter } from '../policies/threads';
import { ownsUpload, uploadIdOf } from './uploads/uploads';

/**
 * The one implementation of conversation threads (issue 51): support requests and mentor–mentee
 * threads both post, read and announce their messages here, under the same rules.
 */

/** A message as it will be stored: sanitised to the allowed marks, within the limits. */
export interface CleanMessage {
  body: string;
  attachment: string;
}

/** Checks and cleans a message before anything is written: bad input loses nothing. */
export async function cleanMessage(db: Queryable, authorId: string, input: ThreadMessageBody): Promise<CleanMessage> {
  const body = sanitiseRichText(input.message, THREAD_LIMITS.messageRaw);
  const plain = richTextToPlain(body).trim();
  if (plain === '') throw badRequest(messages.threadMessageEmpty);
  if (plain.length > THREAD_LIMITS.messageChars) throw badRequest(messages.threadMessageTooLong(THREAD_LIMITS.messageChars));
  const attachment = input.attachment.trim();
  if (attachment !== '') {
    // Only a screenshot the author uploaded (the upload checks ran then), by its local address.
    const id = uploadIdOf(attachment);
    if (!id || !attachment.startsWith('/uploads/') || !(await ownsUpload(db, authorId, id))) throw badRequest(messages.threadAttachmentInvalid);
  }
  return { body, attachment };
}

/** Adds a message in the transaction `tx`: refused (409) once the thread holds its maximum. */
export async function appendMessage(tx: Queryable, thread: Pick<ThreadRow, 'id'>, author: Pick<User, 'id'>, writer: Writer, message: CleanMessage): Promise<void> {
  if (!(await reserveMessage(tx, thread.id, writer, THREAD_LIMITS.messages))) throw conflict(messages.threadFull(THREAD_LIMITS.messages));
  await insertMessage(tx, { threadId: thread.id, authorId: author.id, fromStaff: writer === 'staff', ...message });
  await markRead(tx, thread.id, author.id);
}

/** Opens a thread with its first message and its participants, in one transaction. */
export async function openThread(
  tx: Queryable,
  thread: { kind: ThreadKind; owner: Pick<User, 'id'>; subject: string; page: string; participants: string[] },
  first: CleanMessage | null,
): Promise<string> {
  const id = randomUUID();
  await insertThread(tx, { id, kind: thread.kind, ownerId: thread.owner.id, subject: thread.subject, page: thread.page });
  for (const userId of thread.participants) await addParticipant(tx, id, userId);
  if (first) await appendMessage(tx, { id }, thread.owner, 'owner', first);
  return id;
}

/** Tells the thread's participants (and for support, the admins) that it changed, on every process. */
export async function announceThread(ctx: AppContext, thread: Pick<ThreadRow, 'id' | 'kind'>): Promise<void> {
  const payload = { threadId: thread.id, kind: thread.kind };
  for (const userId of await participantIds(ctx.db, thread.id)) ctx.notifier.toUser(userId, serverEvents.threadUpdated, payload);
  if (thread.kind === 'support') ctx.notifier.toAdmins(serverEvents.threadUpdated, payload);
}

/** The thread `id` of `kind` if `user` may use it (as staff from the admin inbox, or as a participant). */
export async function accessThread(db: Queryable, user: User, id: string, kind: ThreadKind, asStaff: boolean): Promise<{ thread: ThreadRow; writer: Writer }> {
  const thread = await findThread(db, id);
  if (!thread || thread.kind !== kind) throw notFound(messages.threadNotFound);
  const writer = threadWriter(user, thread, await isParticipant(db, id, user.id), asStaff);
  return { thread, writer };
}

/** Posts `input` in the thread as `user` may, and announces it. */
export async function postToThread(ctx: AppContext, user: User, id: string, kind: ThreadKind, asStaff: boolean, input: ThreadMessageBody): Promise<ThreadView> {
  const { thread, writer } = await accessThread(ctx.db, user, id, kind, asStaff);
  const message = await cleanMessage(ctx.db, user.id, input);
  await ctx.db.transaction((tx) => appendMessage(tx, thread, user, writer, message));
  await announceThread(ctx, thread);
  return readThread(ctx.db, user, id, kind, asStaff);
}

/** The thread with its messages as `user` reads them; reading it marks it read for them. */
export async function readThread(db: Queryable, user: User, id: string, kind: ThreadKind, asStaff: boolean): Promise<ThreadView> {
  const { thread } = await accessThread(db, user, id, kind, asStaff);
  const rows = await listMessages(db, id);
  await markRead(db, id, user.id);
  return {
    id: thread.id,
    subject: thread.subject,
    status: thread.status,
    page: thread.page,
    createdAt: new Date(thread.created_at).toISOString(),
    open: thread.message_count < THREAD_LIMITS.messages,
    messages: rows.map((row) => ({
      id: Number(row.id),
      authorName: row.author_name,
      mine: row.author_id === user.id,
      fromStaff: row.from_staff,
      body: row.body,
      attachment: row.attachment,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
