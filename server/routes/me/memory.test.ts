import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemorySummary } from '../../../domain/memory/api';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { awayFromParisMidnight } from '../../test/clock';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { squareLegends } from '../../test/zones';

awayFromParisMidnight();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const CARDS = Array.from({ length: 20 }, (_, i) => ({
  id: `k${i}`,
  answer: i === 0 ? 'Artère pulmonaire' : `Réponse numéro ${i}`,
  answers: [i === 0 ? 'Artère pulmonaire' : `Réponse numéro ${i}`],
  text: `Question ${i}`,
}));
const LEGENDS = squareLegends(['Aorte', 'Septum', 'Apex']);
const MAP = {
  id: 'map-1',
  title: 'Circulation',
  nodes: [
    { id: 'n1', label: 'Cœur', x: 0.1, y: 0.1 },
    { id: 'n2', label: 'Poumons', x: 0.5, y: 0.5 },
    { id: 'n3', label: '', x: 0.9, y: 0.9 },
  ],
  edges: [{ id: 'e1', fromId: 'n1', toId: 'n2', labelAbove: 'artère pulmonaire', labelBelow: null }],
};

const material = (cards = CARDS) => ({
  subjects: [
    {
      id: 'anat',
      name: 'Anatomie',
      chapters: [
        { id: 'coeur', name: 'Cœur' },
        { id: 'schema', name: 'Schéma' },
        { id: 'carte', name: 'Carte' },
      ],
    },
  ],
  cards: { 'anat.coeur': cards },
  zoningSets: { 'anat.schema': [{ id: 'board-1', imageUrl: 'https://example.org/coeur.png', title: 'Cœur', legends: LEGENDS }] },
  mindMaps: { 'anat.carte': [MAP] },
});

const revisions = new Map<string, number>();
async function save(user: RegisteredUser, body: unknown): Promise<void> {
  const revision = revisions.get(user.user.id) ?? 0;
  const res = await server.put('/api/me/data', { token: user.token, headers: { 'if-match': `"${revision}"` }, body });
  expect(res.statusCode).toBe(200);
  revisions.set(user.user.id, (res.json() as { revision: number }).revision);
}

/** A student with three chapters: 20 cards, a board of 3 legends, a map of 3 texts (one node is empty). */
async function student(): Promise<RegisteredUser> {
  const user = await registerUser(server);
  await save(user, material());
  return user;
}

let counter = 0;
interface Answer {
  card: number;
  right?: boolean;
  typo?: boolean;
  ms?: number;
}
/** An association session over the given cards, finished `agoMs` ago. */
function cardSession(answers: Answer[], agoMs = 0) {
  const finishedAt = Date.now() - agoMs;
  return {
    id: `association-anat-coeur-m${counter++}`,
    methodId: 'association',
    subjectId: 'anat',
    chapterId: 'coeur',
    startedAt: finishedAt - 120_000,
    finishedAt,
    questions: answers.map(({ card, right = true, typo = false, ms }) => {
      const answer = CARDS[card]!.answer;
      return {
        cardId: CARDS[card]!.id,
        correct: right,
        userAnswer: !right ? 'je ne sais pas' : typo ? answer.replace('numéro', 'numréo').replace('pulmonaire', 'pulmoniare') : answer,
        rightAnswer: answer,
        ...(ms !== undefined ? { ms } : {}),
      };
    }),
  };
}
const allCards = (over: Partial<Answer> = {}) => CARDS.map((_, card) => ({ card, ...over }));

const record = async (user: RegisteredUser, body: unknown) => server.post('/api/me/sessions', { token: user.token, body });
async function recorded(user: RegisteredUser, body: unknown): Promise<void> {
  const res = await record(user, body);
  expect(res.statusCode, res.body).toBe(201);
}

interface StateRow {
  subject_id: string;
  chapter_id: string;
  item_key: string;
  state: number;
  reps: number;
  due: Date;
}
const states = async (user: RegisteredUser) =>
  (
    await server.db.query<StateRow & Record<string, unknown>>(
      `SELECT subject_id, chapter_id, item_key, kind, group_key, answer_hash, state, due, stability, difficulty, scheduled_days,
              learning_steps, reps, lapses, last_review
         FROM memory_states WHERE user_id = $1 ORDER BY subject_id, chapter_id, item_key`,
      [user.user.id],
    )
  ).rows;
const logs = async (user: RegisteredUser) =>
  (
    await server.db.query<{ item_key: string; rating: number; chapter_id: string } & Record<string, unknown>>(
      `SELECT subject_id, chapter_id, item_key, kind, session_id, reviewed_at, rating, state_before, elapsed_days, scheduled_days,
              stability, difficulty, duration_ms
         FROM review_logs WHERE user_id = $1 ORDER BY reviewed_at, subject_id, chapter_id, item_key`,
      [user.user.id],
    )
  ).rows;
const ratingOf = async (user: RegisteredUser, sessionId: string) =>
  Object.fromEntries(
    (
      await server.db.query<{ item_key: string; rating: number }>('SELECT item_key, rating FROM review_logs WHERE user_id = $1 AND session_id = $2', [
        user.user.id,
        sessionId,
      ])
    ).rows.map((row) => [row.item_key, row.rating]),
  );
async function summary(user: RegisteredUser): Promise<MemorySummary> {
  const res = await server.get('/api/me/memory', { token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json() as MemorySummary;
}
const chapterCount = (s: MemorySummary, chapterId: string) => s.chapters.find((c) => c.chapterId === chapterId);

/** Moves the user's history back in time, as if `ms` had passed. */
async function timeTravel(user: RegisteredUser, ms: number): Promise<void> {
  const shift = [user.user.id, `${ms} milliseconds`];
  await server.db.query(`UPDATE training_sessions SET started_at = started_at - $2::interval, finished_at = finished_at - $2::interval,
                                created_at = created_at - $2::interval WHERE user_id = $1`, shift);
  await server.db.query(`UPDATE memory_states SET due = due - $2::interval, last_review = last_review - $2::interval WHERE user_id = $1`, shift);
  await server.db.query('UPDATE review_logs SET reviewed_at = reviewed_at - $2::interval WHERE user_id = $1', shift);
  // States changed behind the server's back: say so as a deletion does (migration 015), so all are read again.
  await server.db.query('UPDATE memory_settings SET states_version = states_version + 1, states_deleted_version = states_version + 1 WHERE user_id = $1', [user.user.id]);
}

describe('memory states', () => {
  it('a recorded session updates the states of exactly the items it asked, in every method', async () => {
    const ana = await student();
    await recorded(ana, cardSession([0, 1, 2, 3].map((card) => ({ card }))));
    expect((await states(ana)).map((s) => s.item_key)).toEqual(['card/k0', 'card/k1', 'card/k2', 'card/k3']);

    const finishedAt = Date.now();
    const zoning = {
      id: `image-zoning-anat-schema-m${counter++}`, methodId: 'image-zoning', subjectId: 'anat', chapterId: 'schema',
      startedAt: finishedAt - 60_000, finishedAt,
      questions: [
        { cardId: 'zone-1', correct: true, userAnswer: 'Septum', rightAnswer: 'Septum', kind: 'zone-name' },
        { cardId: 'zone-2', correct: true, userAnswer: JSON.stringify({ x: 0.27, y: 0.3 }), rightAnswer: 'Apex', kind: 'placement' },
      ],
    };
    await recorded(ana, zoning);
    const map = {
      id: `mindmap-anat-carte-m${counter++}`, methodId: 'mindmap', subjectId: 'anat', chapterId: 'carte',
      startedAt: finishedAt - 60_000, finishedAt,
      questions: [{ cardId: 'e1:above', correct: true, userAnswer: 'artère pulmonaire', rightAnswer: 'artère pulmonaire' }],
    };
    await recorded(ana, map);
    const keys = (await states(ana)).map((s) => `${s.chapter_id}:${s.item_key}`);
    expect(keys).toEqual([
      'carte:label/map-1/e1%3Aabove',
      'coeur:card/k0', 'coeur:card/k1', 'coeur:card/k2', 'coeur:card/k3',
      'schema:legend/board-1/zone-1', 'schema:legend/board-1/zone-2',
    ]);
    expect((await states(ana)).every((s) => s.reps === 1)).toBe(true);
    expect(await ratingOf(ana, zoning.id)).toEqual({ 'legend/board-1/zone-1': 3, 'legend/board-1/zone-2': 3 });
  });

  it('grades wrong → Again, almost → Hard, right → Good, and right but slower than the 75th percentile → Hard', async () => {
    const ben = await student();
    // 20 timed answers of 1 to 20 s: the 75th percentile is 15 s.
    await recorded(ben, cardSession(allCards().map((a, i) => ({ ...a, ms: (i + 1) * 1000 })), DAY_MS / 2));
    const session = cardSession([
      { card: 0, right: false },
      { card: 1, typo: true, ms: 1000 },
      { card: 2, ms: 1000 },
      { card: 3, ms: 15_000 },
      { card: 4, ms: 15_001 },
    ]);
    const res = await record(ben, session);
    expect(res.statusCode).toBe(201);
    const questions = (res.json() as { session: { questions: { almost?: boolean }[] } }).session.questions;
    expect(questions[1]!.almost).toBe(true);
    expect(await ratingOf(ben, session.id)).toEqual({ 'card/k0': 1, 'card/k1': 2, 'card/k2': 3, 'card/k3': 3, 'card/k4': 2 });
  });

  it('fewer than ten earlier answers of a kind: speed does not lower the grade', async () => {
    const cleo = await student();
    const session = cardSession([{ card: 0, ms: 1000 }, { card: 1, ms: 100_000 }]);
    await recorded(cleo, session);
    expect(await ratingOf(cleo, session.id)).toEqual({ 'card/k0': 3, 'card/k1': 3 });
  });

  it('a replayed or a forged session changes no state', async () => {
    const dan = await student();
    const session = cardSession([{ card: 0 }, { card: 1 }]);
    await recorded(dan, session);
    const before = { states: await states(dan), logs: await logs(dan) };

    const replay = await record(dan, session);
    expect(replay.statusCode).toBe(200);
    expect((replay.json() as { replayed: boolean }).replayed).toBe(true);
    const forged = cardSession([{ card: 2 }, { card: 3 }]);
    forged.questions.push({ cardId: 'not-a-card', correct: true, userAnswer: 'x', rightAnswer: 'x' });
    const refused = await record(dan, forged);
    expect(refused.statusCode).toBe(400);
    const tooFast = { ...cardSession([{ card: 4 }, { card: 5 }]), startedAt: Date.now() - 10, finishedAt: Date.now() };
    expect((await record(dan, tooFast)).statusCode).toBe(400);

    expect({ states: await states(dan), logs: await logs(dan) }).toEqual(before);
  });

  it('due counts: new items per chapter, fewer new after a session, due when their day comes, not due after a review', async () => {
    const eve = await student();
    let counts = await summary(eve);
    expect(chapterCount(counts, 'coeur')).toMatchObject({ due: 0, new: 20 });
    expect(chapterCount(counts, 'schema')).toMatchObject({ due: 0, new: 3 });
    expect(chapterCount(counts, 'carte')).toMatchObject({ due: 0, new: 3 });
    expect(counts.total).toEqual({ due: 0, new: 20 }); // 26 new, capped by the daily limit of 20
    expect(counts.settings).toEqual({ retentionPct: 90, dailyNewLimit: 20 });

    await recorded(eve, cardSession(allCards({ ms: 1000 }).slice(0, 10)));
    counts = await summary(eve);
    expect(chapterCount(counts, 'coeur')).toMatchObject({ new: 10 });
    // Rated Good, new cards stay in learning for 10 minutes: due again today.
    expect(counts.total.due).toBe(10);

    await timeTravel(eve, 30 * DAY_MS);
    // As fast as usual (slower would be Hard, kept in learning).
    await recorded(eve, cardSession(allCards({ ms: 1000 }).slice(0, 4)));
    counts = await summary(eve);
    expect(chapterCount(counts, 'coeur')).toMatchObject({ due: 6, new: 10 });

    const queue = await server.get('/api/me/memory/queue?subjectId=anat&chapterId=coeur&limit=50', { token: eve.token });
    const items = (queue.json() as { items: { id: string; retrievability: number | null }[] }).items;
    expect(items.slice(0, 6).every((item) => item.retrievability !== null)).toBe(true);
    expect(items.slice(6).every((item) => item.retrievability === null)).toBe(true);
    // 10 new today already: 10 more allowed by the daily limit of 20.
    expect(items).toHaveLength(16);
    const retrievabilities = items.slice(0, 6).map((item) => item.retrievability!);
    expect(retrievabilities).toEqual([...retrievabilities].sort((a, b) => a - b));
  });

  it('states of a deleted chapter disappear when the due counts are read, and an edited answer starts anew', async () => {
    const fay = await student();
    await recorded(fay, cardSession([{ card: 0 }, { card: 1 }]));
    const map = {
      id: `mindmap-anat-carte-m${counter++}`, methodId: 'mindmap', subjectId: 'anat', chapterId: 'carte',
      startedAt: Date.now() - 60_000, finishedAt: Date.now(),
      questions: [{ cardId: 'n1', correct: true, userAnswer: 'Cœur', rightAnswer: 'Cœur' }],
    };
    await recorded(fay, map);
    expect((await logs(fay)).map((l) => l.chapter_id).sort()).toEqual(['carte', 'coeur', 'coeur']);

    const edited = material(CARDS.map((card, i) => (i === 1 ? { ...card, answer: 'Veine cave', answers: ['Veine cave'] } : card)));
    await save(fay, { ...edited, subjects: [{ ...edited.subjects[0]!, chapters: edited.subjects[0]!.chapters.filter((c) => c.id !== 'carte') }] });
    // Saving alone changes nothing: the states go when next read.
    expect(await states(fay)).toHaveLength(3);
    const counts = await summary(fay);
    expect(chapterCount(counts, 'carte')).toBeUndefined();
    expect(chapterCount(counts, 'coeur')).toMatchObject({ new: 19 });
    expect((await states(fay)).map((s) => s.item_key)).toEqual(['card/k0']);
    expect((await logs(fay)).map((l) => l.item_key)).toEqual(['card/k0']);
  });

  it('due counts read again and again follow every change: recordings, an edited answer, the settings, a deleted chapter', async () => {
    const ivy = await student();
    expect(chapterCount(await summary(ivy), 'coeur')).toMatchObject({ due: 0, new: 20 });
    await recorded(ivy, cardSession([{ card: 0 }, { card: 1 }, { card: 2 }]));
    expect(chapterCount(await summary(ivy), 'coeur')).toMatchObject({ due: 3, new: 17 });
    await recorded(ivy, cardSession([{ card: 3 }]));
    expect(chapterCount(await summary(ivy), 'coeur')).toMatchObject({ due: 4, new: 16 });
    expect(await summary(ivy)).toEqual(await summary(ivy));

    const edited = material(CARDS.map((card, i) => (i === 1 ? { ...card, answer: 'Veine cave', answers: ['Veine cave'] } : card)));
    await save(ivy, edited);
    expect(chapterCount(await summary(ivy), 'coeur')).toMatchObject({ due: 3, new: 17 });
    // That read forgot the edited card's state and kept its memory past its own deletion: the next
    // read reads the stamp, not the states again.
    const queries = vi.spyOn(server.db, 'query');
    expect(chapterCount(await summary(ivy), 'coeur')).toMatchObject({ due: 3, new: 17 });
    expect(queries.mock.calls.map(([sql]) => String(sql)).filter((sql) => sql.includes('FROM memory_states'))).toEqual([]);
    queries.mockRestore();
    await recorded(ivy, cardSession([{ card: 1 }]));
    expect(chapterCount(await summary(ivy), 'coeur')).toMatchObject({ due: 4, new: 16 });

    expect((await server.put('/api/me/memory/settings', { token: ivy.token, body: { retentionPct: 90, dailyNewLimit: 2 } })).statusCode).toBe(200);
    expect((await summary(ivy)).total).toEqual({ due: 4, new: 0 }); // 4 new seen today already

    await save(ivy, { ...edited, subjects: [{ ...edited.subjects[0]!, chapters: edited.subjects[0]!.chapters.filter((c) => c.id !== 'coeur') }] });
    const counts = await summary(ivy);
    expect(chapterCount(counts, 'coeur')).toBeUndefined();
    expect(counts.total.due).toBe(0);
  });

  it('the queue over everything holds every kind in proportion, never more than three of one kind in a row while others are left', async () => {
    const kim = await student();
    const queue = await server.get('/api/me/memory/queue?limit=20', { token: kim.token });
    const kinds = (queue.json() as { items: { id: string }[] }).items.map((item) => item.id.split('/')[2]);
    // 20 cards, 3 legends and 3 map texts are new: 20 asked, shared 16, 2 and 2.
    expect(kinds).toHaveLength(20);
    expect(kinds.filter((kind) => kind === 'legend')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'label')).toHaveLength(2);
    const lastOther = Math.max(kinds.lastIndexOf('legend'), kinds.lastIndexOf('label'));
    const runs = kinds.slice(0, lastOther).join(',').split(/(?:legend|label)/).map((run) => run.split(',').filter(Boolean).length);
    expect(Math.max(...runs)).toBeLessThanOrEqual(3);
  });

  it('states of a deleted chapter disappear when a session is recorded', async () => {
    const gus = await student();
    await recorded(gus, { ...cardSession([{ card: 0 }]) });
    const kept = material();
    await save(gus, { ...kept, subjects: [{ ...kept.subjects[0]!, chapters: kept.subjects[0]!.chapters.filter((c) => c.id !== 'coeur') }] });
    const finishedAt = Date.now();
    await recorded(gus, {
      id: `mindmap-anat-carte-m${counter++}`, methodId: 'mindmap', subjectId: 'anat', chapterId: 'carte',
      startedAt: finishedAt - 60_000, finishedAt,
      questions: [{ cardId: 'n2', correct: true, userAnswer: 'Poumons', rightAnswer: 'Poumons' }],
    });
    expect((await states(gus)).map((s) => `${s.chapter_id}:${s.item_key}`)).toEqual(['carte:label/map-1/n2']);
    expect((await logs(gus)).map((l) => l.chapter_id)).toEqual(['carte']);
  });

  it('the first-start replay of recorded sessions gives the same states and logs as recording them one by one', async () => {
    const hal = await student();
    const script: Answer[][] = [
      allCards().map((a, i) => ({ ...a, ms: 2000 + i * 100 })),
      allCards().map((a, i) => ({ ...a, right: i % 3 !== 0, ms: 1500 + i * 300 })),
      allCards().slice(0, 12).map((a, i) => ({ ...a, typo: i === 2, ms: 9000 - i * 500 })),
      allCards().slice(5).map((a, i) => ({ ...a, right: i !== 4, ms: 3000 })),
    ];
    // Whole days: FSRS counts elapsed days between UTC dates, and a shift by part of a day would
    // change that count for the sessions recorded before it (not for their replay) when the test
    // runs in the hour after UTC midnight.
    for (const answers of script) {
      await recorded(hal, cardSession(answers));
      await timeTravel(hal, 4 * DAY_MS);
    }
    // Today, two legends seen for the first time: today's limit of two new items is reached.
    expect((await server.put('/api/me/memory/settings', { token: hal.token, body: { retentionPct: 90, dailyNewLimit: 2 } })).statusCode).toBe(200);
    const finishedAt = Date.now();
    await recorded(hal, {
      id: `image-zoning-anat-schema-m${counter++}`, methodId: 'image-zoning', subjectId: 'anat', chapterId: 'schema',
      startedAt: finishedAt - 60_000, finishedAt,
      questions: [
        { cardId: 'zone-0', correct: true, userAnswer: 'Aorte', rightAnswer: 'Aorte', kind: 'zone-name' },
        { cardId: 'zone-1', correct: true, userAnswer: 'Septum', rightAnswer: 'Septum', kind: 'zone-name' },
      ],
    });
    const oneByOne = { states: await states(hal), logs: await logs(hal) };
    expect(new Set(oneByOne.logs.map((l) => l.rating))).toEqual(new Set([1, 2, 3]));
    expect(oneByOne.states.some((s) => s.state === 2)).toBe(true);

    const counts = await summary(hal);
    expect(counts.total.new).toBe(0);

    // As before spaced repetition existed: the sessions only.
    await server.db.query('DELETE FROM memory_states WHERE user_id = $1', [hal.user.id]);
    await server.db.query('DELETE FROM review_logs WHERE user_id = $1', [hal.user.id]);
    await server.db.query('UPDATE memory_settings SET built_at = NULL WHERE user_id = $1', [hal.user.id]);
    // The read that builds the states counts today's new items from them.
    expect(await summary(hal)).toEqual(counts);
    expect({ states: await states(hal), logs: await logs(hal) }).toEqual(oneByOne);
  });
});

describe('PUT /api/me/memory/settings', () => {
  it('keeps the desired retention (70–97 %) and the daily new limit, refuses values out of range', async () => {
    const ida = await student();
    const put = (body: unknown) => server.put('/api/me/memory/settings', { token: ida.token, body });
    expect((await put({ retentionPct: 85, dailyNewLimit: 5 })).statusCode).toBe(200);
    expect((await summary(ida)).settings).toEqual({ retentionPct: 85, dailyNewLimit: 5 });
    expect((await summary(ida)).total.new).toBe(5);
    for (const bad of [{ retentionPct: 69, dailyNewLimit: 5 }, { retentionPct: 98, dailyNewLimit: 5 }, { retentionPct: 90, dailyNewLimit: -1 }, { retentionPct: 90.5, dailyNewLimit: 5 }, {}]) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toMatch(/Requête invalide/);
    }
    expect((await summary(ida)).settings).toEqual({ retentionPct: 85, dailyNewLimit: 5 });
    expect((await server.get('/api/me/memory')).statusCode).toBe(401);
  });
});
