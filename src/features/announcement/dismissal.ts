import { readStored, writeStored } from '../../lib/storage';

/** Storage keys of the overlays (part 2 §9): dismissed announcement, dismissed ban notice, last visit day. */
export const overlayKeys = {
  announcement: 'mnemo.dismissedAnnouncement',
  banNotice: 'mnemo.dismissedBanNotice',
  lastVisitDay: 'mnemo.lastVisitDay',
} as const;

interface Dismissable {
  id: string;
  updatedAt: string;
}

/** 'Ne plus afficher' keeps id and updatedAt: an edited announcement shows again. */
export function dismissalOf(announcement: Dismissable): string {
  return `${announcement.id}@${announcement.updatedAt}`;
}

export function isAnnouncementDismissed(announcement: Dismissable): boolean {
  return readStored('local', overlayKeys.announcement) === dismissalOf(announcement);
}

export function dismissAnnouncement(announcement: Dismissable): void {
  writeStored('local', overlayKeys.announcement, dismissalOf(announcement));
}

/** A ban notice is dismissed for one ban end date; a new ban shows it again. */
export function isBanNoticeDismissed(bannedUntil: string): boolean {
  return readStored('local', overlayKeys.banNotice) === bannedUntil;
}

export function dismissBanNotice(bannedUntil: string): void {
  writeStored('local', overlayKeys.banNotice, bannedUntil);
}

/** Part 2 §5: shown only if active and at least one of title, body (as text) and image is non-blank. */
export function isShowable(a: { isActive: boolean; title: string; body: string; imageUrl: string }): boolean {
  const bodyText = a.body.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
  return a.isActive && (a.title.trim() !== '' || bodyText.trim() !== '' || a.imageUrl.trim() !== '');
}

/** Part 2 §5: a 3- or 6-digit hex accent colour, else #5865f2. */
export function accentOf(value: string): string {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : '#5865f2';
}
