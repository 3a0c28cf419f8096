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

/** The contents of the named parts (those that exist), parsed. */
export async function readPartContents(db: Queryable, userId: string, parts: readonly string[]): Promise<Map<string, { content: unknown; revision: number }>> {
  if (parts.length === 0) return new Map();
  const found = await db.query<{ part: string; content: unknown; revision: number }>(
    'SELECT part, content, revision FROM material_parts WHERE user_id = $1 AND part = ANY($2::text[])',
    [userId, parts],
  );
  return new Map(found.rows.map((row) => [row.part, { content: row.content, revision: row.revision }]));
}

/**
 * Locks the user's document for a save (one save at a time per user) and answers its revision and
 * every part's revision, size and length; null when the account is gone.
 */
export async function lockDocument(tx: Queryable, userId: string): Promise<{ revision: number; parts: Map<string, PartMeta> } | null> {
  const document = await tx.query<{ revision: number }>('SELECT revision FROM user_data WHERE user_id = $1 FOR UPDATE', [userId]);
  const revision = document.rows[0]?.revision;
  if (revision === undefined) return null;
  const parts = await tx.query<PartMeta>('SELECT part, revision, size_bytes, items FROM material_parts WHERE user_id = $1', [userId]);
  return { revision, parts: new Map(parts.rows.map((row) => [row.part, row])) };
}

/** Writes `parts` (a changed content bumps the part's revision) and answers the revisions now stored. */
export async function writeParts(tx: Queryable, userId: string, parts: readonly PartWrite[]): Promise<Map<string, number>> {
  if (parts.length === 0) return new Map();
  const written = await tx.query<{ part: string; revision: number }>(
    `INSERT INTO material_parts AS p (user_id, part, content, size_bytes, items)
     SELECT $1, w.part, w.json::jsonb, w.bytes, w.items
       FROM unnest($2::text[], $3::text[], $4::int[], $5::int[]) AS w (part, json, bytes, items)
     ON CONFLICT (user_id, part) DO UPDATE
        SET content = EXCLUDED.content, size_bytes = EXCLUDED.size_bytes, items = EXCLUDED.items, revision = p.revision + 1
      WHERE p.content IS DISTINCT FROM EXCLUDED.content
     RETURNING part, revision`,
    [userId, parts.map((p) => p.part), parts.map((p) => p.json), parts.map((p) => p.bytes), parts.map((p) => p.items)],
  );
  return new Map(written.rows.map((row) => [row.part, row.revision]));
}

export async function deleteParts(tx: Queryable, userId: string, parts: readonly string[]): Promise<void> {
  if (parts.length === 0) return;
  await tx.query('DELETE FROM material_parts WHERE user_id = $1 AND part = ANY($2::text[])', [userId, parts]);
}

/** A save happened: the document's revision goes up and its size is its parts' total. */
export async function bumpDocument(tx: Queryable, userId: string): Promise<number> {
  const updated = await tx.query<{ revision: number }>(
    `UPDATE user_data SET revision = revision + 1, updated_at = now(),
            size_bytes = (SELECT COALESCE(SUM(size_bytes), 0) FROM material_parts WHERE user_id = $1)
      WHERE user_id = $1 RETURNING revision`,
    [userId],
  );
  return updated.rows[0]!.revision;
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
