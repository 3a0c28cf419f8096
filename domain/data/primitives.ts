/** Small total coercions used by every normaliser: any input gives a value of the right type. */

import { cleanText } from '../text';

export type Raw = Record<string, unknown>;

export function asRecord(value: unknown): Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};
}

export function asArray(value: unknown, max = Infinity): unknown[] {
  return Array.isArray(value) ? value.slice(0, max) : [];
}

/** A trimmed string cut to `max` characters, or '' when the input is not a string. */
export function asText(value: unknown, max: number): string {
  return typeof value === 'string' ? cleanText(value).trim().slice(0, max) : '';
}

export function asNullableText(value: unknown, max: number): string | null {
  const text = asText(value, max);
  return text.length > 0 ? text : null;
}

export function asNumber(value: unknown, fallback: number, min = -Infinity, max = Infinity): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

export function asInteger(value: unknown, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  return Math.round(asNumber(value, fallback, min, max));
}

export function asBoolean(value: unknown, fallback = false): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

const ID_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

/** Returns a usable id: the given one when it is a short safe token, else a fresh one. */
export function asId(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) value = String(value);
  return typeof value === 'string' && ID_PATTERN.test(value) ? value : newId();
}

export function newId(): string {
  return globalThis.crypto.randomUUID();
}

const HEX6 = /^#[0-9a-f]{6}$/i;

/** A #rrggbb colour in lower case, else the fallback. */
/** Mnémo's 8 colours: a new subject's colour and a legend's default zone colour, by index. */
export const PALETTE = ['#6366f1', '#ec4899', '#22c55e', '#f97316', '#14b8a6', '#facc15', '#8b5cf6', '#ef4444'] as const;

export function asHexColour(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX6.test(value.trim()) ? value.trim().toLowerCase() : fallback;
}

/** Keeps the first item of each id, giving duplicates fresh ids so nothing is lost. */
export function uniqueIds<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.map((item) => {
    if (!seen.has(item.id)) {
      seen.add(item.id);
      return item;
    }
    const copy = { ...item, id: newId() };
    seen.add(copy.id);
    return copy;
  });
}

/** Clamps to [0, 1] and rounds to 4 decimals so saves are stable. */
export function unit(value: unknown, fallback = 0.5): number {
  return Math.round(asNumber(value, fallback, 0, 1) * 10_000) / 10_000;
}

export function timestamp(value: unknown, fallback: number): number {
  const n = asNumber(value, NaN, 0, 8_640_000_000_000_000);
  return Number.isNaN(n) ? fallback : Math.round(n);
}
