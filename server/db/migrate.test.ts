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

describe('013_material_parts', () => {
  it('splits every stored document into its parts, with their sizes and lengths, and drops the document column', async () => {
    const before = loadMigrations().filter((m) => m.name < '013');
    const db = await openPglite(null);
    try {
      await migrate(db, before);
      await db.query("INSERT INTO users (id, username, username_key, password_hash, display) VALUES ('u1', 'Ana', 'ana', 'x', '{}'), ('u2', 'Bea', 'bea', 'x', '{}')");
      const doc = {
        subjects: [{ id: 's', name: 'Anatomie', colorHex: '#6366f1', chapters: [{ id: 'a', name: 'Cœur' }] }],
        cards: { 's.a': [{ id: 'c1', answer: 'aorte', answers: ['aorte'], text: 'Gros vaisseau', imageUrl: null }] },
        zoningSets: { 's.a': [{ id: 'z1' }, { id: 'z2' }] },
        mindMaps: {},
        profileMusicUrl: 'https://exemple.fr/musique.mp3',
        sessions: [],
        progress: {},
      };
      await db.query("INSERT INTO user_data (user_id, doc, revision) VALUES ('u1', $1, 4), ('u2', '{}', 0)", [JSON.stringify(doc)]);
      await migrate(db);
      const parts = await db.query<{ user_id: string; part: string; content: unknown; revision: number; items: number; size_bytes: number }>(
        'SELECT user_id, part, content, revision, items, size_bytes FROM material_parts ORDER BY user_id, part',
      );
      expect(parts.rows.map(({ user_id, part, content, items }) => ({ user_id, part, content, items }))).toEqual([
        { user_id: 'u1', part: 'cards:s.a', content: doc.cards['s.a'], items: 1 },
        { user_id: 'u1', part: 'profile', content: doc.profileMusicUrl, items: 0 },
        { user_id: 'u1', part: 'subjects', content: doc.subjects, items: 0 },
        { user_id: 'u1', part: 'zoningSets:s.a', content: doc.zoningSets['s.a'], items: 2 },
        { user_id: 'u2', part: 'profile', content: null, items: 0 },
        { user_id: 'u2', part: 'subjects', content: [], items: 0 },
      ]);
      expect(parts.rows.every((row) => row.revision === 1 && row.size_bytes > 0)).toBe(true);
      const documents = await db.query<{ user_id: string; revision: number; size_bytes: number }>('SELECT user_id, revision, size_bytes FROM user_data ORDER BY user_id');
      const u1Size = parts.rows.filter((row) => row.user_id === 'u1').reduce((sum, row) => sum + row.size_bytes, 0);
      expect(documents.rows).toEqual([
        { user_id: 'u1', revision: 4, size_bytes: u1Size },
        { user_id: 'u2', revision: 0, size_bytes: 6 },
      ]);
      const column = await db.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'user_data' AND column_name = 'doc'");
      expect(column.rows).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
