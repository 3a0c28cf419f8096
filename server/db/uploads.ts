import type { Queryable } from './types';

/** SQL of the table `uploads`: the users' images and sounds, bytes included. */

export interface NewUpload {
  id: string;
  userId: string;
  kind: string;
  contentType: string;
  sha256: string;
  bytes: Uint8Array;
}

/** Bytes the user's uploads take up. */
export async function uploadBytesOf(db: Queryable, userId: string): Promise<number> {
  const used = await db.query<{ used: number }>('SELECT COALESCE(SUM(byte_size), 0)::int AS used FROM uploads WHERE user_id = $1', [userId]);
  return used.rows[0]?.used ?? 0;
}

export async function insertUpload(db: Queryable, upload: NewUpload): Promise<void> {
  await db.query(
    `INSERT INTO uploads (id, user_id, kind, content_type, byte_size, sha256, bytes)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [upload.id, upload.userId, upload.kind, upload.contentType, upload.bytes.length, upload.sha256, upload.bytes],
  );
}

/** Whose upload `id` is; null when there is none. */
export async function uploadOwner(db: Queryable, id: string): Promise<string | null> {
  const found = await db.query<{ user_id: string }>('SELECT user_id FROM uploads WHERE id = $1', [id]);
  return found.rows[0]?.user_id ?? null;
}

export async function deleteUploadRow(db: Queryable, userId: string, id: string): Promise<void> {
  await db.query('DELETE FROM uploads WHERE id = $1 AND user_id = $2', [id, userId]);
}

export async function findUploadFile(db: Queryable, id: string): Promise<{ content_type: string; sha256: string; bytes: Uint8Array } | null> {
  const found = await db.query<{ content_type: string; sha256: string; bytes: Uint8Array }>('SELECT content_type, sha256, bytes FROM uploads WHERE id = $1', [id]);
  return found.rows[0] ?? null;
}

export interface UploadListRow {
  id: string;
  kind: 'image' | 'audio';
  content_type: string;
  byte_size: number;
  created_at: Date;
}

/** The user's uploads without their bytes, oldest first. */
export async function listUploadRows(db: Queryable, userId: string): Promise<UploadListRow[]> {
  const found = await db.query<UploadListRow>('SELECT id, kind, content_type, byte_size, created_at FROM uploads WHERE user_id = $1 ORDER BY created_at', [userId]);
  return found.rows;
}
