import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dir>/mnemo.lock` for this process. A lock left by a process that no longer runs is
 * taken over; a live one makes start-up fail with a clear message. Returns the release function.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const path = join(dir, 'mnemo.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The data directory ${dir} is already used by process ${owner}. ` +
            'Stop it, or set DATABASE_URL to share a PostgreSQL server between processes.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
}
