import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { emptyUserData } from '../../../domain/data/userData';
import { messages } from '../../../domain/messages';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { me, readData, registerUser, type RegisteredUser } from '../../test/factories';
import { connectSocket, nextEvent, recordEvents, settle } from '../../test/sockets';

let server: TestServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

/** PUT /me/data based on `revision` (sent as If-Match). */
const save = (user: RegisteredUser, body: unknown, revision: number | string = 0) =>
  server.put('/api/me/data', { token: user.token, body, headers: { 'if-match': `"${revision}"` } });

const anatomy = {
  id: 'anat',
  name: 'Anatomie',
  colorHex: '#ec4899',
  chapters: [{ id: 'coeur', name: 'Cœur' }],
};
const card = (id: string, answer: string) => ({ id, answer, answers: [answer], text: `Décris ${answer}`, imageUrl: null });

describe('GET /api/me/data', () => {
  it('answers the document with its revision, also as an ETag', async () => {
    const ana = await registerUser(server);
    const res = await server.get('/api/me/data', { token: ana.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"0"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ data: emptyUserData(), revision: 0 });
  });

  it('answers 401 without a token', async () => {
    const res = await server.get('/api/me/data');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error).toBe(messages.unauthenticated);
  });
});

describe('PUT /api/me/data', () => {
  it('saves with If-Match, moves the revision on, and GET answers the saved document', async () => {
    const bea = await registerUser(server);
    const doc = { ...emptyUserData(), subjects: [anatomy], cards: { 'anat.coeur': [card('c1', 'ventricule')] } };
    const res = await save(bea, doc, 0);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toEqual({ data: doc, revision: 1 });
    expect(await readData(server, bea.token)).toEqual({ data: doc, revision: 1 });
    // A weak ETag is accepted too.
    const next = await server.put('/api/me/data', {
      token: bea.token,
      body: { ...doc, subjects: [{ ...anatomy, name: 'Anatomie 2' }] },
      headers: { 'if-match': 'W/"1"' },
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().revision).toBe(2);
  });

  it('accepts the revision as a body field instead of If-Match (and does not store it)', async () => {
    const cid = await registerUser(server);
    const res = await server.put('/api/me/data', { token: cid.token, body: { revision: 0, subjects: [anatomy] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().revision).toBe(1);
    expect(res.json().data).not.toHaveProperty('revision');
    expect((await readData(server, cid.token)).data.subjects).toEqual([anatomy]);
  });

  it('answers 428 without any revision, and changes nothing', async () => {
    const dee = await registerUser(server);
    const res = await server.put('/api/me/data', { token: dee.token, body: { subjects: [anatomy] } });
    expect(res.statusCode).toBe(428);
    expect(errorOf(res)).toEqual({ error: 'Indique la révision de tes données (revision) pour enregistrer.' });
    expect(await readData(server, dee.token)).toEqual({ data: emptyUserData(), revision: 0 });
  });

  it.each([
    ['a word', '"abc"'],
    ['a negative number', '"-1"'],
    ['a fraction', '"1.5"'],
    ['a number beyond PostgreSQL integers', '"99999999999"'],
  ])('answers 400 for a revision that is %s', async (_label, ifMatch) => {
    const eli = await registerUser(server);
    const res = await server.put('/api/me/data', { token: eli.token, body: { subjects: [anatomy] }, headers: { 'if-match': ifMatch } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toBe(messages.revisionRequired);
    expect((await readData(server, eli.token)).revision).toBe(0);
  });

  it('answers 412 with the current revision for a stale save, and keeps the stored document', async () => {
    const fox = await registerUser(server);
    const first = { ...emptyUserData(), subjects: [anatomy] };
    expect((await save(fox, first, 0)).statusCode).toBe(200);
    const res = await save(fox, { ...emptyUserData(), subjects: [{ id: 'x', name: 'Stale', chapters: [] }] }, 0);
    expect(res.statusCode).toBe(412);
    expect(errorOf(res)).toEqual({ error: messages.dataStale, revision: 1 });
    expect(await readData(server, fox.token)).toEqual({ data: first, revision: 1 });
  });

  it('two saves from the same revision at once: one 200, one 412, and the winner is stored whole', async () => {
    const gil = await registerUser(server);
    let revision = 0;
    for (let round = 0; round < 5; round++) {
      const docA = {
        ...emptyUserData(),
        subjects: [{ ...anatomy, name: `A${round}` }],
        cards: { 'anat.coeur': [card(`a${round}`, 'oreillette'), card(`b${round}`, 'aorte')] },
      };
      const docB = {
        ...emptyUserData(),
        subjects: [
          { id: 'bio', name: `B${round}`, colorHex: '#22c55e', chapters: [{ id: 'cell', name: 'Cellule' }] },
          { id: 'phy', name: 'Physio', colorHex: '#f97316', chapters: [] },
        ],
        cards: { 'bio.cell': [card(`m${round}`, 'mitochondrie')] },
      };
      const [a, b] = await Promise.all([save(gil, docA, revision), save(gil, docB, revision)]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses).toEqual([200, 412]);
      const [winner, loser, winnerDoc] = a.statusCode === 200 ? [a, b, docA] : [b, a, docB];
      expect(winner.json().revision).toBe(revision + 1);
      expect(errorOf(loser)).toEqual({ error: messages.dataStale, revision: revision + 1 });
      expect(await readData(server, gil.token)).toEqual({ data: winnerDoc, revision: revision + 1 });
      revision += 1;
    }
  });

  describe('normalisation', () => {
    it('drops nameless subjects and chapters, unknown keys, and the cards of deleted subjects', async () => {
      const hue = await registerUser(server);
      const res = await save(hue, {
        subjects: [
          { ...anatomy, secret: 'x', chapters: [...anatomy.chapters, { id: 'blank', name: '   ' }] },
          { id: 'nameless', name: '  ', chapters: [{ id: 'c', name: 'Orphan' }] },
          'not a subject',
        ],
        cards: {
          'anat.coeur': [{ ...card('c1', 'ventricule'), extra: true }, { id: 'empty', answer: '', text: 'x' }],
          'gone.coeur': [card('c2', 'orphelin')],
          'nameless.c': [card('c3', 'orphelin')],
        },
        hack: { admin: true },
        zoningSets: 'nope',
      });
      expect(res.statusCode).toBe(200);
      const { data } = await readData(server, hue.token);
      expect(data).toEqual({ ...emptyUserData(), subjects: [anatomy], cards: { 'anat.coeur': [card('c1', 'ventricule')] } });
    });

    it('deleting a subject in a save removes its cards', async () => {
      const ian = await registerUser(server);
      const withCards = { ...emptyUserData(), subjects: [anatomy], cards: { 'anat.coeur': [card('c1', 'valve')] } };
      expect((await save(ian, withCards, 0)).statusCode).toBe(200);
      expect((await save(ian, { ...withCards, subjects: [] }, 1)).statusCode).toBe(200);
      expect((await readData(server, ian.token)).data).toEqual(emptyUserData());
    });

    it('sanitises rich text: scripts, images and attributes go, b/i/u/sup/sub/br stay', async () => {
      const jan = await registerUser(server);
      const text =
        'Le <b>cœur</b><script>alert(1)</script><img src=x onerror="alert(1)"> a <i class="x" onclick="steal()">4</i> ' +
        'cavités<sup>2</sup><sub>n</sub> <u>valves</u><br><a href="javascript:alert(1)">lien</a><iframe src="//evil"></iframe>\nfin';
      expect((await save(jan, { subjects: [anatomy], cards: { 'anat.coeur': [{ ...card('c1', 'cœur'), text }] } }, 0)).statusCode).toBe(200);
      const stored = (await readData(server, jan.token)).data.cards['anat.coeur']![0]!.text;
      expect(stored).toBe('Le <b>cœur</b> a <i>4</i> cavités<sup>2</sup><sub>n</sub> <u>valves</u><br>lien<br>fin');
      for (const bad of ['<script', 'onerror', 'onclick', 'class=', '<img', '<a', 'javascript:', '<iframe']) {
        expect(stored).not.toContain(bad);
      }
    });

    it('can never change points, badges, plan, ban or role', async () => {
      const kat = await registerUser(server);
      const res = await save(kat, {
        subjects: [anatomy],
        points: 999_999,
        badges: ['admin', 'champion'],
        bannedUntil: null,
        plan: 'champion',
        role: 'admin',
        user: { points: 999_999, badges: ['admin'] },
      }, 0);
      expect(res.statusCode).toBe(200);
      const stored = (await readData(server, kat.token)).data;
      expect(Object.keys(stored).sort()).toEqual(Object.keys(emptyUserData()).sort());
      const user = await me(server, kat.token);
      expect(user).toMatchObject({ points: 0, badges: [], bannedUntil: null });

      // Nor lift a ban.
      const until = new Date(Date.now() + 3_600_000);
      await server.db.query('UPDATE users SET banned_until = $2 WHERE id = $1', [kat.user.id, until]);
      const banned = await save(kat, { subjects: [anatomy], bannedUntil: null }, 1);
      expect(banned.statusCode).toBe(403);
      expect(Date.parse((await me(server, kat.token)).bannedUntil!)).toBe(until.getTime());
    });

    it('ignores sessions and progress sent by the client: they are the server\'s record', async () => {
      const lea = await registerUser(server);
      const session = {
        id: 'association-anat-coeur-abc',
        methodId: 'association',
        subjectId: 'anat',
        chapterId: 'coeur',
        startedAt: 1_700_000_000_000,
        finishedAt: 1_700_000_060_000,
        total: 10,
        correct: 10,
        percent: 100,
        questions: [],
      };
      const forged = await save(lea, {
        subjects: [anatomy],
        sessions: [session],
        progress: { 'association:anat:coeur': { attempts: 50, correct: 50, lastAt: 1 } },
      }, 0);
      expect(forged.statusCode).toBe(200);
      expect(forged.json().data).toMatchObject({ sessions: [], progress: {} });
      expect((await readData(server, lea.token)).data).toMatchObject({ subjects: [anatomy], sessions: [], progress: {} });
      expect(await me(server, lea.token)).toMatchObject({ points: 0, badges: [] });
    });
  });

  describe('bad input', () => {
    it.each([
      ['an array', '[]'],
      ['a string', '"data"'],
      ['a number', '42'],
      ['null', 'null'],
    ])('answers 400 for %s as the document, and changes nothing', async (_label, payload) => {
      const max = await registerUser(server);
      const res = await server.put('/api/me/data', {
        token: max.token,
        payload,
        headers: { 'content-type': 'application/json', 'if-match': '"0"' },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({ error: 'Données invalides : le document doit être un objet JSON.' });
      expect(await readData(server, max.token)).toEqual({ data: emptyUserData(), revision: 0 });
    });

    it('answers 400 for invalid JSON', async () => {
      const ned = await registerUser(server);
      const res = await server.put('/api/me/data', {
        token: ned.token,
        payload: '{"subjects": [',
        headers: { 'content-type': 'application/json', 'if-match': '"0"' },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toBe(messages.invalidJson);
    });

    it('cleans text PostgreSQL cannot store: NUL dropped, lone surrogate replaced, the rest saved', async () => {
      const ora = await registerUser(server);
      const res = await save(ora, { subjects: [{ ...anatomy, name: 'Ana\u0000tomie' }, { id: 'b', name: 'Bio\ud800logie' }] }, 0);
      expect(res.statusCode).toBe(200);
      const { data } = await readData(server, ora.token);
      expect(data.subjects.map((s: { name: string }) => s.name)).toEqual(['Anatomie', 'Bio\ufffdlogie']);
    });

    it('answers 413 for a document over 10 MB, and keeps the stored one', async () => {
      const pia = await registerUser(server);
      const small = { ...emptyUserData(), subjects: [anatomy] };
      expect((await save(pia, small, 0)).statusCode).toBe(200);
      // Nine cards with ~1.19 MB inline images: a valid document of about 10.7 MB.
      const image = `data:image/png;base64,${'A'.repeat(1_190_000)}`;
      const cards = Array.from({ length: 9 }, (_, i) => ({ ...card(`big${i}`, `réponse ${i}`), imageUrl: image }));
      const res = await save(pia, { ...small, cards: { 'anat.coeur': cards } }, 1);
      expect(res.statusCode).toBe(413);
      expect(errorOf(res).error).toBe(messages.dataTooLarge(10));
      expect(errorOf(res).error).toBe(
        'Tes données dépassent la taille maximale autorisée (10 Mo). Allège tes images ou supprime du contenu.',
      );
      expect(await readData(server, pia.token)).toEqual({ data: small, revision: 1 });
    });

    it('answers 413 for a request body over the limit', async () => {
      const quy = await registerUser(server);
      const res = await save(quy, { subjects: [anatomy], junk: 'x'.repeat(12 * 1024 * 1024) }, 0);
      expect(res.statusCode).toBe(413);
      expect(errorOf(res).error).toBe(messages.payloadTooLarge);
      expect((await readData(server, quy.token)).revision).toBe(0);
    });
  });

  describe('live updates', () => {
    it("tells the owner's sockets (every tab) the new revision, and nobody else's", async () => {
      const rex = await registerUser(server);
      const sue = await registerUser(server);
      const [tab1, tab2, other, anonymous] = await Promise.all([
        connectSocket(server.url, rex.token),
        connectSocket(server.url, rex.token),
        connectSocket(server.url, sue.token),
        connectSocket(server.url),
      ]);
      sockets.push(tab1, tab2, other, anonymous);
      const strays = [...recordEvents(other, 'user-data:updated'), ...recordEvents(anonymous, 'user-data:updated')];
      const got1 = nextEvent(tab1, 'user-data:updated');
      const got2 = nextEvent(tab2, 'user-data:updated');

      expect((await save(rex, { subjects: [anatomy] }, 0)).statusCode).toBe(200);
      expect(await got1).toEqual({ revision: 1 });
      expect(await got2).toEqual({ revision: 1 });
      await settle();
      expect(strays).toEqual([]);
    });

    it('answers a socket asking the revision, which a save made before it joined moved on', async () => {
      const ada = await registerUser(server);
      const ask = async () => {
        const socket = await connectSocket(server.url, ada.token);
        sockets.push(socket);
        // Asked as the app asks it: without payload, the acknowledgement as the only argument.
        return socket.timeout(5000).emitWithAck('user-data:revision');
      };
      expect(await ask()).toEqual({ ok: true, revision: 0 });
      expect((await save(ada, { subjects: [anatomy] }, 0)).statusCode).toBe(200);
      expect(await ask()).toEqual({ ok: true, revision: 1 });

      const anonymous = await connectSocket(server.url);
      sockets.push(anonymous);
      expect(await anonymous.timeout(5000).emitWithAck('user-data:revision')).toEqual({ ok: false, error: messages.unauthenticated });
    });

    it('a refused save announces nothing', async () => {
      const tim = await registerUser(server);
      const socket = await connectSocket(server.url, tim.token);
      sockets.push(socket);
      const seen = recordEvents(socket, 'user-data:updated');
      expect((await save(tim, { subjects: [anatomy] }, 5)).statusCode).toBe(412);
      expect((await save(tim, [], 0)).statusCode).toBe(400);
      await settle();
      expect(seen).toEqual([]);
    });
  });
});
