import type { SupportInboxRow, SupportRequestBody, SupportRequestSummary } from '../../../domain/support';
import type { ThreadMessageBody, ThreadView } from '../../../domain/threads';
import { apiRequest } from '../../api/client';

const own = (id: string) => `/me/support/${encodeURIComponent(id)}`;
const admin = (id: string) => `/admin/support/${encodeURIComponent(id)}`;

export const fetchSupportRequests = () => apiRequest<{ requests: SupportRequestSummary[] }>('/me/support');
export const fetchSupportUnread = () => apiRequest<{ unread: number }>('/me/support/unread');
export const createSupportRequest = (body: SupportRequestBody) => apiRequest<{ thread: ThreadView }>('/me/support', { method: 'POST', body });

/** The calls of one support thread, as its student (`asStaff` false) or from the admins' inbox. */
export function supportThreadCalls(asStaff: boolean) {
  const path = asStaff ? admin : own;
  return {
    read: (id: string) => apiRequest<{ thread: ThreadView }>(path(id)),
    post: (id: string, body: ThreadMessageBody) => apiRequest<{ thread: ThreadView }>(`${path(id)}/messages`, { method: 'POST', body }),
    setStatus: (id: string, status: 'open' | 'resolved') => apiRequest<{ thread: ThreadView }>(`${path(id)}/status`, { method: 'PUT', body: { status } }),
  };
}

export const fetchSupportInbox = () => apiRequest<{ requests: SupportInboxRow[] }>('/admin/support');
