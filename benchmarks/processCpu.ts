/**
 * CPU time of the processes a benchmark runs beside itself (Linux: from /proc), and of the
 * PostgreSQL backends and Redis server they talk to.
 */
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import type { Queryable } from '../server/db/types';

const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

/** CPU time (user + system, ms) and resident memory (bytes) of a process; nothing once it is gone. */
export function processUsage(pid: number): { cpuMs: number; rss: number } {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return { cpuMs: 0, rss: 0 };
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND, rss: Number(fields[21]) * PAGE_BYTES };
}

/** Summed over processes. */
export function processesUsage(pids: readonly number[]): { cpuMs: number; rss: number } {
  return pids.map(processUsage).reduce((a, b) => ({ cpuMs: a.cpuMs + b.cpuMs, rss: a.rss + b.rss }), { cpuMs: 0, rss: 0 });
}

/** CPU time of each PostgreSQL backend connected to `database` now (the server runs on this machine). */
export async function backendsCpu(db: Queryable, database: string): Promise<Map<number, number>> {
  const found = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
  return new Map(found.rows.map((row) => [row.pid, processUsage(row.pid).cpuMs]));
}

/** CPU the backends spent between two readings (a backend that came meanwhile counts whole). */
export function backendsCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, cpuMs] of after) sum += cpuMs - (before.get(pid) ?? 0);
  return sum;
}

/** The Redis server's own CPU time so far (ms), as it reports it; shared with whoever else uses it. */
export async function redisCpuMs(url: string): Promise<number> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const info = await redis.info('cpu');
    const seconds = (name: string) => Number(new RegExp(`^${name}:([0-9.]+)`, 'm').exec(info)?.[1] ?? 0);
    return (seconds('used_cpu_user') + seconds('used_cpu_sys')) * 1000;
  } finally {
    redis.disconnect();
  }
}

/** This process's own CPU time so far (ms). */
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
