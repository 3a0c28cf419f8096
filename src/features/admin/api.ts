import { apiRequest } from '../../api/client';
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

/** The admin calls of part 2 §7. */
export const fetchAdminStats = (signal?: AbortSignal) => apiRequest<AdminStats>('/admin/stats', signal ? { signal } : {});

export const fetchAnnouncements = () => apiRequest<{ announcements: Announcement[] }>('/admin/announcements');
export const createAnnouncement = (body: AnnouncementInput) =>
  apiRequest<{ announcement: Announcement }>('/admin/announcements', { method: 'POST', body });
export const updateAnnouncement = (id: string, body: AnnouncementInput) =>
  apiRequest<{ announcement: Announcement }>(`/admin/announcements/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const deleteAnnouncement = (id: string) =>
  apiRequest<void>(`/admin/announcements/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const uploadAnnouncementImage = (dataUrl: string) =>
  apiRequest<{ url: string }>('/admin/announcements/upload', { method: 'POST', body: { dataUrl } });

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
export const searchUsers = (q: string, signal?: AbortSignal) =>
  apiRequest<{ users: AdminUserRow[]; total: number }>(`/admin/users?q=${encodeURIComponent(q)}`, signal ? { signal } : {});
export const addUserBadge = (id: string, badgeId: string) =>
  apiRequest<{ user: AdminUserRow }>(`${userPath(id)}/badges`, { method: 'POST', body: { badgeId } });
export const removeUserBadge = (id: string, badgeId: string) =>
  apiRequest<{ user: AdminUserRow }>(`${userPath(id)}/badges/${encodeURIComponent(badgeId)}`, { method: 'DELETE' });
export const banUser = (id: string, minutes: number) =>
  apiRequest<{ user: AdminUserRow }>(`${userPath(id)}/ban`, { method: 'POST', body: { minutes } });
export const deleteUser = (id: string) => apiRequest<void>(userPath(id), { method: 'DELETE' });
export const impersonateUser = (id: string) => apiRequest<ImpersonationResponse>(`${userPath(id)}/impersonate`, { method: 'POST' });

/** A page of the audit log, newest first; `before` asks for the rows older than that id. */
export const fetchAudit = (before: number | null) =>
  apiRequest<AuditResponse>(`/admin/audit${before === null ? '' : `?before=${before}`}`);

const PROMO = '/admin/stripe/promotion-codes';
export const fetchPromoCodes = (activeOnly: boolean, q: string) =>
  apiRequest<{ items: PromoCode[] }>(`${PROMO}?${new URLSearchParams({ ...(activeOnly ? { active: 'true' } : {}), q }).toString()}`);
export const createPromoCode = (body: PromoCodeBody) => apiRequest<{ code: PromoCode }>(PROMO, { method: 'POST', body });
export const setPromoCodeActive = (id: string, active: boolean) =>
  apiRequest<{ code: PromoCode }>(`${PROMO}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { active } });
export const deletePromoCode = (id: string) =>
  apiRequest<{ code: PromoCode }>(`${PROMO}/${encodeURIComponent(id)}`, { method: 'DELETE' });
