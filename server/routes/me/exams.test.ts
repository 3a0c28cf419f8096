import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../domain/account';
import { tolerance } from '../../../domain/answers/check';
import { foldForCheck, letterCount } from '../../../domain/answers/fold';
import type { ExamQuestionView, ExamQuestionViews, ExamsOverview, RunningExam, SubmittedExam } from '../../../domain/exam/api';
import type { ExamAnswer } from '../../../domain/exam/grade';
import { messages } from '../../../domain/messages';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { awayFromParisMidnight } from '../../test/clock';
import { me, registerUser, type RegisteredUser } from '../../test/factories';
import { sweepExpiredExams } from '../../services/exams/submit';

awayFromParisMidnight();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const square = (x: number, y: number) => [{ x, y }, { x: x + 0.1, y }, { x: x + 0.1, y: y + 0.1 }, { x, y: y + 0.1 }];
const CARDS = ['Nœud sinusal', 'Faisceau de His', 'Myocarde', 'Péricarde', 'Endocarde', 'Aorte ascendante', 'Valve mitrale', 'Oreillette droite'].map(
  (answer, i) => ({ id: `c${i}`, answers: [answer], text: `Question cœur ${i}` }),
);
const LEGENDS = ['Aorte', 'Septum', 'Apex', 'Ventricule droit', 'Ventricule gauche'].map((label, i) => ({ id: `z${i}`, label, color: '#6366f1', points: square(i * 0.15, 0.2) }));
const NODES = ['Cœur', 'Poumons', 'Cerveau', 'Foie', 'Rein'].map((label, i) => ({ id: `n${i}`, label, x: i / 5, y: 0.5 }));
const MATERIAL = {
  subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'schema', name: 'Schéma' }, { id: 'vide', name: 'Vide' }] }],
  cards: { 'anat.coeur': CARDS },
  zoningSets: { 'anat.schema': [{ id: 'b', imageUrl: 'https://example.org/coeur.png', title: 'Cœur', legends: LEGENDS }] },
  mindMaps: { 'anat.schema': [{ id: 'm', title: 'Organes', nodes: NODES, edges: [] }] },
};
const TWO_CHAPTERS = [{ subjectId: 'anat', chapterId: 'coeur' }, { subjectId: 'anat', chapterId: 'schema' }];
const ALL_FORMATS = ['qroc', 'qru', 'qrm', 'zone'];

async function student(plan: 'free' | 'major' | 'champion' = 'major'): Promise<RegisteredUser> {
  const user = await registerUser(server);
  const saved = await server.put('/api/me/data', { token: user.token, headers: { 'if-match': '"0"' }, body: MATERIAL });
  expect(saved.statusCode).toBe(200);
  if (plan !== 'free') await server.db.query('UPDATE users SET badges = ARRAY[$2] WHERE id = $1', [user.user.id, plan]);
  return user;
}

const compose = (user: RegisteredUser, body: Record<string, unknown> = {}) =>
  server.post('/api/me/exams', { token: user.token, body: { chapters: TWO_CHAPTERS, questionCount: 12, durationMinutes: 18, formats: ALL_FORMATS, ...body } });

/** What no answer may carry while an exam runs: the right answers, the right propositions, a grade. */
const LEAKING_KEYS = ['right', 'rightAnswers', 'credit', 'verdict', 'grade', 'earned', 'seed', 'contexts', 'answers', 'context', 'byChapter'];
function assertNoLeak(body: unknown, secrets: readonly string[] = []): void {
  const text = JSON.stringify(body);
  for (const key of LEAKING_KEYS) expect(text, `« ${key} » leaked`).not.toContain(`"${key}"`);
  for (const secret of secrets) expect(text, `« ${secret} » leaked`).not.toContain(secret);
}

/** The accepted answer of a question, found from what it shows (as a student who knows the material would). */
function rightAnswerOf(view: ExamQuestionView): string {
  const { prompt } = view;
  if (prompt.kind === 'card') return CARDS.find((c) => c.text === prompt.text)!.answers[0]!;
  if (prompt.kind === 'label') return NODES.find((n) => n.id === prompt.blankId)!.label;
  if (prompt.name !== null) return prompt.name;
  return LEGENDS.find((l) => Math.abs(l.points[0]!.x - prompt.zone![0]!.x) < 0.001)!.label;
}

/** The secret of a question: its answer, unless the question shows it (a zone to point names it). */
const secretOf = (view: ExamQuestionView) => (view.format === 'zone' || view.propositions ? [] : [rightAnswerOf(view)]);

async function openAll(user: RegisteredUser, exam: RunningExam): Promise<ExamQuestionView[]> {
  const views: ExamQuestionView[] = [];
  for (const slot of exam.slots) {
    const res = await server.get(`/api/me/exams/${exam.id}/questions/${slot.index}`, { token: user.token });
    expect(res.statusCode).toBe(200);
    const view = res.json() as ExamQuestionView;
    assertNoLeak(view, secretOf(view));
    views.push(view);
  }
  return views;
}

async function answer(user: RegisteredUser, examId: string, index: number, body: { answer?: ExamAnswer | null; flagged?: boolean }) {
  return server.put(`/api/me/exams/${examId}/questions/${index}`, { token: user.token, body });
}

describe('composing an exam', () => {
  it('is refused to a free plan with the offer in French, on the server', async () => {
    const ana = await student('free');
    const res = await compose(ana);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).error).toBe(messages.examPlanRequired);
    const overview = (await server.get('/api/me/exams', { token: ana.token })).json() as ExamsOverview;
    expect(overview).toEqual({ running: null, exams: [], toRework: [] });
  });

  it('refuses bad compositions in French and keeps one running exam per account', async () => {
    const bob = await student('champion');
    for (const body of [{ questionCount: 5 }, { questionCount: 121 }, { formats: [] }, { formats: ['dictée'] }, { chapters: [] }, { durationMinutes: 0 }]) {
      const res = await compose(bob, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).error).toMatch(/[a-zé]/);
    }
    const missing = await compose(bob, { chapters: [{ subjectId: 'anat', chapterId: 'nope' }] });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).error).toBe(messages.examChapterMissing);
    const empty = await compose(bob, { chapters: [{ subjectId: 'anat', chapterId: 'vide' }] });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).error).toBe(messages.examNothingToAsk);

    const first = await compose(bob);
    expect(first.statusCode).toBe(201);
    const second = await compose(bob);
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).error).toBe(messages.examRunning);
  });

  it('draws what the chapters hold when asked for more, and says how many were asked for', async () => {
    const cyd = await student();
    const res = await compose(cyd, { questionCount: 120, durationMinutes: 180 });
    expect(res.statusCode).toBe(201);
    const exam = res.json() as RunningExam;
    // 8 cards + 5 legends + 5 map texts.
    expect(exam.slots).toHaveLength(18);
    expect(exam.askedCount).toBe(120);
    assertNoLeak(exam);
  });

  it('stratifies across the chapters and asks every chosen format, QRU/QRM propositions distinct', async () => {
    const dan = await student();
    const exam = (await compose(dan)).json() as RunningExam;
    const views = await openAll(dan, exam);
    const perChapter = views.reduce<Record<string, number>>((n, v) => ({ ...n, [v.chapterId]: (n[v.chapterId] ?? 0) + 1 }), {});
    expect(perChapter).toEqual({ coeur: 6, schema: 6 });
    expect(new Set(views.map((v) => v.format))).toEqual(new Set(ALL_FORMATS));
    for (const view of views.filter((v) => v.propositions)) {
      expect([4, 5]).toContain(view.propositions!.length);
      expect(new Set(view.propositions!.map((p) => p.toLowerCase())).size).toBe(view.propositions!.length);
      expect(view.propositions).toContain(rightAnswerOf(view));
    }
    for (const view of views.filter((v) => v.format === 'zone')) {
      expect(view.prompt).toMatchObject({ kind: 'legend', zone: null });
    }
  });
});

describe('taking and grading an exam', () => {
  it('saves answers as given, tells nothing before the end, and grades /20 by the rules', async () => {
    const eve = await student();
    const pointsBefore = (await me(server, eve.token)).points;
    const exam = (await compose(eve)).json() as RunningExam;
    const views = await openAll(eve, exam);
    const expected: number[] = [];
    for (const view of views) {
      const right = rightAnswerOf(view);
      let given: ExamAnswer | null = null;
      let credit = 0;
      if (view.format === 'qroc') {
        // Odd questions right; even ones with a forgivable typo: « Presque » is wrong in an exam.
        given = { text: view.index % 2 ? right.toUpperCase() : `${right}x` };
        credit = view.index % 2 ? 1 : 0;
      } else if (view.format === 'qru') {
        given = { ticked: [view.propositions!.indexOf(right)] };
        credit = 1;
      } else if (view.format === 'qrm') {
        // The right one and one wrong box ticked: one discordance, 0,5.
        const wrong = view.propositions!.findIndex((p) => p !== right);
        given = { ticked: [view.propositions!.indexOf(right), wrong] };
        credit = 0.5;
      } else {
        const legend = LEGENDS.find((l) => l.label === right)!;
        const inside = view.index % 3 !== 0;
        given = { point: inside ? { x: legend.points[0]!.x + 0.05, y: 0.25 } : { x: 0.99, y: 0.99 } };
        credit = inside ? 1 : 0;
      }
      // The last question is left unanswered.
      if (view.index === views.length - 1) {
        expected.push(0);
        continue;
      }
      expected.push(credit);
      const saved = await answer(eve, exam.id, view.index, { answer: given, flagged: view.index === 2 });
      expect(saved.statusCode).toBe(200);
      assertNoLeak(saved.json(), secretOf(view));
    }
    // Answers come back as given; the grid shows answered and flagged questions.
    const again = (await server.get(`/api/me/exams/${exam.id}/questions/2`, { token: eve.token })).json() as ExamQuestionView;
    expect(again.flagged).toBe(true);
    expect(again.answer).not.toBeNull();
    const state = (await server.get(`/api/me/exams/${exam.id}`, { token: eve.token })).json() as RunningExam;
    assertNoLeak(state);
    expect(state.slots.filter((s) => s.answered)).toHaveLength(11);
    expect(state.slots.filter((s) => s.flagged).map((s) => s.index)).toEqual([2]);
    expect(state.deadline - state.startedAt).toBe(18 * 60_000);

    const submitted = await server.post(`/api/me/exams/${exam.id}/submit`, { token: eve.token });
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json() as SubmittedExam;
    const earned = expected.reduce((a, b) => a + b, 0);
    expect(result.earned).toBe(earned);
    expect(result.grade).toBe(Math.round((earned / 12) * 2000) / 100);
    expect(result.submittedBy).toBe('student');
    expect(result.questions).toHaveLength(12);
    expect(result.questions.map((q) => q.credit)).toEqual(expected);
    // A typo forgiven in training (5 letters or more) is shown as « almost », and earned nothing.
    for (const q of result.questions.filter((q) => q.format === 'qroc' && q.index % 2 === 0 && q.index !== 11)) {
      expect(q.verdict).toBe(tolerance(letterCount(foldForCheck(q.rightAnswers[0]!))) > 0 ? 'almost' : 'wrong');
    }
    expect(result.byChapter.map((c) => c.total)).toEqual([6, 6]);
    expect(result.byFormat.reduce((n, f) => n + f.earned, 0)).toBe(earned);
    expect(result.questions.every((q) => q.timeMs >= 0 && q.rightAnswers.length > 0)).toBe(true);

    // Submitting twice changes nothing; answering after is refused in French.
    const twice = (await server.post(`/api/me/exams/${exam.id}/submit`, { token: eve.token })).json() as SubmittedExam;
    expect(twice.grade).toBe(result.grade);
    expect(twice.submittedAt).toBe(result.submittedAt);
    const late = await answer(eve, exam.id, 0, { answer: { text: 'x' } });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).error).toBe(messages.examClosed);

    // No leaderboard points; the memory of the asked items is reviewed once, under the exam.
    expect((await me(server, eve.token)).points).toBe(pointsBefore);
    const logs = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_logs WHERE user_id = $1 AND session_id = $2', [eve.user.id, `exam:${exam.id}`]);
    expect(logs.rows[0]!.n).toBe(12);
    // A rebuild of the memory (after a session is deleted) replays the exam's answers too.
    await server.db.query('UPDATE memory_settings SET built_at = NULL WHERE user_id = $1', [eve.user.id]);
    expect((await server.get('/api/me/memory', { token: eve.token })).statusCode).toBe(200);
    const rebuilt = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_logs WHERE user_id = $1 AND session_id = $2', [eve.user.id, `exam:${exam.id}`]);
    expect(rebuilt.rows[0]!.n).toBe(12);

    // History and « À retravailler »: the items given less than full credit.
    const overview = (await server.get('/api/me/exams', { token: eve.token })).json() as ExamsOverview;
    expect(overview.running).toBeNull();
    expect(overview.exams).toEqual([{ id: exam.id, startedAt: result.startedAt, submittedAt: result.submittedAt, chapters: TWO_CHAPTERS, total: 12, grade: result.grade }]);
    const missed = result.questions.filter((q) => q.credit < 1).map((q) => q.itemId).sort();
    expect(overview.toRework.map((m) => m.itemId).sort()).toEqual(missed.slice(0, 10));
  });

  it('gives every question at once as each shows, without noting one on screen', async () => {
    const lea = await student();
    const exam = (await compose(lea)).json() as RunningExam;
    const all = await server.get(`/api/me/exams/${exam.id}/questions`, { token: lea.token });
    expect(all.statusCode).toBe(200);
    const { questions } = all.json() as ExamQuestionViews;
    // Each as safe as when opened alone (a question may show another's answer among its propositions, as it does on screen).
    assertNoLeak(questions);
    for (const view of questions) assertNoLeak(view, secretOf(view));
    const viewing = async () => (await server.db.query<{ viewing: number | null }>('SELECT viewing FROM exams WHERE id = $1', [exam.id])).rows[0]!.viewing;
    expect(await viewing()).toBeNull();
    // The same as opening them one by one (which notes each on screen in turn).
    expect(questions).toEqual(await openAll(lea, exam));
    expect(await viewing()).toBe(11);
    const other = await student();
    const foreign = await server.get(`/api/me/exams/${exam.id}/questions`, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).error).toBe(messages.examNotFound);
    await server.post(`/api/me/exams/${exam.id}/submit`, { token: lea.token });
    const after = await server.get(`/api/me/exams/${exam.id}/questions`, { token: lea.token });
    expect(after.statusCode).toBe(409);
    expect(errorOf(after).error).toBe(messages.examFinished);
  });

  it('refuses answers of the wrong shape in French and loses nothing', async () => {
    const fay = await student();
    const exam = (await compose(fay)).json() as RunningExam;
    const views = await openAll(fay, exam);
    const qroc = views.find((v) => v.format === 'qroc')!;
    expect((await answer(fay, exam.id, qroc.index, { answer: { text: 'Myocarde' } })).statusCode).toBe(200);
    const wrongShape = await answer(fay, exam.id, qroc.index, { answer: { ticked: [1] } });
    expect(wrongShape.statusCode).toBe(400);
    expect(errorOf(wrongShape).error).toBe(messages.examAnswerFormat);
    const choice = views.find((v) => v.format === 'qru')!;
    const outOfRange = await answer(fay, exam.id, choice.index, { answer: { ticked: [4, 3] } });
    expect(outOfRange.statusCode).toBe(400);
    const garbage = await answer(fay, exam.id, qroc.index, { answer: { text: 'x', extra: 1 } as never });
    expect(garbage.statusCode).toBe(400);
    const beyond = await answer(fay, exam.id, 40, { flagged: true });
    expect(beyond.statusCode).toBe(404);
    expect(errorOf(beyond).error).toBe(messages.examQuestionMissing);
    const kept = (await server.get(`/api/me/exams/${exam.id}/questions/${qroc.index}`, { token: fay.token })).json() as ExamQuestionView;
    expect(kept.answer).toEqual({ text: 'Myocarde' });
  });

  it('keeps someone else’s exam out of reach (404)', async () => {
    const gus = await student();
    const hal = await student();
    const exam = (await compose(gus)).json() as RunningExam;
    for (const res of [
      await server.get(`/api/me/exams/${exam.id}`, { token: hal.token }),
      await server.get(`/api/me/exams/${exam.id}/questions/0`, { token: hal.token }),
      await answer(hal, exam.id, 0, { flagged: true }),
      await server.post(`/api/me/exams/${exam.id}/submit`, { token: hal.token }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).error).toBe(messages.examNotFound);
    }
  });
});

describe('the server’s clock', () => {
  // By the server's clock, not the database's: in the last hour of a Paris day the file's clock runs an hour back.
  const endIn = (examId: string, ms: number) => server.db.query('UPDATE exams SET deadline = $2 WHERE id = $1', [examId, new Date(Date.now() + ms)]);

  it('takes an answer within the 5 s grace, refuses it after in French and submits the exam itself', async () => {
    const ida = await student();
    const exam = (await compose(ida)).json() as RunningExam;
    expect(exam.deadline - exam.now).toBeGreaterThan(17 * 60_000);
    await endIn(exam.id, -2_000);
    expect((await answer(ida, exam.id, 0, { flagged: true })).statusCode).toBe(200);
    await endIn(exam.id, -6_000);
    const late = await answer(ida, exam.id, 1, { flagged: true });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).error).toBe(messages.examTimeUp);
    const result = (await server.get(`/api/me/exams/${exam.id}`, { token: ida.token })).json() as SubmittedExam;
    expect(result.status).toBe('submitted');
    expect(result.submittedBy).toBe('clock');
    expect(result.questions[0]!.flagged).toBe(true);
  });

  it('submits by its sweep the exams whose time ran out, without any read', async () => {
    const jo = await student();
    const exam = (await compose(jo)).json() as RunningExam;
    await endIn(exam.id, -10_000);
    expect(await sweepExpiredExams(server.ctx)).toBeGreaterThanOrEqual(1);
    const row = await server.db.query<{ submitted_by: string }>('SELECT submitted_by FROM exams WHERE id = $1', [exam.id]);
    expect(row.rows[0]!.submitted_by).toBe('clock');
    // Another exam can start.
    expect((await compose(jo)).statusCode).toBe(201);
  });
});

describe('exams and the account', () => {
  it('are in the export (a running exam without its questions) and go with the account', async () => {
    const kim = await student();
    const done = (await compose(kim)).json() as RunningExam;
    await server.post(`/api/me/exams/${done.id}/submit`, { token: kim.token });
    const running = (await compose(kim)).json() as RunningExam;
    const exported = (await server.get('/api/me/export', { token: kim.token })).json() as AccountExport;
    expect(exported.exams.map((e) => [e.id, e.questions.length])).toEqual([[done.id, 12], [running.id, 0]]);
    const deleted = await server.delete('/api/me', { token: kim.token, body: { password: kim.password } });
    expect(deleted.statusCode).toBe(204);
    const left = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM exams WHERE user_id = $1', [kim.user.id]);
    expect(left.rows[0]!.n).toBe(0);
    const questions = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM exam_questions WHERE exam_id = ANY($1)', [[done.id, running.id]]);
    expect(questions.rows[0]!.n).toBe(0);
  });
});
