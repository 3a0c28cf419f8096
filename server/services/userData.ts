import { chapterPartKey, parsePartKey, PROFILE_PART, SUBJECTS_PART } from '../../domain/data/parts';
import { chapterKey, chapterKeys, type Subject } from '../../domain/data/subjects';
import { CHAPTER_CONTENT, type ChapterContent, type Material, type UserData } from '../../domain/data/userData';
import type { SaveCheckResponse, SavePartsResponse } from '../../domain/api';
import { limits } from '../../domain/limits';
import { messages } from '../../domain/messages';
import { serverEvents } from '../../domain/realtime';
import { planOf } from '../../domain/badges';
import { quotaGrowthExceeded, type QuotaKind } from '../../domain/quotas';
import type { User } from '../../domain/user';
import type { AppContext } from '../context';
import { lockDocument, readPartContents, readPartTexts, saveApplied, storeParts, toPartWrite, type PartMeta, type PartWrite } from '../db/material';
import type { Queryable } from '../db/types';
import { forbidden, notFound, payloadTooLarge, preconditionFailed } from '../http/errors';
import { normaliseOffThread } from './documents/pool';
import { listSessions, readProgress } from './training/store';

/**
 * The user's data: the material, stored in parts (server/db/material.ts), and the history the
 * server records (training_sessions). Reads answer JSON text assembled from the stored parts' text:
 * a document may be 10 MB and is never parsed nor serialised on the main thread.
 */

export interface VersionedData {
  data: UserData;
  revision: number;
}

interface StoredMaterial {
  revision: number;
  /** `Material` as JSON text. */
  json: string;
  chapters: Set<string>;
  /** Every stored part's revision (empty chapter lists included). */
  revisions: Record<string, number>;
}

/** The material's JSON text from its parts' texts (a chapter list `[]` is left out, as normalising does). */
async function readStoredMaterial(db: Queryable, userId: string): Promise<StoredMaterial> {
  const stored = await readPartTexts(db, userId);
  if (!stored) throw notFound();
  let subjects = '[]';
  let music = 'null';
  const lists: Record<ChapterContent, string[]> = { cards: [], zoningSets: [], mindMaps: [] };
  const revisions: Record<string, number> = {};
  for (const { part, json, revision } of stored.parts) {
    revisions[part] = revision;
    if (part === SUBJECTS_PART) subjects = json;
    else if (part === PROFILE_PART) music = json;
    else {
      const parsed = parsePartKey(part);
      if (parsed && 'chapter' in parsed && json !== '[]') lists[parsed.kind].push(`${JSON.stringify(parsed.chapter)}:${json}`);
    }
  }
  const chapterLists = CHAPTER_CONTENT.map((kind) => `"${kind}":{${lists[kind].join(',')}}`).join(',');
  return {
    revision: stored.revision,
    json: `{"subjects":${subjects},${chapterLists},"profileMusicUrl":${music}}`,
    chapters: chapterKeys(JSON.parse(subjects) as Subject[]),
    revisions,
  };
}

/** The user's material, parsed: what checking a recorded session against their cards, boards and maps needs. */
export async function readMaterial(db: Queryable, userId: string): Promise<{ data: Material; revision: number }> {
  const stored = await readStoredMaterial(db, userId);
  return { data: JSON.parse(stored.json) as Material, revision: stored.revision };
}

/** The whole document of part 1 §3 (material, sessions and progress), parsed. */
export async function readUserData(db: Queryable, userId: string): Promise<VersionedData> {
  const found = await readUserDataText(db, userId);
  return JSON.parse(found.json) as VersionedData;
}

export interface UserDataText {
  revision: number;
  /** `{ data, revision }` as JSON text, as GET /me/data answers it. */
  json: string;
}

/** GET /me/data (the spec's shape, for older clients): the material with every kept session and the progress. */
export async function readUserDataText(db: Queryable, userId: string): Promise<UserDataText> {
  const stored = await readStoredMaterial(db, userId);
  const [sessions, progress] = await Promise.all([listSessions(db, userId), readProgress(db, userId, stored.chapters)]);
  return { revision: stored.revision, json: `{"data":${withFields(stored.json, { progress, sessions })},"revision":${stored.revision}}` };
}

/**
 * GET /me/material, what the app loads: the material, the progress, each part's revision and the
 * document's revision. The sessions are history, read by pages (GET /me/sessions).
 */
export async function readStudyText(db: Queryable, userId: string): Promise<{ revision: number; json: string }> {
  const stored = await readStoredMaterial(db, userId);
  const progress = await readProgress(db, userId, stored.chapters);
  return {
    revision: stored.revision,
    json: `{"data":${withFields(stored.json, { progress })},"revisions":${JSON.stringify(stored.revisions)},"revision":${stored.revision}}`,
  };
}

/** `objectJson`, the JSON text of an object, with `fields` added, without parsing it again. */
function withFields(objectJson: string, fields: Record<string, unknown>): string {
  const added = JSON.stringify(fields).slice(1, -1);
  if (!added) return objectJson;
  return objectJson === '{}' ? `{${added}}` : `${objectJson.slice(0, -1)},${added}}`;
}

/** The totals a save is checked against: plan quotas (boards, maps) and the size cap. */
interface Totals extends Record<QuotaKind, number> {
  bytes: number;
}

const QUOTA_OF: Partial<Record<string, QuotaKind>> = { zoningSets: 'zoning', mindMaps: 'mindmap' };

function totalsOf(parts: Iterable<Pick<PartMeta, 'part' | 'size_bytes' | 'items'>>): Totals {
  const totals: Totals = { bytes: 0, zoning: 0, mindmap: 0 };
  for (const { part, size_bytes, items } of parts) {
    totals.bytes += size_bytes;
    const quota = QUOTA_OF[part.slice(0, part.indexOf(':'))];
    if (quota) totals[quota] += items;
  }
  return totals;
}

/**
 * Stores `writes` and removes `removals` in the locked document `stored`, after checking the size
 * cap and the plan quotas (part 2 §6) against what is stored: a save may keep or edit what exists,
 * never create past the limit. Answers the document's new revision and the parts' revisions.
 */
async function commit(
  tx: Queryable,
  user: User,
  stored: Map<string, PartMeta>,
  writes: readonly PartWrite[],
  removals: readonly string[],
  saveId: string | null = null,
): Promise<{ revision: number; revisions: Record<string, number> }> {
  const after = new Map(stored);
  for (const part of removals) after.delete(part);
  for (const write of writes) after.set(write.part, { part: write.part, revision: 0, size_bytes: write.bytes, items: write.items });
  const next = totalsOf(after.values());
  if (next.bytes > limits.userDataMaxBytes) {
    throw payloadTooLarge(messages.dataTooLarge(Math.round(limits.userDataMaxBytes / (1024 * 1024))));
  }
  const exceeded = quotaGrowthExceeded(planOf(user.badges), totalsOf(stored.values()), next);
  if (exceeded) throw forbidden(messages.quotaExceeded(exceeded.kind, exceeded.limit), { quota: exceeded });
  const { revision, written } = await storeParts(tx, user.id, writes, removals, next.bytes, saveId);
  const revisions: Record<string, number> = {};
  for (const { part } of writes) revisions[part] = written.get(part) ?? stored.get(part)?.revision ?? 1;
  return { revision, revisions };
}

/** Chapter parts whose chapter is not in `chapters` (deleted with its subject or chapter). */
function orphansOf(parts: Iterable<string>, chapters: ReadonlySet<string>): string[] {
  return [...parts].filter((key) => {
    const part = parsePartKey(key);
    return part !== null && 'chapter' in part && !chapters.has(part.chapter);
  });
}

/**
 * PATCH /me/material: stores the parts sent (normalised and cleaned off the main thread), each if
 * the server still holds the revision it is based on. Otherwise 412 with those parts as stored,
 * and nothing changes. Sessions and progress cannot be sent: they are the server's record.
 */
export async function saveParts(ctx: AppContext, user: User, body: string): Promise<SavePartsResponse> {
  const content = await normaliseOffThread('parts', body);
  const saved = await ctx.db.transaction(async (tx) => {
    const locked = await lockDocument(tx, user.id);
    if (!locked) throw notFound();
    // The same save sent again (its page went away before the answer, the next one replays it):
    // stored once, and answered as stored rather than as stale.
    if (content.saveId && (await saveApplied(tx, user.id, content.saveId))) {
      const revisions = Object.fromEntries(content.parts.map((part) => [part.part, locked.parts.get(part.part)?.revision ?? 0]));
      return { revision: locked.revision, previous: locked.revision, revisions, removed: [], alreadyStored: true as const };
    }
    const sentSubjects = content.chapters;
    const chapters = new Set(sentSubjects ?? chapterKeys(Array.isArray(locked.subjects) ? (locked.subjects as Subject[]) : []));
    const stale = content.parts.filter((part) => {
      const parsed = parsePartKey(part.part);
      if (parsed && 'chapter' in parsed && !chapters.has(parsed.chapter)) return true;
      return (locked.parts.get(part.part)?.revision ?? 0) !== part.revision;
    });
    if (stale.length > 0) {
      const keys = stale.map((part) => part.part);
      // A chapter deleted elsewhere: the subject list the client does not have goes with the answer.
      if (!sentSubjects && stale.some((part) => !locked.parts.has(part.part))) keys.push(SUBJECTS_PART);
      const current = await readPartContents(tx, user.id, keys);
      const parts = keys.map((key) => ({ key, revision: current.get(key)?.revision ?? 0, content: current.get(key)?.content ?? null }));
      throw preconditionFailed(messages.partsStale, { revision: locked.revision, parts });
    }
    const removals = sentSubjects ? orphansOf(locked.parts.keys(), chapters) : [];
    const result = await commit(tx, user, locked.parts, content.parts, removals, content.saveId);
    return { ...result, previous: locked.revision, removed: removals };
  });
  if (!('alreadyStored' in saved)) ctx.notifier.toUser(user.id, serverEvents.userDataUpdated, { revision: saved.revision });
  return saved;
}

/** GET /me/material/saves/:saveId: whether that save of the user was stored. */
export async function readSaveCheck(db: Queryable, userId: string, saveId: string): Promise<SaveCheckResponse> {
  return { applied: await saveApplied(db, userId, saveId) };
}

/**
 * PUT /me/data (the spec's whole-document save, kept for older clients): replaces the material
 * with the normalised `body` if the document is still at the revision `baseRevision` gives (from
 * If-Match or the body's own field); otherwise 412 and nothing changes. Only the parts whose
 * content changed are written. Sessions and progress in the body are ignored.
 */
export async function replaceUserData(
  ctx: AppContext,
  user: User,
  body: string,
  baseRevision: (fromBody: unknown) => number,
): Promise<UserDataText> {
  const content = await normaliseOffThread('user-data', body);
  const base = baseRevision(content.revision);
  const total = content.parts.reduce((sum, part) => sum + part.bytes, 0);
  if (total > limits.userDataMaxBytes) {
    throw payloadTooLarge(messages.dataTooLarge(Math.round(limits.userDataMaxBytes / (1024 * 1024))));
  }
  const revision = await ctx.db.transaction(async (tx) => {
    const locked = await lockDocument(tx, user.id);
    if (!locked) throw notFound();
    if (locked.revision !== base) throw preconditionFailed(messages.dataStale, { revision: locked.revision });
    const kept = new Set(content.parts.map((part) => part.part));
    // Chapter lists no longer sent are emptied (their revisions go on) unless the chapter went.
    const chapters = new Set(content.chapters);
    const removals = orphansOf(locked.parts.keys(), chapters);
    const emptied = [...locked.parts.keys()]
      .filter((key) => !kept.has(key) && !removals.includes(key))
      .map((part) => toPartWrite(part, []));
    return (await commit(tx, user, locked.parts, [...content.parts, ...emptied], removals)).revision;
  });
  ctx.notifier.toUser(user.id, serverEvents.userDataUpdated, { revision });
  const [sessions, progress] = await Promise.all([listSessions(ctx.db, user.id), readProgress(ctx.db, user.id, new Set(content.chapters))]);
  return { revision, json: `{"data":${withFields(content.json, { progress, sessions })},"revision":${revision}}` };
}

/**
 * The subject list and one chapter's cards, boards and maps: what checking a recorded session
 * against the user's own material needs, without reading the rest of the document.
 */
export async function readChapterMaterial(db: Queryable, userId: string, subjectId: string, chapterId: string): Promise<Material> {
  const chapter = chapterKey(subjectId, chapterId);
  const keys = CHAPTER_CONTENT.map((kind) => chapterPartKey(kind, chapter));
  const found = await readPartContents(db, userId, [SUBJECTS_PART, ...keys]);
  const material: Material = { subjects: [], cards: {}, zoningSets: {}, mindMaps: {}, profileMusicUrl: null };
  material.subjects = (found.get(SUBJECTS_PART)?.content as Subject[] | undefined) ?? [];
  for (const kind of CHAPTER_CONTENT) {
    const list = found.get(chapterPartKey(kind, chapter))?.content;
    if (Array.isArray(list) && list.length > 0) (material[kind] as Record<string, unknown[]>)[chapter] = list;
  }
  return material;
}
