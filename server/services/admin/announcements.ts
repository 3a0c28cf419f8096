import { randomUUID } from 'node:crypto';
import type { Announcement, AnnouncementInput } from '../../../domain/admin';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import { richTextToPlain, sanitiseRichText } from '../../../domain/richText';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { isAcceptedImageUrl } from '../../../domain/urls';
import { badRequest, notFound } from '../../http/errors';
import { writeAudit } from './audit';

export const DEFAULT_ACCENT = '#5865f2';

interface AnnouncementRow {
  id: string;
  title: string;
  body: string;
  image_url: string;
  accent_color: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, title, body, image_url, accent_color, is_active, created_at, updated_at';

/** Part 2 §5: a 3- or 6-digit hex colour, else the default. */
export function accentColorOf(value: string): string {
  const trimmed = value.trim();
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(trimmed) ? trimmed.toLowerCase() : DEFAULT_ACCENT;
}

/** Shown only if at least one of title, body (as text) and image is non-blank. */
export function hasContent(a: Pick<Announcement, 'title' | 'body' | 'imageUrl'>): boolean {
  return a.title.trim() !== '' || richTextToPlain(a.body).trim() !== '' || a.imageUrl.trim() !== '';
}

function present(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    imageUrl: row.image_url,
    accentColor: accentColorOf(row.accent_color),
    isActive: row.is_active,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The image is optional; when given, it is checked like every image URL (part 2 §5). */
function imageUrlOf(input: AnnouncementInput): string {
  const url = input.imageUrl.trim();
  if (url !== '' && !isAcceptedImageUrl(url)) {
    throw badRequest(messages.imageUrlInvalid, { fieldErrors: { imageUrl: messages.imageUrlInvalid } });
  }
  return url;
}

const cleaned = (input: AnnouncementInput) => [
  input.title.trim(),
  sanitiseRichText(input.body),
  imageUrlOf(input),
  accentColorOf(input.accentColor),
  input.isActive,
];

export async function listAnnouncements(db: Queryable): Promise<Announcement[]> {
  const found = await db.query<AnnouncementRow>(`SELECT ${COLUMNS} FROM announcements ORDER BY updated_at DESC, id`);
  return found.rows.map(present);
}

/** The announcement visitors see: the latest active one with something to show, or null. */
export async function publicAnnouncement(db: Queryable): Promise<Announcement | null> {
  const found = await db.query<AnnouncementRow>(
    `SELECT ${COLUMNS} FROM announcements WHERE is_active ORDER BY updated_at DESC, id LIMIT 20`,
  );
  return found.rows.map(present).find(hasContent) ?? null;
}

function changed(ctx: AppContext): void {
  ctx.notifier.broadcast(serverEvents.announcementUpdate, {});
}

export async function createAnnouncement(ctx: AppContext, adminId: string, input: AnnouncementInput): Promise<Announcement> {
  const found = await ctx.db.query<AnnouncementRow>(
    `INSERT INTO announcements (id, title, body, image_url, accent_color, is_active)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [randomUUID(), ...cleaned(input)],
  );
  const announcement = present(found.rows[0]!);
  await writeAudit(ctx.db, adminId, 'announcement.create', announcement.id, { isActive: announcement.isActive, title: announcement.title });
  changed(ctx);
  return announcement;
}

export async function updateAnnouncement(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: AnnouncementInput,
): Promise<Announcement> {
  const found = await ctx.db.query<AnnouncementRow>(
    `UPDATE announcements SET title = $2, body = $3, image_url = $4, accent_color = $5, is_active = $6, updated_at = now()
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, ...cleaned(input)],
  );
  if (!found.rows[0]) throw notFound(messages.announcementNotFound);
  const announcement = present(found.rows[0]);
  await writeAudit(ctx.db, adminId, 'announcement.update', id, { isActive: announcement.isActive, title: announcement.title });
  changed(ctx);
  return announcement;
}

export async function deleteAnnouncement(ctx: AppContext, adminId: string, id: string): Promise<void> {
  const found = await ctx.db.query<{ title: string }>('DELETE FROM announcements WHERE id = $1 RETURNING title', [id]);
  if (!found.rows[0]) throw notFound(messages.announcementNotFound);
  // The title is kept in the log: the row it named is gone.
  await writeAudit(ctx.db, adminId, 'announcement.delete', id, { title: found.rows[0].title });
  changed(ctx);
}
