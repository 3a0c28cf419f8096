import type { Queryable } from './types';

/** SQL and row types of the table `announcements`. */

export interface AnnouncementRow {
  id: string;
  title: string;
  body: string;
  image_url: string;
  accent_color: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** An announcement's fields as stored (already cleaned). */
export interface AnnouncementFields {
  title: string;
  body: string;
  imageUrl: string;
  accentColor: string;
  isActive: boolean;
}

const COLUMNS = 'id, title, body, image_url, accent_color, is_active, created_at, updated_at';

const values = (fields: AnnouncementFields) => [fields.title, fields.body, fields.imageUrl, fields.accentColor, fields.isActive];

/** Every announcement, the latest changed first. */
export async function listAnnouncementRows(db: Queryable): Promise<AnnouncementRow[]> {
  return (await db.query<AnnouncementRow>(`SELECT ${COLUMNS} FROM announcements ORDER BY updated_at DESC, id`)).rows;
}

/** The 20 latest changed active announcements. */
export async function listActiveAnnouncementRows(db: Queryable): Promise<AnnouncementRow[]> {
  return (await db.query<AnnouncementRow>(`SELECT ${COLUMNS} FROM announcements WHERE is_active ORDER BY updated_at DESC, id LIMIT 20`)).rows;
}

export async function insertAnnouncement(db: Queryable, id: string, fields: AnnouncementFields): Promise<AnnouncementRow> {
  const found = await db.query<AnnouncementRow>(
    `INSERT INTO announcements (id, title, body, image_url, accent_color, is_active)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [id, ...values(fields)],
  );
  return found.rows[0]!;
}

/** Null when there is no such announcement. */
export async function updateAnnouncementRow(db: Queryable, id: string, fields: AnnouncementFields): Promise<AnnouncementRow | null> {
  const found = await db.query<AnnouncementRow>(
    `UPDATE announcements SET title = $2, body = $3, image_url = $4, accent_color = $5, is_active = $6, updated_at = now()
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, ...values(fields)],
  );
  return found.rows[0] ?? null;
}

/** Answers the deleted announcement's title; null when there was none. */
export async function deleteAnnouncementRow(db: Queryable, id: string): Promise<string | null> {
  const found = await db.query<{ title: string }>('DELETE FROM announcements WHERE id = $1 RETURNING title', [id]);
  return found.rows[0]?.title ?? null;
}
