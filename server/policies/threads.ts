import { isAdmin } from '../../domain/badges';
import { messages } from '../../domain/messages';
import type { User } from '../../domain/user';
import type { ThreadRow, Writer } from '../db/threads';
import { notFound } from '../http/errors';

/**
 * Who may read and write a thread, and as what: a support request by its owner, or by an
 * administrator answering from the inbox (`asStaff`); a mentoring thread by its two participants
 * only. Anyone else gets the same 404 as for a thread that does not exist.
 */
export function threadWriter(user: User, thread: ThreadRow, participant: boolean, asStaff: boolean): Writer {
  if (thread.kind === 'support') {
    if (asStaff && isAdmin(user.badges)) return 'staff';
    if (!asStaff && thread.owner_id === user.id) return 'owner';
  } else if (!asStaff && participant) {
    return thread.owner_id === user.id ? 'owner' : 'peer';
  }
  throw notFound(messages.threadNotFound);
}
