import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryStats } from '../../../domain/memory/stats';
import type { RecordSessionResponse } from '../../../domain/training';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { awayFromParisMidnight } from '../../test/clock';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { registerAdmin } from '../admin/testing';

awayFromParisMidnight();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** Twelve cards, a board of two legends, a map of three texts, in three chapters of « Anatomie »; « Physio » has one card. */
const CARDS = Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, answers: [`Réponse carte ${i}`], text: `Question ${i}` }));
const ZONES = [
  { id: 'z0', label: 'Aorte', color: '#6366f1', points: [{ x: 0, y: 0.2 }, { x: 0.2, y: 0.2 }, { x: 0.2, y: 0.6 }, { x: 0, y: 0.6 }] },
  { id: 'z1', label: 'Septum', color: '#6366f1', points: [{ x: 0.5, y: 0.2 }, { x: 0.7, y: 0.2 }, { x: 0.7, y: 0.6 }, { x: 0.5, y: 0.6 }] },
];
const MATERIAL = {
  subjects: [
    { id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'schema', name: 'Schéma' }, { id: 'carte', name: 'Carte' }] },
    { id: 'physio', name: 'Physio', chapters: [{ id: 'rein', name: 'Rein' }] },
  ],
  cards: { 'anat.coeur': CARDS, 'physio.rein': [{ id: 'r0', answers: ['Néphron'], text: 'Unité du rein' }] },
  zoningSets: { 'anat.schema': [{ id: 'b', imageUrl: 'https://example.org/coeur.png', title: 'Cœur', legends: ZONES }] },
  mindMaps: {
    'anat.carte': [{
      id: 'm',
      title: 'Circulation',
      nodes: [{ id: 'n0', label: 'Ventricule gauche', x: 0.2, y: 0.2 }, { id: 'n1', label: 'Poumons', x: 0.8, y: 0.8 }],
      edges: [{ id: 'e0', fromId: 'n0', toId: 'n1', labelAbove: 'artère pulmonaire', labelBelow: null }],
    }],
  },
};

async function student(): Promise<RegisteredUser> {
  const user = await registerUser(server);
  const saved = await server.put('/api/me/data', { token: user.token, headers: { 'if-match': '"0"' }, body: MATERIAL });
  expect(saved.statusCode).toBe(200);
  return user;
}

/** Memory ids of the items: `<subject>/<chapter>/<key>`. */
const card = (i: number) => `anat/coeur/card/c${i}`;
const legend = (i: number) => `anat/schema/legend/b/z${i}`;
const NODE = 'anat/carte/label/m/n0';
const inside = [JSON.stringify({ x: 0.1, y: 0.4 }), JSON.stringify({ x: 0.6, y: 0.4 })];

interface Asked {
  cardId: string;
  userAnswer: string;
  kind?: 'typed' | 'placement' | 'zone-name';
  correct?: boolean;
}
/** The body of a review session over a scope, each answer claimed right, finished now (10 s per question). */
let counter = 0;
function revision(questions: Asked[], subjectId = 'all', chapterId = 'all') {
  const finishedAt = Date.now();
  return {
    id: `revision-${subjectId}-${chapterId}-${counter++}`,
    methodId: 'revision',
    subjectId,
    chapterId,
    startedAt: finishedAt - questions.length * 10_000,
    finishedAt,
    questions: questions.map(({ correct = true, kind, ...q }) => ({ ...q, correct, rightAnswer: '', ...(kind ? { kind } : {}) })),
  };
}
/** Ten cards right, a legend placed, a map text typed with a typo: 12 questions over the three kinds. */
const mixed = (): Asked[] => [
  ...CARDS.slice(0, 10).map((c, i) => ({ cardId: card(i), userAnswer: c.answers[0]! })),
  { cardId: legend(0), userAnswer: inside[0]!, kind: 'placement' },
  { cardId: NODE, userAnswer: 'Ventricule gauhce' },
];

const record = (user: RegisteredUser, body: unknown) => server.post('/api/me/sessions', { token: user.token, body });
const rows = async <T extends Record<string, unknown>>(sql: string, user: RegisteredUser) => (await server.db.query<T>(sql, [user.user.id])).rows;
const stateKeys = async (user: RegisteredUser) =>
  (await rows<{ k: string; reps: number }>(`SELECT subject_id || '/' || chapter_id || '/' || item_key AS k, reps FROM memory_states WHERE user_id = $1 ORDER BY 1`, user));
const snapshot = async (user: RegisteredUser) => ({
  states: await rows('SELECT * FROM memory_states WHERE user_id = $1 ORDER BY subject_id, chapter_id, item_key', user),
  logs: await rows('SELECT * FROM review_logs WHERE user_id = $1 ORDER BY reviewed_at, item_key', user),
  sessions: await rows('SELECT id FROM training_sessions WHERE user_id = $1', user),
  points: (await rows<{ points: number }>('SELECT points FROM users WHERE id = $1', user))[0]!.points,
});

describe('review sessions (method revision)', () => {
  it('records a mixed session over everything: 10 points per answer judged right, « almost » included, states of exactly the items asked', async () => {
    const ana = await student();
    const res = await record(ana, revision(mixed()));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as RecordSessionResponse;
    expect(body.session).toMatchObject({ methodId: 'revision', subjectId: 'all', chapterId: 'all', total: 12, correct: 12 });
    expect(body.session.questions.find((q) => q.cardId === NODE)).toMatchObject({ correct: true, almost: true, rightAnswer: 'Ventricule gauche' });
    expect(body.pointsAwarded).toBe(120);
    expect(body.user.points).toBe(120);
    const asked = [...CARDS.slice(0, 10).map((_, i) => card(i)), legend(0), NODE].sort();
    expect((await stateKeys(ana)).map((s) => s.k)).toEqual(asked);
    const ratings = await rows<{ k: string; rating: number }>(
      `SELECT subject_id || '/' || chapter_id || '/' || item_key AS k, rating FROM review_logs WHERE user_id = $1 ORDER BY 1`, ana);
    expect(ratings.map((r) => r.k)).toEqual(asked);
    // The typo is Hard, the others Good.
    expect(ratings.find((r) => r.k === NODE)!.rating).toBe(2);
    expect(ratings.filter((r) => r.rating === 3)).toHaveLength(11);
  });

  it('re-judges every answer: a wrong text claimed right and a placement outside its zone score nothing and rate Again', async () => {
    const ben = await student();
    const questions = mixed();
    questions[0] = { cardId: card(0), userAnswer: 'je ne sais pas', correct: true };
    questions[10] = { cardId: legend(0), userAnswer: inside[1]!, kind: 'placement', correct: true };
    const res = await record(ben, revision(questions));
    expect(res.statusCode).toBe(201);
    const body = res.json() as RecordSessionResponse;
    expect(body.session.correct).toBe(10);
    expect(body.pointsAwarded).toBe(100);
    const again = await rows<{ item_key: string }>('SELECT item_key FROM review_logs WHERE user_id = $1 AND rating = 1 ORDER BY 1', ben);
    expect(again.map((r) => r.item_key)).toEqual(['card/c0', 'legend/b/z0']);
  });

  it('refuses a forged session and changes nothing: an unknown item, an item out of the scope, a method question id, a legend typed, a repeated item', async () => {
    const cleo = await student();
    expect((await record(cleo, revision(mixed()))).statusCode).toBe(201);
    const before = await snapshot(cleo);
    const forged: [Asked[], string, string][] = [
      [[...mixed().slice(1), { cardId: 'anat/coeur/card/inventee', userAnswer: 'x' }], 'all', 'all'],
      [[...mixed().slice(1), { cardId: 'physio/rein/card/r0', userAnswer: 'Néphron' }], 'anat', 'all'],
      [mixed().slice(0, 10), 'anat', 'schema'],
      [[...mixed().slice(1), { cardId: 'c0', userAnswer: 'Réponse carte 0' }], 'anat', 'coeur'],
      [[...mixed().slice(1), { cardId: legend(1), userAnswer: 'Septum', kind: 'typed' }], 'all', 'all'],
      [[...mixed(), { cardId: card(0), userAnswer: 'Réponse carte 0' }], 'all', 'all'],
    ];
    for (const [questions, subjectId, chapterId] of forged) {
      const res = await record(cleo, revision(questions, subjectId, chapterId));
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).error).toMatch(/Session invalide|question/);
    }
    const missing = await record(cleo, revision(mixed(), 'anat', 'inconnu'));
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).error).toBe('Matière ou chapitre introuvable pour cette session.');
    // A replay of the recorded session changes nothing either.
    expect(await snapshot(cleo)).toEqual(before);
  });

  it('pays the first 3 qualifying sessions of a scope in a week, each scope on its own; fewer than 10 questions pays nothing', async () => {
    const dan = await student();
    const cards = (from: number) => Array.from({ length: 10 }, (_, i) => ({ cardId: card((from + i) % 12), userAnswer: CARDS[(from + i) % 12]!.answers[0]! }));
    const paid: number[] = [];
    for (let i = 0; i < 4; i++) paid.push(((await record(dan, revision(cards(i)))).json() as RecordSessionResponse).pointsAwarded);
    expect(paid).toEqual([100, 100, 100, 0]);
    const fourth = await record(dan, revision(cards(4)));
    expect((fourth.json() as RecordSessionResponse).reason).toBe('weekly-limit');
    expect(((await record(dan, revision(cards(0), 'anat', 'all'))).json() as RecordSessionResponse).pointsAwarded).toBe(100);
    expect(((await record(dan, revision(cards(0), 'anat', 'coeur'))).json() as RecordSessionResponse).pointsAwarded).toBe(100);
    const short = (await record(dan, revision(cards(0).slice(0, 9), 'anat', 'coeur'))).json() as RecordSessionResponse;
    expect(short).toMatchObject({ pointsAwarded: 0, reason: 'too-few-questions' });
  });

  it('registers its start on the server clock like any method, and a new start of another method does not match it', async () => {
    const eve = await student();
    const body = revision(mixed(), 'anat', 'all');
    const start = await server.post('/api/me/sessions/start', {
      token: eve.token, body: { sessionId: body.id, methodId: 'revision', subjectId: 'anat', chapterId: 'all' },
    });
    expect(start.statusCode).toBe(201);
    await server.db.query('UPDATE session_starts SET started_at = $2 WHERE user_id = $1', [eve.user.id, new Date(Date.now() - 200_000)]);
    const res = await record(eve, body);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as RecordSessionResponse).session.finishedAt - (res.json() as RecordSessionResponse).session.startedAt).toBeGreaterThanOrEqual(200_000);
  });
});

/** Inserts review logs of `card(i)` as if reviewed at `at` from state `stateBefore`, the previous interval being `interval` days. */
async function seedLog(user: RegisteredUser, i: number, at: number, rating: number, stateBefore: number, scheduledDays: number) {
  await server.db.query(
    `INSERT INTO review_logs (user_id, subject_id, chapter_id, item_key, kind, session_id, reviewed_at, rating, state_before,
                              elapsed_days, scheduled_days, stability, difficulty, duration_ms)
     VALUES ($1, 'anat', 'coeur', $2, 'card', 'seeded', $3, $4, $5, 0, $6, 1, 5, 3000)`,
    [user.user.id, `card/c${i}`, new Date(at), rating, stateBefore, scheduledDays],
  );
}
const stats = async (user: RegisteredUser) => {
  const res = await server.get('/api/me/memory/stats', { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MemoryStats;
};
const row = (s: MemoryStats, chapterId: string) => s.rows.find((r) => r.chapterId === chapterId)!;

describe('GET /api/me/memory/stats', () => {
  it('counts items new, learning, review and mature, and forecasts their due days', async () => {
    const fay = await student();
    expect((await record(fay, revision(mixed()))).statusCode).toBe(201);
    const now = Date.now();
    // c0 mature (due in 30 days, past the forecast), c1 young review due in 3 days, c2 overdue.
    const set = (i: number, state: number, days: number, dueInDays: number) =>
      server.db.query(`UPDATE memory_states SET state = $3, scheduled_days = $4, due = $5 WHERE user_id = $1 AND item_key = $2`,
        [fay.user.id, `card/c${i}`, state, days, new Date(now + dueInDays * DAY_MS)]);
    await set(0, 2, 40, 30);
    await set(1, 2, 5, 3);
    await set(2, 2, 3, -2);
    // States changed behind the server's back: say so as a deletion does (migration 015), so all are read again.
    await server.db.query('UPDATE memory_settings SET states_version = states_version + 1, states_deleted_version = states_version + 1 WHERE user_id = $1', [fay.user.id]);
    const s = await stats(fay);
    expect(row(s, 'coeur')).toMatchObject({ kind: 'card', new: 2, learning: 7, review: 2, mature: 1 });
    expect(row(s, 'schema')).toMatchObject({ kind: 'legend', new: 1, learning: 1, review: 0, mature: 0 });
    expect(row(s, 'carte')).toMatchObject({ kind: 'label', new: 2, learning: 1 });
    expect(row(s, 'rein')).toMatchObject({ new: 1, learning: 0 });
    const forecast = row(s, 'coeur').forecast;
    expect(forecast).toHaveLength(14);
    // Seven cards in learning fall due today, with c2 overdue; c1 in three days; c0 beyond the 14 days.
    expect(forecast[0]).toBe(8);
    expect(forecast[3]).toBe(1);
    expect(forecast.reduce((a, b) => a + b, 0)).toBe(9);
  });

  it('true retention counts the first review of the day of items in review only, young or mature by their previous interval', async () => {
    const gus = await student();
    expect((await record(gus, revision(mixed()))).statusCode).toBe(201);
    await server.db.query('DELETE FROM review_logs WHERE user_id = $1', [gus.user.id]);
    const day = (n: number) => Date.UTC(2026, 5, 1 + n, 10); // 12:00 in Paris
    // c0: graduated (interval 30), then reviewed twice on one day: passed, then failed (not counted).
    await seedLog(gus, 0, day(0), 3, 1, 30);
    await seedLog(gus, 0, day(30), 3, 2, 60);
    await seedLog(gus, 0, day(30) + 3_600_000, 1, 2, 1);
    // c1: interval 4 (young), failed at its first review that day; its learning review after it does not count.
    await seedLog(gus, 1, day(0), 3, 1, 4);
    await seedLog(gus, 1, day(4), 1, 2, 0);
    await seedLog(gus, 1, day(4) + 600_000, 3, 3, 2);
    // c2: a learning review first that day hides its later review-state review.
    await seedLog(gus, 2, day(0), 3, 1, 2);
    await seedLog(gus, 2, day(2), 3, 1, 2);
    await seedLog(gus, 2, day(2) + 3_600_000, 3, 2, 5);
    // c3: two young passes on two days.
    await seedLog(gus, 3, day(0), 3, 1, 2);
    await seedLog(gus, 3, day(2), 2, 2, 6);
    await seedLog(gus, 3, day(8), 3, 2, 14);
    const coeur = row(await stats(gus), 'coeur');
    expect(coeur.matureRetention).toEqual({ passed: 1, total: 1 });
    expect(coeur.young).toEqual({ passed: 2, total: 3 });
    expect(row(await stats(gus), 'schema').young).toEqual({ passed: 0, total: 0 });
  });

  it('deleting a session takes its reviews out of retention and rebuilds the states from the sessions left', async () => {
    const hal = await student();
    const first = revision(mixed());
    expect((await record(hal, first)).statusCode).toBe(201);
    // The same cards graduate in a second session, then are reviewed in review state in a third.
    await server.db.query(`UPDATE review_logs SET reviewed_at = reviewed_at - interval '2 days' WHERE user_id = $1`, [hal.user.id]);
    const second = revision(mixed());
    expect((await record(hal, second)).statusCode).toBe(201);
    const logsOf = async (id: string) => (await server.db.query('SELECT 1 FROM review_logs WHERE user_id = $1 AND session_id = $2', [hal.user.id, id])).rows.length;
    expect(await logsOf(second.id)).toBe(12);
    const deleted = await server.delete(`/api/me/sessions/${second.id}`, { token: hal.token });
    expect(deleted.statusCode).toBe(200);
    expect(await logsOf(second.id)).toBe(0);
    // The next read replays the one session left: every asked item has one review.
    await stats(hal);
    expect((await stateKeys(hal)).every((s) => s.reps === 1)).toBe(true);
    expect(await logsOf(first.id)).toBe(12);
  });
});

describe('memory statistics of a public profile', () => {
  it('follow the statistics block: anyone for a profile with a public identifier, only an admin by user id', async () => {
    const ivy = await student();
    expect((await record(ivy, revision(mixed()))).statusCode).toBe(201);
    const byId = `/api/public/users/${ivy.user.id}/memory`;
    expect((await server.get(`/api/public/profiles/ivy-memoire/memory`)).statusCode).toBe(404);
    expect((await server.put('/api/me', { token: ivy.token, body: { slug: 'ivy-memoire' } })).statusCode).toBe(200);
    const open = await server.get('/api/public/profiles/ivy-memoire/memory');
    expect(open.statusCode).toBe(200);
    expect(row(open.json() as MemoryStats, 'coeur')).toMatchObject({ learning: 10, new: 2 });
    const visitor = await registerUser(server);
    expect((await server.get(byId)).statusCode).toBe(404);
    expect((await server.get(byId, { token: visitor.token })).statusCode).toBe(404);
    const admin = await registerAdmin(server);
    const seen = await server.get(byId, { token: admin.token });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual(open.json());
  });
});
