import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardResponse } from '../../../domain/leaderboard';
import type { RecordSessionResponse } from '../../../domain/training';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { messages } from '../../../domain/messages';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { perfectSession, registerStudent, registerUser, uniqueIp, type RegisteredUser } from '../../test/factories';
import { registerAdmin } from '../admin/testing';

/**
 * The ranking is served from a cache (server/services/publicCache.ts): every change of points or of
 * what a row shows is answered by the very next request, on the server that made it and, within a
 * second, on another server of the same database.
 */
let database: TestDatabase;
let server: TestServer;
let other: TestServer;
let admin: RegisteredUser;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer({ database });
  other = await startTestServer({ database });
  admin = await registerAdmin(server);
});
afterAll(async () => {
  await Promise.all([server?.close(), other?.close()]);
  await database?.drop();
});

async function recordPerfectSession(user: RegisteredUser): Promise<string> {
  const body = perfectSession();
  const res = await server.post('/api/me/sessions', { token: user.token, body });
  expect(res.statusCode).toBe(201);
  expect((res.json() as RecordSessionResponse).pointsAwarded).toBe(100);
  return body.id;
}

async function leaderboard(on: TestServer = server, token?: string): Promise<LeaderboardResponse> {
  const res = await on.get('/api/public/leaderboard?limit=200', token ? { token } : {});
  expect(res.statusCode).toBe(200);
  return res.json();
}

const pointsOf = (board: LeaderboardResponse, user: RegisteredUser) => board.entries.find((entry) => entry.id === user.user.id)?.points;

describe('the cached ranking', () => {
  it('moves at once when a session is recorded, and back when it is deleted', async () => {
    const ana = await registerStudent(server);
    const before = await leaderboard();
    expect(pointsOf(before, ana)).toBe(0);
    expect(await leaderboard()).toEqual(before);

    const sessionId = await recordPerfectSession(ana);
    const after = await leaderboard(server, ana.token);
    expect(after.entries[0]).toMatchObject({ id: ana.user.id, points: 100, rank: 1 });
    expect(after.me).toEqual({ rank: 1, total: after.total });

    expect((await server.delete(`/api/me/sessions/${sessionId}`, { token: ana.token })).statusCode).toBe(200);
    expect(pointsOf(await leaderboard(), ana)).toBe(0);
  });

  it('follows an admin: a session deleted, a badge granted, an account deleted', async () => {
    const ben = await registerStudent(server);
    const sessionId = await recordPerfectSession(ben);
    expect(pointsOf(await leaderboard(), ben)).toBe(100);
    const removed = await server.delete(`/api/admin/users/${ben.user.id}/sessions/${sessionId}`, { token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect(pointsOf(await leaderboard(), ben)).toBe(0);

    expect((await server.post(`/api/admin/users/${ben.user.id}/badges`, { token: admin.token, body: { badgeId: 'major' } })).statusCode).toBe(200);
    expect((await leaderboard()).entries.find((entry) => entry.id === ben.user.id)?.badges).toContain('major');

    const { total } = await leaderboard();
    expect((await server.delete(`/api/admin/users/${ben.user.id}`, { token: admin.token })).statusCode).toBe(204);
    const after = await leaderboard();
    expect(after.total).toBe(total - 1);
    expect(after.entries.some((entry) => entry.id === ben.user.id)).toBe(false);
  });

  it('a suspension keeps the account ranked, with its points and no ban state', async () => {
    const cat = await registerStudent(server);
    await recordPerfectSession(cat);
    expect(pointsOf(await leaderboard(), cat)).toBe(100);
    expect((await server.post(`/api/admin/users/${cat.user.id}/ban`, { token: admin.token, body: { minutes: 60 } })).statusCode).toBe(200);
    const res = await server.get('/api/public/leaderboard?limit=200');
    expect(pointsOf(res.json(), cat)).toBe(100);
    expect(res.body).not.toMatch(/banned/i);
  });

  it('follows a new account, a renamed one and one deleted by its owner, at once', async () => {
    const { total } = await leaderboard();
    const dan = await registerUser(server, { password: 'dan-password' });
    expect((await leaderboard()).total).toBe(total + 1);

    const renamed = `${dan.username}_x`;
    expect((await server.put('/api/me', { token: dan.token, body: { username: renamed } })).statusCode).toBe(200);
    expect((await leaderboard()).entries.find((entry) => entry.id === dan.user.id)?.username).toBe(renamed);

    expect((await server.delete('/api/me', { token: dan.token, body: { password: 'dan-password' } })).statusCode).toBe(204);
    const after = await leaderboard();
    expect(after.total).toBe(total);
    expect(after.entries.some((entry) => entry.id === dan.user.id)).toBe(false);
  });

  it('follows points written behind the server’s back (a script, another process) within a second', async () => {
    const eve = await registerUser(server);
    expect(pointsOf(await leaderboard(), eve)).toBe(0);
    await database.db.query('UPDATE users SET points = 5000 WHERE id = $1', [eve.user.id]);
    await expect.poll(async () => (await leaderboard()).entries[0]?.id, { timeout: 1000 }).toBe(eve.user.id);
    await database.db.query('UPDATE users SET points = 0 WHERE id = $1', [eve.user.id]);
    await expect.poll(async () => pointsOf(await leaderboard(), eve), { timeout: 1000 }).toBe(0);
  });

  it('is answered by another server of the same database within a second', async () => {
    const fay = await registerStudent(server);
    expect(pointsOf(await leaderboard(other), fay)).toBe(0);
    const sessionId = await recordPerfectSession(fay);
    await expect.poll(async () => pointsOf(await leaderboard(other), fay), { timeout: 1000 }).toBe(100);
    expect((await server.delete(`/api/me/sessions/${sessionId}`, { token: fay.token })).statusCode).toBe(200);
    await expect.poll(async () => pointsOf(await leaderboard(other), fay), { timeout: 1000 }).toBe(0);
  });

  it('tags its answer: a caller holding it gets a 304, a signed-in caller a tag of their own', async () => {
    const gus = await registerUser(server);
    const first = await server.get('/api/public/leaderboard');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/authorization/i);
    const held = await server.get('/api/public/leaderboard', { headers: { 'if-none-match': etag } });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');

    const signedIn = await server.get('/api/public/leaderboard', { token: gus.token, headers: { 'if-none-match': etag } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.json().me).toEqual({ rank: expect.any(Number), total: first.json().total });
    const own = signedIn.headers.etag as string;
    expect(own).not.toBe(etag);
    expect((await server.get('/api/public/leaderboard', { token: gus.token, headers: { 'if-none-match': own } })).statusCode).toBe(304);

    await registerUser(server);
    const changed = await server.get('/api/public/leaderboard', { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('the limit of cached answers', () => {
  it('counts them per client IP in the process, apart from the shared count, and answers 429 in French past the API limit', async () => {
    const limited = await startTestServer({ rateLimitPerMinute: 3 });
    try {
      const ip = uniqueIp();
      for (const path of ['/api/public/leaderboard', '/api/public/stats', '/api/public/methods-stats']) {
        expect((await limited.get(path, { ip })).statusCode).toBe(200);
      }
      const refused = await limited.get('/api/public/leaderboard', { ip });
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).error).toBe(messages.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await limited.get('/api/public/leaderboard', { ip: uniqueIp() })).statusCode).toBe(200);
      // The other calls' count (shared through Redis when there is one) did not see those four.
      expect((await limited.get('/api/health', { ip })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
