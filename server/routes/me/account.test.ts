import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../domain/account';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import { errorOf, startTestServer, useThrottle, type TestServer } from '../../test/harness';
import { login, registerUser, type RegisteredUser } from '../../test/factories';
import { dataUrl, mp3WithId3, png } from '../../test/files';
import { connectSocket, nextEvent } from '../../test/sockets';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const CARDS = Array.from({ length: 10 }, (_, i) => ({ id: `k${i}`, answer: `Réponse ${i}`, answers: [`Réponse ${i}`], text: `Question ${i}` }));

/** A user holding something in every table: document, uploads, a scored session, a first place. */
async function busyUser(): Promise<RegisteredUser & { uploads: string[] }> {
  const user = await registerUser(server);
  const image = (await server.post('/api/me/uploads', { token: user.token, body: { dataUrl: dataUrl('image/png', png()) } })).json().url;
  const music = (await server.post('/api/me/uploads', { token: user.token, body: { dataUrl: dataUrl('audio/mpeg', mp3WithId3()) } })).json().url;
  const saved = await server.put('/api/me/data', {
    token: user.token,
    headers: { 'if-match': '"0"' },
    body: { subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }], cards: { 'anat.coeur': CARDS }, profileMusicUrl: music },
  });
  expect(saved.statusCode).toBe(200);
  const now = Date.now();
  const recorded = await server.post('/api/me/sessions', {
    token: user.token,
    body: {
      id: `association-anat-coeur-${now}`,
      methodId: 'association',
      subjectId: 'anat',
      chapterId: 'coeur',
      startedAt: now - 90_000,
      finishedAt: now,
      questions: CARDS.map((card) => ({ cardId: card.id, correct: true, userAnswer: card.answer, rightAnswer: card.answer })),
    },
  });
  expect(recorded.statusCode).toBe(201);
  await server.db.query("INSERT INTO leader_days (day, user_id) VALUES ('2025-03-01', $1) ON CONFLICT DO NOTHING", [user.user.id]);
  await server.db.query(
    `INSERT INTO active_sessions (user_id, session_id, socket_id, method_id, subject_id, chapter_id, started_at)
     VALUES ($1, 's1', 'socket', 'association', 'anat', 'coeur', now())`,
    [user.user.id],
  );
  return { ...user, uploads: [image, music] };
}

/** Every table with a user_id column, read from the catalogue so a new table is checked too. */
async function tablesWithUserId(): Promise<string[]> {
  const found = await server.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'user_id'",
  );
  return found.rows.map((row) => row.table_name);
}

describe('GET /api/me/export', () => {
  it('downloads everything the account holds as a JSON attachment, without secrets', async () => {
    const ivy = await busyUser();
    const res = await server.get('/api/me/export', { token: ivy.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mnemo-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = res.json() as AccountExport;
    expect(exported.user).toMatchObject({ id: ivy.user.id, username: ivy.username, points: 100 });
    expect(exported.data.subjects[0]?.name).toBe('Anatomie');
    expect(exported.data.cards['anat.coeur']).toHaveLength(10);
    expect(exported.data.profileMusicUrl).toBe(ivy.uploads[1]);
    expect(exported.sessions).toHaveLength(1);
    expect(exported.sessions[0]).toMatchObject({ total: 10, correct: 10, points: 100 });
    expect(exported.sessions[0]!.questions).toHaveLength(10);
    expect(exported.uploads.map((u) => u.url).sort()).toEqual([...ivy.uploads].sort());
    expect(exported.uploads.map((u) => u.kind).sort()).toEqual(['audio', 'image']);
    expect(exported.leaderDays).toContain('2025-03-01');
    // Every listed file is served at its address.
    for (const upload of exported.uploads) expect((await server.get(upload.url)).statusCode).toBe(200);
    expect(res.body).not.toMatch(/\$argon2|password|token_hash|tokenHash/i);
  });

  it('needs a signed-in user', async () => {
    const res = await server.get('/api/me/export');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error).toBe(messages.unauthenticated);
  });
});

describe('DELETE /api/me', () => {
  it('refuses a wrong or missing password in French and keeps everything', async () => {
    const jo = await busyUser();
    const wrong = await server.delete('/api/me', { token: jo.token, body: { password: 'pas le bon' } });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong).error).toBe(messages.accountPasswordWrong);
    for (const body of [{}, { password: '' }, { password: 42 }]) {
      const res = await server.delete('/api/me', { token: jo.token, body });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toMatch(/^Requête invalide/);
    }
    expect((await server.get('/api/me', { token: jo.token })).statusCode).toBe(200);
    expect((await server.get(jo.uploads[0]!)).statusCode).toBe(200);
  });

  it('throttles repeated wrong passwords', async () => {
    const kim = await registerUser(server);
    const restore = useThrottle(server, { loginPerAccount: { limit: 2, windowMs: 60_000, lockMs: 60_000, maxLockMs: 60_000 } });
    try {
      for (let i = 0; i < 2; i++) expect((await server.delete('/api/me', { token: kim.token, body: { password: 'non' } })).statusCode).toBe(403);
      const blocked = await server.delete('/api/me', { token: kim.token, body: { password: kim.password } });
      expect(blocked.statusCode).toBe(429);
      expect(errorOf(blocked).error).toMatch(/^Trop de tentatives de suppression/);
    } finally {
      restore();
    }
  });

  it('with the right password removes every row of the user, revokes its tokens and announces it', async () => {
    const lea = await busyUser();
    const other = await busyUser();
    const filled = ['auth_tokens', 'user_data', 'uploads', 'training_sessions', 'leader_days', 'active_sessions'];
    const tables = await tablesWithUserId();
    expect(tables).toEqual(expect.arrayContaining(filled));
    for (const table of filled) {
      const rows = await server.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [lea.user.id]);
      expect(rows.rows.length, table).toBeGreaterThan(0);
    }

    const socket = await connectSocket(server.url);
    try {
      const announced = nextEvent(socket, serverEvents.leaderboardUpdate);
      const res = await server.delete('/api/me', { token: lea.token, body: { password: lea.password } });
      expect(res.statusCode).toBe(204);
      await announced;
    } finally {
      socket.disconnect();
    }

    expect((await server.db.query('SELECT 1 FROM users WHERE id = $1', [lea.user.id])).rows).toEqual([]);
    // Every table that refers to users, including ones added later, holds nothing of the user.
    for (const table of tables) {
      const rows = await server.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [lea.user.id]);
      expect(rows.rows, table).toEqual([]);
    }
    const expired = await server.get('/api/me', { token: lea.token });
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).error).toBe(messages.sessionExpired);
    for (const url of lea.uploads) expect((await server.get(url)).statusCode).toBe(404);
    expect((await login(server, lea.username, lea.password)).statusCode).toBe(401);
    expect((await server.get(`/api/public/users/${lea.user.id}`)).statusCode).toBe(404);

    // Nobody else lost anything.
    expect((await server.get('/api/me/export', { token: other.token })).json().sessions).toHaveLength(1);
  });
});
