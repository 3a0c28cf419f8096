import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../domain/account';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import { errorOf, startTestServer, useThrottle, type TestServer } from '../../test/harness';
import { login, registerUser, type RegisteredUser } from '../../test/factories';
import { dataUrl, mp3WithId3, png } from '../../test/files';
import { registerAdmin } from '../admin/testing';
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
  const start = await server.post('/api/me/sessions/start', {
    token: user.token,
    body: { sessionId: 'started-1', methodId: 'association', subjectId: 'anat', chapterId: 'coeur' },
  });
  expect(start.statusCode).toBeLessThan(300);
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

/** Tables the export covers, by their user_id column; a new table fails the check until it is exported. */
const EXPORTED_TABLES: Record<string, keyof AccountExport> = {
  users: 'user',
  auth_tokens: 'signIns',
  user_data: 'data',
  material_parts: 'data',
  material_saves: 'recentSaves',
  memory_states: 'memory',
  review_logs: 'memory',
  memory_settings: 'memory',
  uploads: 'uploads',
  active_sessions: 'liveSessions',
  session_starts: 'sessionStarts',
  training_sessions: 'sessions',
  leader_days: 'leaderDays',
  share_codes: 'shareCodes',
  billing_checkouts: 'checkouts',
  subscriptions: 'subscriptions',
  impersonations: 'impersonations',
  login_places: 'signInPlaces',
  exams: 'exams',
  qcm_sessions: 'qcmSessions',
  qcm_questions: 'qcmSessions',
  early_access: 'earlyAccess',
  thread_participants: 'threads',
  mentors: 'mentor',
  masterclass_signups: 'masterclassSignups',
  duel_ratings: 'duels',
  duel_queue: 'duels',
};

/** Where `id` or `username` still appears: every text and JSON column of every table is searched. */
async function traces(id: string, username: string): Promise<string[]> {
  const columns = await server.db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type IN ('text', 'jsonb', 'character varying', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const hits = await server.db.query(`SELECT 1 FROM ${table} WHERE ${column}::text LIKE $1 OR ${column}::text LIKE $2 LIMIT 1`, [
      `%${id}%`,
      `%${username}%`,
    ]);
    if (hits.rows.length > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** A paid local subscription, a share code and a moderated, visited account on top of `busyUser`. */
async function fullUser(admin: RegisteredUser) {
  const user = await busyUser();
  const shared = await server.post('/api/public/share', {
    token: user.token,
    body: { type: 'association-training', version: 1, meta: { sharedAt: 1_700_000_000_000, subjectId: 'anat', chapterId: 'coeur' }, cards: [{ answer: 'Aorte', text: 'Gros vaisseau' }] },
  });
  expect(shared.statusCode).toBe(201);
  const started = await server.post('/api/me/billing/checkout', { token: user.token, body: { plan: 'major', successUrl: '/account', cancelUrl: '/pricing' } });
  const sessionId = new URL(started.json().url, 'http://x').searchParams.get('session_id')!;
  expect((await server.post(`/api/me/billing/test-checkout/${sessionId}/pay`, { token: user.token })).statusCode).toBe(200);
  expect((await server.post('/api/me/billing/confirm', { token: user.token, body: { sessionId } })).statusCode).toBe(200);
  expect((await server.post(`/api/admin/users/${user.user.id}/ban`, { token: admin.token, body: { minutes: 0 } })).statusCode).toBe(200);
  expect((await server.post(`/api/admin/users/${user.user.id}/impersonate`, { token: admin.token })).statusCode).toBe(200);
  return { ...user, code: shared.json().code as string, sessionId };
}

describe('GET /api/me/export', () => {
  it('covers every table holding rows of a user', async () => {
    const tables = await tablesWithUserId();
    expect(tables.filter((table) => !(table in EXPORTED_TABLES))).toEqual([]);
  });

  it('holds the share codes with their content, payments, subscriptions, sign-ins and administrators’ visits', async () => {
    const admin = await registerAdmin(server);
    const max = await fullUser(admin);
    const res = await server.get('/api/me/export', { token: max.token });
    expect(res.statusCode).toBe(200);
    const exported = res.json() as AccountExport;
    expect(exported.shareCodes).toEqual([
      expect.objectContaining({ code: max.code, type: 'association-training', payload: expect.objectContaining({ cards: [expect.objectContaining({ answer: 'Aorte' })] }) }),
    ]);
    expect(exported.checkouts).toEqual([expect.objectContaining({ id: max.sessionId, plan: 'major', status: 'paid', provider: 'local' })]);
    expect(exported.subscriptions).toEqual([expect.objectContaining({ plan: 'major', status: 'active', provider: 'local' })]);
    expect(exported.signIns).toHaveLength(2);
    expect(exported.signIns.map((s) => s.byAdministrator).sort()).toEqual([false, true]);
    expect(exported.signInPlaces).toBe(1);
    expect(exported.impersonations).toHaveLength(1);
    expect(exported.liveSessions).toEqual([expect.objectContaining({ sessionId: 's1', methodId: 'association' })]);
    expect(exported.sessionStarts).toEqual([expect.objectContaining({ sessionId: 'started-1', chapterId: 'coeur' })]);
    expect(exported.moderation.map((entry) => entry.action)).toEqual(['user.unban', 'user.impersonate']);
    expect(exported.adminActions).toEqual([]);
    // Administrators are never named to the user, and no secret leaves.
    expect(res.body).not.toContain(admin.user.id);
    expect(res.body).not.toContain(admin.username);
    expect(res.body).not.toMatch(/\$argon2|password|token_hash|tokenHash|place_hash/i);

    const asAdmin = (await server.get('/api/me/export', { token: admin.token })).json() as AccountExport;
    expect(asAdmin.adminActions.map((entry) => [entry.action, entry.target])).toEqual([
      ['user.unban', max.user.id],
      ['user.impersonate', max.user.id],
    ]);
  });

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

describe('deleting an account leaves no trace of it', () => {
  it('an admin deleting their own account: their audit rows become anonymous, their impersonations end', async () => {
    const admin = await registerAdmin(server);
    const max = await fullUser(admin);
    expect(await traces(admin.user.id, admin.username)).not.toEqual([]);
    const res = await server.delete('/api/me', { token: admin.token, body: { password: admin.password } });
    expect(res.statusCode).toBe(204);
    expect(await traces(admin.user.id, admin.username)).toEqual([]);
    // The facts stay: what was done to max, by nobody named.
    const rows = await server.db.query<{ admin_id: string | null; action: string }>(
      'SELECT admin_id, action FROM admin_audit WHERE target = $1 ORDER BY id',
      [max.user.id],
    );
    expect(rows.rows).toEqual([
      { admin_id: null, action: 'user.unban' },
      { admin_id: null, action: 'user.impersonate' },
    ]);
  });

  it('a user deleting their account, or an admin deleting it: audit rows about it lose its id and name', async () => {
    const admin = await registerAdmin(server);
    for (const by of ['owner', 'admin'] as const) {
      const max = await fullUser(admin);
      expect(await traces(max.user.id, max.username)).not.toEqual([]);
      const res =
        by === 'owner'
          ? await server.delete('/api/me', { token: max.token, body: { password: max.password } })
          : await server.delete(`/api/admin/users/${max.user.id}`, { token: admin.token });
      expect(res.statusCode, by).toBe(204);
      expect(await traces(max.user.id, max.username), by).toEqual([]);
    }
    const audit = (await server.get('/api/admin/audit?limit=3', { token: admin.token })).json();
    expect(audit.entries[0]).toMatchObject({ action: 'user.delete', adminId: admin.user.id, target: null, targetName: null });
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
    const restore = useThrottle(server, { loginPerAccountIp: { limit: 2, windowMs: 60_000, lockMs: 60_000, maxLockMs: 60_000 } });
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
