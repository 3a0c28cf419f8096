import { chapterKey, chapterKeys } from '../../domain/data/subjects';
import type { UserData } from '../../domain/data/userData';
import { limits } from '../../domain/limits';
import { messages } from '../../domain/messages';
import { serverEvents } from '../../domain/realtime';
import { planOf } from '../../domain/badges';
import { quotaGrowthExceeded, type QuotaKind } from '../../domain/quotas';
import type { User } from '../../domain/user';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import { forbidden, notFound, payloadTooLarge, preconditionFailed } from '../http/errors';
import { normaliseOffThread } from './documents/pool';
import { listSessions, progressOf } from './training/store';

export interface VersionedData {
  data: UserData;
  revision: number;
}

/**
 * The document as stored (it was normalised when written) with the server's own record joined in:
 * the recorded sessions, and the progress derived from them for the chapters that still exist.
 */
export async function readUserData(db: Queryable, userId: string): Promise<VersionedData> {
  const { data, revision } = await readMaterial(db, userId);
  return withHistory(db, userId, data, revision);
}

/**
 * The user's material as stored, without the history (no session is read): what checking a
 * recorded session against the user's own cards, boards and maps needs.
 */
export async function readMaterial(db: Queryable, userId: string): Promise<VersionedData> {
  const found = await db.query<{ doc: UserData; revision: number }>(
    'SELECT doc, revision FROM user_data WHERE user_id = $1',
    [userId],
  );
  const row = found.rows[0];
  if (!row) throw notFound();
  return { data: { ...row.doc, sessions: [], progress: {} }, revision: row.revision };
}

export interface UserDataText {
  revision: number;
  /** `{ data, revision }` as JSON text, as GET /me/data answers it. */
  json: string;
}

/**
 * `readUserData` as the JSON text of the answer: the database writes the stored document as text
 * and it is sent as is, never parsed nor serialised on the main thread (a document may be 10 MB).
 */
export async function readUserDataText(db: Queryable, userId: string): Promise<UserDataText> {
  const found = await db.query<{ json: string; subjects: UserData['subjects'] | null; revision: number }>(
    `SELECT (doc - 'sessions' - 'progress')::text AS json, doc->'subjects' AS subjects, revision FROM user_data WHERE user_id = $1`,
    [userId],
  );
  const row = found.rows[0];
  if (!row) throw notFound();
  const history = await historyOf(db, userId, chapterKeys(row.subjects ?? []));
  return { revision: row.revision, json: answerText(row.json, history, row.revision) };
}

/** The answer of GET and PUT /me/data from the stored document's text and the history to join in. */
function answerText(documentJson: string, history: Pick<UserData, 'sessions' | 'progress'>, revision: number): string {
  return `{"data":${withFields(documentJson, history)},"revision":${revision}}`;
}

/** The user's sessions, and the progress derived from them for the chapters in `keys`. */
async function historyOf(db: Queryable, userId: string, keys: Set<string>): Promise<Pick<UserData, 'sessions' | 'progress'>> {
  const sessions = await listSessions(db, userId);
  const progress = Object.fromEntries(
    Object.entries(progressOf(sessions)).filter(([key]) => {
      const [, subjectId, chapterId] = key.split(':');
      return keys.has(chapterKey(subjectId ?? '', chapterId ?? ''));
    }),
  );
  return { sessions, progress };
}

async function withHistory(db: Queryable, userId: string, doc: UserData, revision: number): Promise<VersionedData> {
  return { data: { ...doc, ...(await historyOf(db, userId, chapterKeys(doc.subjects))) }, revision };
}

/** `objectJson`, the JSON text of an object, with `fields` added, without parsing it again. */
function withFields(objectJson: string, fields: Record<string, unknown>): string {
  const added = JSON.stringify(fields).slice(1, -1);
  if (!added) return objectJson;
  return objectJson === '{}' ? `{${added}}` : `${objectJson.slice(0, -1)},${added}}`;
}

/**
 * Replaces the document with the normalised `body` (the request's JSON text), if it is still at
 * the revision `baseRevision` gives (from If-Match or the body's own field); otherwise 412 and
 * nothing changes. Parsing, normalising and cleaning happen off the main thread. Sessions and
 * progress are the server's record (training_sessions): a client can reorganise its material but
 * never rewrite its history, from which points and badges derive.
 */
export async function replaceUserData(
  ctx: AppContext,
  user: User,
  body: string,
  baseRevision: (fromBody: unknown) => number,
): Promise<UserDataText> {
  const content = await normaliseOffThread('user-data', body);
  const base = baseRevision(content.revision);
  if (content.bytes > limits.userDataMaxBytes) {
    throw payloadTooLarge(messages.dataTooLarge(Math.round(limits.userDataMaxBytes / (1024 * 1024))));
  }
  await checkQuotas(ctx, user, content.counts, base);
  const updated = await ctx.db.query<{ revision: number }>(
    `UPDATE user_data SET doc = $2, size_bytes = $3, revision = revision + 1, updated_at = now()
      WHERE user_id = $1 AND revision = $4
      RETURNING revision`,
    [user.id, content.json, content.bytes, base],
  );
  const revision = updated.rows[0]?.revision;
  if (revision === undefined) {
    throw await staleRevision(ctx, user.id);
  }
  ctx.notifier.toUser(user.id, serverEvents.userDataUpdated, { revision });
  const history = await historyOf(ctx.db, user.id, new Set(content.chapters));
  return { revision, json: answerText(content.json, history, revision) };
}

async function staleRevision(ctx: AppContext, userId: string) {
  const current = await ctx.db.query<{ revision: number }>('SELECT revision FROM user_data WHERE user_id = $1', [userId]);
  return preconditionFailed(messages.dataStale, { revision: current.rows[0]?.revision ?? 0 });
}

/**
 * Plan quotas on zoning boards and mind maps (part 2 §6), against the stored document the save is
 * based on: a save may keep or edit what exists, never create past the limit. The counts are read
 * in SQL so the stored document is not parsed again.
 */
async function checkQuotas(ctx: AppContext, user: User, next: Record<QuotaKind, number>, baseRevision: number): Promise<void> {
  const stored = await ctx.db.query<{ zoning: number; mindmap: number }>(
    `SELECT
       (SELECT COALESCE(SUM(jsonb_array_length(value)), 0)::int FROM jsonb_each(doc->'zoningSets')) AS zoning,
       (SELECT COALESCE(SUM(jsonb_array_length(value)), 0)::int FROM jsonb_each(doc->'mindMaps')) AS mindmap
     FROM user_data WHERE user_id = $1 AND revision = $2`,
    [user.id, baseRevision],
  );
  const counts = stored.rows[0];
  if (!counts) throw await staleRevision(ctx, user.id);
  const exceeded = quotaGrowthExceeded(planOf(user.badges), counts, next);
  if (exceeded) {
    throw forbidden(messages.quotaExceeded(exceeded.kind, exceeded.limit), { quota: exceeded });
  }
}
