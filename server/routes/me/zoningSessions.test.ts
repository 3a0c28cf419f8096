import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordSessionResponse } from '../../../domain/training';
import { startTestServer, type TestServer } from '../../test/harness';
import { me, registerUser, type RegisteredUser } from '../../test/factories';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Ten square zones side by side on one board: zone i spans x from i/10 to i/10 + 0.08, y from 0.2 to 0.6. */
const LEGENDS = Array.from({ length: 10 }, (_, i) => ({
  id: `zone-${i}`,
  label: i === 0 ? '<b>Aorte</b>' : `Zone ${i}`,
  color: '#6366f1',
  points: [
    { x: i / 10, y: 0.2 },
    { x: i / 10 + 0.08, y: 0.2 },
    { x: i / 10 + 0.08, y: 0.6 },
    { x: i / 10, y: 0.6 },
  ],
}));
const inside = (i: number) => JSON.stringify({ x: i / 10 + 0.04, y: 0.4 });
const outside = (i: number) => JSON.stringify({ x: i / 10 + 0.04, y: 0.8 });

async function student(): Promise<RegisteredUser> {
  const user = await registerUser(server);
  const res = await server.put('/api/me/data', {
    token: user.token,
    headers: { 'if-match': '"0"' },
    body: {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }],
      zoningSets: {
        'anat.coeur': [{ id: 'board-1', imageUrl: 'https://example.org/coeur.png', title: 'Cœur', legends: LEGENDS }],
      },
    },
  });
  expect(res.statusCode).toBe(200);
  return user;
}

let counter = 0;
function zoningSession(answers: { userAnswer: string; correct: boolean }[]) {
  const finishedAt = Date.now();
  return {
    id: `image-zoning-anat-coeur-${counter++}`,
    methodId: 'image-zoning',
    subjectId: 'anat',
    chapterId: 'coeur',
    startedAt: finishedAt - 60_000,
    finishedAt,
    questions: answers.map((answer, i) => ({ cardId: `zone-${i}`, rightAnswer: 'ignored', ...answer })),
  };
}

const record = async (user: RegisteredUser, body: unknown) => {
  const res = await server.post('/api/me/sessions', { token: user.token, body });
  expect(res.statusCode).toBe(201);
  return res.json() as RecordSessionResponse;
};

describe('POST /api/me/sessions for image zoning', () => {
  it('judges placements itself: inside the zone is right, outside or garbage is wrong', async () => {
    const ana = await student();
    const answers = [
      { userAnswer: inside(0), correct: false },
      { userAnswer: JSON.stringify({ x: 0.08, y: 0.6 }), correct: true }, // a corner of zone 0, asked for zone 1
      { userAnswer: outside(2), correct: false },
      { userAnswer: 'Aorte', correct: false },
      { userAnswer: JSON.stringify({ x: '0.34', y: 0.4 }), correct: false },
      { userAnswer: JSON.stringify({ x: 1.5, y: 0.4 }), correct: false },
      { userAnswer: inside(6), correct: true },
      { userAnswer: JSON.stringify({ x: 0.78, y: 0.6 }), correct: false }, // zone 7's corner: the edge counts
    ];
    const result = await record(ana, zoningSession(answers));
    expect(result.session.questions.map((q) => q.correct)).toEqual([true, false, false, false, false, false, true, true]);
    expect(result.session.questions[0]).toMatchObject({ rightAnswer: 'Aorte', userAnswer: inside(0) });
    expect(result).toMatchObject({ pointsAwarded: 0, reason: 'too-few-questions' });
  });

  it('a forged correct:true outside the zone earns nothing', async () => {
    const ben = await student();
    const forged = Array.from({ length: 10 }, (_, i) => ({ userAnswer: outside(i), correct: true }));
    const result = await record(ben, zoningSession(forged));
    expect(result.session).toMatchObject({ total: 10, correct: 0, percent: 0 });
    expect(result).toMatchObject({ pointsAwarded: 0, reason: 'nothing-correct' });
    expect((await me(server, ben.token)).points).toBe(0);
  });

  it('awards 10 points per placement inside its zone, whatever the client claims', async () => {
    const cal = await student();
    const answers = Array.from({ length: 10 }, (_, i) => ({
      userAnswer: i < 7 ? inside(i) : outside(i),
      correct: i >= 7,
    }));
    const result = await record(cal, zoningSession(answers));
    expect(result.session).toMatchObject({ total: 10, correct: 7, percent: 70 });
    expect(result).toMatchObject({ pointsAwarded: 70, reason: null });
    expect((await me(server, cal.token)).points).toBe(70);
  });
});
