import { Worker } from 'node:worker_threads';
import { limits } from '../../domain/limits';
import { messages } from '../../domain/messages';
import { RICH_TEXT_PURIFY_CONFIG, withPurify } from '../../domain/richText';
import { payloadTooLarge } from '../http/errors';

/** Markup sent to the worker per message: each message ends a task, which frees its documents. */
const BATCH = 25;
/**
 * Worker time one request may use. DOMPurify's cost grows with nesting (10,000 characters of nested
 * tables take seconds), so the count limit alone does not bound it; past this (two minutes, far above
 * the seconds 500 ordinary texts take even on a machine shared tenfold) the worker is replaced and
 * the request refused.
 */
const WORK_BUDGET_MS = 120_000;

interface Pending {
  resolve: (results: string[]) => void;
  reject: (error: Error) => void;
}

/** One DOMPurify worker per process, started on first use; it never holds the process open. */
class PurifyWorker {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 0;

  sanitise(markups: string[]): Promise<string[]> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, markups });
    });
  }

  /** Stops the worker (a stuck DOMPurify call cannot be interrupted otherwise) and fails what it held. */
  stop(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
    void worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./purifyWorker.mjs', import.meta.url), {
      workerData: { config: RICH_TEXT_PURIFY_CONFIG },
    });
    worker.unref();
    worker.on('message', ({ id, results }: { id: number; results: string[] }) => {
      this.pending.get(id)?.resolve(results);
      this.pending.delete(id);
    });
    worker.on('error', (error) => this.worker === worker && this.stop(error));
    worker.on('exit', () => this.worker === worker && this.stop(new Error('rich-text worker exited')));
    this.worker = worker;
    return worker;
  }
}

const purifier = new PurifyWorker();

const tooComplex = () => payloadTooLarge(messages.richTextTooComplex(limits.richTextRepairsPerRequest));

/**
 * Runs a synchronous normaliser (user data, share payloads) so that DOMPurify never runs on the
 * main thread: a first pass records the markup that needs DOMPurify (the already-clean kind passes
 * through domain/richText without it), the worker cleans each distinct one once, and the pass
 * runs again with the answers, until nothing is missing (twice, or three times when cleaned text
 * is cut to its limit and cleaned again). The result is exactly what the normaliser gives alone.
 */
export async function normaliseOffThread<T>(normalise: () => T): Promise<T> {
  const cleaned = new Map<string, string>();
  const deadline = Date.now() + WORK_BUDGET_MS;
  for (;;) {
    const missing = new Set<string>();
    const result = withPurify((html) => {
      const clean = cleaned.get(html);
      if (clean !== undefined) return clean;
      missing.add(html);
      return '';
    }, normalise);
    if (missing.size === 0) return result;
    if (cleaned.size + missing.size > limits.richTextRepairsPerRequest) throw tooComplex();
    const markups = [...missing];
    for (let start = 0; start < markups.length; start += BATCH) {
      const batch = markups.slice(start, start + BATCH);
      const results = await withDeadline(purifier.sanitise(batch), deadline);
      batch.forEach((html, i) => cleaned.set(html, results[i]!));
    }
  }
}

async function withDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = tooComplex();
      purifier.stop(error);
      reject(error);
    }, Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
