import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardResponse } from '../../../domain/leaderboard';
import { messages } from '../../../domain/messages';
import { DAILY_POINTS_CEILING, OFFLINE_DAILY_POINTS } from '../../../domain/scoring';
import { awayFromParisMidnight } from '../../test/clock';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { me, registerUser, type RegisteredUser } from '../../test/factories';

// The tests count the points of one Paris day.
awayFromParisMidnight();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const CHAPTERS = Array.from({ length: 8 }, (_, i) => `ch${i}`);
const CARDS = Array.from({ length: 500 }, (_, i) => ({ id: `c${i}`, answer: `R${i}`, answers: [`R${i}`], text: `Q${i}` }));
const HOUR = 3_600_000;

/** A farmer: eight chapters of 500 of their own cards. */
async function farmer(): Promise<RegisteredUser> {
  const user = await registerUser(server);
  const res = await server.put('/api/me/data', {
    token: user.token,
    headers: { 'if-match': '"0"' },
    body: {
      subjects: [{ id: 'farm', name: 'Ferme', chapters: CHAPTERS.map((id) => ({ id, name: id })) }],
      cards: Object.fromEntries(CHAPTERS.map((id) => [`farm.${id}`, CARDS])),
    },
  });
  expect(res.statusCode).toBe(200);
  return user;
}

let counter = 0;
/** A forged session of `count` right answers on `chapterId`, with the times the forger chooses. */
function forged(chapterId: string, count: number, startedAt: number, finishedAt: number, cardIds?: string[]) {
  const ids = cardIds ?? CARDS.slice(0, count).map((card) => card.id);
  return {
    id: `association-farm-${chapterId}-forged${counter++}`,
    methodId: 'association',
    subjectId: 'farm',
    chapterId,
    startedAt,
    finishedAt,
    questions: ids.map((cardId) => ({ cardId, correct: true, userAnswer: `R${cardId.slice(1)}`, rightAnswer: `R${cardId.slice(1)}` })),
  };
}

describe('farming points (issue 14, point 4)', () => {
  it('the farming script moves neither the points nor the leaderboard past an honest day, and earns no timing badge', async () => {
    const cheat = await farmer();
    const record = (body: unknown) => server.post('/api/me/sessions', { token: cheat.token, body });
    const refusals: string[] = [];
    const send = async (body: unknown) => {
      const res = await record(body);
      if (res.statusCode !== 201) refusals.push(errorOf(res).error);
    };

    // 1. 500-question sessions back-dated 12 hours, three per chapter (the weekly limit), in every chapter.
    for (const chapterId of CHAPTERS) {
      for (let i = 0; i < 3; i++) await send(forged(chapterId, 500, Date.now() - 12 * HOUR, Date.now()));
    }
    // 2. Made-up 20-question sessions of 6.5 s, all right.
    for (const chapterId of CHAPTERS) await send(forged(chapterId, 20, Date.now() - 6500, Date.now()));
    // 3. The same behind a start registered with the server, claiming a minute the server did not see.
    for (const chapterId of CHAPTERS) {
      const body = forged(chapterId, 20, Date.now() - 60_000, Date.now());
      const start = await server.post('/api/me/sessions/start', {
        token: cheat.token,
        body: { sessionId: body.id, methodId: 'association', subjectId: 'farm', chapterId },
      });
      expect(start.statusCode).toBe(201);
      await send(body);
    }
    // 4. One card asked 500 times.
    await send(forged('ch0', 500, Date.now() - HOUR, Date.now(), Array.from({ length: 500 }, () => 'c1')));

    const user = await me(server, cheat.token);
    expect(user.points).toBeLessThanOrEqual(DAILY_POINTS_CEILING);
    expect(user.badges).not.toContain('turbo');
    expect(user.badges).not.toContain('marmotte');
    const board = (await server.get('/api/public/leaderboard?limit=100').then((res) => res.json())) as LeaderboardResponse;
    const row = board.entries.find((entry) => entry.id === cheat.user.id);
    expect(row?.points).toBe(user.points);
    expect(row!.points).toBeLessThanOrEqual(DAILY_POINTS_CEILING);

    // Every fast session was refused with its reason; the duplicate too.
    expect(refusals.filter((error) => error === messages.sessionTooFast)).toHaveLength(2 * CHAPTERS.length);
    expect(refusals).toContain(messages.sessionDuplicateQuestion);
  });
});

describe('sessions the server did not time (issue 50, point 6)', () => {
  const startOn = async (user: RegisteredUser, body: ReturnType<typeof forged>) => {
    const res = await server.post('/api/me/sessions/start', {
      token: user.token,
      body: { sessionId: body.id, methodId: 'association', subjectId: 'farm', chapterId: body.chapterId },
    });
    expect(res.statusCode).toBe(201);
  };
  /** Moves the user's open starts `ms` back, as if the sessions had begun then. */
  const backDateStarts = (user: RegisteredUser, ms: number) =>
    server.db.query('UPDATE session_starts SET started_at = $2 WHERE user_id = $1', [user.user.id, new Date(Date.now() - ms)]);

  it('18 forged offline sessions of 500 questions back-dated 11 h earn the offline share, and a genuine session still pays in full', async () => {
    const cheat = await farmer();
    const awarded: number[] = [];
    for (const chapterId of CHAPTERS.slice(0, 6)) {
      for (let i = 0; i < 3; i++) {
        const res = await server.post('/api/me/sessions', { token: cheat.token, body: forged(chapterId, 500, Date.now() - 11 * HOUR, Date.now()) });
        expect(res.statusCode).toBe(201);
        const { pointsAwarded, reason } = res.json() as { pointsAwarded: number; reason: string | null };
        awarded.push(pointsAwarded);
        if (pointsAwarded === 0) expect(reason).toBe('offline-limit');
      }
    }
    expect(awarded.reduce((a, b) => a + b, 0)).toBe(OFFLINE_DAILY_POINTS);
    expect((await me(server, cheat.token)).points).toBe(OFFLINE_DAILY_POINTS);

    // A session behind a start the server registered half an hour ago: all its 40 right answers pay.
    const genuine = forged('ch6', 40, Date.now() - 30 * 60_000, Date.now());
    await startOn(cheat, genuine);
    await backDateStarts(cheat, 30 * 60_000);
    const res = await server.post('/api/me/sessions', { token: cheat.token, body: genuine });
    expect(res.statusCode).toBe(201);
    expect((res.json() as { pointsAwarded: number }).pointsAwarded).toBe(400);
    expect((await me(server, cheat.token)).points).toBe(OFFLINE_DAILY_POINTS + 400);
    const board = (await server.get('/api/public/leaderboard?limit=100').then((r) => r.json())) as LeaderboardResponse;
    expect(board.entries.find((entry) => entry.id === cheat.user.id)?.points).toBe(OFFLINE_DAILY_POINTS + 400);
  });

  it('twenty starts registered at once pay their minutes once: one session in full, the others the offline share', async () => {
    const cheat = await farmer();
    const bodies = CHAPTERS.flatMap((chapterId) => [0, 1, 2].map(() => forged(chapterId, 500, Date.now() - 20 * 60_000, Date.now()))).slice(0, 20);
    for (const body of bodies) await startOn(cheat, body);
    await backDateStarts(cheat, 20 * 60_000);
    for (const body of bodies) {
      const res = await server.post('/api/me/sessions', { token: cheat.token, body });
      expect(res.statusCode).toBe(201);
    }
    const user = await me(server, cheat.token);
    expect(user.points).toBe(500 * 10 + OFFLINE_DAILY_POINTS);
    expect(user.badges).not.toContain('turbo');
  });
});
