import type { MeResponse, UserDataResponse } from '../../domain/api';
import type { UserData } from '../../domain/data/userData';
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
  });

export const fetchLeaderboard = () => apiRequest<{ entries: unknown }>('/public/leaderboard');
