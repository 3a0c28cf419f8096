import { normaliseUserData, type UserData } from '../../domain/data/userData';
import { limits } from '../../domain/limits';
import { messages } from '../../domain/messages';
import { serverEvents } from '../../domain/realtime';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import { notFound, payloadTooLarge, preconditionFailed } from '../http/errors';

export interface VersionedData {
  data: UserData;
  revision: number;
}

export async function readUserData(db: Queryable, userId: string): Promise<VersionedData> {
  const found = await db.query<{ doc: unknown; revision: number }>(
    'SELECT doc, revision FROM user_data WHERE user_id = $1',
    [userId],
  );
  const row = found.rows[0];
  if (!row) throw notFound();
  return { data: normaliseUserData(row.doc), revision: row.revision };
}

/**
 * Replaces the document after normalisation, if it is still at `baseRevision`; otherwise 412 and
 * nothing changes. Sessions and progress are the server's record and are kept as stored: a client
 * can reorganise its material but never rewrite its history (points and badges derive from it).
 */
export async function replaceUserData(
  ctx: AppContext,
  userId: string,
  input: unknown,
  baseRevision: number,
): Promise<VersionedData> {
  const stored = await readUserData(ctx.db, userId);
  const submitted = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const data = normaliseUserData({
    ...submitted,
    sessions: stored.data.sessions,
    progress: stored.data.progress,
  });
  const json = JSON.stringify(data);
  const size = Buffer.byteLength(json);
  if (size > limits.userDataMaxBytes) {
    throw payloadTooLarge(messages.dataTooLarge(Math.round(limits.userDataMaxBytes / (1024 * 1024))));
  }
  const updated = await ctx.db.query<{ revision: number }>(
    `UPDATE user_data SET doc = $2, size_bytes = $3, revision = revision + 1, updated_at = now()
      WHERE user_id = $1 AND revision = $4
      RETURNING revision`,
    [userId, json, size, baseRevision],
  );
  const revision = updated.rows[0]?.revision;
  if (revision === undefined) {
    const current = await readUserData(ctx.db, userId);
    throw preconditionFailed(messages.dataStale, { revision: current.revision });
  }
  ctx.notifier.toUser(userId, serverEvents.userDataUpdated, { revision });
  return { data, revision };
}
