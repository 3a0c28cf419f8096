import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, testDatabaseUrl } from '../test/database';
import { loadMigrations, migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

/** Two connections to one empty database: PGlite is one instance shared, PostgreSQL two pools. */
let first: Database;
let second: Database;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (testDatabaseUrl) {
    const empty = await createEmptyPostgresDatabase();
    first = await openPostgres(empty.url, 2);
    second = await openPostgres(empty.url, 2);
    cleanup = async () => {
      await Promise.all([first.close(), second.close()]);
      await empty.drop();
    };
  } else {
    first = await openPglite(null);
    second = first;
    cleanup = () => first.close();
  }
});
afterAll(async () => {
  await cleanup?.();
});

describe('migrate', () => {
  const names = loadMigrations().map((m) => m.name);

  it('finds the SQL files in order', () => {
    expect(names[0]).toBe('001_accounts.sql');
    expect([...names].sort()).toEqual(names);
  });

  it('two migrators starting together on an empty database apply each migration exactly once', async () => {
    const [a, b] = await Promise.all([migrate(first), migrate(second)]);
    expect([...a, ...b].sort()).toEqual(names);
    // One did everything, the other found nothing left to do.
    expect([a.length, b.length].sort()).toEqual([0, names.length]);
    const recorded = await first.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.rows.map((r) => r.name)).toEqual(names);
  });

  it('a second run applies nothing and changes nothing', async () => {
    const before = await first.query('SELECT name, applied_at FROM schema_migrations ORDER BY name');
    expect(await migrate(first)).toEqual([]);
    expect(await migrate(second)).toEqual([]);
    const after = await first.query('SELECT name, applied_at FROM schema_migrations ORDER BY name');
    expect(after.rows).toEqual(before.rows);
  });

  it('leaves a usable schema', async () => {
    const tables = await first.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['active_sessions', 'auth_tokens', 'schema_migrations', 'uploads', 'user_data', 'users']),
    );
  });

  it('a failing migration rolls back entirely and is not recorded', async () => {
    const broken = [
      ...loadMigrations(),
      { name: '998_half.sql', sql: 'CREATE TABLE half_done (n int);' },
      { name: '999_broken.sql', sql: 'CREATE TABLE broken (n int); SELECT * FROM no_such_table;' },
    ];
    await expect(migrate(first, broken)).rejects.toThrow(/no_such_table/);
    const recorded = await first.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.rows.map((r) => r.name)).toEqual(names);
    const leftovers = await first.query(
      "SELECT table_name FROM information_schema.tables WHERE table_name IN ('half_done', 'broken')",
    );
    expect(leftovers.rows).toEqual([]);
  });
});
