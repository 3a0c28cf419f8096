import type { AdminMasterclass, Masterclass, MasterclassBody, MasterclassList } from '../../../domain/masterclasses';
import { apiRequest } from '../../api/client';

const path = (id: string) => `/masterclasses/${encodeURIComponent(id)}`;
const adminPath = (id: string) => `/admin/masterclasses/${encodeURIComponent(id)}`;

export const fetchMasterclasses = () => apiRequest<MasterclassList>('/masterclasses');
export const signUpMasterclass = (id: string) => apiRequest<{ masterclass: Masterclass }>(`${path(id)}/signup`, { method: 'POST' });
export const cancelMasterclass = (id: string) => apiRequest<{ masterclass: Masterclass }>(`${path(id)}/signup`, { method: 'DELETE' });
export const fetchMasterclassIcs = (id: string) => apiRequest<Blob>(`${path(id)}/ics`, { file: true, headers: { Accept: 'text/calendar' } });

export const fetchAdminMasterclasses = () => apiRequest<{ masterclasses: AdminMasterclass[] }>('/admin/masterclasses');
export const createMasterclass = (body: MasterclassBody) => apiRequest<{ masterclass: AdminMasterclass }>('/admin/masterclasses', { method: 'POST', body });
export const updateMasterclass = (id: string, body: MasterclassBody) => apiRequest<{ masterclass: AdminMasterclass }>(adminPath(id), { method: 'PUT', body });
export const deleteMasterclass = (id: string) => apiRequest<void>(adminPath(id), { method: 'DELETE' });
