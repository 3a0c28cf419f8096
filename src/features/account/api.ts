import type { AccountExport, ImpersonationsResponse } from '../../../domain/account';
import type { MeResponse, UploadResponse } from '../../../domain/api';
import type { UpdateMeBody } from '../../../domain/user';
import { apiRequest } from '../../api/client';

/** PUT /me: profile, public identifier, styling (part 1 §7). */
export const updateMe = (body: UpdateMeBody) => apiRequest<MeResponse>('/me', { method: 'PUT', body });

/** POST /me/uploads: a file as a data URL; answers its address. */
export const uploadDataUrl = (dataUrl: string) => apiRequest<UploadResponse>('/me/uploads', { method: 'POST', body: { dataUrl } });

export const removeUpload = (url: string) => apiRequest<void>('/me/uploads', { method: 'DELETE', body: { url } });

/** GET /me/export: everything the account holds. */
export const exportAccount = () => apiRequest<AccountExport>('/me/export');

/** GET /me/impersonations: when administrators signed in as the user. */
export const fetchImpersonations = () => apiRequest<ImpersonationsResponse>('/me/impersonations');

/** DELETE /me with the password as confirmation. */
export const deleteAccount = (password: string) => apiRequest<void>('/me', { method: 'DELETE', body: { password } });

