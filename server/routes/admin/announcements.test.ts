import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { dataUrl, html, png } from '../../test/files';
import { connectSocket, nextEvent } from '../../test/sockets';
import type { RegisteredUser } from '../../test/factories';
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

const create = (body: Record<string, unknown>) => server.post('/api/admin/announcements', { token: admin.token, body });
const shown = async () => (await server.get('/api/public/announcement')).json().announcement;

describe('announcements', () => {
  it('creates, lists, updates and deletes, with an audit row for each', async () => {
    const created = await create({ title: ' Bienvenue ', body: 'Hello <script>x()</script><b>gras</b>', accentColor: '#ABC', isActive: false });
    expect(created.statusCode).toBe(201);
    const announcement = created.json().announcement;
    expect(announcement).toMatchObject({ title: 'Bienvenue', body: 'Hello <b>gras</b>', accentColor: '#abc', isActive: false, imageUrl: '' });
    const list = (await server.get('/api/admin/announcements', { token: admin.token })).json().announcements;
    expect(list.map((a: { id: string }) => a.id)).toContain(announcement.id);

    const updated = await server.put(`/api/admin/announcements/${announcement.id}`, {
      token: admin.token,
      body: { ...announcement, accentColor: 'rouge', isActive: true },
    });
    expect(updated.json().announcement).toMatchObject({ accentColor: '#5865f2', isActive: true });
    expect(Date.parse(updated.json().announcement.updatedAt)).toBeGreaterThanOrEqual(Date.parse(announcement.updatedAt));

    expect((await server.delete(`/api/admin/announcements/${announcement.id}`, { token: admin.token })).statusCode).toBe(204);
    const missing = await server.delete(`/api/admin/announcements/${announcement.id}`, { token: admin.token });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).error).toBe(messages.announcementNotFound);
    expect((await auditRows(server, announcement.id)).map((row) => row.action)).toEqual([
      'announcement.create',
      'announcement.update',
      'announcement.delete',
    ]);
  });

  it('shows publicly only the latest active announcement with a non-blank title, body or image', async () => {
    const active = (await create({ title: 'Maintenance ce soir', isActive: true })).json().announcement;
    expect(await shown()).toMatchObject({ id: active.id, title: 'Maintenance ce soir' });

    await create({ title: 'Brouillon', isActive: false });
    await create({ title: '  ', body: '<b> </b>', imageUrl: ' ', isActive: true });
    expect((await shown()).id).toBe(active.id);

    const image = (await create({ imageUrl: '/uploads/abc.png', isActive: true })).json().announcement;
    expect((await shown()).id).toBe(image.id);

    for (const a of [active, image]) {
      await server.put(`/api/admin/announcements/${a.id}`, { token: admin.token, body: { ...a, isActive: false } });
    }
    expect(await shown()).toBeNull();
  });

  it('refuses an image URL that is not an upload, an inline image or an http(s) link, and keeps valid ones', async () => {
    const before = (await server.get('/api/admin/announcements', { token: admin.token })).json().announcements.length;
    for (const imageUrl of ['javascript:alert(66)', 'data:text/html;base64,PHNjcmlwdD4=', '//evil.example/x.png', 'uploads/x.png']) {
      const refused = await create({ title: 'Image', imageUrl, isActive: true });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({ error: messages.imageUrlInvalid, fieldErrors: { imageUrl: messages.imageUrlInvalid } });
    }
    expect((await server.get('/api/admin/announcements', { token: admin.token })).json().announcements).toHaveLength(before);

    const uploaded = (await server.post('/api/admin/announcements/upload', { token: admin.token, body: { dataUrl: dataUrl('image/png', png()) } })).json().url;
    const kept = (await create({ title: 'Image', imageUrl: uploaded, isActive: false })).json().announcement;
    expect(kept.imageUrl).toBe(uploaded);
    const linked = await server.put(`/api/admin/announcements/${kept.id}`, { token: admin.token, body: { ...kept, imageUrl: 'https://example.org/a.png' } });
    expect(linked.json().announcement.imageUrl).toBe('https://example.org/a.png');
    const edited = await server.put(`/api/admin/announcements/${kept.id}`, { token: admin.token, body: { ...kept, imageUrl: 'javascript:alert(66)' } });
    expect(edited.statusCode).toBe(400);
    expect(errorOf(edited).error).toBe(messages.imageUrlInvalid);
    const listed = (await server.get('/api/admin/announcements', { token: admin.token })).json().announcements;
    expect(listed.find((a: { id: string }) => a.id === kept.id).imageUrl).toBe('https://example.org/a.png');
  });

  it('announces every change to every connected client', async () => {
    const socket = await connectSocket(server.url);
    try {
      const update = nextEvent(socket, serverEvents.announcementUpdate);
      await create({ title: 'Nouveauté', isActive: true });
      await expect(update).resolves.toBeDefined();
    } finally {
      socket.close();
    }
  });

  it('uploads an image and refuses anything else with the upload messages', async () => {
    const ok = await server.post('/api/admin/announcements/upload', { token: admin.token, body: { dataUrl: dataUrl('image/png', png()) } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
    const bad = await server.post('/api/admin/announcements/upload', { token: admin.token, body: { dataUrl: dataUrl('text/html', html()) } });
    expect(bad.statusCode).toBe(415);
    expect(errorOf(bad).error).toBe(messages.uploadUnsupported);
  });

  it('refuses a malformed body with a 400 in French', async () => {
    const res = await create({ title: 42 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toMatch(/title/);
  });
});

describe('POST /api/public/visits', () => {
  it('counts one visit per day and client, keeping no raw IP', async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const visit = (ip: string) => server.post('/api/public/visits', { body: { day }, ip, headers: { 'user-agent': 'Test/1.0' } });
    expect((await visit('10.9.9.1')).statusCode).toBe(204);
    expect((await visit('10.9.9.1')).statusCode).toBe(204);
    expect((await visit('10.9.9.2')).statusCode).toBe(204);
    const rows = (await server.db.query<{ client_key: string }>('SELECT client_key FROM visits WHERE day = $1::date', [day])).rows;
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.client_key) && !row.client_key.includes('10.9.9'))).toBe(true);
    const stats = (await server.get('/api/admin/stats', { token: admin.token })).json();
    expect(stats.metrics.visitsToday).toBe(2);
  });

  it('refuses a day far from today', async () => {
    const res = await server.post('/api/public/visits', { body: { day: '2001-01-01' } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toBe(messages.visitDayInvalid);
  });
});
