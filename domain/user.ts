import { z } from 'zod';
import { limits } from './limits';
import type { UserData } from './data/userData';
import { messages } from './messages';

export const FONT_FAMILIES = [
  'Inter',
  'Playfair Display',
  'Space Grotesk',
  'Merriweather',
  'Outfit',
  'Bebas Neue',
  'Poppins',
  'Roboto Slab',
  'Fira Code',
] as const;

export type FontFamily = (typeof FONT_FAMILIES)[number];

/** Username styling (part 2 §3 Display). */
export interface Display {
  fontFamily: FontFamily;
  color: string;
  gradientEnabled: boolean;
  gradientFrom: string;
  gradientTo: string;
  gradientAnimated: boolean;
  glowEnabled: boolean;
  glowColor: string;
}

export const DEFAULT_DISPLAY: Display = {
  fontFamily: 'Inter',
  color: '#f8fafc',
  gradientEnabled: false,
  gradientFrom: '#6366f1',
  gradientTo: '#ec4899',
  gradientAnimated: false,
  glowEnabled: false,
  glowColor: '#6366f1',
};

const HEX6 = /^#[0-9a-f]{6}$/i;

/** Normalises any input into a valid Display: unknown fonts and bad colours fall back to defaults. */
export function normaliseDisplay(input: unknown, base: Display = DEFAULT_DISPLAY): Display {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const colour = (value: unknown, fallback: string) =>
    typeof value === 'string' && HEX6.test(value) ? value.toLowerCase() : fallback;
  const flag = (value: unknown, fallback: boolean) =>
    typeof value === 'boolean' ? value : fallback;
  const fontFamily = (FONT_FAMILIES as readonly unknown[]).includes(raw.fontFamily)
    ? (raw.fontFamily as FontFamily)
    : base.fontFamily;
  const gradientEnabled = flag(raw.gradientEnabled, base.gradientEnabled);
  return {
    fontFamily,
    color: colour(raw.color, base.color),
    gradientEnabled,
    gradientFrom: colour(raw.gradientFrom, base.gradientFrom),
    gradientTo: colour(raw.gradientTo, base.gradientTo),
    // An animated gradient needs a gradient (part 2 §4 Styling).
    gradientAnimated: gradientEnabled && flag(raw.gradientAnimated, base.gradientAnimated),
    glowEnabled: flag(raw.glowEnabled, base.glowEnabled),
    glowColor: colour(raw.glowColor, base.glowColor),
  };
}

/** The signed-in user as the API presents it (part 1 §3, part 2 §3). */
export interface User {
  id: string;
  username: string;
  slug: string | null;
  avatar: string;
  banner: string;
  display: Display;
  badges: string[];
  points: number;
  /** Consecutive days of sign-in (the padawan badge). */
  loginStreak: number;
  /** Consecutive Paris days with a recorded session, up to today or yesterday; 0 once broken. */
  sessionStreak: number;
  createdAt: string;
  lastLoginAt: string | null;
  lastSeenAt: string | null;
  online: boolean;
  bannedUntil: string | null;
}

/** Control characters are never part of a name. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/;

/** Returns the first validation message of a username, or null when it is acceptable. */
export function usernameError(raw: string): string | null {
  const name = raw.trim();
  if ([...name].length < limits.usernameMin) return messages.usernameTooShort;
  if ([...name].length > limits.usernameMax) return messages.usernameTooLong;
  if (CONTROL.test(name)) return messages.usernameInvalid;
  return null;
}

export function passwordError(raw: string): string | null {
  const password = raw.trim();
  if (password.length < limits.passwordMin) return messages.passwordTooShort;
  if (raw.length > limits.passwordMax) return messages.passwordTooLong;
  return null;
}

const optionalText = z.string().max(limits.imageUrlMax).optional().nullable();

/** POST /auth/register body. Field rules are checked after parsing so each has its French message. */
export const registerBody = z.object({
  username: z.string().max(1000),
  password: z.string().max(1000),
  avatar: optionalText,
  banner: optionalText,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  username: z.string().max(1000),
  password: z.string().max(1000),
});
export type LoginBody = z.infer<typeof loginBody>;

/** PUT /me body: every field optional; empty values keep the current one (part 1 §5). */
export const updateMeBody = z.object({
  username: z.string().max(1000).optional().nullable(),
  avatar: optionalText,
  banner: optionalText,
  password: z.string().max(1000).optional().nullable(),
  display: z.record(z.string(), z.unknown()).optional().nullable(),
  slug: z.string().max(1000).optional().nullable(),
});
export type UpdateMeBody = z.infer<typeof updateMeBody>;

export interface AuthResponse {
  token: string;
  user: User;
  data: UserData;
}

/**
 * The session streak as it stands on Paris day `today` (days since 1970-01-01): the days counted up
 * to `lastDay` while that was today or yesterday, none once a whole day passed without a session.
 */
export function currentStreak(streak: number, lastDay: number, today: number): number {
  return today - lastDay <= 1 ? streak : 0;
}
