import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import secureJson from 'secure-json-parse';
import { normalisePart, parsePartKey, partsOf, PROFILE_PART, SUBJECTS_PART } from '../../../domain/data/parts';
import { chapterKeys, type Subject } from '../../../domain/data/subjects';
import { normaliseUserData } from '../../../domain/data/userData';
import { limits, MAX_REVISION, SAVE_ID_PATTERN } from '../../../domain/limits';
import { toPartWrite, type PartWrite } from '../../db/material';
import { RICH_TEXT_PURIFY_CONFIG, withPurify, type Purify } from '../../../domain/richText';
import { normaliseSharePayload, shareItemCount } from '../../../domain/share/normalise';

/**
 * The work of a save or a share on a request body, as the raw JSON text: parse, normalise, clean
 * the rich text with DOMPurify, serialise. It runs in server/services/documents/worker.ts, off the
 * server's main thread, because on a 10 MB document each step takes tens to hundreds of
 * milliseconds (issue 14); the main thread then only stores the text it gets back.
 */
export type DocumentJob = { kind: 'user-data' | 'parts' | 'share'; body: string };

/** Why a body is refused; the main thread words it (domain/messages). */
export type DocumentRefusal = 'invalid-json' | 'not-an-object' | 'too-complex' | 'parts-invalid' | 'save-id-invalid' | 'share-invalid' | 'share-unknown-type';

/** A part of the material, normalised, ready to store. */
export interface NormalisedPart extends PartWrite {
  /** The revision the client based it on (0: a part it believes new). */
  revision: number;
}

export type DocumentResult =
  | { ok: false; refusal: DocumentRefusal }
  | {
      ok: true;
      kind: 'user-data';
      /** The normalised document without sessions and progress (the server's own record). */
      json: string;
      bytes: number;
      /** The body's `revision` field, for a save without If-Match. */
      revision: unknown;
      /** Its chapter keys (domain/data/subjects `chapterKey`). */
      chapters: string[];
      /** The same content split in parts (domain/data/parts), for storing. */
      parts: PartWrite[];
    }
  | {
      ok: true;
      kind: 'parts';
      parts: NormalisedPart[];
      /** The chapter keys of the subject list, when the save carries it. */
      chapters: string[] | null;
      /** The device's id for this save, when it gave one. */
      saveId: string | null;
    }
  | { ok: true; kind: 'share'; json: string; bytes: number; type: string; items: number };

class Refused extends Error {
  constructor(readonly refusal: DocumentRefusal) {
    super(refusal);
  }
}

/**
 * Each jsdom document adds listeners to its window that are never removed, and a NodeIterator keeps
 * its document alive until the end of the current task: one window for every call (as
 * isomorphic-dompurify does) makes each call slower than the last. So the window is replaced every
 * few hundred documents.
 */
const DOCUMENTS_PER_WINDOW = 500;
let window: JSDOM['window'] | null = null;
let purify: ReturnType<typeof createDOMPurify> | null = null;
let used = DOCUMENTS_PER_WINDOW;

function sanitise(html: string): string {
  if (used >= DOCUMENTS_PER_WINDOW || !purify) {
    window?.close();
    window = new JSDOM('<!DOCTYPE html>').window;
    purify = createDOMPurify(window);
    purify.setConfig(RICH_TEXT_PURIFY_CONFIG);
    used = 0;
  }
  used += 1;
  return purify.sanitize(html);
}

/**
 * DOMPurify for one request: each distinct markup is cleaned once, and at most
 * `limits.richTextRepairsPerRequest` of them (DOMPurify costs milliseconds per text).
 */
function requestPurify(): Purify {
  const cleaned = new Map<string, string>();
  return (html) => {
    let clean = cleaned.get(html);
    if (clean === undefined) {
      if (cleaned.size >= limits.richTextRepairsPerRequest) throw new Refused('too-complex');
      clean = sanitise(html);
      cleaned.set(html, clean);
    }
    return clean;
  };
}

/** JSON.parse refusing `__proto__` and `constructor.prototype` keys, as Fastify's own parser does. */
function parse(body: string): unknown {
  try {
    return secureJson.parse(body);
  } catch {
    throw new Refused('invalid-json');
  }
}

/** A save in parts: `{ parts: [{ key, revision, content }], saveId? }`, each key once. */
function normaliseParts(input: unknown, now: number): DocumentResult {
  const { parts: list, saveId } = (input ?? {}) as { parts?: unknown; saveId?: unknown };
  if (!Array.isArray(list) || list.length === 0 || list.length > limits.partsPerSave) return { ok: false, refusal: 'parts-invalid' };
  if (saveId !== undefined && (typeof saveId !== 'string' || !SAVE_ID_PATTERN.test(saveId))) return { ok: false, refusal: 'save-id-invalid' };
  const parts: NormalisedPart[] = [];
  const seen = new Set<string>();
  let chapters: string[] | null = null;
  for (const item of list) {
    const { key, revision, content } = (item ?? {}) as { key?: unknown; revision?: unknown; content?: unknown };
    const part = typeof key === 'string' ? parsePartKey(key) : null;
    if (!part || seen.has(key as string) || !Number.isInteger(revision) || (revision as number) < 0 || (revision as number) > MAX_REVISION) {
      return { ok: false, refusal: 'parts-invalid' };
    }
    // A list part whose content is not a list would be read as empty (for the subject list: every
    // chapter deleted): a malformed save is refused, never taken as a deletion.
    const shapeOk = part.kind === PROFILE_PART ? content === null || typeof content === 'string' : Array.isArray(content);
    if (!shapeOk) return { ok: false, refusal: 'parts-invalid' };
    seen.add(key as string);
    const normalised = normalisePart(part, content, now);
    if (part.kind === SUBJECTS_PART) chapters = [...chapterKeys(normalised as Subject[])];
    parts.push({ ...toPartWrite(key as string, normalised), revision: revision as number });
  }
  return { ok: true, kind: 'parts', parts, chapters, saveId: typeof saveId === 'string' ? saveId : null };
}

function run(job: DocumentJob, now: number): DocumentResult {
  const input = parse(job.body);
  if (job.kind === 'parts') return normaliseParts(input, now);
  if (job.kind === 'share') {
    const result = normaliseSharePayload(input, now);
    if (!result.ok) return { ok: false, refusal: result.error === 'unknown-type' ? 'share-unknown-type' : 'share-invalid' };
    const items = shareItemCount(result.payload);
    const json = JSON.stringify(result.payload);
    return { ok: true, kind: 'share', json, bytes: Buffer.byteLength(json), type: result.payload.type, items };
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, refusal: 'not-an-object' };
  const submitted = input as Record<string, unknown>;
  const { sessions: _sessions, progress: _progress, ...content } = normaliseUserData({ ...submitted, sessions: [], progress: {} }, now);
  const json = JSON.stringify(content);
  return {
    ok: true,
    kind: 'user-data',
    json,
    bytes: Buffer.byteLength(json),
    revision: submitted.revision,
    chapters: [...chapterKeys(content.subjects)],
    parts: [...partsOf(content)].map(([key, part]) => toPartWrite(key, part)),
  };
}

export function normaliseBody(job: DocumentJob, now: number = Date.now()): DocumentResult {
  try {
    return withPurify(requestPurify(), () => run(job, now));
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}
