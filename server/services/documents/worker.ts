// Worker thread entry of server/services/documents/pool.ts: normalises request bodies off the
// server's main thread. Bundled to dist/server/documentWorker.js; run through boot.mjs from sources.
import { parentPort } from 'node:worker_threads';
import { normaliseBody, type DocumentJob } from './normalise';

parentPort!.on('message', ({ id, job }: { id: number; job: DocumentJob }) => {
  try {
    parentPort!.postMessage({ id, result: normaliseBody(job) });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message ?? String(error) });
  }
});
