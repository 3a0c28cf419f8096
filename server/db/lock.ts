import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const inUse = (dir: string, owner: number) =>
  new Error(
    `The data directory ${dir} is already used by process ${owner}. ` +
      'Stop it, or set DATABASE_URL to share a PostgreSQL server between processes.',
  );

/**
 * Lock files this process holds. A lock file carrying our own pid is otherwise taken for a stale
 * one (a previous run that had the same pid, as in containers), so a second open of a directory
 * within this process must be caught here.
 */
const heldHere = new Set<string>();

/**
 * Takes `<dir>/mnemo.lock` for this process. A lock left by a process that no longer runs is
 * taken over; a live one makes start-up fail with a clear message. Returns the release function.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const path = resolve(dir, 'mnemo.lock');
  if (heldHere.has(path)) throw inUse(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(path);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw inUse(dir, owner);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
}
