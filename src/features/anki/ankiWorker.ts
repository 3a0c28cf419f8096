/// <reference lib="webworker" />
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { AnkiRefused } from '../../../domain/anki/errors';
import { readAnkiImport } from '../../../domain/anki/read';
import type { WorkerAnswer } from './workerProtocol';

/**
 * Reads an Anki package off the page's thread: unzipping, zstd, SQLite (sql.js, its wasm from our
 * origin) and the mapping to Mnémo's material. Answers the plan, the images and the history.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  let answer: WorkerAnswer;
  const transfer: ArrayBuffer[] = [];
  try {
    const SQL = await initSqlJs({ locateFile: () => wasmUrl });
    const read = readAnkiImport(SQL, new Uint8Array(event.data));
    const images: Array<[string, ArrayBuffer]> = [];
    for (const [name, bytes] of read.images) {
      const copy = bytes.slice().buffer;
      images.push([name, copy]);
      transfer.push(copy);
    }
    answer = { ok: true, version: read.version, plan: read.plan, images, history: [...read.history] };
  } catch (error) {
    console.warn('[anki] package refused', error);
    answer = { ok: false, refusal: error instanceof AnkiRefused ? error.refusal : 'not-zip' };
  }
  scope.postMessage(answer, transfer);
};
