import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import secureJson from 'secure-json-parse';
import { chapterKeys } from '../../../domain/data/subjects';
import { normaliseUserData } from '../../../domain/data/userData';
import { limits } from '../../../domain/limits';
import { countItems, type QuotaKind } from '../../../domain/quotas';
import { RICH_TEXT_PURIFY_CONFIG, withPurify, type Purify } from '../../../domain/richText';
import { normaliseSharePayload, shareItemCount } from '../../../domain/share/normalise';

/**
 * The work of a save or a share on a request body, as the raw JSON text: parse, normalise, clean
 * the rich text with DOMPurify, serialise. It runs in server/services/documents/worker.ts, off the
 * server's main thread, because on a 10 MB document each step takes tens to hundreds of
 * milliseconds (issue 14); the main thread then only stores the text it gets back.
 */
export type DocumentJob = { kind: 'user-data'; body: string } | { kind: 'share'; body: string };

/** Why a body is refused; the main thread words it (domain/messages). */
export type DocumentRefusal = 'invalid-json' | 'not-an-object' | 'too-complex' | 'share-invalid' | 'share-unknown-type';

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
      counts: Record<QuotaKind, number>;
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

function run(job: DocumentJob, now: number): DocumentResult {
  const input = parse(job.body);
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
    counts: { zoning: countItems(content, 'zoning'), mindmap: countItems(content, 'mindmap') },
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
