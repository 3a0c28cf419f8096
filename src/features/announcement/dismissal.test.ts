import { beforeEach, describe, expect, it } from 'vitest';
import {
  accentOf,
  dismissAnnouncement,
  dismissBanNotice,
  isAnnouncementDismissed,
  isBanNoticeDismissed,
  isShowable,
} from './dismissal';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
});

describe('announcement dismissal', () => {
  it('hides an announcement until it is edited', () => {
    const announcement = { id: 'a1', updatedAt: '2026-11-22T10:00:00.000Z' };
    expect(isAnnouncementDismissed(announcement)).toBe(false);
    dismissAnnouncement(announcement);
    expect(isAnnouncementDismissed(announcement)).toBe(true);
    expect(isAnnouncementDismissed({ ...announcement, updatedAt: '2026-11-22T11:00:00.000Z' })).toBe(false);
    expect(isAnnouncementDismissed({ ...announcement, id: 'a2' })).toBe(false);
  });

  it('hides the ban notice for one ban end date only', () => {
    dismissBanNotice('2026-11-23T10:00:00.000Z');
    expect(isBanNoticeDismissed('2026-11-23T10:00:00.000Z')).toBe(true);
    expect(isBanNoticeDismissed('2026-12-01T10:00:00.000Z')).toBe(false);
  });
});

describe('announcement rules', () => {
  const blank = { isActive: true, title: ' ', body: '<b> </b>', imageUrl: '' };
  it('shows only active announcements with a non-blank title, body or image', () => {
    expect(isShowable(blank)).toBe(false);
    expect(isShowable({ ...blank, title: 'Info' })).toBe(true);
    expect(isShowable({ ...blank, body: '<i>Texte</i>' })).toBe(true);
    expect(isShowable({ ...blank, imageUrl: '/uploads/x.png' })).toBe(true);
    expect(isShowable({ ...blank, title: 'Info', isActive: false })).toBe(false);
  });

  it('keeps 3- or 6-digit hex accents, else the default', () => {
    expect(accentOf('#ABC')).toBe('#ABC');
    expect(accentOf('#a1b2c3')).toBe('#a1b2c3');
    expect(accentOf('#abcd')).toBe('#5865f2');
    expect(accentOf('red')).toBe('#5865f2');
  });
});
