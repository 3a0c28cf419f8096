import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { messages } from '../../domain/messages';
import type { User } from '../../domain/user';
import type { Database } from '../db/types';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { startTestServer, type TestServer } from '../test/harness';
import { registerUser, uniqueName, userRow } from '../test/factories';
import { connectSocket, emitWithAck, nextEvent } from '../test/sockets';

let database: TestDatabase;
let server: TestServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer({ database });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
  await database?.drop();
});

async function connect(token?: string): Promise<Socket> {
  const socket = await connectSocket(server.url, token);
  sockets.push(socket);
  return socket;
}

async function activeSessions(userId: string) {
  return (
    await server.db.query<{ session_id: string; socket_id: string; method_id: string; subject_id: string; chapter_id: string; started_at: Date }>(
      'SELECT session_id, socket_id, method_id, subject_id, chapter_id, started_at FROM active_sessions WHERE user_id = $1 ORDER BY session_id',
      [userId],
    )
  ).rows;
}

/** Polls until `check` holds (socket side effects land after the ack or the disconnect). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const started = (sessionId: string) => ({
  sessionId,
  methodId: 'association',
  subjectId: 'anat',
  chapterId: 'coeur',
  startedAt: Date.parse('2024-05-01T10:00:00Z'),
});

describe('connection', () => {
  it.each([
    ['a junk token', 'junk'],
    ['a well-formed unknown token', 'A'.repeat(43)],
    ['a number', 12345],
  ])('refuses %s with connect_error "Session expirée…"', async (_label, token) => {
    await expect(connectSocket(server.url, token as string)).rejects.toThrow('Session expirée. Connecte-toi à nouveau.');
  });

  it('refuses a revoked token', async () => {
    const ada = await registerUser(server);
    expect((await server.post('/api/auth/logout', { token: ada.token })).statusCode).toBe(204);
    await expect(connectSocket(server.url, ada.token)).rejects.toThrow(messages.sessionExpired);
  });

  it('lets anonymous sockets in; they hear about new users, without secrets', async () => {
    const socket = await connect();
    expect(socket.connected).toBe(true);
    const username = uniqueName('newcomer');
    const created = nextEvent<{ user: User }>(socket, 'user:created', (p) => p.user?.username === username);
    const leaderboard = nextEvent(socket, 'leaderboard:update');
    const res = await server.post('/api/auth/register', { body: { username, password: 'newcomer-password' } });
    expect(res.statusCode).toBe(201);
    const { user } = await created;
    expect(user).toEqual(res.json().user);
    expect(JSON.stringify(user)).not.toMatch(/password|argon2/i);
    await leaderboard;
  });

  it('signed-in sockets hear user:updated when someone changes their profile', async () => {
    const bo = await registerUser(server);
    const watcher = await connect();
    const name = uniqueName('renamed');
    const updated = nextEvent<{ user: User }>(watcher, 'user:updated', (p) => p.user?.id === bo.user.id);
    expect((await server.put('/api/me', { token: bo.token, body: { username: name } })).statusCode).toBe(200);
    expect((await updated).user.username).toBe(name);
  });
});

describe('ping', () => {
  it('with a valid token updates last_seen_at and acknowledges ok', async () => {
    const cy = await registerUser(server);
    await server.db.query("UPDATE users SET last_seen_at = now() - interval '1 day' WHERE id = $1", [cy.user.id]);
    const socket = await connect(cy.token);
    const before = Date.now();
    expect(await emitWithAck(socket, 'ping')).toEqual({ ok: true });
    const seen = new Date((await userRow(server, cy.user.id)).last_seen_at as Date).getTime();
    expect(seen).toBeGreaterThan(before - 5000);
    // Presence shows through the API.
    const me = (await server.get('/api/me', { token: cy.token })).json().user as User;
    expect(me.online).toBe(true);
  });

  it('from an anonymous socket is refused with "Non authentifié."', async () => {
    const socket = await connect();
    expect(await emitWithAck(socket, 'ping')).toEqual({ ok: false, error: 'Non authentifié.' });
  });
});

describe('training sessions', () => {
  it("'session:started' records the session; 'session:ended' removes it", async () => {
    const di = await registerUser(server);
    const socket = await connect(di.token);
    expect(await emitWithAck(socket, 'session:started', started('s-1'))).toEqual({ ok: true });
    const rows = await activeSessions(di.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ session_id: 's-1', socket_id: socket.id, method_id: 'association', subject_id: 'anat', chapter_id: 'coeur' });
    expect(new Date(rows[0]!.started_at).toISOString()).toBe('2024-05-01T10:00:00.000Z');

    // Announcing it again does not duplicate it.
    expect(await emitWithAck(socket, 'session:started', started('s-1'))).toEqual({ ok: true });
    expect(await activeSessions(di.user.id)).toHaveLength(1);

    expect(await emitWithAck(socket, 'session:ended', { sessionId: 's-1' })).toEqual({ ok: true });
    expect(await activeSessions(di.user.id)).toEqual([]);
    // Ending an unknown session is harmless.
    expect(await emitWithAck(socket, 'session:ended', { sessionId: 'never-started' })).toEqual({ ok: true });
  });

  it.each([
    ['no payload', undefined],
    ['a string', 'session'],
    ['an unknown method', { ...started('x'), methodId: 'hacking' }],
    ['a missing subject', { ...started('x'), subjectId: undefined }],
    ['an empty session id', { ...started('x'), sessionId: '' }],
    ['a too long session id', { ...started('x'), sessionId: 'x'.repeat(201) }],
    ['a negative start', { ...started('x'), startedAt: -1 }],
    ['a start given as text', { ...started('x'), startedAt: '2024-05-01' }],
    ['a NUL character in the id', { ...started('x'), sessionId: 'a\u0000b' }],
  ])("'session:started' with %s is refused with 'Événement temps réel invalide.' and records nothing", async (_label, payload) => {
    const ed = await registerUser(server);
    const socket = await connect(ed.token);
    expect(await emitWithAck(socket, 'session:started', payload)).toEqual({ ok: false, error: 'Événement temps réel invalide.' });
    expect(await activeSessions(ed.user.id)).toEqual([]);
  });

  it('an event sent with its acknowledgement alone (no payload) is answered, refused as invalid', async () => {
    const jo = await registerUser(server);
    const socket = await connect(jo.token);
    for (const event of ['session:started', 'session:ended']) {
      expect(await socket.timeout(5000).emitWithAck(event)).toEqual({ ok: false, error: messages.realtimeBadPayload });
    }
    expect(await activeSessions(jo.user.id)).toEqual([]);
  });

  it("'session:ended' with a bad payload is refused and ends nothing", async () => {
    const fi = await registerUser(server);
    const socket = await connect(fi.token);
    await emitWithAck(socket, 'session:started', started('keep'));
    for (const payload of [undefined, {}, { sessionId: 42 }, 'keep']) {
      expect(await emitWithAck(socket, 'session:ended', payload)).toEqual({ ok: false, error: messages.realtimeBadPayload });
    }
    expect((await activeSessions(fi.user.id)).map((r) => r.session_id)).toEqual(['keep']);
  });

  it("a user cannot end another user's session", async () => {
    const gu = await registerUser(server);
    const ho = await registerUser(server);
    const mine = await connect(gu.token);
    const theirs = await connect(ho.token);
    await emitWithAck(mine, 'session:started', started('shared-id'));
    expect(await emitWithAck(theirs, 'session:ended', { sessionId: 'shared-id' })).toEqual({ ok: true });
    expect(await activeSessions(gu.user.id)).toHaveLength(1);
  });

  it('a disconnect ends the sessions that socket announced, not those of the other tabs', async () => {
    const jo = await registerUser(server);
    const tab1 = await connect(jo.token);
    const tab2 = await connect(jo.token);
    await emitWithAck(tab1, 'session:started', started('tab1-a'));
    await emitWithAck(tab1, 'session:started', started('tab1-b'));
    await emitWithAck(tab2, 'session:started', started('tab2'));
    expect(await activeSessions(jo.user.id)).toHaveLength(3);
    tab1.close();
    await eventually(async () => (await activeSessions(jo.user.id)).length === 1);
    expect((await activeSessions(jo.user.id)).map((r) => r.session_id)).toEqual(['tab2']);
  });

  it('anonymous sockets cannot announce sessions', async () => {
    const socket = await connect();
    expect(await emitWithAck(socket, 'session:started', started('anon'))).toEqual({ ok: false, error: messages.unauthenticated });
    expect(await emitWithAck(socket, 'session:ended', { sessionId: 'anon' })).toEqual({ ok: false, error: messages.unauthenticated });
    const rows = await server.db.query("SELECT 1 FROM active_sessions WHERE session_id = 'anon'");
    expect(rows.rows).toEqual([]);
  });
});

describe('shutdown', () => {
  it('closing a server ends the sessions of its sockets before close() resolves, even on a slow database', async () => {
    // A second server on the same database, whose session clean-up is slow.
    const slow: Database = {
      ...database.db,
      query: (async (sql: string, params?: unknown[]) => {
        if (sql.startsWith('DELETE FROM active_sessions')) await new Promise((resolve) => setTimeout(resolve, 300));
        return database.db.query(sql, params);
      }) as Database['query'],
    };
    const closing = await startTestServer({ database: { ...database, db: slow } });
    const kai = await registerUser(server);
    const socket = await connectSocket(closing.url, kai.token);
    sockets.push(socket);
    expect(await emitWithAck(socket, 'session:started', started('until-shutdown'))).toEqual({ ok: true });
    expect(await activeSessions(kai.user.id)).toHaveLength(1);

    await closing.close();
    expect(await activeSessions(kai.user.id)).toEqual([]);
  });
});
