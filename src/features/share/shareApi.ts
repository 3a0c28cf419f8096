import type { SharePayload } from '../../../domain/share/types';
import { apiRequest } from '../../api/client';
import type { ShareApi } from './shareFlow';
import type { DeliveryChannels } from './shareFlow';

export const shareApi: ShareApi = {
  create: (payload: SharePayload) => apiRequest<{ code: string }>('/public/share', { method: 'POST', body: payload }),
  fetch: (code: string) => apiRequest<{ payload: unknown }>(`/public/share/${encodeURIComponent(code)}`),
};

/** What this browser offers: the share sheet on phones, the clipboard, and the prompt. */
export function browserChannels(): DeliveryChannels {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: nav?.share ? (data) => nav.share(data) : undefined,
    writeClipboard: nav?.clipboard?.writeText ? (text) => nav.clipboard.writeText(text) : undefined,
    prompt: typeof window === 'undefined' ? undefined : (message, value) => window.prompt(message, value),
  };
}
