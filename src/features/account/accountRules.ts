import { limits } from '../../../domain/limits';
import { sanitiseSlug } from '../../../domain/slug';
import type { Display, UpdateMeBody } from '../../../domain/user';
import { fr } from '../../i18n/fr';

/** The public identifier to save, or the reason not to (part 2 §5 Account). */
export function checkSlug(input: string, current: string | null): { slug: string } | { error: string } {
  if (input.trim().length > limits.slugMax) return { error: fr.accountPage.publicUrl.tooLong(limits.slugMax) };
  const slug = sanitiseSlug(input);
  if (!slug) return { error: fr.accountPage.publicUrl.invalid };
  if (slug === current) return { error: fr.accountPage.publicUrl.unchanged };
  return { slug };
}

export interface ProfileFields {
  username: string;
  password: string;
  avatar: string;
  banner: string;
}

export const EMPTY_PROFILE_FIELDS: ProfileFields = { username: '', password: '', avatar: '', banner: '' };

/**
 * PUT /me body: only the non-empty fields (trimmed), plus the display settings. An empty avatar
 * or banner keeps the current one; a blank password is not sent.
 */
export function profileUpdateBody(fields: ProfileFields, display: Display): UpdateMeBody {
  const body: UpdateMeBody = { display: { ...display } };
  const username = fields.username.trim();
  const avatar = fields.avatar.trim();
  const banner = fields.banner.trim();
  if (username) body.username = username;
  if (avatar) body.avatar = avatar;
  if (banner) body.banner = banner;
  if (fields.password.trim()) body.password = fields.password;
  return body;
}

/** Audio types accepted for the profile music. */
export const AUDIO_TYPES = ['audio/mpeg', 'audio/mp3', 'audio/ogg', 'audio/wav'] as const;

/** Why a picked audio file cannot be the profile music, or null when it can. */
export function audioFileError(file: { size: number; type: string } | null): string | null {
  if (!file) return fr.accountPage.music.noFile;
  if (!(AUDIO_TYPES as readonly string[]).includes(file.type)) return fr.accountPage.music.badType;
  if (file.size > limits.uploadAudioMaxBytes) return fr.accountPage.music.tooBig;
  return null;
}
