import type { AnkiRefusal } from '../../../domain/anki/errors';
import type { ImportPlan } from '../../../domain/anki/mapping';
import type { AnkiCardHistory } from '../../../domain/anki/read';

/** What the Anki worker answers for a package. */
export type WorkerAnswer =
  | { ok: true; version: 1 | 2 | 3; plan: ImportPlan; images: Array<[string, ArrayBuffer]>; history: Array<[number, AnkiCardHistory]> }
  | { ok: false; refusal: AnkiRefusal };

/** Reads a package in the worker (a new one per package, ended once it answers). */
export function readInWorker(file: Blob): Promise<WorkerAnswer> {
  return file.arrayBuffer().then(
    (buffer) =>
      new Promise<WorkerAnswer>((resolve) => {
        const worker = new Worker(new URL('./ankiWorker.ts', import.meta.url), { type: 'module', name: 'anki-import' });
        worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
          worker.terminate();
          resolve(event.data);
        };
        worker.onerror = (event) => {
          console.warn('[anki] worker failed', event.message);
          worker.terminate();
          resolve({ ok: false, refusal: 'not-zip' });
        };
        worker.postMessage(buffer, [buffer]);
      }),
  );
}
