import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { acquireDirectoryLock } from './lock';
import type { Database } from './types';

/**
 * Embedded PostgreSQL (PGlite). `dataDir` null keeps everything in memory (tests).
 * A lock file keeps a second process from opening the same directory.
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDirectoryLock(dataDir);
  }
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir ?? undefined);
  } catch (error) {
    release();
    throw error;
  }
  return pgliteDatabase(db, release);
}

/** A PGlite instance behind the Database interface; `release` runs after it closes. */
export function pgliteDatabase(db: PGlite, release: () => void = () => {}): Database {
  // PGlite runs one query at a time; its own queue serialises concurrent callers.
  return {
    kind: 'pglite',
    query: async (sql, params) => {
      const result = await db.query(sql, params as unknown[]);
      return { rows: result.rows as never[] };
    },
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async (sql, params) => ({ rows: (await tx.query(sql, params as unknown[])).rows as never[] }),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    // PGlite is this process's: a notification is delivered before the query that committed it resolves.
    async listen(channel, onNotify) {
      const stop = await db.listen(channel, onNotify);
      return () => stop();
    },
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}
