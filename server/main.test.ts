import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { messages } from '../domain/messages';
import { call, startServerProcess, type ServerProcess } from './test/processes';
import { connectSocket, emitWithAck } from './test/sockets';

/**
 * The real entry point (`server/main.ts`) in a child process, on PGlite in a data directory,
 * with logging at its most verbose: start-up, what it logs, the directory lock between processes,
 * and a clean shutdown on SIGTERM that keeps the data.
 */
let dataDir: string;
let first: ServerProcess | undefined;
const sockets: Socket[] = [];

const username = `proc_${randomBytes(4).toString('hex')}`;
const password = `pw-${randomBytes(12).toString('hex')}`;
const junkToken = randomBytes(32).toString('base64url');
const tokens: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mnemo-main-'));
  first = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'trace' });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await first?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server/main.ts as a process (PGlite on disk)', () => {
  it('starts on PGlite and serves the API', async () => {
    const health = await call(first!.url, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.json()).toEqual({ ok: true, database: 'pglite' });
    expect(existsSync(join(dataDir, 'mnemo.lock'))).toBe(true);
  });

  it('handles a session over HTTP and socket.io', async () => {
    const registered = await call(first!.url, 'POST', '/api/auth/register', { body: { username, password } });
    expect(registered.status).toBe(201);
    const token = (registered.json() as { token: string }).token;
    const logged = await call(first!.url, 'POST', '/api/auth/login', { body: { username, password } });
    expect(logged.status).toBe(200);
    tokens.push(token, (logged.json() as { token: string }).token);

    expect((await call(first!.url, 'GET', '/api/me', { token })).status).toBe(200);
    const junk = await call(first!.url, 'GET', '/api/me', { token: junkToken });
    expect(junk.status).toBe(401);
    expect(junk.json()).toEqual({ error: messages.sessionExpired });

    const socket = await connectSocket(first!.url, token);
    sockets.push(socket);
    expect(await emitWithAck(socket, 'ping')).toEqual({ ok: true });
    await expect(connectSocket(first!.url, junkToken)).rejects.toThrow(messages.sessionExpired);
  });

  it('a second process on the same data directory refuses to start, naming the first', async () => {
    const second = await startServerProcess({ DATA_DIR: dataDir }, { ready: false });
    const exit = await second.exited;
    expect(exit.code).not.toBe(0);
    expect(second.output()).toContain(`The data directory ${dataDir} is already used by process ${first!.pid}.`);
    // The first one is unharmed.
    expect((await call(first!.url, 'GET', '/api/health')).status).toBe(200);
  });

  it('logs requests but never a token, a password or an Authorization header', async () => {
    const logs = first!.output();
    // Logging is really on: start-up and request lines are there.
    expect(logs).toContain('Mnémo on http://localhost:');
    expect(logs).toMatch(/"msg":"incoming request"/);
    expect(logs).toContain('/api/auth/login');
    expect(tokens).toHaveLength(2);
    for (const secret of [...tokens, junkToken, password]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs.toLowerCase()).not.toContain('bearer');
  });

  it('stops cleanly on SIGTERM: exit code 0, lock released, data kept for the next start', async () => {
    const exit = await first!.stop('SIGTERM');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(first!.output()).toContain('SIGTERM received, shutting down');
    expect(existsSync(join(dataDir, 'mnemo.lock'))).toBe(false);

    const next = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      const logged = await call(next.url, 'POST', '/api/auth/login', { body: { username: username.toUpperCase(), password } });
      expect(logged.status).toBe(200);
      // Tokens issued before the restart still work: they live in the database.
      expect((await call(next.url, 'GET', '/api/me', { token: tokens[1] })).status).toBe(200);
    } finally {
      expect(await next.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    }
  });
});
