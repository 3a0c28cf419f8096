import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { emptyUserData } from '../domain/data/userData';
import type { LeaderboardResponse } from '../domain/leaderboard';
import { messages } from '../domain/messages';
import type { User } from '../domain/user';
import { createTestDatabase, testDatabaseUrl, testRedisUrl, type TestDatabase } from './test/database';
import { errorOf, startTestServer, useThrottle, type TestServer } from './test/harness';
import { login, me, perfectSession, registerUser, STUDENT_CARDS, uniqueIp, uniqueName } from './test/factories';
import { dataUrl, png, wav } from './test/files';
import { call, startProcessPair, type ProcessPair, type ServerProcess } from './test/processes';
import { connectSocket, nextEvent } from './test/sockets';

/**
 * Stateless API processes sharing one database (and Redis when there is one): whatever one process
 * issues or stores, the others honour and serve.
 */
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

async function connect(url: string, token?: string): Promise<Socket> {
  const socket = await connectSocket(url, token);
  sockets.push(socket);
  return socket;
}

const subject = (name: string) => ({ id: 'anat', name, colorHex: '#6366f1', chapters: [{ id: 'coeur', name: 'Cœur' }] });

describe('two servers in one process on one database', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestServer({ database });
    b = await startTestServer({ database });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.drop();
  });

  it('a token issued by A works on B, and a logout on B revokes it on A', async () => {
    const ava = await registerUser(a);
    expect((await me(b, ava.token)).id).toBe(ava.user.id);
    expect((await b.post('/api/auth/logout', { token: ava.token })).statusCode).toBe(204);
    const res = await a.get('/api/me', { token: ava.token });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error).toBe(messages.sessionExpired);
  });

  it('an upload stored through A is served by B, and deleted through B', async () => {
    const ben = await registerUser(a);
    for (const [mime, bytes] of [['image/png', png()], ['audio/wav', wav()]] as const) {
      const { url } = (await a.post('/api/me/uploads', { token: ben.token, body: { dataUrl: dataUrl(mime, bytes) } })).json();
      const served = await b.get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect((await b.delete('/api/me/uploads', { token: ben.token, body: { url } })).statusCode).toBe(204);
      expect((await a.get(url)).statusCode).toBe(404);
    }
  });

  it('a username taken through A is taken on B', async () => {
    const cat = await registerUser(a);
    const res = await b.post('/api/auth/register', { body: { username: cat.username.toUpperCase(), password: 'secret1' } });
    expect(res.statusCode).toBe(409);
  });

  it('saves through A and B from the same revision: one wins, the other gets 412', async () => {
    const dan = await registerUser(a);
    const save = (server: TestServer, name: string) =>
      server.put('/api/me/data', { token: dan.token, body: { subjects: [subject(name)] }, headers: { 'if-match': '"0"' } });
    const [fromA, fromB] = await Promise.all([save(a, 'via A'), save(b, 'via B')]);
    expect([fromA.statusCode, fromB.statusCode].sort()).toEqual([200, 412]);
    const winner = fromA.statusCode === 200 ? 'via A' : 'via B';
    for (const server of [a, b]) {
      const { data, revision } = (await server.get('/api/me/data', { token: dan.token })).json();
      expect(revision).toBe(1);
      expect(data).toEqual({ ...emptyUserData(), subjects: [subject(winner)] });
    }
  });

  it('live events reach sockets on the process that emitted them', async () => {
    const watcher = await connect(a.url);
    const username = uniqueName('local');
    const created = nextEvent<{ user: User }>(watcher, 'user:created', (p) => p.user?.username === username);
    expect((await a.post('/api/auth/register', { body: { username, password: 'secret1' } })).statusCode).toBe(201);
    expect((await created).user.username).toBe(username);
  });

  describe.runIf(testRedisUrl)('with Redis', () => {
    it('a socket on B hears user:created for a registration on A', async () => {
      const watcher = await connect(b.url);
      const username = uniqueName('remote');
      const created = nextEvent<{ user: User }>(watcher, 'user:created', (p) => p.user?.username === username);
      expect((await a.post('/api/auth/register', { body: { username, password: 'secret1' } })).statusCode).toBe(201);
      expect((await created).user.username).toBe(username);
    });

    it("the owner's socket on B hears user-data:updated for a save on A", async () => {
      const eve = await registerUser(a);
      const socket = await connect(b.url, eve.token);
      const updated = nextEvent(socket, 'user-data:updated');
      const res = await a.put('/api/me/data', { token: eve.token, body: { subjects: [subject('A')] }, headers: { 'if-match': '"0"' } });
      expect(res.statusCode).toBe(200);
      expect(await updated).toEqual({ revision: 1 });
    });

    it("a logout on A closes the token's socket on B; deleting the account on B closes its socket on A", async () => {
      const gil = await registerUser(a, { password: 'gil-password' });
      const second = (await login(a, gil.username, 'gil-password')).json().token as string;
      const onB = await connect(b.url, gil.token);
      const onA = await connect(a.url, second);
      const closedOnB = new Promise((resolve) => onB.once('disconnect', resolve));
      expect((await a.post('/api/auth/logout', { token: gil.token })).statusCode).toBe(204);
      expect(await closedOnB).toBe('io server disconnect');
      expect(onA.connected).toBe(true);
      const closedOnA = new Promise((resolve) => onA.once('disconnect', resolve));
      expect((await b.delete('/api/me', { token: second, body: { password: 'gil-password' } })).statusCode).toBe(204);
      expect(await closedOnA).toBe('io server disconnect');
    });

    it('login failures on A and B add up to one account lock', async () => {
      const rules = { loginPerAccount: { limit: 3, windowMs: 60_000, lockMs: 60_000, maxLockMs: 60_000 } };
      const restore = [useThrottle(a, rules), useThrottle(b, rules)];
      try {
        const fay = await registerUser(a, { password: 'fay-password' });
        expect((await login(a, fay.username, 'wrong-1', uniqueIp())).statusCode).toBe(401);
        expect((await login(b, fay.username, 'wrong-2', uniqueIp())).statusCode).toBe(401);
        expect((await login(a, fay.username, 'wrong-3', uniqueIp())).statusCode).toBe(401);
        const res = await login(b, fay.username, 'fay-password', uniqueIp());
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        for (const undo of restore) undo();
      }
    });
  });
});

/**
 * The real thing: two `server/main.ts` processes started together on one fresh PostgreSQL
 * database and one Redis. Needs TEST_DATABASE_URL and TEST_REDIS_URL; the in-process variant
 * above runs everywhere.
 */
describe.runIf(testDatabaseUrl && testRedisUrl)('two server processes on PostgreSQL and Redis', () => {
  let pair: ProcessPair | undefined;
  let procA: ServerProcess | undefined;
  let procB: ServerProcess | undefined;
  // Each run is a client of its own: the processes throttle per IP in the shared Redis.
  const headers = { 'x-forwarded-for': uniqueIp() };

  beforeAll(async () => {
    pair = await startProcessPair(testRedisUrl!);
    ({ a: procA, b: procB } = pair);
  }, 90_000);
  afterAll(async () => {
    const exits = (await pair?.stop()) ?? [];
    for (const exit of exits) expect(exit.code).toBe(0);
  });

  it('both processes run on PostgreSQL', async () => {
    for (const proc of [procA!, procB!]) {
      expect((await call(proc.url, 'GET', '/api/health')).json()).toEqual({ ok: true, database: 'postgres' });
    }
  });

  it('a socket on B hears user:created when a user registers through A', async () => {
    const watcher = await connect(procB!.url);
    const username = `two_${randomBytes(4).toString('hex')}`;
    const created = nextEvent<{ user: User }>(watcher, 'user:created', (p) => p.user?.username === username);
    const res = await call(procA!.url, 'POST', '/api/auth/register', { body: { username, password: 'secret1' }, headers });
    expect(res.status).toBe(201);
    expect((await created).user).toEqual((res.json() as { user: User }).user);
  });

  it('a token issued by A works on B; an upload stored via A is served by B; a save on A reaches B', async () => {
    const username = `two_${randomBytes(4).toString('hex')}`;
    const registered = await call(procA!.url, 'POST', '/api/auth/register', { body: { username, password: 'secret1' }, headers });
    const { token, user } = registered.json() as { token: string; user: User };

    const mine = await call(procB!.url, 'GET', '/api/me', { token, headers });
    expect(mine.status).toBe(200);
    expect((mine.json() as { user: User }).user.id).toBe(user.id);

    const stored = await call(procA!.url, 'POST', '/api/me/uploads', { token, body: { dataUrl: dataUrl('image/png', png()) }, headers });
    expect(stored.status).toBe(201);
    const { url } = stored.json() as { url: string };
    const served = await call(procB!.url, 'GET', url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.equals(png())).toBe(true);

    const socket = await connect(procB!.url, token);
    const updated = nextEvent(socket, 'user-data:updated');
    const saved = await call(procA!.url, 'PUT', '/api/me/data', {
      token,
      body: { subjects: [subject('Anatomie')] },
      headers: { ...headers, 'if-match': '"0"' },
    });
    expect(saved.status).toBe(200);
    expect(await updated).toEqual({ revision: 1 });
    const read = await call(procB!.url, 'GET', '/api/me/data', { token, headers });
    expect((read.json() as { revision: number }).revision).toBe(1);
  });

  it('a session recorded through A moves the ranking B serves from its cache within a second', async () => {
    const username = `two_${randomBytes(4).toString('hex')}`;
    const registered = await call(procA!.url, 'POST', '/api/auth/register', { body: { username, password: 'secret1' }, headers });
    const { token, user } = registered.json() as { token: string; user: User };
    const saved = await call(procA!.url, 'PUT', '/api/me/data', {
      token,
      body: { subjects: [subject('Anatomie')], cards: { 'anat.coeur': STUDENT_CARDS } },
      headers: { ...headers, 'if-match': '"0"' },
    });
    expect(saved.status).toBe(200);
    const pointsOnB = async () => {
      const board = (await call(procB!.url, 'GET', '/api/public/leaderboard?limit=200', { headers })).json() as LeaderboardResponse;
      return board.entries.find((entry) => entry.id === user.id)?.points;
    };
    expect(await pointsOnB()).toBe(0);
    const recorded = await call(procA!.url, 'POST', '/api/me/sessions', { token, headers, body: perfectSession() });
    expect(recorded.status).toBe(201);
    await expect.poll(pointsOnB, { timeout: 1000, interval: 50 }).toBe(100);
  });
});
