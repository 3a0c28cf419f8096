import type { MeResponse, SaveCheckResponse, SavePartsBody, SavePartsResponse, SessionsPageResponse, StudyDataResponse, UploadResponse } from '../../domain/api';
import type { RecordSessionBody, RecordSessionResponse, SessionStartBody, SessionStartResponse } from '../../domain/training';
import type { AuthResponse, LoginBody, RegisterBody } from '../../domain/user';
import { apiRequest } from './client';

/** The calls of part 1 §7 that the app shell makes; later features add theirs beside these. */

export const register = (body: RegisterBody) =>
  apiRequest<AuthResponse>('/auth/register', { method: 'POST', body });

export const login = (body: LoginBody) => apiRequest<AuthResponse>('/auth/login', { method: 'POST', body });

export const logout = () => apiRequest<void>('/auth/logout', { method: 'POST' });

export const fetchMe = () => apiRequest<MeResponse>('/me');

/** The material with its parts' revisions, and the progress (the sessions come by pages). */
export const fetchStudyData = () => apiRequest<StudyDataResponse>('/me/material');

/** Saves the parts that changed, each on its own revision (412 with the stale parts as stored). */
export const saveParts = (body: SavePartsBody) =>
  apiRequest<SavePartsResponse>('/me/material', {
    method: 'PATCH',
    body,
    // An edit saved as the page goes away (the save queue flushes when it is hidden) still arrives.
    keepalive: true,
  });

/** Whether the save `saveId` (a save in parts this device sent) was stored. */
export const checkSave = (saveId: string) => apiRequest<SaveCheckResponse>(`/me/material/saves/${encodeURIComponent(saveId)}`);

/** A page of the own history, newest first (`before`: the previous page's `next`). */
export const fetchSessionsPage = (before: string | null) =>
  apiRequest<SessionsPageResponse>(`/me/sessions${before ? `?before=${encodeURIComponent(before)}` : ''}`);

export const fetchLeaderboard = () => apiRequest<{ entries: unknown }>('/public/leaderboard');

/** Stores an image (a data URL) and answers its `/uploads/...` address. */
export const uploadFile = (dataUrl: string) => apiRequest<UploadResponse>('/me/uploads', { method: 'POST', body: { dataUrl } });

export const deleteUpload = (url: string) => apiRequest<void>('/me/uploads', { method: 'DELETE', body: { url } });

/** A session begins: the server notes the time on its own clock and times the session from it. */
export const startSession = (body: SessionStartBody) =>
  apiRequest<SessionStartResponse>('/me/sessions/start', { method: 'POST', body });

/** A finished training session: the server checks it, scores it and answers the points and badges it earned. */
export const recordSession = (body: RecordSessionBody) =>
  apiRequest<RecordSessionResponse>('/me/sessions', { method: 'POST', body });
