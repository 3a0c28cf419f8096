import { decodeShareCode } from '../../../domain/share/codec';
import { normaliseSharePayload, shareItemCount } from '../../../domain/share/normalise';
import { isServerCode, type SharePayload } from '../../../domain/share/types';
import { ApiError } from '../../api/client';
import { fr } from '../../i18n/fr';
import { belongsTo, type ShareFamily } from './family';

export type Outcome = { ok: true; message: string } | { ok: false; message: string };

export interface ShareApi {
  create(payload: SharePayload): Promise<{ code: string }>;
  fetch(code: string): Promise<{ payload: unknown }>;
}

/** Creates a server short code; failures worded per method (part 1 §8, part 2 §8). */
export async function createCode(api: ShareApi, payload: SharePayload, family: ShareFamily): Promise<{ code: string } | { error: string }> {
  const texts = fr.share.families[family];
  try {
    return { code: (await api.create(payload)).code };
  } catch (error) {
    if (!(error instanceof ApiError)) return { error: fr.share.unavailable };
    if (error.status === 413) return { error: texts.tooLarge };
    if (error.status === 400) return { error: error.serverMessage ?? texts.invalidData };
    return { error: error.serverMessage ?? fr.share.unavailable };
  }
}

/** What the browser offers to hand a code over; injected so the fallbacks are tested. */
export interface DeliveryChannels {
  share?: ((data: { title: string; text: string }) => Promise<void>) | undefined;
  writeClipboard?: ((text: string) => Promise<void>) | undefined;
  prompt?: ((message: string, value: string) => unknown) | undefined;
}

/**
 * The system share dialog when there is one (a cancelled share is silently ignored: null), then
 * the clipboard, then a prompt for manual copy.
 */
export async function deliverCode(code: string, family: ShareFamily, channels: DeliveryChannels): Promise<Outcome | null> {
  const texts = fr.share.families[family];
  if (channels.share) {
    try {
      await channels.share({ title: fr.share.shareTitle, text: code });
      return { ok: true, message: fr.share.sharedBySystem };
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return null;
    }
  }
  if (channels.writeClipboard) {
    try {
      await channels.writeClipboard(code);
      return { ok: true, message: fr.share.copied(code) };
    } catch {
      // Falls back to the prompt below.
    }
  }
  if (channels.prompt) {
    channels.prompt(fr.share.promptTitle, code);
    return { ok: true, message: texts.manualCopy };
  }
  return { ok: false, message: texts.copyFailed };
}

/**
 * Reads what the user pasted into an import box: a short code is looked up on the server, anything
 * else decoded locally. Answers a payload of the right method with something usable, or the message.
 */
export async function resolveImport(api: ShareApi, input: string, family: ShareFamily): Promise<{ payload: SharePayload } | { error: string }> {
  const texts = fr.share.families[family];
  const code = input.trim();
  if (!code) return { error: texts.emptyInput };
  let raw: unknown;
  if (isServerCode(code)) {
    try {
      raw = (await api.fetch(code)).payload;
    } catch (error) {
      if (!(error instanceof ApiError)) return { error: fr.share.unavailable };
      if (error.status === 404) return { error: fr.share.notFound };
      return { error: error.serverMessage ?? fr.share.fetchFailed };
    }
  }
  const result = raw === undefined ? decodeShareCode(code) : normaliseSharePayload(raw);
  if (!result.ok) return { error: result.error === 'unknown-type' ? texts.wrongType : fr.share.invalidCode };
  if (!belongsTo(result.payload.type, family)) return { error: texts.wrongType };
  if (shareItemCount(result.payload) === 0) return { error: texts.nothingUsable };
  return { payload: result.payload };
}
