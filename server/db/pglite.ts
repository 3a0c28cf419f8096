import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { acquireDirectoryLock } from './lock';
import type { Database, Queryable } from './types';

export interface PgliteOptions {
  /** Data directory; null keeps everything in memory (tests). */
  dataDir: string | null;
  /** A dump (`dumpDataDir`) to start from, in memory: the tests' migrated template. */
  loadDataDir?: Uint8Array;
}

export interface PgliteDatabase extends Database {
  /** The whole database as a tar archive, to start others from (`loadDataDir`). */
  dumpDataDir(): Promise<Uint8Array>;
}

interface Reply {
  id?: number;
  ready?: true;
  /** A NOTIFY heard by that listener. */
  listener?: number;
  payload?: string;
  result?: unknown;
  error?: { message: string } & Record<string, unknown>;
}

/**
 * Embedded PostgreSQL (PGlite), run by server/db/pgliteWorker.mjs on its own thread so that its
 * queries never hold the server's event loop. A lock file keeps a second process from opening the
 * same directory.
 */
export async function openPglite(options: PgliteOptions | string | null): Promise<PgliteDatabase> {
  const { dataDir, loadDataDir } = typeof options === 'object' && options !== null ? options : { dataDir: options };
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDirectoryLock(dataDir);
  }
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir, loadDataDir } });
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 0;
  let failure: Error | null = null;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if (reply.ready) return resolve();
      if (reply.listener !== undefined) return listeners.get(reply.listener)?.(reply.payload ?? '');
      const waiting = pending.get(reply.id!);
      pending.delete(reply.id!);
      if (reply.error) waiting?.reject(Object.assign(new Error(reply.error.message), reply.error));
      else waiting?.resolve(reply.result);
    });
    worker.on('error', (error) => {
      reject(error);
      failAll(error);
    });
    worker.on('exit', () => {
      const error = new Error('the embedded database has stopped');
      reject(error);
      failAll(error);
    });
  });
  try {
    await ready;
  } catch (error) {
    release();
    throw error;
  }

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };
  const queryable = (tx?: number): Queryable => ({
    query: async (sql, params) => call({ op: 'query', sql, params, tx }),
    exec: async (sql) => {
      await call({ op: 'exec', sql, tx });
    },
  });

  return {
    kind: 'pglite',
    ...queryable(),
    async transaction(work) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await call({ op: 'rollback', tx });
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    async listen(channel, onNotify) {
      const listener = await call<number>({ op: 'listen', channel });
      listeners.set(listener, onNotify);
      return async () => {
        listeners.delete(listener);
        if (!failure) await call({ op: 'unlisten', listener });
      };
    },
    dumpDataDir: () => call<Uint8Array>({ op: 'dump' }),
    async close() {
      try {
        if (!failure) await call({ op: 'close' });
        await worker.terminate();
      } finally {
        release();
      }
    },
  };
}
