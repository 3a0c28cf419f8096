import { randomUUID } from 'node:crypto';
import type { Announcement, AnnouncementInput } from '../../../domain/admin';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import { richTextToPlain, sanitiseRichText } from '../../../domain/richText';
import type { AppContext } from '../../context';
import {
  deleteAnnouncementRow,
  insertAnnouncement,
  listActiveAnnouncementRows,
  listAnnouncementRows,
  updateAnnouncementRow,
  type AnnouncementFields,
  type AnnouncementRow,
} from '../../db/announcements';
import type { Queryable } from '../../db/types';
import { isAcceptedImageUrl } from '../../../domain/urls';
import { badRequest, notFound } from '../../http/errors';
import { writeAudit } from './audit';

export const DEFAULT_ACCENT = '#5865f2';

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

const cleaned = (input: AnnouncementInput): AnnouncementFields => ({
  title: input.title.trim(),
  body: sanitiseRichText(input.body),
  imageUrl: imageUrlOf(input),
  accentColor: accentColorOf(input.accentColor),
  isActive: input.isActive,
});

export async function listAnnouncements(db: Queryable): Promise<Announcement[]> {
  return (await listAnnouncementRows(db)).map(present);
}

/** The announcement visitors see: the latest active one with something to show, or null. */
export async function publicAnnouncement(db: Queryable): Promise<Announcement | null> {
  return (await listActiveAnnouncementRows(db)).map(present).find(hasContent) ?? null;
}

function changed(ctx: AppContext): void {
  ctx.notifier.broadcast(serverEvents.announcementUpdate, {});
}

export async function createAnnouncement(ctx: AppContext, adminId: string, input: AnnouncementInput): Promise<Announcement> {
  const announcement = present(await insertAnnouncement(ctx.db, randomUUID(), cleaned(input)));
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
  const row = await updateAnnouncementRow(ctx.db, id, cleaned(input));
  if (!row) throw notFound(messages.announcementNotFound);
  const announcement = present(row);
  await writeAudit(ctx.db, adminId, 'announcement.update', id, { isActive: announcement.isActive, title: announcement.title });
  changed(ctx);
  return announcement;
}

export async function deleteAnnouncement(ctx: AppContext, adminId: string, id: string): Promise<void> {
  const title = await deleteAnnouncementRow(ctx.db, id);
  if (title === null) throw notFound(messages.announcementNotFound);
  // The title is kept in the log: the row it named is gone.
  await writeAudit(ctx.db, adminId, 'announcement.delete', id, { title });
  changed(ctx);
}
