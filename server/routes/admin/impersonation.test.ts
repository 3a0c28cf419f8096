import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { setAdminBadge } from '../../cli/admin';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { login, me, registerUser, setBannedUntil } from '../../test/factories';
import { registerAdmin } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const as = (token: string) => ({ token });

async function impersonate(adminToken: string, userId: string): Promise<{ token: string; endsAt: string }> {
  const res = await server.post(`/api/admin/users/${userId}/impersonate`, as(adminToken));
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('impersonation tokens', () => {
  it('live one hour from their issue, never extended by use', async () => {
    const admin = await registerAdmin(server);
    const student = await registerUser(server);
    const { token, endsAt } = await impersonate(admin.token, student.user.id);
    expect(Math.abs(Date.parse(endsAt) - (Date.now() + 60 * 60 * 1000))).toBeLessThan(60_000);
    const row = async () =>
      (await server.db.query<{ expires_at: Date }>('SELECT expires_at FROM auth_tokens WHERE user_id = $1 AND impersonator_id IS NOT NULL', [student.user.id])).rows[0]!;
    expect(new Date((await row()).expires_at).toISOString()).toBe(endsAt);
    // Used after a long pause: an ordinary token would get 90 more days here.
    await server.db.query("UPDATE auth_tokens SET last_used_at = now() - interval '2 hours' WHERE user_id = $1", [student.user.id]);
    expect((await me(server, token)).id).toBe(student.user.id);
    expect(new Date((await row()).expires_at).toISOString()).toBe(endsAt);
    await server.db.query("UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND impersonator_id IS NOT NULL", [student.user.id]);
    expect(errorOf(await server.get('/api/me', as(token))).error).toBe(messages.sessionExpired);
  });

  it('die as soon as the admin loses the badge (the CLI), and stay dead when it comes back', async () => {
    const admin = await registerAdmin(server);
    const student = await registerUser(server);
    const { token } = await impersonate(admin.token, student.user.id);
    expect(await setAdminBadge(server.db, admin.username, false)).toBe(true);
    const res = await server.get('/api/me', as(token));
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error).toBe(messages.sessionExpired);
    expect(await setAdminBadge(server.db, admin.username, true)).toBe(true);
    expect((await server.get('/api/me', as(token))).statusCode).toBe(401);
    // The student's own session is untouched.
    expect((await me(server, student.token)).id).toBe(student.user.id);
  });

  it('die when the admin is suspended or deletes their own account', async () => {
    const admin = await registerAdmin(server);
    const student = await registerUser(server);
    const first = await impersonate(admin.token, student.user.id);
    await setBannedUntil(server, admin.user.id, new Date(Date.now() + 3_600_000));
    expect((await server.get('/api/me', as(first.token))).statusCode).toBe(401);
    await setBannedUntil(server, admin.user.id, null);

    const second = await impersonate(admin.token, student.user.id);
    expect((await me(server, second.token)).id).toBe(student.user.id);
    const deleted = await server.delete('/api/me', { ...as(admin.token), body: { password: admin.password } });
    expect(deleted.statusCode).toBe(204);
    expect((await server.get('/api/me', as(second.token))).statusCode).toBe(401);
    const left = await server.db.query('SELECT 1 FROM auth_tokens WHERE impersonator_id = $1', [admin.user.id]);
    expect(left.rows).toEqual([]);
  });

  it('cannot change the password or the username, nor delete the account; the rest of the profile can change', async () => {
    const admin = await registerAdmin(server);
    const student = await registerUser(server, { password: 'student-password' });
    const { token } = await impersonate(admin.token, student.user.id);

    const password = await server.put('/api/me', { ...as(token), body: { password: 'taken-over' } });
    expect(password.statusCode).toBe(403);
    expect(errorOf(password).error).toBe(messages.impersonationCredentials);
    const username = await server.put('/api/me', { ...as(token), body: { username: `${student.username}x` } });
    expect(username.statusCode).toBe(403);
    expect(errorOf(username).error).toBe(messages.impersonationCredentials);
    const removal = await server.delete('/api/me', { ...as(token), body: { password: 'student-password' } });
    expect(removal.statusCode).toBe(403);
    expect(errorOf(removal).error).toBe(messages.impersonationDelete);

    // Nothing changed: the student signs in with their password and keeps their name and session.
    expect((await login(server, student.username, 'student-password')).statusCode).toBe(200);
    expect((await me(server, student.token)).username).toBe(student.username);
    const display = await server.put('/api/me', { ...as(token), body: { slug: `s-${student.user.id.slice(0, 8)}` } });
    expect(display.statusCode).toBe(200);
  });

  it('are shown to the visited user: GET /me says so to the admin, /me/impersonations lists the visits to the owner', async () => {
    const admin = await registerAdmin(server);
    const student = await registerUser(server);
    expect((await server.get('/api/me/impersonations', as(student.token))).json()).toEqual({ impersonations: [] });
    const { token, endsAt } = await impersonate(admin.token, student.user.id);

    const asAdmin = (await server.get('/api/me', as(token))).json();
    expect(asAdmin.impersonation).toEqual({ endsAt });
    expect((await server.get('/api/me', as(student.token))).json().impersonation).toBeNull();

    const listed = (await server.get('/api/me/impersonations', as(student.token))).json();
    expect(listed.impersonations).toHaveLength(1);
    expect(listed.impersonations[0].endsAt).toBe(endsAt);
    expect(Math.abs(Date.parse(listed.impersonations[0].startedAt) - Date.now())).toBeLessThan(60_000);
    // When, never who.
    expect(JSON.stringify(listed)).not.toContain(admin.user.id);
    expect(JSON.stringify(listed)).not.toContain(admin.username);
    expect((await server.get('/api/me/impersonations')).statusCode).toBe(401);
  });

  it('never open another admin’s account (403), nor an account that became an admin’s', async () => {
    const admin = await registerAdmin(server);
    const other = await registerAdmin(server);
    const res = await server.post(`/api/admin/users/${other.user.id}/impersonate`, as(admin.token));
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).error).toBe(messages.adminImpersonateAdmin);
    expect((await server.get('/api/me/impersonations', as(other.token))).json().impersonations).toEqual([]);

    const student = await registerUser(server);
    const { token } = await impersonate(admin.token, student.user.id);
    await setAdminBadge(server.db, student.username, true);
    expect((await server.get('/api/admin/stats', as(token))).statusCode).toBe(401);
  });
});
