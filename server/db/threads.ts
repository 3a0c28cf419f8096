import type { Queryable } from './types';

/** SQL of the conversation threads: `threads`, `thread_messages`, `thread_participants` (migration 019). */

export type ThreadKind = 'support' | 'mentoring';

export interface ThreadRow {
  id: string;
  kind: ThreadKind;
  owner_id: string;
  subject: string;
  page: string;
  status: 'open' | 'answered' | 'resolved';
  message_count: number;
  waiting_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface MessageRow {
  id: string;
  author_id: string | null;
  author_name: string | null;
  from_staff: boolean;
  body: string;
  attachment: string;
  created_at: Date;
}

const COLUMNS = 'id, kind, owner_id, subject, page, status, message_count, waiting_since, created_at, updated_at';

export async function insertThread(db: Queryable, thread: { id: string; kind: ThreadKind; ownerId: string; subject: string; page: string }): Promise<void> {
  await db.query('INSERT INTO threads (id, kind, owner_id, subject, page) VALUES ($1, $2, $3, $4, $5)', [
    thread.id,
    thread.kind,
    thread.ownerId,
    thread.subject,
    thread.page,
  ]);
}

export async function addParticipant(db: Queryable, threadId: string, userId: string): Promise<void> {
  await db.query('INSERT INTO thread_participants (thread_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [threadId, userId]);
}

export async function findThread(db: Queryable, id: string): Promise<ThreadRow | null> {
  return (await db.query<ThreadRow>(`SELECT ${COLUMNS} FROM threads WHERE id = $1`, [id])).rows[0] ?? null;
}

export async function isParticipant(db: Queryable, threadId: string, userId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM thread_participants WHERE thread_id = $1 AND user_id = $2', [threadId, userId])).rows.length > 0;
}

export async function participantIds(db: Queryable, threadId: string): Promise<string[]> {
  return (await db.query<{ user_id: string }>('SELECT user_id FROM thread_participants WHERE thread_id = $1', [threadId])).rows.map((r) => r.user_id);
}

/** Threads of `kind` the owner opened since `since`. */
export async function countOwnThreadsSince(db: Queryable, ownerId: string, kind: ThreadKind, since: Date): Promise<number> {
  const found = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM threads WHERE owner_id = $1 AND kind = $2 AND created_at >= $3', [ownerId, kind, since]);
  return found.rows[0]?.n ?? 0;
}

/**
 * Who wrote, for the thread's status: its owner (a support request then waits for an answer),
 * an administrator answering it, or a mentor (mentoring threads have no waiting).
 */
export type Writer = 'owner' | 'staff' | 'peer';

/**
 * Takes a place in the thread for one more message, if it has fewer than `max`, and moves its
 * status: one statement, so concurrent messages never pass the limit. False when it is full.
 */
export async function reserveMessage(db: Queryable, threadId: string, writer: Writer, max: number): Promise<boolean> {
  const found = await db.query(
    `UPDATE threads SET message_count = message_count + 1, updated_at = now(),
            status = CASE WHEN kind <> 'support' THEN status WHEN $2 = 'staff' THEN 'answered' ELSE 'open' END,
            waiting_since = CASE
              WHEN kind <> 'support' OR $2 = 'staff' THEN NULL
              WHEN status = 'open' AND waiting_since IS NOT NULL THEN waiting_since
              ELSE now() END
      WHERE id = $1 AND message_count < $3 RETURNING id`,
    [threadId, writer, max],
  );
  return found.rows.length > 0;
}

export async function insertMessage(
  db: Queryable,
  message: { threadId: string; authorId: string; fromStaff: boolean; body: string; attachment: string },
): Promise<string> {
  const found = await db.query<{ id: string }>(
    'INSERT INTO thread_messages (thread_id, author_id, from_staff, body, attachment) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [message.threadId, message.authorId, message.fromStaff, message.body, message.attachment],
  );
  return found.rows[0]!.id;
}

export async function listMessages(db: Queryable, threadId: string): Promise<MessageRow[]> {
  const found = await db.query<MessageRow>(
    `SELECT m.id, m.author_id, u.username AS author_name, m.from_staff, m.body, m.attachment, m.created_at
       FROM thread_messages m LEFT JOIN users u ON u.id = m.author_id
      WHERE m.thread_id = $1 ORDER BY m.id`,
    [threadId],
  );
  return found.rows;
}

/** The participant has read every message of the thread so far. */
export async function markRead(db: Queryable, threadId: string, userId: string): Promise<void> {
  await db.query(
    `UPDATE thread_participants SET last_read_id = coalesce((SELECT max(id) FROM thread_messages WHERE thread_id = $1), 0)
      WHERE thread_id = $1 AND user_id = $2`,
    [threadId, userId],
  );
}

/** Messages of others the user has not read, per thread of `kind` they take part in. */
export async function unreadByThread(db: Queryable, userId: string, kind: ThreadKind): Promise<Map<string, number>> {
  const found = await db.query<{ thread_id: string; n: number }>(
    `SELECT p.thread_id, count(m.id)::int AS n
       FROM thread_participants p
       JOIN threads t ON t.id = p.thread_id AND t.kind = $2
       JOIN thread_messages m ON m.thread_id = p.thread_id AND m.id > p.last_read_id AND m.author_id IS DISTINCT FROM p.user_id
      WHERE p.user_id = $1 GROUP BY p.thread_id`,
    [userId, kind],
  );
  return new Map(found.rows.map((row) => [row.thread_id, row.n]));
}

export async function setThreadStatus(db: Queryable, threadId: string, status: 'open' | 'resolved'): Promise<void> {
  await db.query(
    `UPDATE threads SET status = $2, updated_at = now(),
            waiting_since = CASE WHEN $2 = 'resolved' THEN NULL ELSE waiting_since END
      WHERE id = $1`,
    [threadId, status],
  );
}

export async function listOwnThreads(db: Queryable, ownerId: string, kind: ThreadKind): Promise<ThreadRow[]> {
  return (await db.query<ThreadRow>(`SELECT ${COLUMNS} FROM threads WHERE owner_id = $1 AND kind = $2 ORDER BY created_at DESC, id`, [ownerId, kind])).rows;
}

export interface InboxRow extends ThreadRow {
  owner_name: string;
  owner_badges: string[];
}

/**
 * The admins' inbox: unresolved requests first, Major and Champion ones (« Prioritaire ») before
 * the free users', those waiting for an answer first, the longest waiting first.
 */
export async function listSupportInbox(db: Queryable, limit: number): Promise<InboxRow[]> {
  const found = await db.query<InboxRow>(
    `SELECT ${COLUMNS.split(', ').map((c) => `t.${c}`).join(', ')}, u.username AS owner_name, u.badges AS owner_badges
       FROM threads t JOIN users u ON u.id = t.owner_id
      WHERE t.kind = 'support'
      ORDER BY (t.status = 'resolved'), NOT ('major' = ANY (u.badges) OR 'champion' = ANY (u.badges)), (t.status <> 'open'),
               t.waiting_since ASC NULLS LAST, t.updated_at DESC, t.id
      LIMIT $1`,
    [limit],
  );
  return found.rows;
}
