import type { Announcement } from '../../../domain/admin';
import { apiRequest } from '../../api/client';

export const fetchPublicAnnouncement = () => apiRequest<{ announcement: Announcement | null }>('/public/announcement');

export const recordVisit = (day: string) => apiRequest<void>('/public/visits', { method: 'POST', body: { day } });
