import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { me, perfectSession, registerStudent, registerUser, type RegisteredUser } from '../../test/factories';
import { connectSocket, nextEvent } from '../../test/sockets';
import { auditRows, registerAdmin } from './testing';

let server: TestServer;
let admin: RegisteredUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await registerAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

const as = (token: string) => ({ token });

describe('user search and badges', () => {
  it('finds users by part of their name, any case, with their moderation fields', async () => {
    const student = await registerUser(server, { username: `Zébulon_${Date.now()}` });
    const res = await server.get(`/api/admin/users?q=${encodeURIComponent('zÉbUlOn')}`, as(admin.token));
    expect(res.statusCode).toBe(200);
    const { users, total } = res.json();
    expect(total).toBe(1);
    expect(users[0]).toEqual({
      id: student.user.id,
      username: student.username,
      avatar: '',
      slug: student.user.slug,
      badges: [],
      online: true,
      lastSeenAt: expect.any(String),
      bannedUntil: null,
    });
    expect((await server.get('/api/admin/users?q=%25', as(admin.token))).json().total).toBe(0);
  });

  it('adds and removes badges, but never the admin badge', async () => {
    const student = await registerUser(server);
    const added = await server.post(`/api/admin/users/${student.user.id}/badges`, { ...as(admin.token), body: { badgeId: 'innovateur' } });
    expect(added.json().user.badges).toEqual(['innovateur']);
    await server.post(`/api/admin/users/${student.user.id}/badges`, { ...as(admin.token), body: { badgeId: 'innovateur' } });
    expect((await me(server, student.token)).badges).toEqual(['innovateur']);
    const removed = await server.delete(`/api/admin/users/${student.user.id}/badges/innovateur`, as(admin.token));
    expect(removed.json().user.badges).toEqual([]);

    const grantAdmin = await server.post(`/api/admin/users/${student.user.id}/badges`, { ...as(admin.token), body: { badgeId: 'admin' } });
    expect(grantAdmin.statusCode).toBe(403);
    expect(errorOf(grantAdmin).error).toBe(messages.adminBadgeProtected);
    const removeAdmin = await server.delete(`/api/admin/users/${admin.user.id}/badges/admin`, as(admin.token));
    expect(removeAdmin.statusCode).toBe(403);
    const unknown = await server.post(`/api/admin/users/${student.user.id}/badges`, { ...as(admin.token), body: { badgeId: 'licorne' } });
    expect(errorOf(unknown).error).toBe(messages.adminBadgeUnknown);
    const nobody = await server.post('/api/admin/users/personne/badges', { ...as(admin.token), body: { badgeId: 'turbo' } });
    expect(nobody.statusCode).toBe(404);
    expect(errorOf(nobody).error).toBe(messages.adminUserNotFound);
    expect((await auditRows(server, student.user.id)).map((row) => row.action)).toEqual([
      'user.badge.add',
      'user.badge.add',
      'user.badge.remove',
    ]);
  });
});

describe('ban', () => {
  it('suspends participation until lifted, and the suspended user earns nothing', async () => {
    const student = await registerStudent(server);
    const ban = await server.post(`/api/admin/users/${student.user.id}/ban`, { ...as(admin.token), body: { minutes: 1440 } });
    expect(ban.statusCode).toBe(200);
    const until = Date.parse(ban.json().user.bannedUntil);
    expect(until - Date.now()).toBeGreaterThan(1439 * 60_000);

    const session = await server.post('/api/me/sessions', { ...as(student.token), body: perfectSession() });
    expect(session.statusCode).toBe(403);
    expect(errorOf(session).error).toBe(messages.suspended);
    const data = await server.put('/api/me/data', { ...as(student.token), headers: { 'if-match': '"1"' }, body: {} });
    expect(data.statusCode).toBe(403);
    expect(errorOf(data).error).toBe(messages.suspended);
    expect((await me(server, student.token)).points).toBe(0);

    const lift = await server.post(`/api/admin/users/${student.user.id}/ban`, { ...as(admin.token), body: { minutes: 0 } });
    expect(lift.json().user.bannedUntil).toBeNull();
    expect((await server.post('/api/me/sessions', { ...as(student.token), body: perfectSession() })).statusCode).toBe(201);
    expect((await me(server, student.token)).points).toBe(100);
    expect((await auditRows(server, student.user.id)).map((row) => [row.action, row.details.minutes])).toEqual([
      ['user.ban', 1440],
      ['user.unban', 0],
    ]);
  });

  it('refuses durations outside 0..129600 minutes and banning oneself', async () => {
    const student = await registerUser(server);
    for (const minutes of [-1, 129_601, 1.5]) {
      const res = await server.post(`/api/admin/users/${student.user.id}/ban`, { ...as(admin.token), body: { minutes } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toBe(messages.adminBanMinutes);
    }
    expect((await server.post(`/api/admin/users/${student.user.id}/ban`, { ...as(admin.token), body: { minutes: 129_600 } })).statusCode).toBe(200);
    const self = await server.post(`/api/admin/users/${admin.user.id}/ban`, { ...as(admin.token), body: { minutes: 60 } });
    expect(self.statusCode).toBe(403);
    expect(errorOf(self).error).toBe(messages.adminSelfAction);
  });
});

describe('impersonation', () => {
  it('gives a token acting as the user, marked with the admin, ending at logout', async () => {
    const student = await registerStudent(server);
    const res = await server.post(`/api/admin/users/${student.user.id}/impersonate`, as(admin.token));
    expect(res.statusCode).toBe(200);
    const { token, user, data } = res.json();
    expect(user.id).toBe(student.user.id);
    expect(data.subjects[0].name).toBe('Anatomie');
    expect((await me(server, token)).id).toBe(student.user.id);
    const stored = await server.db.query<{ impersonator_id: string | null }>(
      'SELECT impersonator_id FROM auth_tokens WHERE user_id = $1 AND impersonator_id IS NOT NULL',
      [student.user.id],
    );
    expect(stored.rows).toEqual([{ impersonator_id: admin.user.id }]);
    expect(await auditRows(server, student.user.id)).toEqual([
      { admin_id: admin.user.id, action: 'user.impersonate', details: { username: student.username } },
    ]);

    expect((await server.post('/api/auth/logout', as(token))).statusCode).toBeLessThan(300);
    expect((await server.get('/api/me', as(token))).statusCode).toBe(401);
    expect((await me(server, admin.token)).id).toBe(admin.user.id);
    expect((await me(server, student.token)).id).toBe(student.user.id);
  });
});

describe('sessions and accounts', () => {
  it('deletes a session of any user and takes its points back', async () => {
    const student = await registerStudent(server);
    const body = perfectSession();
    await server.post('/api/me/sessions', { ...as(student.token), body });
    const res = await server.delete(`/api/admin/users/${student.user.id}/sessions/${body.id}`, as(admin.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pointsRemoved: 100, user: { points: 0 } });
    expect(res.json().data.sessions).toEqual([]);
  });

  it('deletes an account with everything it owns', async () => {
    const student = await registerStudent(server);
    await server.post('/api/me/sessions', { ...as(student.token), body: perfectSession() });
    const socket = await connectSocket(server.url, admin.token);
    try {
      const metrics = nextEvent(socket, serverEvents.adminMetrics);
      expect((await server.delete(`/api/admin/users/${student.user.id}`, as(admin.token))).statusCode).toBe(204);
      await expect(metrics).resolves.toMatchObject({ onlineUsers: expect.any(Number), activeSessions: expect.any(Number) });
    } finally {
      socket.close();
    }
    for (const table of ['users', 'auth_tokens', 'user_data', 'training_sessions']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const left = await server.db.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [student.user.id]);
      expect(left.rows, table).toHaveLength(0);
    }
    expect((await server.get('/api/me', as(student.token))).statusCode).toBe(401);
    expect((await server.delete(`/api/admin/users/${admin.user.id}`, as(admin.token))).statusCode).toBe(403);
  });
});
