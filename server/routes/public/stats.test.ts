import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { readData, registerUser, type RegisteredUser } from '../../test/factories';
import type { MethodsStats, PlatformStats } from '../../../domain/api';
import { STATS_TTL_MS } from './stats';

let server: TestServer;
let ann: RegisteredUser;
let bob: RegisteredUser;

const PNG = 'https://example.org/schema.png';

function card(id: string) {
  return { id, answer: `réponse ${id}`, answers: [`réponse ${id}`], text: `question ${id}`, imageUrl: null };
}

function node(id: string) {
  return { id, label: id, color: '#6366f1', imageUrl: null, annotation: null, x: 0.5, y: 0.5 };
}

function legend(id: string) {
  return { id, label: id, color: '#ec4899', points: [{ x: 0.1, y: 0.1 }, { x: 0.2, y: 0.1 }, { x: 0.2, y: 0.2 }] };
}

async function saveData(user: RegisteredUser, data: Record<string, unknown>) {
  const { revision } = await readData(server, user.token);
  const res = await server.put('/api/me/data', { token: user.token, body: data, headers: { 'if-match': `"${revision}"` } });
  expect(res.statusCode).toBe(200);
}

async function recordRow(user: RegisteredUser, id: string, methodId: string, total: number, correct: number) {
  await server.db.query(
    `INSERT INTO training_sessions (user_id, id, method_id, subject_id, chapter_id, started_at, finished_at, total, correct, questions, week_start, qualifying)
     VALUES ($1, $2, $3, 's1', 'c1', now(), now(), $4, $5, '[]'::jsonb, current_date, false)`,
    [user.user.id, id, methodId, total, correct],
  );
}

/** Answers as if the cache had expired: the clock moves past the cache's lifetime. */
function afterCacheLifetime() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + STATS_TTL_MS + 1000);
}

beforeAll(async () => {
  server = await startTestServer();
  ann = await registerUser(server);
  bob = await registerUser(server);
  await saveData(ann, {
    subjects: [
      { id: 's1', name: 'Anatomie', colorHex: '#6366f1', chapters: [{ id: 'c1', name: 'Cœur' }, { id: 'c2', name: 'Poumons' }] },
      { id: 's2', name: 'Physiologie', colorHex: '#ec4899', chapters: [{ id: 'c3', name: 'Rein' }] },
    ],
    cards: { 's1.c1': [card('a'), card('b'), card('c')], 's2.c3': [card('d')] },
    zoningSets: { 's1.c1': [{ id: 'z1', imageUrl: PNG, title: null, legends: [legend('l1'), legend('l2')] }] },
    mindMaps: { 's1.c2': [{ id: 'm1', title: null, nodes: [node('n1'), node('n2'), node('n3')], edges: [{ id: 'e1', fromId: 'n1', toId: 'n2' }, { id: 'e2', fromId: 'n2', toId: 'n3' }] }] },
  });
  await saveData(bob, {
    subjects: [{ id: 's1', name: 'Biochimie', colorHex: '#22c55e', chapters: [{ id: 'c1', name: 'Enzymes' }] }],
    cards: { 's1.c1': [card('e'), card('f')] },
  });
  await recordRow(ann, 'x1', 'association', 10, 8);
  await recordRow(bob, 'x2', 'association', 10, 5);
  await recordRow(ann, 'x3', 'image-zoning', 4, 4);
  await recordRow(bob, 'x4', 'qcm', 20, 15);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/public/stats', () => {
  it('counts cards, recorded sessions, chapters and accounts across all users, for anyone', async () => {
    const res = await server.get('/api/public/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stats: { cards: 6, sessions: 4, chapters: 4, users: 2 } satisfies PlatformStats });
  });

  it('answers the same bytes with an entity tag, and a 304 to a caller holding them', async () => {
    const first = await server.get('/api/public/stats');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await server.get('/api/public/stats', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await server.get('/api/public/stats', { headers: { 'if-none-match': '"other"' } })).body).toBe(first.body);
  });
});

describe('GET /api/public/methods-stats', () => {
  it('answers per-method figures: cards and precision, zoning sessions and legends, maps and edges, QCM sessions and precision', async () => {
    const res = await server.get('/api/public/methods-stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stats: {
        association: { cards: 6, avgPrecision: 65 },
        imageZoning: { sessions: 1, legends: 2 },
        mindmap: { maps: 1, edges: 2 },
        qcm: { sessions: 1, avgPrecision: 75 },
      } satisfies MethodsStats,
    });
  });

  it('answers zeros, not an error, when nothing has been practised', async () => {
    const empty = await startTestServer();
    try {
      const res = await empty.get('/api/public/methods-stats');
      expect(res.statusCode).toBe(200);
      expect(res.json().stats.association).toEqual({ cards: 0, avgPrecision: 0 });
      expect(res.json().stats.qcm).toEqual({ sessions: 0, avgPrecision: 0 });
      expect((await empty.get('/api/public/stats')).json()).toEqual({ stats: { cards: 0, sessions: 0, chapters: 0, users: 0 } });
    } finally {
      await empty.close();
    }
  });
});

// Last: it adds an account, a session and cards to what the tests above count.
describe('the cached statistics', () => {
  it('counts a new account and a recorded session at once, saved material within 30 s', async () => {
    const stats = async (): Promise<PlatformStats> => (await server.get('/api/public/stats')).json().stats;
    const before = await stats();
    const cyd = await registerUser(server);
    expect((await stats()).users).toBe(before.users + 1);
    // Written behind the server's back: the database's notification is what tells the cache.
    await recordRow(cyd, 'x4', 'association', 10, 10);
    await expect.poll(async () => (await stats()).sessions).toBe(before.sessions + 1);
    await saveData(cyd, { subjects: [{ id: 's1', name: 'Anatomie', colorHex: '#6366f1', chapters: [{ id: 'c1', name: 'Cœur' }] }], cards: { 's1.c1': [card('g')] } });
    expect((await stats()).cards).toBe(before.cards);
    afterCacheLifetime();
    expect((await stats()).cards).toBe(before.cards + 1);
  });
});
