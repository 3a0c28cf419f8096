import type { AdminMentoring, MenteeStats, MentorRequestBody, MentoringOverview } from '../../../domain/mentoring';
import type { ThreadMessageBody, ThreadView } from '../../../domain/threads';
import { apiRequest } from '../../api/client';

export const fetchMentoring = () => apiRequest<MentoringOverview>('/me/mentoring');
export const askMentor = (body: MentorRequestBody) => apiRequest<MentoringOverview>('/me/mentoring', { method: 'POST', body });
export const shareStats = (shared: boolean) => apiRequest<MentoringOverview>('/me/mentoring/share', { method: 'PUT', body: { shared } });
export const fetchMenteeStats = (menteeId: string) => apiRequest<MenteeStats>(`/me/mentees/${encodeURIComponent(menteeId)}/stats`);

const threadPath = (id: string) => `/me/mentoring/threads/${encodeURIComponent(id)}`;
export const readMentoringThread = (id: string) => apiRequest<{ thread: ThreadView }>(threadPath(id));
export const postMentoringMessage = (id: string, body: ThreadMessageBody) => apiRequest<{ thread: ThreadView }>(`${threadPath(id)}/messages`, { method: 'POST', body });

export const fetchAdminMentoring = () => apiRequest<AdminMentoring>('/admin/mentoring');
export const grantMentorMark = (username: string) => apiRequest<AdminMentoring>('/admin/mentors', { method: 'POST', body: { username } });
export const revokeMentorMark = (userId: string) => apiRequest<AdminMentoring>(`/admin/mentors/${encodeURIComponent(userId)}`, { method: 'DELETE' });
export const assignMentor = (requestId: string, mentorId: string) =>
  apiRequest<AdminMentoring>(`/admin/mentoring/${encodeURIComponent(requestId)}/mentor`, { method: 'PUT', body: { mentorId } });
