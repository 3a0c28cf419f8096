import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditResponse } from '../../../domain/admin';
import { AUDIT_PAGE } from '../../../domain/admin';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { registerAdmin } from './testing';

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

async function auditPage(query = ''): Promise<AuditResponse> {
  const res = await server.get(`/api/admin/audit${query}`, as(admin.token));
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Every row of the log, newest first, read page by page. */
async function wholeLog(limit: number): Promise<AuditEntry[]> {
  const all: AuditEntry[] = [];
  let before: number | null = null;
  do {
    const page: AuditResponse = await auditPage(`?limit=${limit}${before === null ? '' : `&before=${before}`}`);
    expect(page.entries.length).toBeLessThanOrEqual(limit);
    all.push(...page.entries);
    before = page.nextBefore;
  } while (before !== null);
  return all;
}

describe('GET /api/admin/audit', () => {
  it('says who did what to whom and when, newest first; a deleted account stays only as anonymous facts', async () => {
    const student = await registerUser(server);
    const gone = await registerUser(server);
    const user = (id: string) => `/api/admin/users/${id}`;
    await server.post(`${user(student.user.id)}/badges`, { ...as(admin.token), body: { badgeId: 'turbo' } });
    await server.delete(`${user(student.user.id)}/badges/turbo`, as(admin.token));
    await server.post(`${user(gone.user.id)}/ban`, { ...as(admin.token), body: { minutes: 60 } });
    await server.delete(user(gone.user.id), as(admin.token));
    const created = await server.post('/api/admin/announcements', { ...as(admin.token), body: { title: 'Maintenance', isActive: false } });
    const announcementId: string = created.json().announcement.id;
    await server.delete(`/api/admin/announcements/${announcementId}`, as(admin.token));

    const { entries } = await auditPage('?limit=6');
    expect(entries.map((entry) => [entry.action, entry.target, entry.targetName])).toEqual([
      ['announcement.delete', announcementId, 'Maintenance'],
      ['announcement.create', announcementId, 'Maintenance'],
      ['user.delete', null, null],
      ['user.ban', null, null],
      ['user.badge.remove', student.user.id, student.username],
      ['user.badge.add', student.user.id, student.username],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ adminId: admin.user.id, adminName: admin.username });
      expect(Math.abs(Date.now() - Date.parse(entry.at))).toBeLessThan(60_000);
    }
    expect(entries[5]!.details).toEqual({ badgeId: 'turbo', username: student.username });
    expect(entries[3]!.details).toEqual({ minutes: 60, bannedUntil: expect.any(String) });
    expect(JSON.stringify(entries)).not.toContain(gone.username);
  });

  it('pages through the whole log by id, each row once, without offsets that shift', async () => {
    const student = await registerUser(server);
    for (const badgeId of ['turbo', 'perfect', 'marmotte', 'padawan', 'charbonneur']) {
      await server.post(`/api/admin/users/${student.user.id}/badges`, { ...as(admin.token), body: { badgeId } });
    }
    const total = Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM admin_audit')).rows[0]!.n);
    const first = await auditPage('?limit=2');
    // A row written while the admin reads the first page does not reappear on the next one.
    await server.post(`/api/admin/users/${student.user.id}/badges`, { ...as(admin.token), body: { badgeId: 'prems' } });
    const second = await auditPage(`?limit=2&before=${first.nextBefore}`);
    expect(second.entries[0]!.id).toBeLessThan(first.entries[1]!.id);

    const log = await wholeLog(3);
    expect(log).toHaveLength(total + 1);
    expect(new Set(log.map((entry) => entry.id)).size).toBe(log.length);
    expect(log.map((entry) => entry.id)).toEqual([...log.map((entry) => entry.id)].sort((a, b) => b - a));
    expect((await auditPage(`?before=${log[log.length - 1]!.id}`)).entries).toEqual([]);
  });

  it(`answers ${AUDIT_PAGE.default} rows by default and refuses a bad page with a 400`, async () => {
    const student = await registerUser(server);
    for (let i = 0; i < AUDIT_PAGE.default + 1; i++) {
      await server.post(`/api/admin/users/${student.user.id}/ban`, { ...as(admin.token), body: { minutes: i % 2 === 0 ? 1 : 0 } });
    }
    const page = await auditPage();
    expect(page.entries).toHaveLength(AUDIT_PAGE.default);
    expect(page.nextBefore).toBe(page.entries[AUDIT_PAGE.default - 1]!.id);
    for (const query of ['?limit=0', `?limit=${AUDIT_PAGE.max + 1}`, '?limit=deux', '?before=0', '?before=-3', '?before=abc']) {
      const res = await server.get(`/api/admin/audit${query}`, as(admin.token));
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).error, query).toEqual(expect.any(String));
    }
  });
});
