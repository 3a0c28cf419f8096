import { deflateSync, Inflate } from 'fflate';
import { normaliseSharePayload } from './normalise';
import type { ShareDecodeResult, SharePayload } from './types';

/** A code longer than this is not one of ours (a 10-board collection with inline images fits). */
export const MAX_CODE_LENGTH = 12_000_000;
/** Decompression stops past this many bytes, so a crafted code cannot exhaust memory. */
export const MAX_DECODED_BYTES = 16 * 1024 * 1024;

const SC3 = 'SC3:';
const SC2 = 'SC2:';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
  try {
    const binary = atob(clean);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

const toBase64Url = (bytes: Uint8Array) => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return fromBase64(padded + '='.repeat((4 - (padded.length % 4)) % 4));
}

/** Inflates raw deflate data, refusing to produce more than MAX_DECODED_BYTES. */
function boundedInflate(data: Uint8Array): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let overflow = false;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (size > MAX_DECODED_BYTES) {
      overflow = true;
      throw new Error('too large');
    }
    chunks.push(chunk);
  });
  try {
    // Feed in slices so the bound is checked as output grows.
    for (let i = 0; i < data.length; i += 16_384) inflater.push(data.subarray(i, i + 16_384), i + 16_384 >= data.length);
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch {
    return null;
  }
  if (overflow) return null;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function parseJson(bytes: Uint8Array | null): unknown {
  if (!bytes || bytes.length > MAX_DECODED_BYTES) return undefined;
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    return undefined;
  }
}

/** Short keys of the compact SC2 form; none equals a long key (x and y stay as they are). */
const COMPACT_KEYS: Record<string, string> = {
  type: 't', version: 'v', meta: 'm', sharedAt: 'sa', subjectId: 'su', chapterId: 'ch',
  card: 'c', cards: 'cs', set: 's', sets: 'ss', map: 'p', maps: 'ps',
  answer: 'a', answers: 'as', text: 'tx', imageUrl: 'i', title: 'ti', legends: 'l', label: 'lb',
  note: 'n', color: 'co', points: 'pt', backgroundColor: 'bg', nodes: 'nd', edges: 'e',
  position: 'po', annotation: 'an', fromIndex: 'f', toIndex: 'to', labelAbove: 'la', labelBelow: 'lw',
};
const EXPANDED_KEYS = Object.fromEntries(Object.entries(COMPACT_KEYS).map(([long, short]) => [short, long]));

function renameKeys(value: unknown, names: Record<string, string>, depth = 0): unknown {
  if (depth > 12) return undefined;
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, names, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [names[key] ?? key, renameKeys(item, names, depth + 1)]));
}

/** `SC3:` + URL-safe base64 of the deflated JSON: the shortest local code. */
export function encodeSC3(payload: SharePayload): string {
  return SC3 + toBase64Url(deflateSync(encoder.encode(JSON.stringify(payload)), { level: 9 }));
}

/** `SC2:` + URL-safe base64 of the JSON with short keys: readable by older clients without inflate. */
export function encodeSC2(payload: SharePayload): string {
  return SC2 + toBase64Url(encoder.encode(JSON.stringify(renameKeys(payload, COMPACT_KEYS))));
}

/** Plain base64 JSON, the legacy form. */
export function encodeLegacy(payload: SharePayload): string {
  return toBase64(encoder.encode(JSON.stringify(payload)));
}

/**
 * Decodes a local code (SC3, SC2, or plain base64 JSON). Total: any input gives a payload that
 * passed the normaliser, or an error kind; never an exception, never more than the memory bound.
 */
export function decodeShareCode(input: string): ShareDecodeResult {
  const code = typeof input === 'string' ? input.trim() : '';
  if (code.length === 0 || code.length > MAX_CODE_LENGTH) return { ok: false, error: 'invalid' };
  let json: unknown;
  if (code.startsWith(SC3)) {
    const bytes = fromBase64Url(code.slice(SC3.length));
    json = parseJson(bytes ? boundedInflate(bytes) : null);
  } else if (code.startsWith(SC2)) {
    const parsed = parseJson(fromBase64Url(code.slice(SC2.length)));
    json = parsed === undefined ? undefined : renameKeys(parsed, EXPANDED_KEYS);
  } else {
    json = parseJson(fromBase64(code));
  }
  if (json === undefined || json === null || typeof json !== 'object') return { ok: false, error: 'invalid' };
  return normaliseSharePayload(json);
}
