import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import { THREAD_LIMITS } from '../../../domain/threads';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { dataUrl, png } from '../../test/files';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { connectSocket, nextEvent } from '../../test/sockets';
import { registerAdmin } from '../admin/testing';

let server: TestServer;
let admin: RegisteredUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await registerAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

const ask = (user: RegisteredUser, body: Record<string, unknown>) =>
  server.post('/api/me/support', { token: user.token, body: { subject: 'Question', message: 'Bonjour', ...body } });
const inbox = async () => (await server.get('/api/admin/support', { token: admin.token })).json().requests as { id: string; priority: boolean; status: string; waitingSince: string | null; ownerName: string }[];
const unread = async (user: RegisteredUser) => (await server.get('/api/me/support/unread', { token: user.token })).json().unread as number;
const threadRows = async (ownerId: string) => (await server.db.query('SELECT id FROM threads WHERE owner_id = $1', [ownerId])).rows;

async function major(): Promise<RegisteredUser> {
  const user = await registerUser(server);
  await server.db.query("UPDATE users SET badges = array_append(badges, 'major') WHERE id = $1", [user.user.id]);
  return user;
}

describe('support requests', () => {
  it('a request is a conversation: sanitised, answered live by an admin, counted unread until read, resolved', async () => {
    const student = await registerUser(server);
    const created = await ask(student, { subject: '  Mon   export  ', message: 'Il <script>alert(1)</script>plante <b>toujours</b><img src=x onerror=alert(1)>', page: '/account' });
    expect(created.statusCode).toBe(201);
    const thread = created.json().thread;
    expect(thread).toMatchObject({ subject: 'Mon export', status: 'open', page: '/account', open: true });
    expect(thread.messages).toEqual([expect.objectContaining({ body: 'Il plante <b>toujours</b>', mine: true, fromStaff: false })]);

    const row = (await inbox()).find((r) => r.id === thread.id)!;
    expect(row).toMatchObject({ priority: false, status: 'open', ownerName: student.username });
    expect(Date.parse(row.waitingSince!)).toBeLessThanOrEqual(Date.now());

    const socket = await connectSocket(server.url, student.token);
    try {
      const live = nextEvent<{ threadId: string }>(socket, serverEvents.threadUpdated, (p) => p.threadId === thread.id);
      const answered = await server.post(`/api/admin/support/${thread.id}/messages`, { token: admin.token, body: { message: 'Essaie depuis <i>Compte</i>.' } });
      expect(answered.statusCode).toBe(201);
      await live;
    } finally {
      socket.disconnect();
    }
    expect(await unread(student)).toBe(1);
    expect((await server.get('/api/me/support', { token: student.token })).json().requests).toEqual([
      expect.objectContaining({ id: thread.id, status: 'answered', unread: 1 }),
    ]);
    const read = (await server.get(`/api/me/support/${thread.id}`, { token: student.token })).json().thread;
    expect(read.messages.map((m: { body: string; fromStaff: boolean; mine: boolean }) => [m.body, m.fromStaff, m.mine])).toEqual([
      ['Il plante <b>toujours</b>', false, true],
      ['Essaie depuis <i>Compte</i>.', true, false],
    ]);
    expect(await unread(student)).toBe(0);
    expect((await inbox()).find((r) => r.id === thread.id)).toMatchObject({ status: 'answered', waitingSince: null });

    const resolved = await server.put(`/api/me/support/${thread.id}/status`, { token: student.token, body: { status: 'resolved' } });
    expect(resolved.json().thread.status).toBe('resolved');
    // Writing again opens it again.
    await server.post(`/api/me/support/${thread.id}/messages`, { token: student.token, body: { message: 'Encore une chose' } });
    expect((await server.get(`/api/me/support/${thread.id}`, { token: student.token })).json().thread.status).toBe('open');
  });

  it('Major and Champion requests come first in the inbox, marked priority, each group the longest waiting first', async () => {
    const free = await registerUser(server);
    const paying = await major();
    const freeId = (await ask(free, { subject: 'Gratuit' })).json().thread.id;
    const payingId = (await ask(paying, { subject: 'Major' })).json().thread.id;
    const rows = await inbox();
    const order = rows.map((r) => r.id);
    expect(order.indexOf(payingId)).toBeLessThan(order.indexOf(freeId));
    expect(rows.find((r) => r.id === payingId)!.priority).toBe(true);
    // Every waiting priority request comes before every waiting free one.
    const waiting = rows.filter((r) => r.status === 'open');
    const firstFree = waiting.findIndex((r) => !r.priority);
    expect(waiting.slice(firstFree).every((r) => !r.priority)).toBe(true);
  });

  it('refuses bad input in French and creates nothing', async () => {
    const student = await registerUser(server);
    const other = await registerUser(server);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ subject: '   ' }, 400, messages.supportSubjectEmpty],
      [{ subject: 'x'.repeat(121) }, 400, messages.supportSubjectTooLong(120)],
      [{ message: '<b> </b>' }, 400, messages.threadMessageEmpty],
      [{ message: 'a'.repeat(THREAD_LIMITS.messageChars + 1) }, 400, messages.threadMessageTooLong(THREAD_LIMITS.messageChars)],
      [{ attachment: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png' }, 400, messages.threadAttachmentInvalid],
      [{ attachment: 'https://evil.example/x.png' }, 400, messages.threadAttachmentInvalid],
    ];
    for (const [body, status, error] of cases) {
      const res = await ask(student, body);
      expect(res.statusCode).toBe(status);
      expect(errorOf(res).error).toBe(error);
    }
    // Someone else's screenshot is not the author's to attach.
    const theirs = (await server.post('/api/me/uploads', { token: other.token, body: { dataUrl: dataUrl('image/png', png()) } })).json().url;
    expect(errorOf(await ask(student, { attachment: theirs })).error).toBe(messages.threadAttachmentInvalid);
    expect((await ask(student, { subject: 'x', message: 5 })).statusCode).toBe(400);
    expect(await threadRows(student.user.id)).toEqual([]);

    // Their own passes through the upload checks first, then is attached.
    const mine = (await server.post('/api/me/uploads', { token: student.token, body: { dataUrl: dataUrl('image/png', png()) } })).json().url;
    expect((await ask(student, { attachment: mine })).json().thread.messages[0].attachment).toBe(mine);
  });

  it('five new requests a day per account, fifty messages per request', async () => {
    const student = await registerUser(server);
    const sent = await Promise.all(Array.from({ length: 6 }, (_, i) => ask(student, { subject: `Demande ${i}` })));
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 429]);
    expect(errorOf(sent.find((r) => r.statusCode === 429)!).error).toBe(messages.supportDailyLimit(5));

    const id = sent.find((r) => r.statusCode === 201)!.json().thread.id;
    for (let i = 1; i < THREAD_LIMITS.messages; i++) {
      const by = i % 2 === 0 ? { path: `/api/me/support/${id}/messages`, token: student.token } : { path: `/api/admin/support/${id}/messages`, token: admin.token };
      expect((await server.post(by.path, { token: by.token, body: { message: `Message ${i}` } })).statusCode).toBe(201);
    }
    const full = await server.post(`/api/me/support/${id}/messages`, { token: student.token, body: { message: 'Un de trop' } });
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).error).toBe(messages.threadFull(THREAD_LIMITS.messages));
    const thread = (await server.get(`/api/me/support/${id}`, { token: student.token })).json().thread;
    expect(thread.messages).toHaveLength(THREAD_LIMITS.messages);
    expect(thread.open).toBe(false);
  });

  it('nobody else reads or writes a request; only admins see the inbox', async () => {
    const student = await registerUser(server);
    const stranger = await registerUser(server);
    const id = (await ask(student, {})).json().thread.id;
    for (const res of [
      await server.get(`/api/me/support/${id}`, { token: stranger.token }),
      await server.post(`/api/me/support/${id}/messages`, { token: stranger.token, body: { message: 'Coucou' } }),
      await server.put(`/api/me/support/${id}/status`, { token: stranger.token, body: { status: 'resolved' } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).error).toBe(messages.threadNotFound);
    }
    expect((await server.get('/api/admin/support', { token: student.token })).statusCode).toBe(403);
    expect((await server.post(`/api/admin/support/${id}/messages`, { token: student.token, body: { message: 'x' } })).statusCode).toBe(403);
    expect((await server.get('/api/me/support')).statusCode).toBe(401);
  });

  it('requests are in the account export and deleted with the account', async () => {
    const student = await registerUser(server);
    const id = (await ask(student, { subject: 'Export', message: 'Mon <u>texte</u>' })).json().thread.id;
    await server.post(`/api/admin/support/${id}/messages`, { token: admin.token, body: { message: 'Réponse' } });
    const exported = (await server.get('/api/me/export', { token: student.token })).json();
    expect(exported.threads).toEqual([expect.objectContaining({ id, kind: 'support', subject: 'Export', status: 'answered' })]);
    expect(exported.threadMessages.map((m: { body: string; mine: boolean; fromStaff: boolean }) => [m.body, m.mine, m.fromStaff])).toEqual([
      ['Mon <u>texte</u>', true, false],
      ['Réponse', false, true],
    ]);
    expect(JSON.stringify(exported)).not.toContain(admin.username);
    expect((await server.delete('/api/me', { token: student.token, body: { password: student.password } })).statusCode).toBe(204);
    expect(await threadRows(student.user.id)).toEqual([]);
    expect((await server.db.query('SELECT 1 FROM thread_messages WHERE thread_id = $1', [id])).rows).toEqual([]);
  });
});
