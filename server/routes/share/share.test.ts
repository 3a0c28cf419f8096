import { deflateSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { decodeShareCode } from '../../../domain/share/codec';
import { shareThrottle } from '../../services/share';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { registerUser, setBannedUntil, type RegisteredUser } from '../../test/factories';

let server: TestServer;
let ana: RegisteredUser;
beforeAll(async () => {
  server = await startTestServer();
  ana = await registerUser(server);
});
afterAll(async () => {
  await server?.close();
});

const cards = {
  type: 'association-training',
  version: 1,
  meta: { sharedAt: 1_700_000_000_000, subjectId: 'anat', chapterId: 'coeur' },
  cards: [
    { answer: 'Aorte', answers: ['Aorte', 'aorte'], text: '<b>Gros</b> vaisseau<script>x</script>', imageUrl: null },
    { answer: '', text: 'sans réponse' },
  ],
};
const share = (body: unknown, user: RegisteredUser | null = ana) =>
  server.post('/api/public/share', { body, ...(user ? { token: user.token } : {}) });

describe('POST /api/public/share', () => {
  it('stores the normalised payload and answers a short code that reads it back', async () => {
    const res = await share(cards);
    expect(res.statusCode).toBe(201);
    const { code } = res.json() as { code: string };
    expect(code).toMatch(/^[A-Za-z0-9_-]{1,20}$/);
    const read = await server.get(`/api/public/share/${code}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().payload).toEqual({
      type: 'association-training',
      version: 1,
      meta: cards.meta,
      cards: [{ answer: 'Aorte', answers: ['Aorte'], text: '<b>Gros</b> vaisseau', imageUrl: null }],
    });
  });

  it('refuses unknown types, payloads with nothing usable and wrong shapes with French 400s', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'quiz', cards: [] }, messages.shareUnknownType],
      [{ type: 'association-training', cards: [{ answer: '' }] }, messages.shareInvalid],
      [{ type: 'zoning-set', set: { imageUrl: 'javascript:alert(1)', legends: [] } }, messages.shareInvalid],
      [{ type: 'mindmap-set', map: { nodes: [{ label: 'seul' }], edges: [] } }, messages.shareInvalid],
      [{}, messages.shareInvalid],
      ['texte', messages.shareInvalid],
      [42, messages.shareInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await share(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).error).toBe(message);
    }
    const count = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM share_codes WHERE user_id = $1', [ana.user.id]);
    expect(count.rows[0]!.n).toBe(1);
  });

  it('answers 413 for an oversized share, whether the body or the normalised payload is too big', async () => {
    const huge = { ...cards, cards: [{ answer: 'A', text: 'x'.repeat(5_000_000) }] };
    expect((await share(huge)).statusCode).toBe(413);
    // Under the body limit but over the payload limit once stored: 3 cards with ~1.19 MB images.
    const image = `data:image/png;base64,${'A'.repeat(1_190_000)}`;
    const big = { ...cards, cards: [1, 2, 3, 4].map((i) => ({ answer: `R${i}`, text: 't', imageUrl: image })) };
    const res = await share(big);
    expect(res.statusCode).toBe(413);
  });

  it('takes a deflate bomb as plain JSON only: a compressed code is decoded by the client, never the server', async () => {
    const bomb = `SC3:${Buffer.from(deflateSync(new Uint8Array(50 * 1024 * 1024))).toString('base64url')}`;
    expect(decodeShareCode(bomb)).toEqual({ ok: false, error: 'invalid' });
    expect((await share({ type: 'association-training', cards: bomb })).statusCode).toBe(400);
  });

  it('needs an account, and a suspended one may not share', async () => {
    const anonymous = await share(cards, null);
    expect(anonymous.statusCode).toBe(401);
    const ben = await registerUser(server);
    await setBannedUntil(server, ben.user.id, new Date(Date.now() + 3_600_000));
    const banned = await share(cards, ben);
    expect(banned.statusCode).toBe(403);
    expect(errorOf(banned).error).toBe(messages.suspended);
  });

  it('throttles creation per account with 429 and Retry-After', async () => {
    const cal = await registerUser(server);
    for (let i = 0; i < shareThrottle.limit; i++) expect((await share(cards, cal)).statusCode).toBe(201);
    const res = await share(cards, cal);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(res).error).toMatch(/^Trop de partages/);
    expect((await share(cards)).statusCode).toBe(201);
  });
});

describe('GET /api/public/share/{code}', () => {
  it('answers 404 for unknown, malformed and expired codes', async () => {
    for (const code of ['inconnu1234', 'pas%20un%20code', 'x'.repeat(30)]) {
      const res = await server.get(`/api/public/share/${code}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).error).toBe(messages.shareNotFound);
    }
    const { code } = (await share(cards)).json() as { code: string };
    await server.db.query("UPDATE share_codes SET expires_at = now() - interval '1 second' WHERE code = $1", [code]);
    expect((await server.get(`/api/public/share/${code}`)).statusCode).toBe(404);
  });
});
