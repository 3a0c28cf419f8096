import { limits } from '../../domain/limits';
import type { Queryable } from './types';

/**
 * The user's material, stored in parts (migration 013): SQL and row types of the tables
 * `material_parts` and `user_data`. Contents are handled as JSON text: they were normalised when
 * written and are sent as they are.
 */

/** A part as stored, without its content. */
export interface PartMeta {
  part: string;
  revision: number;
  size_bytes: number;
  items: number;
}

/** A part to write: its normalised content as JSON text, its size and list length. */
export interface PartWrite {
  part: string;
  json: string;
  bytes: number;
  items: number;
}

export interface PartText {
  part: string;
  json: string;
  revision: number;
}

/** Every part of the user with its content as text; the document's revision, or null without an account. */
export async function readPartTexts(db: Queryable, userId: string): Promise<{ revision: number; parts: PartText[] } | null> {
  const found = await db.query<{ part: string | null; json: string | null; revision: number; document_revision: number }>(
    `SELECT p.part, p.content::text AS json, p.revision, d.revision AS document_revision
       FROM user_data d LEFT JOIN material_parts p ON p.user_id = d.user_id
      WHERE d.user_id = $1`,
    [userId],
  );
  if (found.rows.length === 0) return null;
  const parts = found.rows.filter((row) => row.part !== null).map((row) => ({ part: row.part!, json: row.json!, revision: row.revision }));
  return { revision: found.rows[0]!.document_revision, parts };
}

/** The document's revision alone; null without an account. */
export async function readDocumentRevision(db: Queryable, userId: string): Promise<number | null> {
  const found = await db.query<{ revision: number }>('SELECT revision FROM user_data WHERE user_id = $1', [userId]);
  return found.rows[0]?.revision ?? null;
}

/**
 * The contents of the named parts (those that exist), parsed. Read as text and parsed here: on
 * PGlite, parsed rows would be copied object by object from its thread, which took twice as long.
 */
export async function readPartContents(db: Queryable, userId: string, parts: readonly string[]): Promise<Map<string, { content: unknown; revision: number }>> {
  if (parts.length === 0) return new Map();
  const found = await db.query<{ part: string; json: string; revision: number }>(
    'SELECT part, content::text AS json, revision FROM material_parts WHERE user_id = $1 AND part = ANY($2::text[])',
    [userId, parts],
  );
  return new Map(found.rows.map((row) => [row.part, { content: JSON.parse(row.json) as unknown, revision: row.revision }]));
}

/**
 * Locks the user's document for a save (one save at a time per user) and answers, in one round
 * trip, its revision, every part's revision, size and length, and the stored subject list; null
 * when the account is gone.
 */
export async function lockDocument(
  tx: Queryable,
  userId: string,
): Promise<{ revision: number; parts: Map<string, PartMeta>; subjects: unknown } | null> {
  const found = await tx.query<PartMeta & { part: string | null; document_revision: number; subjects: unknown }>(
    `SELECT d.revision AS document_revision, p.part, p.revision, p.size_bytes, p.items,
            CASE WHEN p.part = 'subjects' THEN p.content END AS subjects
       FROM user_data d LEFT JOIN material_parts p ON p.user_id = d.user_id
      WHERE d.user_id = $1
        FOR UPDATE OF d`,
    [userId],
  );
  const first = found.rows[0];
  if (!first) return null;
  const rows = found.rows.filter((row) => row.part !== null);
  const parts = new Map(rows.map(({ part, revision, size_bytes, items }): [string, PartMeta] => [part!, { part: part!, revision, size_bytes, items }]));
  return { revision: first.document_revision, parts, subjects: rows.find((row) => row.part === 'subjects')?.subjects ?? null };
}

/** Inserts or updates parts (a changed content bumps the part's revision), answering `part, revision` rows. */
const UPSERT_PARTS = `INSERT INTO material_parts AS p (user_id, part, content, size_bytes, items)
     SELECT $1, w.part, w.json::jsonb, w.bytes, w.items
       FROM unnest($2::text[], $3::text[], $4::int[], $5::int[]) AS w (part, json, bytes, items)
     ON CONFLICT (user_id, part) DO UPDATE
        SET content = EXCLUDED.content, size_bytes = EXCLUDED.size_bytes, items = EXCLUDED.items, revision = p.revision + 1
      WHERE p.content IS DISTINCT FROM EXCLUDED.content
     RETURNING part, revision`;

const upsertParams = (userId: string, parts: readonly PartWrite[]) => [
  userId,
  parts.map((p) => p.part),
  parts.map((p) => p.json),
  parts.map((p) => p.bytes),
  parts.map((p) => p.items),
];

/** Writes `parts` and answers the revisions now stored (those whose content changed). */
export async function writeParts(tx: Queryable, userId: string, parts: readonly PartWrite[]): Promise<Map<string, number>> {
  if (parts.length === 0) return new Map();
  const written = await tx.query<{ part: string; revision: number }>(UPSERT_PARTS, upsertParams(userId, parts));
  return new Map(written.rows.map((row) => [row.part, row.revision]));
}

/**
 * A save of the locked document, in one statement: removes `removals`, writes `parts`, and moves
 * the document's revision on with its new total size; the device's `saveId` is kept with that
 * revision, and the ids older than the last `limits.keptSaves` revisions go. Answers that revision and
 * the revisions of the parts whose content changed.
 */
export async function storeParts(
  tx: Queryable,
  userId: string,
  parts: readonly PartWrite[],
  removals: readonly string[],
  sizeBytes: number,
  saveId: string | null = null,
): Promise<{ revision: number; written: Map<string, number> }> {
  const found = await tx.query<{ revision: number; written: Array<{ part: string; revision: number }> | null }>(
    `WITH removed AS (DELETE FROM material_parts WHERE user_id = $1 AND part = ANY($6::text[])),
          written AS (${UPSERT_PARTS}),
          document AS (UPDATE user_data SET revision = revision + 1, updated_at = now(), size_bytes = $7 WHERE user_id = $1 RETURNING revision),
          kept AS (INSERT INTO material_saves (user_id, save_id, revision)
                   SELECT $1, $8::text, revision FROM document WHERE $8::text IS NOT NULL
                   ON CONFLICT (user_id, save_id) DO NOTHING),
          forgotten AS (DELETE FROM material_saves WHERE user_id = $1 AND revision <= (SELECT revision FROM document) - $9::int)
     SELECT (SELECT revision FROM document) AS revision, (SELECT json_agg(written) FROM written) AS written`,
    [...upsertParams(userId, parts), removals, sizeBytes, saveId, limits.keptSaves],
  );
  const row = found.rows[0]!;
  return { revision: row.revision, written: new Map((row.written ?? []).map((part) => [part.part, part.revision])) };
}

/** Whether the save `saveId` of the user was stored (among the kept ones). */
export async function saveApplied(db: Queryable, userId: string, saveId: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM material_saves WHERE user_id = $1 AND save_id = $2', [userId, saveId]);
  return found.rows.length > 0;
}

/** The stored form of a part's normalised content (a chapter list's length counts for quotas and statistics). */
export function toPartWrite(part: string, content: unknown): PartWrite {
  const json = JSON.stringify(content);
  return { part, json, bytes: Buffer.byteLength(json), items: Array.isArray(content) && part.includes(':') ? content.length : 0 };
}

/** The empty document of a new account: no subject, no music. */
export async function createDocument(tx: Queryable, userId: string): Promise<void> {
  await tx.query('INSERT INTO user_data (user_id, revision, size_bytes) VALUES ($1, 0, 6)', [userId]);
  await writeParts(tx, userId, [toPartWrite('subjects', []), toPartWrite('profile', null)]);
}
