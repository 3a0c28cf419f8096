import { Worker } from 'node:worker_threads';
import { limits } from '../../../domain/limits';
import { messages } from '../../../domain/messages';
import { badRequest, payloadTooLarge } from '../../http/errors';
import type { DocumentJob, DocumentRefusal, DocumentResult } from './normalise';

/**
 * Worker time one request may use. DOMPurify's cost grows with nesting (10,000 characters of nested
 * tables take seconds), so the count limit alone does not bound it; past this (two minutes, far
 * above the seconds the largest accepted document takes even on a machine shared tenfold) the
 * worker is replaced and the request refused.
 */
const WORK_BUDGET_MS = 120_000;

const refusals: Record<DocumentRefusal, () => Error> = {
  'invalid-json': () => badRequest(messages.invalidJson),
  'not-an-object': () => badRequest(messages.dataInvalid),
  'parts-invalid': () => badRequest(messages.partsInvalid(limits.partsPerSave)),
  'save-id-invalid': () => badRequest(messages.saveIdInvalid),
  'too-complex': () => payloadTooLarge(messages.richTextTooComplex(limits.richTextRepairsPerRequest)),
  'share-invalid': () => badRequest(messages.shareInvalid),
  'share-unknown-type': () => badRequest(messages.shareUnknownType),
};

interface Pending {
  job: DocumentJob;
  resolve: (result: DocumentResult) => void;
  reject: (error: Error) => void;
}

/**
 * From the bundle (dist/server/main.js) the worker is dist/server/documentWorker.js; from sources
 * (tests, dev) the TypeScript entry runs through boot.mjs.
 */
function newWorker(): Worker {
  if (import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./boot.mjs', import.meta.url), { workerData: { entry: new URL('./worker.ts', import.meta.url).href } });
  }
  return new Worker(new URL('./documentWorker.js', import.meta.url));
}

/** One document worker per process, started on first use; it never holds the process open. */
class DocumentWorker {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 0;

  /** Runs `job`; past `budgetMs` it is refused with `overBudget()`. */
  run(job: DocumentJob, budgetMs: number, overBudget: () => Error): Promise<DocumentResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.cancel(id, overBudget()), budgetMs);
      const settled = () => clearTimeout(timer);
      this.pending.set(id, { job, resolve: (result) => (settled(), resolve(result)), reject: (error) => (settled(), reject(error)) });
      this.start().postMessage({ id, job });
    });
  }

  /**
   * A job past its budget: a stuck DOMPurify call cannot be interrupted, so the worker is replaced.
   * That job is refused; the others it held are sent again to the new worker, so that one hostile
   * request costs nobody else their save.
   */
  private cancel(id: number, error: Error): void {
    const culprit = this.pending.get(id);
    if (!culprit) return;
    this.pending.delete(id);
    const stuck = this.worker;
    this.worker = null;
    void stuck?.terminate();
    culprit.reject(error);
    if (this.pending.size === 0) return;
    const worker = this.start();
    for (const [other, { job }] of this.pending) worker.postMessage({ id: other, job });
  }

  /** The worker failed by itself: what it held fails with it. */
  private fail(error: Error): void {
    this.worker = null;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = newWorker();
    worker.unref();
    worker.on('message', ({ id, result, error }: { id: number; result?: DocumentResult; error?: string }) => {
      const pending = this.pending.get(id);
      this.pending.delete(id);
      if (error !== undefined) pending?.reject(new Error(error));
      else pending?.resolve(result!);
    });
    worker.on('error', (error) => this.worker === worker && this.fail(error));
    worker.on('exit', () => this.worker === worker && this.fail(new Error('document worker exited')));
    this.worker = worker;
    return worker;
  }
}

const documents = new DocumentWorker();

/**
 * Parses, normalises and cleans a save or a share off the main thread; a body refused answers the
 * spec's French error (400, or 413 when it asks too much cleaning or takes more than `budgetMs`).
 */
export async function normaliseOffThread<K extends DocumentJob['kind']>(
  kind: K,
  body: string,
  budgetMs: number = WORK_BUDGET_MS,
): Promise<Extract<DocumentResult, { ok: true; kind: K }>> {
  const result = await documents.run({ kind, body } as DocumentJob, budgetMs, refusals['too-complex']);
  if (!result.ok) throw refusals[result.refusal]();
  return result as Extract<DocumentResult, { ok: true; kind: K }>;
}
