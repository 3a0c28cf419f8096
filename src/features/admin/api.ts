import { atom } from 'jotai';
import { apiRequest } from '../../api/client';
import { appStore } from '../../state/store';
import type {
  AdminStats,
  AdminUserRow,
  Announcement,
  AnnouncementInput,
  AuditResponse,
  ImpersonationResponse,
  PromoCode,
  PromoCodeBody,
} from '../../../domain/admin';

/** How many admin actions this dashboard has made: the audit log follows it. */
export const adminActionsAtom = atom(0);

/** An admin action: once it succeeds, it is in the audit log. */
function acted<T>(call: Promise<T>): Promise<T> {
  return call.then((answer) => {
    appStore.set(adminActionsAtom, (count) => count + 1);
    return answer;
  });
}

/** The admin calls of part 2 §7. */
export const fetchAdminStats = (signal?: AbortSignal) => apiRequest<AdminStats>('/admin/stats', signal ? { signal } : {});

export const fetchAnnouncements = () => apiRequest<{ announcements: Announcement[] }>('/admin/announcements');
export const createAnnouncement = (body: AnnouncementInput) =>
  acted(apiRequest<{ announcement: Announcement }>('/admin/announcements', { method: 'POST', body }));
export const updateAnnouncement = (id: string, body: AnnouncementInput) =>
  acted(apiRequest<{ announcement: Announcement }>(`/admin/announcements/${encodeURIComponent(id)}`, { method: 'PUT', body }));
export const deleteAnnouncement = (id: string) =>
  acted(apiRequest<void>(`/admin/announcements/${encodeURIComponent(id)}`, { method: 'DELETE' }));
export const uploadAnnouncementImage = (dataUrl: string) =>
  apiRequest<{ url: string }>('/admin/announcements/upload', { method: 'POST', body: { dataUrl } });

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
export const searchUsers = (q: string, signal?: AbortSignal) =>
  apiRequest<{ users: AdminUserRow[]; total: number }>(`/admin/users?q=${encodeURIComponent(q)}`, signal ? { signal } : {});
export const addUserBadge = (id: string, badgeId: string) =>
  acted(apiRequest<{ user: AdminUserRow }>(`${userPath(id)}/badges`, { method: 'POST', body: { badgeId } }));
export const removeUserBadge = (id: string, badgeId: string) =>
  acted(apiRequest<{ user: AdminUserRow }>(`${userPath(id)}/badges/${encodeURIComponent(badgeId)}`, { method: 'DELETE' }));
export const banUser = (id: string, minutes: number) =>
  acted(apiRequest<{ user: AdminUserRow }>(`${userPath(id)}/ban`, { method: 'POST', body: { minutes } }));
export const deleteUser = (id: string) => acted(apiRequest<void>(userPath(id), { method: 'DELETE' }));
export const impersonateUser = (id: string) => acted(apiRequest<ImpersonationResponse>(`${userPath(id)}/impersonate`, { method: 'POST' }));

/** A page of the audit log, newest first; `before` asks for the rows older than that id. */
export const fetchAudit = (before: number | null) =>
  apiRequest<AuditResponse>(`/admin/audit${before === null ? '' : `?before=${before}`}`);

const PROMO = '/admin/stripe/promotion-codes';
export const fetchPromoCodes = (activeOnly: boolean, q: string) =>
  apiRequest<{ items: PromoCode[] }>(`${PROMO}?${new URLSearchParams({ ...(activeOnly ? { active: 'true' } : {}), q }).toString()}`);
export const createPromoCode = (body: PromoCodeBody) => acted(apiRequest<{ code: PromoCode }>(PROMO, { method: 'POST', body }));
export const setPromoCodeActive = (id: string, active: boolean) =>
  acted(apiRequest<{ code: PromoCode }>(`${PROMO}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { active } }));
export const deletePromoCode = (id: string) =>
  acted(apiRequest<{ code: PromoCode }>(`${PROMO}/${encodeURIComponent(id)}`, { method: 'DELETE' }));
