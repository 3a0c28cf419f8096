import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './types';

/**
 * The SQL files sit beside this module in the source tree, and beside the bundle in dist/server
 * (the build copies them there).
 */
export function migrationsDir(): string {
  return join(dirname(fileURLToPath(import.meta.url)), 'migrations');
}

export interface Migration {
  name: string;
  sql: string;
}

export function loadMigrations(dir: string = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * Applies the migrations not yet recorded, in file order, all in one transaction.
 * An advisory lock keeps two processes starting together on one PostgreSQL from racing (it is
 * taken before anything else, the bookkeeping table included).
 */
export async function migrate(db: Database, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7242001)');
    // Under the lock: two processes creating this table at once on a fresh database would
    // otherwise collide in PostgreSQL's catalog (duplicate pg_type entry) and one would crash.
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
  });
  return applied;
}
