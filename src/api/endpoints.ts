import type { MeResponse, UploadResponse, UserDataResponse } from '../../domain/api';
import type { UserData } from '../../domain/data/userData';
import type { RecordSessionBody, RecordSessionResponse, SessionStartBody, SessionStartResponse } from '../../domain/training';
import type { AuthResponse, LoginBody, RegisterBody } from '../../domain/user';
import { apiRequest } from './client';

/** The calls of part 1 §7 that the app shell makes; later features add theirs beside these. */

export const register = (body: RegisterBody) =>
  apiRequest<AuthResponse>('/auth/register', { method: 'POST', body });

export const login = (body: LoginBody) => apiRequest<AuthResponse>('/auth/login', { method: 'POST', body });

export const logout = () => apiRequest<void>('/auth/logout', { method: 'POST' });

export const fetchMe = () => apiRequest<MeResponse>('/me');

export const fetchUserData = () => apiRequest<UserDataResponse>('/me/data');

/** Saves the whole document if the server still holds `revision` (else 412 with the current one). */
export const saveUserData = (data: UserData, revision: number) =>
  apiRequest<UserDataResponse>('/me/data', {
    method: 'PUT',
    body: data,
    headers: { 'If-Match': `"${revision}"` },
    // An edit saved as the page goes away (the save queue flushes when it is hidden) still arrives.
    keepalive: true,
  });

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
