import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveCheckResponse, SessionsPageResponse, StudyDataResponse } from '../../../domain/api';
import { limits } from '../../../domain/limits';
import { messages } from '../../../domain/messages';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { readData, registerUser, type RegisteredUser } from '../../test/factories';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const subjects = [
  { id: 's', name: 'Anatomie', colorHex: '#6366f1', chapters: [{ id: 'a', name: 'Cœur' }, { id: 'b', name: 'Poumon' }] },
];
const card = (id: string, answer: string) => ({ id, answer, answers: [answer], text: `Décris ${answer}`, imageUrl: null });
const board = (id: string) => ({
  id,
  title: 'Planche',
  imageUrl: 'https://example.org/schema.png',
  legends: [{ label: 'Zone', points: [{ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.1 }, { x: 0.3, y: 0.5 }] }],
});

/** An account holding two chapters of cards and a board, saved the spec's way (PUT /me/data). */
async function studentWithMaterial(): Promise<RegisteredUser> {
  const user = await registerUser(server);
  const res = await server.put('/api/me/data', {
    token: user.token,
    headers: { 'if-match': '"0"' },
    body: {
      subjects,
      cards: { 's.a': [card('c1', 'ventricule'), card('c2', 'oreillette')], 's.b': [card('p1', 'bronche')] },
      zoningSets: { 's.a': [board('z1')] },
    },
  });
  expect(res.statusCode).toBe(200);
  return user;
}

const material = async (user: RegisteredUser) => (await server.get('/api/me/material', { token: user.token })).json<StudyDataResponse>();
const patch = (user: RegisteredUser, body: unknown) => server.patch('/api/me/material', { token: user.token, body });

/** Every stored part as the database writes it, with its revision. */
async function storedParts(user: RegisteredUser): Promise<Map<string, { text: string; revision: number }>> {
  const found = await server.db.query<{ part: string; text: string; revision: number }>(
    'SELECT part, content::text AS text, revision FROM material_parts WHERE user_id = $1',
    [user.user.id],
  );
  return new Map(found.rows.map((row) => [row.part, { text: row.text, revision: row.revision }]));
}

describe('GET /api/me/material', () => {
  it('answers the material, the progress and every part’s revision, without the sessions', async () => {
    const ana = await studentWithMaterial();
    const body = await material(ana);
    expect(body.revision).toBe(1);
    expect(body.data.subjects[0]?.name).toBe('Anatomie');
    expect(body.data.cards['s.a']).toHaveLength(2);
    expect(body.data.progress).toEqual({});
    expect(body.data).not.toHaveProperty('sessions');
    // The subject list was created empty with the account, then saved once.
    expect(body.revisions).toEqual({ subjects: 2, profile: 1, 'cards:s.a': 1, 'cards:s.b': 1, 'zoningSets:s.a': 1 });
  });
});

describe('PATCH /api/me/material', () => {
  it('saves one chapter, leaves every other part byte-identical, and answers revisions, not the document', async () => {
    const bea = await studentWithMaterial();
    const before = await storedParts(bea);
    const res = await patch(bea, { parts: [{ key: 'cards:s.a', revision: 1, content: [card('c1', 'ventricule gauche')] }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revision: 2, previous: 1, revisions: { 'cards:s.a': 2 }, removed: [] });
    const after = await storedParts(bea);
    for (const [part, stored] of before) {
      if (part === 'cards:s.a') expect(after.get(part)?.revision).toBe(2);
      else expect(after.get(part)).toEqual(stored);
    }
    expect((await readData(server, bea.token)).data.cards['s.a']).toEqual([card('c1', 'ventricule gauche')]);
  });

  it('lets two devices save different chapters from the same starting revisions', async () => {
    const cid = await studentWithMaterial();
    const [first, second] = await Promise.all([
      patch(cid, { parts: [{ key: 'cards:s.a', revision: 1, content: [card('c9', 'aorte')] }] }),
      patch(cid, { parts: [{ key: 'cards:s.b', revision: 1, content: [card('p9', 'plèvre')] }] }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const { data } = await readData(server, cid.token);
    expect(data.cards['s.a']).toEqual([card('c9', 'aorte')]);
    expect(data.cards['s.b']).toEqual([card('p9', 'plèvre')]);
  });

  it('refuses the second save of the same chapter with 412, the part as stored, and changes nothing', async () => {
    const dan = await studentWithMaterial();
    const mine = await patch(dan, { parts: [{ key: 'cards:s.a', revision: 1, content: [card('c1', 'mon texte')] }] });
    expect(mine.statusCode).toBe(200);
    const before = await storedParts(dan);
    const theirs = await patch(dan, {
      parts: [
        { key: 'cards:s.a', revision: 1, content: [card('c1', 'leur texte')] },
        { key: 'cards:s.b', revision: 1, content: [] },
      ],
    });
    expect(theirs.statusCode).toBe(412);
    expect(errorOf(theirs).error).toBe(messages.partsStale);
    expect(theirs.json().parts).toEqual([{ key: 'cards:s.a', revision: 2, content: [card('c1', 'mon texte')] }]);
    expect(await storedParts(dan)).toEqual(before);
  });

  it('deletes the lists of chapters a saved subject list drops, and a list for a chapter gone elsewhere is stale', async () => {
    const eva = await studentWithMaterial();
    const withoutHeart = [{ ...subjects[0]!, chapters: [{ id: 'b', name: 'Poumon' }] }];
    const res = await patch(eva, { parts: [{ key: 'subjects', revision: 2, content: withoutHeart }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().removed.sort()).toEqual(['cards:s.a', 'zoningSets:s.a']);
    expect([...(await storedParts(eva)).keys()].sort()).toEqual(['cards:s.b', 'profile', 'subjects']);
    // Another device, still showing the chapter, saves its cards.
    const late = await patch(eva, { parts: [{ key: 'cards:s.a', revision: 1, content: [card('c1', 'tardif')] }] });
    expect(late.statusCode).toBe(412);
    expect(late.json().parts).toEqual([
      { key: 'cards:s.a', revision: 0, content: null },
      { key: 'subjects', revision: 3, content: withoutHeart },
    ]);
  });

  it('creates a chapter and its cards in one save; a part believed new but existing is stale', async () => {
    const fay = await studentWithMaterial();
    const more = [{ ...subjects[0]!, chapters: [...subjects[0]!.chapters, { id: 'c', name: 'Rein' }] }];
    const res = await patch(fay, {
      parts: [
        { key: 'subjects', revision: 2, content: more },
        { key: 'cards:s.c', revision: 0, content: [card('r1', 'néphron')] },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().revisions).toEqual({ subjects: 3, 'cards:s.c': 1 });
    const again = await patch(fay, { parts: [{ key: 'cards:s.c', revision: 0, content: [card('r2', 'glomérule')] }] });
    expect(again.statusCode).toBe(412);
  });

  it('normalises and cleans what it stores, and ignores forged sessions and progress', async () => {
    const gus = await studentWithMaterial();
    const res = await patch(gus, {
      sessions: [{ id: 'x', methodId: 'association', subjectId: 's', chapterId: 'a', total: 10, correct: 10 }],
      progress: { 'association:s:a': { attempts: 99, correct: 99, lastAt: 1 } },
      parts: [{ key: 'cards:s.a', revision: 1, content: [{ ...card('c1', 'cœur'), text: '<p>ok<img src=x onerror="alert(1)"></p>', extra: 1 }] }],
    });
    expect(res.statusCode).toBe(200);
    const { data } = await readData(server, gus.token);
    expect(data.sessions).toEqual([]);
    expect(data.progress).toEqual({});
    expect(data.cards['s.a']?.[0]?.text).not.toContain('onerror');
    expect(data.cards['s.a']?.[0]).not.toHaveProperty('extra');
    for (const key of ['sessions', 'progress']) {
      const forged = await patch(gus, { parts: [{ key, revision: 0, content: [] }] });
      expect(forged.statusCode).toBe(400);
      expect(errorOf(forged).error).toBe(messages.partsInvalid(limits.partsPerSave));
    }
  });

  it('refuses malformed saves with a French message and changes nothing', async () => {
    const hal = await studentWithMaterial();
    const before = await storedParts(hal);
    const bodies = [
      {},
      { parts: [] },
      { parts: 'cards' },
      { parts: [{ key: 'cards:s.a', content: [] }] },
      { parts: [{ key: 'cards:s.a', revision: -1, content: [] }] },
      { parts: [{ key: 'cards:s.a', revision: 2 ** 40, content: [] }] },
      { parts: [{ key: 'cards:nodot', revision: 1, content: [] }] },
      { parts: [{ key: 'cards:s.a', revision: 1, content: [] }, { key: 'cards:s.a', revision: 1, content: [] }] },
      { parts: Array.from({ length: limits.partsPerSave + 1 }, (_, i) => ({ key: `cards:s.x${i}`, revision: 0, content: [] })) },
      // Content of the wrong shape would otherwise read as "no subject" (dropping every chapter) or "no card".
      { parts: [{ key: 'subjects', revision: 1, content: 'Anatomie' }] },
      { parts: [{ key: 'subjects', revision: 1 }] },
      { parts: [{ key: 'cards:s.a', revision: 1, content: { c1: card('c1', 'cœur') } }] },
      { parts: [{ key: 'profile', revision: 1, content: 42 }] },
    ];
    for (const body of bodies) {
      const res = await patch(hal, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(res).error).toBe(messages.partsInvalid(limits.partsPerSave));
    }
    const notJson = await server.request('PATCH', '/api/me/material', {
      token: hal.token,
      payload: '{"parts": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await storedParts(hal)).toEqual(before);
    expect((await patch({ ...hal, token: 'nope' }, { parts: [] })).statusCode).toBe(401);
  });

  it('refuses a free user’s 6th board and a document past 10 MB, with the spec’s messages', async () => {
    const ida = await studentWithMaterial();
    const fiveMore = Array.from({ length: 4 }, (_, i) => board(`n${i}`));
    const ok = await patch(ida, { parts: [{ key: 'zoningSets:s.b', revision: 0, content: fiveMore }] });
    expect(ok.statusCode).toBe(200);
    const sixth = await patch(ida, { parts: [{ key: 'zoningSets:s.b', revision: 1, content: [...fiveMore, board('n9')] }] });
    expect(sixth.statusCode).toBe(403);
    expect(errorOf(sixth).error).toBe(messages.quotaExceeded('zoning', 5));
    expect(sixth.json().quota).toEqual({ kind: 'zoning', limit: 5, plan: 'free' });
    // Nine chapters of 1.15 MB of cards each: past the 10 MB total, though each part is small enough.
    const big = 'x'.repeat(4600);
    const cards = Array.from({ length: 250 }, (_, i) => ({ ...card(`b${i}`, 'réponse'), text: big }));
    const chapters = Array.from({ length: 9 }, (_, i) => ({ id: `g${i}`, name: `Gros ${i}` }));
    const heavy = await patch(ida, {
      parts: [
        { key: 'subjects', revision: 2, content: [{ ...subjects[0]!, chapters: [...subjects[0]!.chapters, ...chapters] }] },
        ...chapters.map((chapter) => ({ key: `cards:s.${chapter.id}`, revision: 0, content: cards })),
      ],
    });
    expect(heavy.statusCode).toBe(413);
    expect(errorOf(heavy).error).toBe(messages.dataTooLarge(10));
    expect((await material(ida)).revisions.subjects).toBe(2);
  });
});

describe('GET /api/me/material/saves/:saveId', () => {
  const check = (user: RegisteredUser, saveId: string) => server.get(`/api/me/material/saves/${saveId}`, { token: user.token });
  const applied = async (user: RegisteredUser, saveId: string) => (await check(user, saveId)).json<SaveCheckResponse>().applied;

  it('tells a device whether its save landed: stored, refused, unknown, or another account’s', async () => {
    const fay = await studentWithMaterial();
    const other = await studentWithMaterial();
    const stored = await patch(fay, { saveId: 'save-stored-1', parts: [{ key: 'cards:s.a', revision: 1, content: [card('c1', 'aorte')] }] });
    expect(stored.statusCode).toBe(200);
    const refused = await patch(fay, { saveId: 'save-refused-1', parts: [{ key: 'cards:s.a', revision: 1, content: [card('c1', 'veine')] }] });
    expect(refused.statusCode).toBe(412);
    expect(await applied(fay, 'save-stored-1')).toBe(true);
    expect(await applied(fay, 'save-refused-1')).toBe(false);
    expect(await applied(fay, 'save-never-sent')).toBe(false);
    expect(await applied(other, 'save-stored-1')).toBe(false);
    // The same save sent again (by the next page, its answer lost) is stored once: answered as
    // stored, never as stale, and nothing is written twice.
    const before = (await material(fay)).revision;
    const again = await patch(fay, { saveId: 'save-stored-1', parts: [{ key: 'cards:s.a', revision: 1, content: [card('c1', 'aorte')] }] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyStored: true, revision: before, previous: before, revisions: { 'cards:s.a': 2 } });
    expect((await material(fay)).revision).toBe(before);
    const rows = await server.db.query<{ revision: number }>('SELECT revision FROM material_saves WHERE user_id = $1', [fay.user.id]);
    expect(rows.rows).toEqual([{ revision: 2 }]);
  });

  it('keeps the saves of the last 100 revisions only', async () => {
    const gus = await studentWithMaterial();
    for (let revision = 1; revision <= limits.keptSaves + 1; revision += 1) {
      const res = await patch(gus, { saveId: `save-${String(revision).padStart(4, '0')}`, parts: [{ key: 'cards:s.b', revision, content: [card('p1', `bronche ${revision}`)] }] });
      expect(res.statusCode).toBe(200);
    }
    expect(await applied(gus, 'save-0001')).toBe(false);
    expect(await applied(gus, 'save-0002')).toBe(true);
    expect(await applied(gus, `save-${String(limits.keptSaves + 1).padStart(4, '0')}`)).toBe(true);
    const count = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM material_saves WHERE user_id = $1', [gus.user.id]);
    expect(count.rows[0]?.n).toBe(limits.keptSaves);
  });

  it('refuses a malformed save id, in the save and in the check, with a French message', async () => {
    const hal = await studentWithMaterial();
    const before = await storedParts(hal);
    for (const saveId of ['court', 'x'.repeat(65), 'a b c d e f', 42, null]) {
      const res = await patch(hal, { saveId, parts: [{ key: 'cards:s.a', revision: 1, content: [] }] });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toBe(messages.saveIdInvalid);
    }
    expect(await storedParts(hal)).toEqual(before);
    const res = await check(hal, 'court');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toMatch(/^Requête invalide : champ « saveId »/);
    expect((await server.get('/api/me/material/saves/save-stored-1')).statusCode).toBe(401);
  });
});

describe('GET /api/me/sessions', () => {
  it('pages 1,200 sessions newest first, the first page in one request, without questions', async () => {
    const jo = await registerUser(server);
    await server.db.query(
      `INSERT INTO training_sessions (user_id, id, method_id, subject_id, chapter_id, started_at, finished_at, total, correct, questions, week_start, qualifying)
       SELECT $1, 's' || i, 'association', 's', 'a', to_timestamp(1700000000 + i * 60), to_timestamp(1700000030 + i * 60), 10, i % 11, '[]', current_date, false
         FROM generate_series(1, 1200) AS i`,
      [jo.user.id],
    );
    const seen: string[] = [];
    let before: string | null = null;
    let requests = 0;
    do {
      const query: string = before ? `?before=${encodeURIComponent(before)}` : '';
      const res = await server.get(`/api/me/sessions${query}`, { token: jo.token });
      expect(res.statusCode).toBe(200);
      const page = res.json<SessionsPageResponse>();
      expect(page.total).toBe(1200);
      if (requests === 0) expect(page.sessions).toHaveLength(limits.sessionsPerPage);
      expect(page.sessions[0]).not.toHaveProperty('questions');
      seen.push(...page.sessions.map((session) => session.id));
      before = page.next;
      requests += 1;
    } while (before);
    expect(requests).toBe(Math.ceil(1200 / limits.sessionsPerPage));
    expect(seen).toHaveLength(1200);
    expect(new Set(seen).size).toBe(1200);
    expect(seen[0]).toBe('s1200');
    expect(seen.at(-1)).toBe('s1');

    const short = (await server.get('/api/me/sessions?limit=7', { token: jo.token })).json<SessionsPageResponse>();
    expect(short.sessions.map((session) => session.id)).toEqual(['s1200', 's1199', 's1198', 's1197', 's1196', 's1195', 's1194']);
    const next = (await server.get(`/api/me/sessions?limit=3&before=${encodeURIComponent(short.next!)}`, { token: jo.token })).json<SessionsPageResponse>();
    expect(next.sessions.map((session) => session.id)).toEqual(['s1193', 's1192', 's1191']);
  });

  it('refuses a forged cursor or limit', async () => {
    const kim = await registerUser(server);
    for (const query of ['?before=abc', '?before=12', '?limit=0', `?limit=${limits.sessionsPerPage + 1}`]) {
      const res = await server.get(`/api/me/sessions${query}`, { token: kim.token });
      expect(res.statusCode, query).toBe(400);
      if (query.startsWith('?before=')) expect(errorOf(res).error).toBe(messages.historyCursorInvalid);
    }
  });
});
