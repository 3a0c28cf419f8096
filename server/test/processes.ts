import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmptyPostgresDatabase } from './database';

/** The repository root (server/test/ is two levels down). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  pid: number;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  exited: Promise<Exit>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/** Variables of the test runner that must not leak into a server under test. */
const SERVER_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'PORT', 'HOST', 'CLIENT_DIR', 'TRUST_PROXY', 'LOG_LEVEL', 'RATE_LIMIT_PER_MINUTE'];

/**
 * Runs `server/main.ts` (the real entry point, or `entry`) in a child process with `env`, on a free port of
 * 127.0.0.1. With `ready` (default) waits until GET /api/health answers 200; rejects with the
 * process output if it exits first.
 */
export async function startServerProcess(
  env: Record<string, string>,
  {
    ready = true,
    timeoutMs = 45_000,
    nodeArgs = [],
    entry = 'server/main.ts',
  }: {
    ready?: boolean;
    timeoutMs?: number;
    /** Node's own flags (e.g. `--cpu-prof`, not allowed in NODE_OPTIONS). */
    nodeArgs?: string[];
    /** Another server script answering GET /api/health (a benchmark's floor). */
    entry?: string;
  } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const base = { ...process.env };
  for (const name of SERVER_VARIABLES) delete base[name];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...base, HOST: '127.0.0.1', CLIENT_DIR: join(repoRoot, 'server', 'test', 'no-client'), ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    url,
    child,
    pid: child.pid!,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (!ready) return proc;

  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!gone) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return proc;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await proc.stop('SIGKILL');
      throw new Error(`server process did not start in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server process exited before it was ready (${JSON.stringify(await exited)}):\n${output}`);
}

/** A JSON call to a running server process. */
export async function call(
  url: string,
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: () => unknown; text: string; headers: Headers; bytes: Buffer }> {
  const res = await fetch(url + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  return { status: res.status, text, bytes, headers: res.headers, json: () => JSON.parse(text) };
}

export interface ProcessPair {
  databaseUrl: string;
  a: ServerProcess;
  b: ServerProcess;
  /** Stops both (SIGTERM; one already gone answers how it died), drops the database, answers the exits. */
  stop(): Promise<[Exit, Exit]>;
}

/**
 * Two `server/main.ts` processes started together (both migrate the empty database at once) on a
 * fresh PostgreSQL database of TEST_DATABASE_URL's server and on the test Redis, trusting
 * x-forwarded-for so each test file is a client of its own in the shared Redis.
 */
export async function startProcessPair(redisUrl: string): Promise<ProcessPair> {
  const database = await createEmptyPostgresDatabase();
  const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl, TRUST_PROXY: '1', LOG_LEVEL: 'warn' };
  const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  return {
    databaseUrl: database.url,
    a,
    b,
    async stop() {
      const exits = await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]);
      await database.drop();
      return exits;
    },
  };
}
