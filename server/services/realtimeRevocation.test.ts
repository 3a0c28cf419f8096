import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { messages } from '../../domain/messages';
import { serverEvents } from '../../domain/realtime';
import { setAdminBadge } from '../cli/admin';
import { registerAdmin } from '../routes/admin/testing';
import { startTestServer, type TestServer } from '../test/harness';
import { login, registerUser } from '../test/factories';
import { connectSocket, emitWithAck, nextEvent } from '../test/sockets';

/** Sockets live only as long as what signed them in: token, account, ban, impersonation. */
let server: TestServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

async function connect(token: string): Promise<Socket> {
  const socket = await connectSocket(server.url, token);
  sockets.push(socket);
  return socket;
}

/** Resolves with the reason when the server closes `socket`; rejects if it stays open. */
function closedByServer(socket: Socket, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already closed');
    const timer = setTimeout(() => reject(new Error('the socket is still connected')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

const started = (sessionId: string) => ({ sessionId, methodId: 'association', subjectId: 'anat', chapterId: 'coeur', startedAt: Date.now() });

describe('sockets end with what signed them in', () => {
  it('a logout closes the sockets of that token, not those of the user’s other tokens', async () => {
    const ada = await registerUser(server, { password: 'ada-password' });
    const other = (await login(server, ada.username, 'ada-password')).json().token as string;
    const [first, second] = await Promise.all([connect(ada.token), connect(other)]);
    const closing = closedByServer(first);
    expect((await server.post('/api/auth/logout', { token: ada.token })).statusCode).toBe(204);
    expect(await closing).toBe('io server disconnect');
    expect(second.connected).toBe(true);
    expect(await emitWithAck(second, 'session:started', started('still-here'))).toEqual({ ok: true });
  });

  it('a password change closes the sockets of the other tokens', async () => {
    const bea = await registerUser(server, { password: 'bea-password' });
    const stolen = (await login(server, bea.username, 'bea-password')).json().token as string;
    const [own, thief] = await Promise.all([connect(bea.token), connect(stolen)]);
    const closing = closedByServer(thief);
    expect((await server.put('/api/me', { token: bea.token, body: { password: 'new-password' } })).statusCode).toBe(200);
    await closing;
    expect(own.connected).toBe(true);
  });

  it('deleting the account closes its sockets, which cannot come back', async () => {
    const cleo = await registerUser(server);
    const socket = await connect(cleo.token);
    const closing = closedByServer(socket);
    expect((await server.delete('/api/me', { token: cleo.token, body: { password: cleo.password } })).statusCode).toBe(204);
    await closing;
    await expect(connectSocket(server.url, cleo.token)).rejects.toThrow(messages.sessionExpired);
  });

  it('an admin deleting or suspending an account closes its sockets; a suspended user reconnects but starts no session', async () => {
    const admin = await registerAdmin(server);
    const dan = await registerUser(server);
    const eve = await registerUser(server);
    const [danSocket, eveSocket] = await Promise.all([connect(dan.token), connect(eve.token)]);
    const danClosed = closedByServer(danSocket);
    expect((await server.delete(`/api/admin/users/${dan.user.id}`, { token: admin.token })).statusCode).toBe(204);
    await danClosed;

    const eveClosed = closedByServer(eveSocket);
    expect((await server.post(`/api/admin/users/${eve.user.id}/ban`, { token: admin.token, body: { minutes: 60 } })).statusCode).toBe(200);
    await eveClosed;
    const again = await connect(eve.token);
    expect(await emitWithAck(again, 'session:started', started('banned'))).toEqual({ ok: false, error: messages.suspended });
  });

  it('a socket whose account vanished unseen answers "Session expirée…" and closes, instead of an internal error', async () => {
    const fay = await registerUser(server);
    const socket = await connect(fay.token);
    // Deleted behind the server's back (another tool): no notification reaches the socket.
    await server.db.query('DELETE FROM users WHERE id = $1', [fay.user.id]);
    const closing = closedByServer(socket);
    expect(await emitWithAck(socket, 'session:started', started('ghost'))).toEqual({ ok: false, error: messages.sessionExpired });
    await closing;
  });

  it('an impersonation socket closes at the end of its hour, and at the next ping once the admin lost the badge', async () => {
    const admin = await registerAdmin(server);
    const gus = await registerUser(server);
    const visit = async () => (await server.post(`/api/admin/users/${gus.user.id}/impersonate`, { token: admin.token })).json().token as string;

    const shortToken = await visit();
    await server.db.query("UPDATE auth_tokens SET expires_at = now() + interval '1 second' WHERE impersonator_id = $1", [admin.user.id]);
    const short = await connect(shortToken);
    expect(await closedByServer(short, 4000)).toBe('io server disconnect');

    const token = await visit();
    const socket = await connect(token);
    await setAdminBadge(server.db, admin.username, false);
    const closing = closedByServer(socket);
    expect(await emitWithAck(socket, 'ping')).toEqual({ ok: false, error: messages.sessionExpired });
    await closing;
  });

  it('sockets of the impersonations an admin opened close when that admin is suspended', async () => {
    const admin = await registerAdmin(server);
    const boss = await registerAdmin(server);
    const hal = await registerUser(server);
    const token = (await server.post(`/api/admin/users/${hal.user.id}/impersonate`, { token: admin.token })).json().token as string;
    const socket = await connect(token);
    const own = await connect(hal.token);
    const closing = closedByServer(socket);
    expect((await server.post(`/api/admin/users/${admin.user.id}/ban`, { token: boss.token, body: { minutes: 60 } })).statusCode).toBe(200);
    await closing;
    // The user's own socket is not concerned and still hears broadcasts.
    const heard = nextEvent(own, serverEvents.leaderboardUpdate);
    await registerUser(server);
    await heard;
    expect(own.connected).toBe(true);
  });

  it('an unexpected failure answers the generic French error, is logged, and leaves the socket open', async () => {
    const ida = await registerUser(server);
    const socket = await connect(ida.token);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A real fault of the database, neither bad input nor a vanished account.
    await server.db.query('ALTER TABLE active_sessions RENAME TO active_sessions_away');
    try {
      expect(await emitWithAck(socket, 'session:started', started('fault'))).toEqual({ ok: false, error: messages.internal });
      expect(logged).toHaveBeenCalledWith('[realtime] event failed:', expect.objectContaining({ message: expect.stringContaining('active_sessions') }));
    } finally {
      await server.db.query('ALTER TABLE active_sessions_away RENAME TO active_sessions');
      logged.mockRestore();
    }
    expect(socket.connected).toBe(true);
    expect(await emitWithAck(socket, 'session:started', started('after-fault'))).toEqual({ ok: true });
  });
});
