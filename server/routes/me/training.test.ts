import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay, parisDayNumber } from '../../../domain/dates';
import { messages } from '../../../domain/messages';
import { DAILY_POINTS_CEILING } from '../../../domain/scoring';
import type { RecordSessionResponse } from '../../../domain/training';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { me, readData, registerUser, setBannedUntil, startedAgo, type RegisteredUser } from '../../test/factories';
import { associationStudent, recordSession, sessionBody } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const student = () => associationStudent(server);
const record = (user: RegisteredUser, body: unknown) => recordSession(server, user, body);

/** Registers the start of `body`'s session with the server, `agoMs` back in time (a session under way). */
const started = (user: RegisteredUser, body: ReturnType<typeof sessionBody>, agoMs: number) => startedAgo(server, user, body, agoMs);

describe('POST /api/me/sessions', () => {
  it('records a session, awards 10 points per correct answer and shows it in the data', async () => {
    const ana = await student();
    const res = await record(ana, sessionBody(10, 7));
    expect(res.statusCode).toBe(201);
    const result = res.json() as RecordSessionResponse;
    expect(result).toMatchObject({ pointsAwarded: 70, reason: null, replayed: false });
    expect(result.session).toMatchObject({ total: 10, correct: 7, percent: 70 });
    expect(result.user.points).toBe(70);
    expect((await me(server, ana.token)).points).toBe(70);
    const { data } = await readData(server, ana.token);
    expect(data.sessions).toHaveLength(1);
    expect(data.progress['association:anat:coeur']).toMatchObject({ attempts: 10, correct: 7 });
  });

  it('re-checks typed answers: accents, case and variants count, a forged "correct" does not', async () => {
    const ben = await student();
    const body = sessionBody(10, 0);
    body.questions[0] = { ...body.questions[0]!, userAnswer: '  ARTERE   pulmonaire ', correct: false };
    body.questions[1] = { ...body.questions[1]!, userAnswer: 'n’importe quoi', correct: true };
    body.questions[2] = { ...body.questions[2]!, userAnswer: 'réponse 2', correct: false };
    const result = (await record(ben, body)).json() as RecordSessionResponse;
    expect(result.session.correct).toBe(2);
    expect(result.session.questions[0]).toMatchObject({ correct: true, rightAnswer: 'Artère pulmonaire' });
    expect(result.session.questions[1]!.correct).toBe(false);
    expect(result.pointsAwarded).toBe(20);
  });

  it('counts an « almost » answer (a forgiven typo) as correct, for the score and the points', async () => {
    const bea = await student();
    const body = sessionBody(10, 0);
    body.questions[0] = { ...body.questions[0]!, userAnswer: 'artere pulmonaie', correct: true };
    body.questions[1] = { ...body.questions[1]!, userAnswer: 'Réponse 11', correct: true }; // another number: never forgiven
    const result = (await record(bea, body)).json() as RecordSessionResponse;
    expect(result.session.questions.map((q) => q.correct).slice(0, 2)).toEqual([true, false]);
    expect(result.session.correct).toBe(1);
    expect(result.pointsAwarded).toBe(10);
  });

  it('judges a typo with the other answers of the chapter as context', async () => {
    const eve = await registerUser(server);
    const cards = [
      { id: 'ilion', answer: 'Ilion', answers: ['Ilion'], text: 'Os de la hanche' },
      { id: 'ileon', answer: 'Iléon', answers: ['Iléon'], text: 'Fin de l’intestin grêle' },
    ];
    const put = await server.put('/api/me/data', {
      token: eve.token,
      headers: { 'if-match': '"0"' },
      body: { subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'bassin', name: 'Bassin' }] }], cards: { 'anat.bassin': cards } },
    });
    expect(put.statusCode).toBe(200);
    const now = Date.now();
    const result = (
      await record(eve, {
        id: 'association-anat-bassin-1',
        methodId: 'association',
        subjectId: 'anat',
        chapterId: 'bassin',
        startedAt: now - 10_000,
        finishedAt: now,
        questions: [
          // One slip from « Ilion », two from « Iléon »: forgiven.
          { cardId: 'ilion', correct: true, userAnswer: 'ilionn', rightAnswer: 'Ilion' },
          // As close to « Ilion » as to « Iléon »: refused, whatever the client said.
          { cardId: 'ileon', correct: true, userAnswer: 'ileion', rightAnswer: 'Iléon' },
        ],
      })
    ).json() as RecordSessionResponse;
    expect(result.session.questions.map((q) => q.correct)).toEqual([true, false]);
  });

  it('gives no points under 10 questions, with the reason', async () => {
    const cal = await student();
    const result = (await record(cal, sessionBody(9, 9))).json() as RecordSessionResponse;
    expect(result).toMatchObject({ pointsAwarded: 0, reason: 'too-few-questions' });
    expect((await me(server, cal.token)).points).toBe(0);
  });

  it('says when nothing was right', async () => {
    const dan = await student();
    expect((await record(dan, sessionBody(10, 0))).json()).toMatchObject({ pointsAwarded: 0, reason: 'nothing-correct' });
  });

  it('stops awarding points after 3 qualifying sessions of the chapter in the week', async () => {
    const eva = await student();
    const awarded: number[] = [];
    for (let i = 0; i < 4; i++) awarded.push(((await record(eva, sessionBody(10, 5))).json() as RecordSessionResponse).pointsAwarded);
    expect(awarded).toEqual([50, 50, 50, 0]);
    const fifth = (await record(eva, sessionBody(10, 5))).json() as RecordSessionResponse;
    expect(fifth.reason).toBe('weekly-limit');
    expect((await me(server, eva.token)).points).toBe(150);
  });

  it('awards nothing twice for a replayed session id', async () => {
    const fay = await student();
    const body = sessionBody(10, 10);
    const first = await record(fay, body);
    expect(first.statusCode).toBe(201);
    const again = await record(fay, { ...body, questions: body.questions });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, pointsAwarded: 0 });
    expect((await me(server, fay.token)).points).toBe(100);
    expect((await readData(server, fay.token)).data.sessions).toHaveLength(1);
  });

  it('refuses implausible sessions and records nothing', async () => {
    const gus = await student();
    const now = Date.now();
    const cases: [string, unknown, string][] = [
      ['finished before started', sessionBody(10, 10, now, { startedAt: now + 1000 }), messages.sessionImplausible],
      ['far in the future', sessionBody(10, 10, now + 3_600_000), messages.sessionImplausible],
      ['started days ago', sessionBody(10, 10, now, { startedAt: now - 3 * 86_400_000 }), messages.sessionImplausible],
      ['answered impossibly fast', sessionBody(10, 10, now, { startedAt: now - 9_000 }), messages.sessionTooFast],
      ['a card of another chapter', sessionBody(10, 10, now, { questions: [{ cardId: 'nope', correct: true, userAnswer: 'x', rightAnswer: 'x' }] }), messages.sessionUnknownQuestion],
      ['the same card twice', { ...sessionBody(2, 2, now), questions: [sessionBody(1, 1).questions[0], sessionBody(1, 1).questions[0]] }, messages.sessionDuplicateQuestion],
      ['an inactive method', sessionBody(10, 10, now, { methodId: 'dictation' }), messages.sessionMethodInactive],
    ];
    for (const [label, body, message] of cases) {
      const res = await record(gus, body);
      expect(res.statusCode, label).toBe(400);
      expect(errorOf(res).error, label).toBe(message);
    }
    const missing = await record(gus, sessionBody(10, 10, now, { chapterId: 'inconnu' }));
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).error).toBe(messages.sessionChapterMissing);
    expect((await readData(server, gus.token)).data.sessions).toEqual([]);
    expect((await me(server, gus.token)).points).toBe(0);
  });

  it('refuses malformed bodies with a French 400', async () => {
    const hal = await student();
    for (const body of [{}, [], 'x', { ...sessionBody(10, 10), questions: [] }, { ...sessionBody(10, 10), startedAt: 'hier' }]) {
      const res = await record(hal, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toMatch(/^Requête invalide/);
    }
  });

  it('refuses a suspended user and an anonymous caller', async () => {
    const ivy = await student();
    await setBannedUntil(server, ivy.user.id, new Date(Date.now() + 86_400_000));
    const banned = await record(ivy, sessionBody(10, 10));
    expect(banned.statusCode).toBe(403);
    expect(errorOf(banned).error).toBe(messages.suspended);
    expect((await me(server, ivy.token)).points).toBe(0);
    const anonymous = await server.post('/api/me/sessions', { body: sessionBody(10, 10) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('grants turbo and perfect for 20 right answers within a minute of the server’s clock, once', async () => {
    const jo = await student();
    const body = sessionBody(20, 20);
    await started(jo, body, 30_000);
    const result = (await record(jo, body)).json() as RecordSessionResponse;
    expect(result.newBadges).toEqual(expect.arrayContaining(['turbo', 'perfect']));
    expect((await me(server, jo.token)).badges).toEqual(expect.arrayContaining(['turbo', 'perfect']));
    const next = sessionBody(20, 20);
    await started(jo, next, 30_000);
    const again = (await record(jo, next)).json() as RecordSessionResponse;
    expect(again.newBadges).not.toContain('turbo');
    // The compatibility call confirms a badge already held.
    const confirm = await server.post('/api/me/badges', { token: jo.token, body: { badgeId: 'perfect' } });
    expect(confirm.statusCode).toBe(200);
  });

  it('no turbo over 60 s, no perfect with one mistake', async () => {
    const kit = await student();
    const slow = sessionBody(20, 20);
    await started(kit, slow, 61_000);
    const slowResult = (await record(kit, slow)).json() as RecordSessionResponse;
    expect(slowResult.newBadges).not.toContain('turbo');
    expect(slowResult.newBadges).toContain('perfect');
    const lea = await student();
    const flawed = sessionBody(20, 19);
    await started(lea, flawed, 30_000);
    const flawedResult = (await record(lea, flawed)).json() as RecordSessionResponse;
    expect(flawedResult.newBadges).toContain('turbo');
    expect(flawedResult.newBadges).not.toContain('perfect');
  });

  it('times a registered session with the server’s clock, whatever the client claims', async () => {
    const mia = await student();
    const body = sessionBody(20, 20, Date.now(), { startedAt: Date.now() - 10 * 60_000 });
    await started(mia, body, 40_000);
    const before = Date.now();
    const result = (await record(mia, body)).json() as RecordSessionResponse;
    expect(result.session.finishedAt).toBeGreaterThanOrEqual(before);
    expect(result.session.finishedAt - result.session.startedAt).toBeGreaterThanOrEqual(40_000);
    expect(result.session.finishedAt - result.session.startedAt).toBeLessThan(50_000);
    // Timed by the server at 40 s: turbo, though the client claimed ten minutes.
    expect(result.newBadges).toContain('turbo');
  });

  it('a session recorded without a registered start keeps its times but earns no timing badge', async () => {
    const ned = await student();
    const now = Date.now();
    const result = (await record(ned, sessionBody(20, 20, now, { startedAt: now - 30_000 }))).json() as RecordSessionResponse;
    expect(result.session).toMatchObject({ startedAt: now - 30_000, finishedAt: now });
    expect(result.pointsAwarded).toBe(200);
    expect(result.newBadges).toContain('perfect');
    expect(result.newBadges).not.toContain('turbo');
    const confirm = await server.post('/api/me/badges', { token: ned.token, body: { badgeId: 'turbo' } });
    expect(confirm.statusCode).toBe(403);
    expect(errorOf(confirm).error).toBe(messages.badgeNotEarned);
    expect((await me(server, ned.token)).badges).not.toContain('turbo');
  });

  it('refuses a registered session answered faster than a second per typed answer, blanks aside', async () => {
    const oto = await student();
    const quick = sessionBody(10, 10);
    await started(oto, quick, 0);
    const res = await record(oto, quick);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toBe(messages.sessionTooFast);
    // Ten questions skipped blank in a few seconds is a real (pointless) session.
    const skipped = sessionBody(10, 0, Date.now(), {});
    skipped.questions = skipped.questions.map((q) => ({ ...q, userAnswer: '' }));
    await started(oto, skipped, 3_000);
    expect((await record(oto, skipped)).json()).toMatchObject({ pointsAwarded: 0, reason: 'nothing-correct' });
    expect((await me(server, oto.token)).points).toBe(0);
  });

  it('a start over a day old times nothing: the session keeps its own times, without timing badges', async () => {
    const ora = await student();
    const now = Date.now();
    const body = sessionBody(20, 20, now, { startedAt: now - 30_000 });
    await started(ora, body, 25 * 3_600_000);
    const result = (await record(ora, body)).json() as RecordSessionResponse;
    expect(result.session).toMatchObject({ startedAt: now - 30_000, finishedAt: now });
    expect(result.pointsAwarded).toBe(200);
    expect(result.newBadges).not.toContain('turbo');
  });

  it('refuses a session recorded on another chapter or method than its registered start', async () => {
    const pat = await student();
    const body = sessionBody(10, 10);
    await started(pat, { ...body, chapterId: 'vide' }, 60_000);
    const res = await record(pat, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toBe(messages.sessionStartMismatch);
    expect((await me(server, pat.token)).points).toBe(0);
  });

  it('holds an account to the daily ceiling of points', async () => {
    const rex = await student();
    // Earlier today the account earned all but 50 points of the ceiling, in sessions timed by the server.
    await server.db.query(
      `INSERT INTO training_sessions (user_id, id, method_id, subject_id, chapter_id, started_at, finished_at, total, correct, questions, points, week_start, qualifying, server_timed)
       VALUES ($1, 'earlier', 'association', 'anat', 'autre', now(), now(), 10, 10, '[]', $2, '2000-01-03', true, true)`,
      [rex.user.id, DAILY_POINTS_CEILING - 50],
    );
    const partly = (await record(rex, sessionBody(10, 10))).json() as RecordSessionResponse;
    expect(partly).toMatchObject({ pointsAwarded: 50, reason: null });
    const none = (await record(rex, sessionBody(10, 10))).json() as RecordSessionResponse;
    expect(none).toMatchObject({ pointsAwarded: 0, reason: 'daily-limit' });
    expect((await me(server, rex.token)).points).toBe(50);
  });

  it('a recorded session survives a PUT /me/data that leaves it out', async () => {
    const kim = await student();
    await record(kim, sessionBody(10, 4));
    const { data, revision } = await readData(server, kim.token);
    const res = await server.put('/api/me/data', {
      token: kim.token,
      headers: { 'if-match': `"${revision}"` },
      body: { ...data, sessions: [], progress: {} },
    });
    expect(res.statusCode).toBe(200);
    expect((await readData(server, kim.token)).data.sessions).toHaveLength(1);
  });
});

describe('POST /api/me/sessions/start', () => {
  it('answers the start on the server’s clock, and the first one when repeated', async () => {
    const quy = await student();
    const body = { sessionId: 'association-anat-coeur-start', methodId: 'association', subjectId: 'anat', chapterId: 'coeur' };
    const before = Date.now();
    const first = await server.post('/api/me/sessions/start', { token: quy.token, body });
    expect(first.statusCode).toBe(201);
    const { startedAt } = first.json() as { startedAt: number };
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
    const again = await server.post('/api/me/sessions/start', { token: quy.token, body });
    expect(again.json()).toEqual({ startedAt });
  });

  it('refuses bad input, an inactive method, a suspended user and an anonymous caller', async () => {
    const ray = await student();
    const body = { sessionId: 's', methodId: 'association', subjectId: 'anat', chapterId: 'coeur' };
    for (const bad of [{}, { ...body, sessionId: '' }, { ...body, chapterId: 7 }]) {
      const res = await server.post('/api/me/sessions/start', { token: ray.token, body: bad });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toMatch(/^Requête invalide/);
    }
    const inactive = await server.post('/api/me/sessions/start', { token: ray.token, body: { ...body, methodId: 'group' } });
    expect(inactive.statusCode).toBe(400);
    expect(errorOf(inactive).error).toBe(messages.sessionMethodInactive);
    expect((await server.post('/api/me/sessions/start', { body })).statusCode).toBe(401);
    await setBannedUntil(server, ray.user.id, new Date(Date.now() + 86_400_000));
    const banned = await server.post('/api/me/sessions/start', { token: ray.token, body });
    expect(banned.statusCode).toBe(403);
    expect(errorOf(banned).error).toBe(messages.suspended);
  });
});

describe('compatibility calls mint nothing', () => {
  it('POST /api/me/points answers the user unchanged', async () => {
    const oli = await student();
    const res = await server.post('/api/me/points', { token: oli.token, body: { delta: 1_000_000 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.points).toBe(0);
    expect((await me(server, oli.token)).points).toBe(0);
    expect((await server.post('/api/me/points', { token: oli.token, body: { delta: 'beaucoup' } })).statusCode).toBe(400);
  });

  it('POST /api/me/badges refuses badges the rules do not grant', async () => {
    const pia = await student();
    for (const badgeId of ['admin', 'champion', 'major', 'innovateur']) {
      const res = await server.post('/api/me/badges', { token: pia.token, body: { badgeId } });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).error).toBe(messages.badgeNotGrantable);
    }
    for (const badgeId of ['perfect', 'charbonneur', 'padawan', 'serial-killer']) {
      const res = await server.post('/api/me/badges', { token: pia.token, body: { badgeId } });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).error).toBe(messages.badgeNotEarned);
    }
    expect((await server.post('/api/me/badges', { token: pia.token, body: { badgeId: 'licorne' } })).statusCode).toBe(400);
    expect((await me(server, pia.token)).badges).toEqual([]);
  });

  it('prems goes to whoever takes first place, once', async () => {
    const top = await student();
    // 3 sessions of 20 right answers: 600 points, more than any other user of this file.
    const results: RecordSessionResponse[] = [];
    for (let i = 0; i < 3; i++) results.push((await record(top, sessionBody(20, 20))).json() as RecordSessionResponse);
    const granted = results.flatMap((r) => r.newBadges).filter((b) => b === 'prems');
    expect(granted).toEqual(['prems']);
    expect((await me(server, top.token)).badges).toContain('prems');
    const runnerUp = await student();
    await record(runnerUp, sessionBody(10, 10));
    const res = await server.post('/api/me/badges', { token: runnerUp.token, body: { badgeId: 'prems' } });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).error).toBe(messages.badgeNotEarned);
  });

  it('serial-killer after 7 consecutive Paris days at first place, not 6', async () => {
    const sam = await student();
    await server.db.query('UPDATE users SET points = 1000000 WHERE id = $1', [sam.user.id]);
    // Calendar days counted back from today in Paris (not UTC: near midnight they differ).
    const today = parisDay(Date.now());
    const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
    // First on the 5 days before yesterday (a gap yesterday), then today: not 7 in a row.
    for (let i = 2; i <= 6; i++) await server.db.query('INSERT INTO leader_days (day, user_id) VALUES ($1, $2)', [day(i), sam.user.id]);
    const first = (await record(sam, sessionBody(10, 10))).json() as RecordSessionResponse;
    expect(first.newBadges).not.toContain('serial-killer');
    await server.db.query('INSERT INTO leader_days (day, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [day(1), sam.user.id]);
    const second = (await record(sam, sessionBody(10, 10))).json() as RecordSessionResponse;
    expect(second.newBadges).toContain('serial-killer');
  });
});

describe('the session streak', () => {
  const today = () => parisDayNumber(Date.now());
  const streak = async (user: RegisteredUser) => (await me(server, user.token)).sessionStreak;
  const setStreak = (user: RegisteredUser, days: number, lastDay: number) =>
    server.db.query('UPDATE users SET session_streak = $2, session_streak_day = $3 WHERE id = $1', [user.user.id, days, lastDay]);

  it('counts days with a session: none before the first, one a day, broken after a day without, counted again when one is deleted', async () => {
    const una = await student();
    expect(await streak(una)).toBe(0);
    const first = sessionBody(10, 5);
    expect((await record(una, first)).statusCode).toBe(201);
    expect(await streak(una)).toBe(1);
    const second = sessionBody(10, 5);
    expect((await record(una, second)).statusCode).toBe(201);
    expect(await streak(una)).toBe(1);

    // Three days in a row up to yesterday: today's session makes four.
    await setStreak(una, 3, today() - 1);
    expect(await streak(una)).toBe(3);
    expect((await record(una, sessionBody(10, 5))).statusCode).toBe(201);
    expect(await streak(una)).toBe(4);
    // Deleting a session counts the days again from the sessions left: only today's are recorded.
    expect((await server.delete(`/api/me/sessions/${first.id}`, { token: una.token })).statusCode).toBe(200);
    expect(await streak(una)).toBe(1);

    // The last session two days ago: the streak is broken, and shown so in the ranking too.
    await setStreak(una, 5, today() - 2);
    expect(await streak(una)).toBe(0);
    const board = (await server.get('/api/public/leaderboard?limit=200')).json() as { entries: { id: string; sessionStreak: number }[] };
    expect(board.entries.find((entry) => entry.id === una.user.id)?.sessionStreak ?? 0).toBe(0);
  });
});
