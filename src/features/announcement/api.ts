import { apiRequest } from '../../api/client';

export interface PublicAnnouncement {
  id: string;
  title: string;
  body: string;
  imageUrl: string;
  accentColor: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export const fetchPublicAnnouncement = () => apiRequest<{ announcement: PublicAnnouncement | null }>('/public/announcement');

export const recordVisit = (day: string) => apiRequest<void>('/public/visits', { method: 'POST', body: { day } });
