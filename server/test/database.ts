import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadMigrations, migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import type { Database } from '../db/types';

/** The PostgreSQL server the tests may use; the embedded PGlite (in memory) when unset. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
/** The Redis server the tests may use; none when unset. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

export interface TestDatabase {
  db: Database;
  /** Connection string of the fresh PostgreSQL database, or null on PGlite. */
  url: string | null;
  /** Closes the connections and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

/** A connection string for database `name` on the same server as `base`. */
export function databaseUrlFor(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty database created on the TEST_DATABASE_URL server (`mnemo_t_<random>`), so test files
 * can run in parallel. Nothing is migrated: callers decide.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `mnemo_t_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  let dropped = false;
  return {
    url: databaseUrlFor(testDatabaseUrl, name),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin(async (client) => {
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
          name,
        ]);
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      });
    },
  };
}

/**
 * A dump of a freshly migrated PGlite, made once per set of migrations and kept in the temporary
 * directory: loading it takes a fraction of PGlite's own initdb, which every test file would
 * otherwise pay.
 */
async function migratedPgliteTemplate(): Promise<Uint8Array> {
  const migrations = loadMigrations();
  const key = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16);
  const path = join(tmpdir(), `mnemo-pglite-template-${key}.tar`);
  if (!existsSync(path)) {
    const template = await openPglite(null);
    await migrate(template, migrations);
    const dump = await template.dumpDataDir();
    await template.close();
    // Two workers may build it at once: each writes its own file, the rename is atomic.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, path);
  }
  return readFileSync(path);
}

/** A migrated database: in-memory PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const db = await openPglite({ dataDir: null, loadDataDir: await migratedPgliteTemplate() });
    return { db, url: null, drop: () => db.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  let db: Database | undefined;
  try {
    db = await openPostgres(empty.url, 5);
    await migrate(db);
  } catch (error) {
    await db?.close().catch(() => undefined);
    await empty.drop();
    throw error;
  }
  const opened = db;
  return {
    db: opened,
    url: empty.url,
    async drop() {
      await opened.close().catch(() => undefined);
      await empty.drop();
    },
  };
}
