/**
 * Demo content for one account (issue 10): `npm run seed -- <username>` adds the anatomy example
 * subject (10 cards, a zoning board on our heart diagram, a mind map). Uses the server's database
 * settings (DATABASE_URL, or PGlite in DATA_DIR; stop a PGlite server first: its directory is locked).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildDemoContent, DEMO_DIAGRAM_PATH, withDemoContent } from '../domain/demo/anatomy';
import { changedParts } from '../domain/data/parts';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { lockDocument, storeParts, toPartWrite } from '../server/db/material';
import { readMaterial } from '../server/services/userData';
import { storeUpload } from '../server/services/uploads/uploads';
import { usernameKey } from '../server/services/users';

async function main(username: string): Promise<number> {
  if (!username) {
    console.error('Usage: npm run seed -- <username>');
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const found = await db.query<{ id: string }>('SELECT id FROM users WHERE username_key = $1', [usernameKey(username)]);
    const row = found.rows[0];
    if (!row) {
      console.error(`No user named "${username}".`);
      return 1;
    }
    // Boards only keep http(s) or uploaded images: the diagram is stored like a user's upload.
    const png = await readFile(join(import.meta.dirname, '..', 'public', DEMO_DIAGRAM_PATH));
    const { url } = await storeUpload(db, row.id, `data:image/png;base64,${png.toString('base64')}`, ['image']);
    const stored = await readMaterial(db, row.id);
    const next = withDemoContent(stored.data, buildDemoContent(url));
    const saved = await db.transaction(async (tx) => {
      const locked = await lockDocument(tx, row.id);
      if (locked?.revision !== stored.revision) return false;
      const writes = changedParts(stored.data, next).map(({ key, content }) => toPartWrite(key, content));
      const sizes = new Map([...locked.parts.values()].map((part) => [part.part, part.size_bytes]));
      for (const write of writes) sizes.set(write.part, write.bytes);
      await storeParts(tx, row.id, writes, [], [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0));
      return true;
    });
    if (!saved) {
      console.error('The data changed meanwhile; run the command again.');
      return 1;
    }
    console.log(`Demo subject added to ${username}.`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2).join(' ').trim())
  .then((code) => process.exit(code))
  .catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
