// The embedded PostgreSQL (PGlite) on its own thread: PGlite runs PostgreSQL compiled to
// WebAssembly, synchronously, in the thread that owns it. On the server's main thread, writing a
// 10 MB JSONB document held every other request for most of a second (issue 14). Here the server
// only posts queries and awaits answers (server/db/pglite.ts).
// Plain JavaScript so that the same file runs under the tests (TypeScript sources) and in dist/.
//
// Messages in:  { id, op: 'query', sql, params, tx? } | { id, op: 'exec', sql, tx? }
//               { id, op: 'begin' } | { id, op: 'commit' | 'rollback', tx } | { id, op: 'dump' } | { id, op: 'close' }
//               { id, op: 'listen', channel } (answers a listener id) | { id, op: 'unlisten', listener }
// Messages out: { id, result } or { id, error: { message, ...PostgreSQL fields } },
//               and { listener, payload } for each NOTIFY heard, posted before the answer to the
//               query that sent it (PGlite calls listeners before it resolves that query)
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

const options = workerData.loadDataDir ? { loadDataDir: new Blob([workerData.loadDataDir]) } : {};
const db = await PGlite.create(workerData.dataDir ?? undefined, options);

/** Open transactions by id: the PGlite transaction object and how to end it. */
const transactions = new Map();
let nextTransaction = 0;
const ROLLBACK = Symbol('rollback');

function begin() {
  const id = nextTransaction++;
  return new Promise((begun, failed) => {
    const done = db
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(id, { tx, commit, rollback, done });
            begun(id);
          }),
      )
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(id));
    // A failed BEGIN never reaches the callback.
    done.catch(failed);
  });
}

/** How to stop each LISTEN, by listener id. */
const listeners = new Map();
let nextListener = 0;

async function listen(channel) {
  const listener = nextListener++;
  listeners.set(listener, await db.listen(channel, (payload) => parentPort.postMessage({ listener, payload })));
  return listener;
}

function target(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

async function run(message) {
  const { op, sql, params, tx } = message;
  switch (op) {
    case 'query':
      return { rows: (await target(tx).query(sql, params)).rows };
    case 'exec':
      await target(tx).exec(sql);
      return null;
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback': {
      const open = transactions.get(tx);
      if (!open) throw new Error(`transaction ${tx} is not open`);
      if (op === 'commit') open.commit();
      else open.rollback(ROLLBACK);
      await open.done;
      return null;
    }
    case 'listen':
      return listen(message.channel);
    case 'unlisten':
      await listeners.get(message.listener)?.();
      listeners.delete(message.listener);
      return null;
    case 'dump':
      return new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${op}`);
  }
}

/** An error as plain data, keeping PostgreSQL's fields (code, constraint, detail…) the server reads. */
function plain(error) {
  const fields = {};
  for (const [key, value] of Object.entries(error ?? {})) {
    if (value === undefined || typeof value === 'function' || (typeof value === 'object' && value !== null)) continue;
    fields[key] = value;
  }
  return { ...fields, message: error?.message ?? String(error) };
}

parentPort.on('message', (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plain(error) }),
  );
});
parentPort.postMessage({ ready: true });
