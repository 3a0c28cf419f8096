import { openDB, type IDBPDatabase } from 'idb';

/**
 * What the device keeps of a signed-in student's work (issue 18), in IndexedDB, each record under
 * `<userId>:<name>` so that another account on the same browser never sees it:
 *   - `pending`: the edits the server has not acknowledged (session/pendingEdits.ts);
 *   - `drafts`: forms being filled (a card, a board…) before they are saved (offline/drafts.ts);
 *   - `training`: a training session in progress, to resume it after a reload;
 *   - `outbox`: finished sessions waiting for the network to be recorded;
 *   - `uploads`: images picked without network, waiting to be uploaded (offline/deferredUploads.ts).
 * Without IndexedDB (private modes, old browsers) every call quietly does nothing: the app works
 * as before, only without this safety net.
 */
export type LocalStoreName = 'pending' | 'drafts' | 'training' | 'outbox' | 'uploads';
const STORES: readonly LocalStoreName[] = ['pending', 'drafts', 'training', 'outbox', 'uploads'];

let opening: Promise<IDBPDatabase | null> | null = null;

function database(): Promise<IDBPDatabase | null> {
  opening ??= (typeof indexedDB === 'undefined'
    ? Promise.resolve(null)
    : openDB('mnemo', 2, {
        upgrade(db) {
          for (const name of STORES) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
        },
      })
  ).catch((error: unknown) => {
    console.warn('[local] IndexedDB unavailable', error);
    return null;
  });
  return opening;
}

export const localKey = (userId: string, name: string) => `${userId}:${name}`;

async function run<T>(work: (db: IDBPDatabase) => Promise<T>, fallback: T): Promise<T> {
  const db = await database();
  if (!db) return fallback;
  try {
    return await work(db);
  } catch (error) {
    console.warn('[local] IndexedDB call failed', error);
    return fallback;
  }
}

/** Told once when the device refuses to store more (quota), again only after a write went through. */
let onDeviceFull: () => void = () => undefined;
let deviceFull = false;

export function handleDeviceFull(handler: () => void): void {
  onDeviceFull = handler;
}

const isQuotaError = (error: unknown) => (error as Error | null)?.name === 'QuotaExceededError';

/**
 * Answers true once the record is stored. A refused write (the device is full) leaves the record
 * as it was: its transaction is aborted whole.
 */
export async function writeLocal(store: LocalStoreName, key: string, value: unknown): Promise<boolean> {
  const db = await database();
  if (!db) return false;
  try {
    await db.put(store, value, key);
    deviceFull = false;
    return true;
  } catch (error) {
    console.warn('[local] IndexedDB write refused', error);
    if (isQuotaError(error) && !deviceFull) {
      deviceFull = true;
      onDeviceFull();
    }
    return false;
  }
}

export const readLocal = <T>(store: LocalStoreName, key: string): Promise<T | undefined> =>
  run(async (db) => (await db.get(store, key)) as T | undefined, undefined);

export const deleteLocal = (store: LocalStoreName, key: string): Promise<void> => run((db) => db.delete(store, key), undefined);

/** Every record of one user in `store`, by name. */
export const listLocal = <T>(store: LocalStoreName, userId: string): Promise<Array<[string, T]>> =>
  run(async (db) => {
    const range = IDBKeyRange.bound(`${userId}:`, `${userId}:\uffff`);
    const [keys, values] = await Promise.all([db.getAllKeys(store, range), db.getAll(store, range)]);
    return keys.map((key, i): [string, T] => [String(key).slice(userId.length + 1), values[i] as T]);
  }, []);

/** Forgets everything the device kept for `userId` (account deleted). */
export const forgetUser = (userId: string): Promise<void> =>
  run(async (db) => {
    const range = IDBKeyRange.bound(`${userId}:`, `${userId}:\uffff`);
    await Promise.all(STORES.map((store) => db.delete(store, range)));
  }, undefined);

/** Writes `puts` and removes `deletes` in `store`, in one transaction; answers true once done. */
export const changeLocal = (store: LocalStoreName, puts: Array<[string, unknown]>, deletes: string[] = []): Promise<boolean> =>
  run(async (db) => {
    const tx = db.transaction(store, 'readwrite');
    await Promise.all([...puts.map(([key, value]) => tx.store.put(value, key)), ...deletes.map((key) => tx.store.delete(key)), tx.done]);
    return true;
  }, false);
