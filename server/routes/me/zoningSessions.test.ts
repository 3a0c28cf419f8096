import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import type { RecordSessionResponse } from '../../../domain/training';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { me, readData, registerUser, startedAgo, type RegisteredUser } from '../../test/factories';
import { inside, outside, squareLegends } from '../../test/zones';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const LABELS = [
  '<b>Aorte</b>',
  'Artère pulmonaire',
  'Ventricule gauche',
  'Oreillette droite',
  'Veine cave supérieure',
  'Valve mitrale',
  'Septum',
  'Apex',
  'Tronc brachiocéphalique',
  'Péricarde',
];

/** Ten square zones side by side on one board. */
const LEGENDS = squareLegends(LABELS);

/** A user whose chapter anat/coeur holds `boards` (by default one board of the ten zones). */
async function student(boards: unknown[] = [{ id: 'board-1', imageUrl: 'https://example.org/coeur.png', title: 'Cœur', legends: LEGENDS }]): Promise<RegisteredUser> {
  const user = await registerUser(server);
  const res = await server.put('/api/me/data', {
    token: user.token,
    headers: { 'if-match': '"0"' },
    body: {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }],
      zoningSets: { 'anat.coeur': boards },
    },
  });
  expect(res.statusCode).toBe(200);
  return user;
}

let counter = 0;
function zoningSession(answers: { userAnswer: string; correct: boolean; kind?: string }[]) {
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

const post = (user: RegisteredUser, body: unknown) => server.post('/api/me/sessions', { token: user.token, body });
const record = async (user: RegisteredUser, body: unknown) => {
  const res = await post(user, body);
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

describe('POST /api/me/sessions for « Nommer la zone »', () => {
  const named = (userAnswer: string, correct: boolean) => ({ userAnswer, correct, kind: 'zone-name' });

  it('re-judges each typed label like a card: a forged right is wrong, accents and case do not count, a typo is almost', async () => {
    const dan = await student();
    const answers = [
      named('aorte', false), // the label without its markup, in lower case
      named('Artere pulmonaire', false), // typed without accents
      named('Ventricule droit', true), // forged: another side is never forgiven
      named('Oreillette droite', true),
      named('VEINE CAVE SUPERIEURE', false),
      named('Valve mitrle', false), // one slip: « Presque ! », counted
      named('Septum', true),
      named('Apex', true),
      named(inside(8), true), // a placement is no name
      named('', true), // left blank
    ];
    const result = await record(dan, zoningSession(answers));
    expect(result.session.questions.map((q) => q.correct)).toEqual([true, true, false, true, true, true, true, true, false, false]);
    expect(result.session.questions[0]).toMatchObject({ kind: 'zone-name', userAnswer: 'aorte', rightAnswer: 'Aorte' });
    expect(result.session).toMatchObject({ total: 10, correct: 7, percent: 70 });
    expect(result).toMatchObject({ pointsAwarded: 70, reason: null });
    expect((await me(server, dan.token)).points).toBe(70);
    // The way each question was asked stays with the session.
    expect((await readData(server, dan.token)).data.sessions[0]!.questions[1]).toMatchObject({ kind: 'zone-name', correct: true });
  });

  it('weighs a typo against the labels of its own board: refused when as close to another of them', async () => {
    const zone = (id: string, label: string) => ({ ...LEGENDS[0]!, id, label });
    const eva = await student([
      { id: 'bassin', imageUrl: 'https://example.org/bassin.png', legends: [zone('zone-0', 'Ilion'), zone('zone-1', 'Iléon')] },
      { id: 'hanche', imageUrl: 'https://example.org/hanche.png', legends: [zone('zone-2', 'Ilium')] },
    ]);
    const result = await record(
      eva,
      zoningSession([
        named('ILION', false),
        named('ileion', true), // as close to « Ilion » as to « Iléon », both on its board: refused
        named('Iliom', true), // one slip from « Ilium », alone on its board: forgiven, though « Ilion » is as close on the other
      ]),
    );
    expect(result.session.questions.map((q) => q.correct)).toEqual([true, false, true]);
  });

  it('keeps placements of older clients (no kind) and of « Placer » judged as placements', async () => {
    const fay = await student();
    const result = await record(
      fay,
      zoningSession([
        { userAnswer: inside(0), correct: false },
        { userAnswer: inside(1), correct: false, kind: 'placement' },
        { userAnswer: 'Ventricule gauche', correct: true, kind: 'placement' },
      ]),
    );
    expect(result.session.questions.map((q) => q.correct)).toEqual([true, true, false]);
  });

  it('times named zones as typed answers: at least a second each on the server’s clock', async () => {
    const gil = await student();
    const quick = zoningSession(LABELS.map((label) => named(label.replace(/<\/?b>/g, ''), true)));
    await startedAgo(server, gil, quick, 5_000);
    const res = await post(gil, quick);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toBe(messages.sessionTooFast);
    // Ten placements in 5 s are a human pace.
    const placed = zoningSession(LABELS.map((_, i) => ({ userAnswer: inside(i), correct: true, kind: 'placement' })));
    await startedAgo(server, gil, placed, 5_000);
    expect((await record(gil, placed)).session.correct).toBe(10);
  });

  it('refuses an unknown way of asking, or a legend asked as a card, with a French 400 and records nothing', async () => {
    const hal = await student();
    const unknown = await post(hal, zoningSession([{ userAnswer: 'Aorte', correct: true, kind: 'deviner' }]));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).error).toBe('Requête invalide : champ « questions.0.kind » (valeur invalide).');
    const asCard = await post(hal, zoningSession([named('Aorte', true), { userAnswer: 'Artère pulmonaire', correct: true, kind: 'typed' }]));
    expect(asCard.statusCode).toBe(400);
    expect(errorOf(asCard).error).toBe(messages.sessionQuestionKind);
    expect((await readData(server, hal.token)).data.sessions).toEqual([]);
    expect((await me(server, hal.token)).points).toBe(0);
  });
});
