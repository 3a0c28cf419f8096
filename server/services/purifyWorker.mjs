// Rich text cleaning off the server's main thread (server/services/richText.ts sends the markup).
// Plain JavaScript so that the same file runs under the tests (TypeScript sources) and in dist/.
//
// Each jsdom document adds listeners to its window that are never removed, and a NodeIterator
// keeps its document alive until the end of the current task: one window for every call, as
// isomorphic-dompurify does, makes each call slower than the last and holds all documents of a
// batch. So the window is replaced every few hundred documents, and each message is a short batch.
import { parentPort, workerData } from 'node:worker_threads';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const DOCUMENTS_PER_WINDOW = 500;
let window = null;
let purify = null;
let used = DOCUMENTS_PER_WINDOW;

function sanitise(html) {
  if (used >= DOCUMENTS_PER_WINDOW) {
    window?.close();
    window = new JSDOM('<!DOCTYPE html>').window;
    purify = createDOMPurify(window);
    purify.setConfig(workerData.config);
    used = 0;
  }
  used += 1;
  return purify.sanitize(html);
}

parentPort.on('message', ({ id, markups }) => {
  parentPort.postMessage({ id, results: markups.map(sanitise) });
});
