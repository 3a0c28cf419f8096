import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';

let dir: string;
let sleeper: ChildProcess;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mnemo-lock-'));
  // A live process that is not us, to stand for another server holding the directory.
  sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
});
afterAll(() => {
  sleeper?.kill();
  rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => join(dir, 'mnemo.lock');

/** The pid of a process that has already exited. */
function deadPid(): number {
  const done = spawnSync('true');
  if (!done.pid) throw new Error('could not spawn');
  return done.pid;
}

describe('PGlite data directory lock', () => {
  it('holds the directory while open: a second open fails with a clear message; closing releases it', async () => {
    const db = await openPglite(dir);
    try {
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
      await expect(openPglite(dir)).rejects.toThrow(
        `The data directory ${dir} is already used by process ${process.pid}. ` +
          'Stop it, or set DATABASE_URL to share a PostgreSQL server between processes.',
      );
      // The failed attempt left the first one's lock and database alone.
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
      await db.query('CREATE TABLE kept (n int)');
      await db.query('INSERT INTO kept VALUES (1)');
    } finally {
      await db.close();
    }
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a directory whose lock belongs to another live process, and leaves that lock in place', async () => {
    writeFileSync(lockFile(), String(sleeper.pid));
    try {
      await expect(openPglite(dir)).rejects.toThrow(`is already used by process ${sleeper.pid}`);
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(sleeper.pid));
    } finally {
      rmSync(lockFile(), { force: true });
    }
  });

  it('takes over a stale lock left by a process that no longer runs, with the data intact', async () => {
    writeFileSync(lockFile(), String(deadPid()));
    const db = await openPglite(dir);
    try {
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
      expect((await db.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over a lock file with garbage in it', async () => {
    writeFileSync(lockFile(), 'not a pid');
    const db = await openPglite(dir);
    await db.close();
    expect(existsSync(lockFile())).toBe(false);
  });
});
