import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemorySummary } from '../../../domain/memory/api';
import { memoryItemId } from '../../../domain/memory/items';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { awayFromParisMidnight } from '../../test/clock';
import { registerUser, type RegisteredUser } from '../../test/factories';

awayFromParisMidnight();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const CARDS = Array.from({ length: 5 }, (_, i) => ({ id: `k${i}`, answer: `Réponse ${i}`, answers: [`Réponse ${i}`], text: `Question ${i}` }));
const item = (i: number) => memoryItemId('anat', 'os', `card/k${i}`);

async function student(): Promise<RegisteredUser> {
  const user = await registerUser(server);
  const body = { subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'os', name: 'Os' }] }], cards: { 'anat.os': CARDS } };
  const res = await server.put('/api/me/data', { token: user.token, headers: { 'if-match': '"0"' }, body });
  expect(res.statusCode).toBe(200);
  return user;
}

/** Good answers on the given days before now. */
const goodDaysAgo = (...days: number[]) => days.map((ago) => ({ at: Date.now() - ago * DAY, rating: 3 }));

const states = async (user: RegisteredUser) =>
  (
    await server.db.query<{ item_key: string; state: number; reps: number; due: Date; stability: number; difficulty: number }>(
      'SELECT item_key, state, reps, due, stability, difficulty FROM memory_states WHERE user_id = $1 ORDER BY item_key',
      [user.user.id],
    )
  ).rows;

describe('POST /me/memory/anki', () => {
  it('gives imported items the memory their Anki history makes, without points, sessions or a place in the week', async () => {
    const user = await student();
    const res = await server.post('/api/me/memory/anki', {
      token: user.token,
      body: {
        items: [
          // Reviewed over two months: due in the future.
          { itemId: item(0), reviews: goodDaysAgo(60, 59, 55, 45, 20) },
          // Failed long ago and never since: due now.
          { itemId: item(1), reviews: [{ at: Date.now() - 40 * DAY, rating: 1 }] },
          // Anki had FSRS on: its stability and difficulty are kept.
          { itemId: item(2), reviews: goodDaysAgo(30, 29, 25), stability: 80, difficulty: 4.5 },
          // Not in the material: ignored.
          { itemId: memoryItemId('anat', 'os', 'card/nope'), reviews: goodDaysAgo(3) },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 3 });
    const rows = await states(user);
    expect(rows.map((row) => [row.item_key, row.reps])).toEqual([
      ['card/k0', 5],
      ['card/k1', 1],
      ['card/k2', 3],
    ]);
    expect(rows[0]!.due.getTime()).toBeGreaterThan(Date.now() + DAY);
    expect(rows[1]!.due.getTime()).toBeLessThan(Date.now());
    expect(rows[2]!.stability).toBe(80);
    expect(rows[2]!.difficulty).toBe(4.5);
    expect(rows[2]!.due.getTime()).toBeGreaterThan(Date.now() + 30 * DAY);
    const summary = (await server.get('/api/me/memory', { token: user.token })).json() as MemorySummary;
    expect(summary.chapters).toEqual([{ subjectId: 'anat', chapterId: 'os', due: 1, new: 2 }]);
    // No points, no recorded session, no review log of a session.
    const me = (await server.get('/api/me', { token: user.token })).json() as { user: { points: number } };
    expect(me.user.points).toBe(0);
    const sessions = await server.db.query('SELECT 1 FROM training_sessions WHERE user_id = $1', [user.user.id]);
    expect(sessions.rows).toHaveLength(0);
  });

  it('never overwrites a memory the student already has', async () => {
    const user = await student();
    const body = { items: [{ itemId: item(0), reviews: goodDaysAgo(10, 9) }] };
    expect((await server.post('/api/me/memory/anki', { token: user.token, body })).json()).toEqual({ imported: 1 });
    const before = await states(user);
    const again = { items: [{ itemId: item(0), reviews: [{ at: Date.now() - DAY, rating: 1 }] }] };
    expect((await server.post('/api/me/memory/anki', { token: user.token, body: again })).json()).toEqual({ imported: 0 });
    expect(await states(user)).toEqual(before);
  });

  it('refuses a malformed body in French and records nothing', async () => {
    const user = await student();
    for (const body of [{}, { items: [] }, { items: [{ itemId: item(0), reviews: [{ at: 1, rating: 7 }] }] }]) {
      const res = await server.post('/api/me/memory/anki', { token: user.token, body });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toMatch(/^Requête invalide/);
    }
    expect(await states(user)).toEqual([]);
    expect((await server.post('/api/me/memory/anki', { body: { items: [] } })).statusCode).toBe(401);
  });
});
