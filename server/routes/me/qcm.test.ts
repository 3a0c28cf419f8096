import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../domain/account';
import { foldForCheck } from '../../../domain/answers/fold';
import { messages } from '../../../domain/messages';
import type { QcmDraw, QcmJudgement, QcmQuestionView } from '../../../domain/qcm/api';
import { QCM_QUESTIONS_PER_SESSION } from '../../../domain/qcm/draw';
import { encodeTicked } from '../../../domain/qcm/judge';
import type { RecordSessionResponse } from '../../../domain/training';
import { awayFromParisMidnight } from '../../test/clock';
import { registerUser, setBannedUntil, type RegisteredUser } from '../../test/factories';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';

awayFromParisMidnight();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const square = (x: number) => [{ x, y: 0.2 }, { x: x + 0.1, y: 0.2 }, { x: x + 0.1, y: 0.3 }, { x, y: 0.3 }];
/** « coeur »: eleven cards of one answer and one of two (a QRM). « schema »: a board of five legends and a map of five texts. « petit »: too little. */
const CARDS = [
  ...Array.from({ length: 11 }, (_, i) => ({ id: `c${i}`, answers: [`Secretcarte${String.fromCharCode(65 + i)}`], text: `Question cœur ${i}` })),
  { id: 'c11', answers: ['Nœud sinusal', 'Nœud de Keith et Flack'], text: 'Le pacemaker du cœur' },
];
const LEGENDS = ['Aorte', 'Septum', 'Apex', 'Ventricule droit', 'Ventricule gauche'].map((label, i) => ({ id: `z${i}`, label, color: '#6366f1', points: square(i * 0.15) }));
const NODES = ['Cœur', 'Poumons', 'Cerveau', 'Foie', 'Rein'].map((label, i) => ({ id: `n${i}`, label, x: i / 5, y: 0.5 }));
const MATERIAL = {
  subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'schema', name: 'Schéma' }, { id: 'petit', name: 'Petit' }] }],
  cards: { 'anat.coeur': CARDS, 'anat.petit': [{ id: 'p0', answers: ['Aorte'], text: 'Gros' }, { id: 'p1', answers: ['aorte'], text: 'Doublon' }] },
  zoningSets: { 'anat.schema': [{ id: 'b', imageUrl: 'https://example.org/coeur.png', title: 'Cœur', legends: LEGENDS }] },
  mindMaps: { 'anat.schema': [{ id: 'm', title: 'Organes', nodes: NODES, edges: [] }] },
};

async function student(): Promise<RegisteredUser> {
  const user = await registerUser(server);
  const saved = await server.put('/api/me/data', { token: user.token, headers: { 'if-match': '"0"' }, body: MATERIAL });
  expect(saved.statusCode).toBe(200);
  return user;
}

let counter = 0;
const draw = (user: RegisteredUser, chapterId = 'coeur', sessionId = `qcm-anat-${chapterId}-${counter++}`) =>
  server.post('/api/me/qcm', { token: user.token, body: { sessionId, subjectId: 'anat', chapterId } });
const answer = (user: RegisteredUser, sessionId: string, body: object) => server.post('/api/me/qcm/answers', { token: user.token, body: { sessionId, ...body } });

/** What no payload may carry before a question is answered: which propositions are right, a verdict, a credit. */
const LEAKING_KEYS = ['right', 'right_indices', 'rightIndices', 'credit', 'verdict', 'answers', 'rightAnswer', 'correct'];
function assertNoLeak(body: unknown): void {
  const text = JSON.stringify(body);
  for (const key of LEAKING_KEYS) expect(text, `« ${key} » leaked`).not.toContain(`"${key}"`);
}

/** The accepted answers of a question, found from what it shows, as a student who knows the material would. */
function answersOf(view: QcmQuestionView): string[] {
  const { prompt } = view;
  if (prompt.kind === 'card') return CARDS.find((c) => c.text === prompt.text)!.answers;
  if (prompt.kind === 'label') return [NODES.find((n) => n.id === prompt.blankId)!.label];
  return [LEGENDS.find((l) => Math.abs(l.points[0]!.x - prompt.zone![0]!.x) < 0.001)!.label];
}
/** The right propositions of a question, by what the student knows. */
const rightOf = (view: QcmQuestionView) => {
  const answers = answersOf(view).map(foldForCheck);
  return view.propositions.flatMap((p, i) => (answers.includes(foldForCheck(p)) ? [i] : []));
};
const wrongOf = (view: QcmQuestionView) => view.propositions.findIndex((_, i) => !rightOf(view).includes(i));

/** Moves the session's start back: the server's clock then sees it running for `ms`. */
const startedAgo = (user: RegisteredUser, sessionId: string, ms: number) =>
  server.db.query('UPDATE session_starts SET started_at = $3 WHERE user_id = $1 AND session_id = $2', [user.user.id, sessionId, new Date(Date.now() - ms)]);

/** The body recording a drawn session; each question's answer as `ticked` gives it (the right ones by default), claimed right. */
function recording(drawn: QcmDraw, ticked: (view: QcmQuestionView) => number[] = rightOf, over = drawn.questions) {
  return {
    id: drawn.sessionId,
    methodId: 'qcm',
    subjectId: 'anat',
    chapterId: 'coeur',
    startedAt: Date.now() - 120_000,
    finishedAt: Date.now(),
    questions: over.map((view) => ({ cardId: view.itemId, correct: true, userAnswer: encodeTicked(ticked(view)), rightAnswer: '', kind: 'choice' })),
  };
}
const record = (user: RegisteredUser, body: unknown) => server.post('/api/me/sessions', { token: user.token, body });

/** Answers every question of a drawn session through the API, as `ticked` says, checking each payload. */
async function answerAll(user: RegisteredUser, drawn: QcmDraw, ticked: (view: QcmQuestionView) => number[] = rightOf): Promise<QcmJudgement[]> {
  const judgements: QcmJudgement[] = [];
  for (const view of drawn.questions) {
    const res = await answer(user, drawn.sessionId, { index: view.index, ticked: ticked(view) });
    expect(res.statusCode, res.body).toBe(200);
    judgements.push(res.json() as QcmJudgement);
  }
  return judgements;
}

describe('drawing a QCM session', () => {
  it('draws QRU and QRM from the chapter, with 4 or 5 propositions, and sends no right answer', async () => {
    const ana = await student();
    const res = await draw(ana);
    expect(res.statusCode, res.body).toBe(201);
    const drawn = res.json() as QcmDraw;
    assertNoLeak(drawn);
    expect(drawn.questions).toHaveLength(12);
    expect(new Set(drawn.questions.map((q) => q.itemId)).size).toBe(12);
    for (const view of drawn.questions) {
      expect(view.propositions.length).toBeGreaterThanOrEqual(4);
      expect(view.propositions.length).toBeLessThanOrEqual(5);
      expect(rightOf(view).length).toBeGreaterThan(0);
    }
    const qrm = drawn.questions.find((q) => q.prompt.kind === 'card' && q.prompt.text === 'Le pacemaker du cœur')!;
    expect(qrm.format).toBe('qrm');
    expect(rightOf(qrm)).toHaveLength(2);
    expect(drawn.questions.filter((q) => q.format === 'qru')).toHaveLength(11);
    // The start is registered on the server's clock.
    const start = await server.db.query<{ method_id: string }>('SELECT method_id FROM session_starts WHERE user_id = $1 AND session_id = $2', [ana.user.id, drawn.sessionId]);
    expect(start.rows).toEqual([{ method_id: 'qcm' }]);
  });

  it('asks legends on their board with the zone outlined, and map texts with every proposition blanked on the map', async () => {
    const ben = await student();
    const drawn = (await draw(ben, 'schema')).json() as QcmDraw;
    assertNoLeak(drawn);
    expect(drawn.questions).toHaveLength(10);
    for (const view of drawn.questions) {
      if (view.prompt.kind === 'legend') {
        expect(view.prompt.zone).not.toBeNull();
        expect(view.prompt.name).toBeNull();
      } else if (view.prompt.kind === 'label') {
        const shown = view.prompt.map.nodes.map((n) => n.label).filter(Boolean);
        // No proposition is still written on the map: the answer cannot be told by elimination.
        for (const proposition of view.propositions) expect(shown).not.toContain(proposition);
      } else {
        throw new Error('a card in a chapter without cards');
      }
    }
  });

  it('says in French when a chapter has not enough material, and refuses a missing chapter, a reused id and bad input', async () => {
    const cyd = await student();
    const small = await draw(cyd, 'petit');
    expect(small.statusCode).toBe(400);
    expect(errorOf(small).error).toBe(messages.qcmNothingToAsk);
    const missing = await draw(cyd, 'nope');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).error).toBe(messages.sessionChapterMissing);
    const first = await draw(cyd, 'coeur', 'qcm-same-id');
    expect(first.statusCode).toBe(201);
    const again = await draw(cyd, 'coeur', 'qcm-same-id');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error).toBe(messages.qcmSessionDrawn);
    for (const body of [{}, { sessionId: 'x'.repeat(201), subjectId: 'anat', chapterId: 'coeur' }, { sessionId: 'x', subjectId: 3, chapterId: 'coeur' }]) {
      const res = await server.post('/api/me/qcm', { token: cyd.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).error).toMatch(/^Requête invalide/);
    }
    expect((await server.post('/api/me/qcm', { body: { sessionId: 'x', subjectId: 'anat', chapterId: 'coeur' } })).statusCode).toBe(401);
    await setBannedUntil(server, cyd.user.id, new Date(Date.now() + 86_400_000));
    const banned = await draw(cyd);
    expect(banned.statusCode).toBe(403);
    expect(errorOf(banned).error).toBe(messages.suspended);
  });
});

describe('answering a QCM question', () => {
  it('judges each answer on the server and tells the right propositions only with the verdict', async () => {
    const dan = await student();
    const drawn = (await draw(dan)).json() as QcmDraw;
    const [first, second] = drawn.questions.filter((q) => q.format === 'qru');
    const right = await answer(dan, drawn.sessionId, { index: first!.index, ticked: rightOf(first!) });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ index: first!.index, ticked: rightOf(first!), credit: 1, verdict: 'right', right: rightOf(first!) });
    const wrong = await answer(dan, drawn.sessionId, { index: second!.index, ticked: [wrongOf(second!)] });
    expect(wrong.json()).toMatchObject({ credit: 0, verdict: 'wrong', right: rightOf(second!) });
  });

  it('gives a QRM the EDN partial credit: one discordance is « almost » (0,5), two are wrong', async () => {
    const eve = await student();
    const drawn = (await draw(eve)).json() as QcmDraw;
    const qrm = drawn.questions.find((q) => q.format === 'qrm')!;
    const [a] = rightOf(qrm);
    const half = await answer(eve, drawn.sessionId, { index: qrm.index, ticked: [a!] });
    expect(half.json()).toMatchObject({ credit: 0.5, verdict: 'almost', right: rightOf(qrm) });
    const other = (await draw(eve)).json() as QcmDraw;
    const again = other.questions.find((q) => q.format === 'qrm')!;
    const zero = await answer(eve, other.sessionId, { index: again.index, ticked: [rightOf(again)[0]!, wrongOf(again)] });
    expect(zero.json()).toMatchObject({ credit: 0, verdict: 'wrong' });
  });

  it('keeps the first answer: the same one again answers the same judgement, another is refused', async () => {
    const fay = await student();
    const drawn = (await draw(fay)).json() as QcmDraw;
    const view = drawn.questions[0]!;
    const first = await answer(fay, drawn.sessionId, { index: view.index, ticked: [wrongOf(view)] });
    const retry = await answer(fay, drawn.sessionId, { index: view.index, ticked: [wrongOf(view)] });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const changed = await answer(fay, drawn.sessionId, { index: view.index, ticked: rightOf(view) });
    expect(changed.statusCode).toBe(409);
    expect(errorOf(changed).error).toBe(messages.qcmAlreadyAnswered);
    // Registering the start again (as the client does) tells nothing either.
    const start = await server.post('/api/me/sessions/start', { token: fay.token, body: { sessionId: drawn.sessionId, methodId: 'qcm', subjectId: 'anat', chapterId: 'coeur' } });
    expect(start.json()).toEqual({ startedAt: drawn.startedAt });
  });

  it('refuses hostile answers in French and loses nothing: wrong index, too long, nothing ticked, two in a QRU, another user’s session', async () => {
    const gus = await student();
    const drawn = (await draw(gus)).json() as QcmDraw;
    const qru = drawn.questions.find((q) => q.format === 'qru' && q.propositions.length === 5)!;
    const cases: [object, number, string | RegExp][] = [
      [{ index: qru.index, ticked: [5] }, 400, messages.qcmAnswerFormat],
      [{ index: qru.index, ticked: [0, 1] }, 400, messages.qcmAnswerFormat],
      [{ index: qru.index, ticked: [] }, 400, messages.qcmNothingTicked],
      [{ index: qru.index, ticked: [0, 1, 2, 3, 4, 0] }, 400, /^Requête invalide : champ « ticked »/],
      [{ index: qru.index, ticked: [-1] }, 400, /^Requête invalide/],
      [{ index: qru.index, ticked: ['0'] }, 400, /^Requête invalide/],
      [{ index: QCM_QUESTIONS_PER_SESSION, ticked: [0] }, 400, /^Requête invalide : champ « index »/],
      [{ index: 15, ticked: [0] }, 404, messages.qcmQuestionMissing],
      [{ index: 1.5, ticked: [0] }, 400, /^Requête invalide/],
    ];
    for (const [body, status, error] of cases) {
      const res = await answer(gus, drawn.sessionId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorOf(res).error).toMatch(error);
      assertNoLeak(res.json());
    }
    const tooLong = await answer(gus, 'x'.repeat(201), { index: 0, ticked: [0] });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).error).toBe('Requête invalide : champ « sessionId » (valeur trop longue).');
    const hal = await student();
    const theirs = await answer(hal, drawn.sessionId, { index: qru.index, ticked: rightOf(qru) });
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs).error).toBe(messages.qcmSessionNotFound);
    expect(JSON.stringify(theirs.json())).not.toContain('"right"');
    // Nothing was taken: the question still gets its first answer.
    const real = await answer(gus, drawn.sessionId, { index: qru.index, ticked: rightOf(qru) });
    expect(real.json()).toMatchObject({ verdict: 'right' });
  });
});

describe('recording a QCM session', () => {
  it('records it with method qcm from the answers judged, scores 10 points a right answer and reviews the memory of the items', async () => {
    const ian = await student();
    const drawn = (await draw(ian)).json() as QcmDraw;
    const qrm = drawn.questions.find((q) => q.format === 'qrm')!;
    const misses = new Set(drawn.questions.filter((q) => q.format === 'qru').slice(0, 2).map((q) => q.index));
    const ticked = (view: QcmQuestionView) => (view === qrm ? rightOf(view).slice(0, 1) : misses.has(view.index) ? [wrongOf(view)] : rightOf(view));
    const judgements = await answerAll(ian, drawn, ticked);
    expect(judgements.map((j) => j.verdict).filter((v) => v === 'wrong')).toHaveLength(2);
    await startedAgo(ian, drawn.sessionId, 120_000);
    const res = await record(ian, recording(drawn, ticked));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as RecordSessionResponse;
    // Eleven right answers of twelve, the QRM's 0,5 among them (« almost » earns the question).
    expect(body.session).toMatchObject({ methodId: 'qcm', subjectId: 'anat', chapterId: 'coeur', total: 12, correct: 10, percent: 83 });
    expect(body.session.questions.find((q) => q.cardId === qrm.itemId)).toMatchObject({ correct: true, almost: true, kind: 'choice' });
    expect(body.pointsAwarded).toBe(100);
    expect(body.user.points).toBe(100);
    expect(body.progress['qcm:anat:coeur']).toMatchObject({ attempts: 12, correct: 10 });
    const ratings = await server.db.query<{ item_key: string; rating: number }>('SELECT item_key, rating FROM review_logs WHERE user_id = $1 ORDER BY item_key', [ian.user.id]);
    expect(ratings.rows).toHaveLength(12);
    // Right: Good (3); the QRM's one discordance: Hard (2); wrong: Again (1).
    expect(ratings.rows.find((r) => r.item_key === 'card/c11')!.rating).toBe(2);
    expect(ratings.rows.filter((r) => r.rating === 1)).toHaveLength(2);
    expect(ratings.rows.filter((r) => r.rating === 3)).toHaveLength(9);
    // The history lists it under its method; the answer endpoint is closed once it is recorded.
    const history = await server.get('/api/me/sessions', { token: ian.token });
    expect(history.json().sessions[0]).toMatchObject({ id: drawn.sessionId, methodId: 'qcm' });
    const late = await answer(ian, drawn.sessionId, { index: 0, ticked: [0] });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).error).toBe(messages.qcmSessionRecorded);
    // Recording again changes nothing.
    const replay = await record(ian, recording(drawn, ticked));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ replayed: true, pointsAwarded: 0 });
  });

  it('keeps the answers the server judged: ticking the right ones after seeing them, or claiming right, earns nothing', async () => {
    const jo = await student();
    const drawn = (await draw(jo)).json() as QcmDraw;
    const judgements = await answerAll(jo, drawn, (view) => [wrongOf(view)]);
    expect(judgements.every((j) => j.verdict === 'wrong')).toBe(true);
    await startedAgo(jo, drawn.sessionId, 120_000);
    // The recording ticks the right propositions the verdicts showed, every question claimed right.
    const res = await record(jo, recording(drawn, (view) => judgements[view.index]!.right));
    expect(res.statusCode).toBe(201);
    const body = res.json() as RecordSessionResponse;
    expect(body.session.correct).toBe(0);
    expect(body.pointsAwarded).toBe(0);
    expect(body.session.questions.every((q) => !q.correct && q.userAnswer === encodeTicked([wrongOf(drawn.questions.find((v) => v.itemId === q.cardId)!)]))).toBe(true);
  });

  it('judges a question left unanswered as recorded, and refuses a question the draw does not hold, a session never drawn and another user’s', async () => {
    const kim = await student();
    const drawn = (await draw(kim)).json() as QcmDraw;
    await startedAgo(kim, drawn.sessionId, 120_000);
    const unknown = recording(drawn);
    unknown.questions[0] = { ...unknown.questions[0]!, cardId: 'anat/coeur/card/nope' };
    const res = await record(kim, unknown);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toBe(messages.sessionUnknownQuestion);
    const lea = await student();
    const stolen = await record(lea, recording(drawn));
    expect(stolen.statusCode).toBe(400);
    expect(errorOf(stolen).error).toBe(messages.qcmSessionNotFound);
    const never = await record(kim, { ...recording(drawn), id: 'qcm-never-drawn' });
    expect(never.statusCode).toBe(400);
    expect(errorOf(never).error).toBe(messages.qcmSessionNotFound);
    const otherChapter = await record(kim, { ...recording(drawn), chapterId: 'schema' });
    expect(otherChapter.statusCode).toBe(400);
    // Nothing was lost: the session records as drawn, its unanswered questions judged as recorded.
    const ok = await record(kim, recording(drawn));
    expect(ok.statusCode).toBe(201);
    expect((ok.json() as RecordSessionResponse).session.correct).toBe(12);
  });

  it('follows the weekly rule: a fourth qualifying QCM session of a chapter in the week earns no points', async () => {
    const max = await student();
    const points: number[] = [];
    for (let i = 0; i < 4; i++) {
      const drawn = (await draw(max)).json() as QcmDraw;
      await answerAll(max, drawn);
      await startedAgo(max, drawn.sessionId, 120_000);
      const res = await record(max, recording(drawn));
      expect(res.statusCode).toBe(201);
      points.push((res.json() as RecordSessionResponse).pointsAwarded);
      if (i === 3) expect((res.json() as RecordSessionResponse).reason).toBe('weekly-limit');
    }
    expect(points).toEqual([120, 120, 120, 0]);
  });

  it('earns no points under 10 questions, and refuses a session answered faster than a second a question', async () => {
    const ned = await student();
    const drawn = (await draw(ned)).json() as QcmDraw;
    await answerAll(ned, drawn);
    const fast = await record(ned, recording(drawn));
    expect(fast.statusCode).toBe(400);
    expect(errorOf(fast).error).toBe(messages.sessionTooFast);
    await startedAgo(ned, drawn.sessionId, 120_000);
    const short = await record(ned, recording(drawn, rightOf, drawn.questions.slice(0, 9)));
    expect(short.statusCode).toBe(201);
    expect(short.json()).toMatchObject({ pointsAwarded: 0, reason: 'too-few-questions' });
  });

  it('exports a running draw without the right propositions of the questions not answered yet', async () => {
    const oli = await student();
    const drawn = (await draw(oli)).json() as QcmDraw;
    await answer(oli, drawn.sessionId, { index: 0, ticked: rightOf(drawn.questions[0]!) });
    const exported = (await server.get('/api/me/export', { token: oli.token })).json() as AccountExport;
    const session = exported.qcmSessions.find((s) => s.sessionId === drawn.sessionId)!;
    expect(session.questions).toHaveLength(12);
    expect(session.questions[0]).toMatchObject({ ticked: rightOf(drawn.questions[0]!), credit: 1, right: rightOf(drawn.questions[0]!) });
    expect(session.questions.slice(1).every((q) => q.right === null && q.ticked === null)).toBe(true);
  });
});
