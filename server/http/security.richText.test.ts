import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../domain/limits';
import { messages } from '../../domain/messages';
import { startTestServer, type TestServer } from '../test/harness';
import { readData, registerUser, type RegisteredUser } from '../test/factories';

// Rich text that is not already clean goes through DOMPurify. That used to run on the main thread,
// one jsdom document per field and each slower than the last: a 1 MB document held every other
// request for 14 s (issue 14). These send such bodies over real HTTP and check that a health
// request sent meanwhile is answered before the big one, and that what is stored is clean.

let server: TestServer;
let user: RegisteredUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await registerUser(server);
});
afterAll(async () => {
  await server?.close();
});

/** Markup DOMPurify has to clean (span is not allowed; its text stays), distinct per `key`. */
/** Distinct texts in the documents below: each is cleaned once per request. */
const DISTINCT = 200;

const dirty = (key: number) => `<span>x${key}</span><i>y</i>`.repeat(20);
/** What DOMPurify makes of `dirty(key)`. */
const clean = (key: number) => `x${key}<i>y</i>`.repeat(20);

interface Card {
  id: string;
  answer: string;
  text: string;
}

function cardsOf(count: number, key: (index: number) => number, prefix: string): Card[] {
  return Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, answer: `a${i}`, text: dirty(key(i)) }));
}

/** A document of `chapters` chapters of `perChapter` cards each. */
function documentOf(chapters: number, perChapter: number, key: (index: number) => number) {
  const ids = Array.from({ length: chapters }, (_, c) => `c${c}`);
  return {
    subjects: [{ id: 's1', name: 'Anatomie', chapters: ids.map((id) => ({ id, name: id })) }],
    cards: Object.fromEntries(ids.map((id, c) => [`s1.${id}`, cardsOf(perChapter, (i) => key(c * perChapter + i), `${id}-`)])),
  };
}

interface Race {
  status: number;
  body: unknown;
  /** Health requests sent in the second half of the big request and answered before it ended. */
  healthAnsweredInSecondHalf: number;
}

/**
 * Sends `body` over HTTP and, until it answers, one health request after another. Before the fix
 * the server cleaned the text in one go on its only thread, nearly all of the big request's time:
 * a health request sent once half of that time had gone waited for the end.
 */
async function raceWithHealth(method: 'PUT' | 'POST', path: string, body: unknown, headers: Record<string, string> = {}): Promise<Race> {
  let end = 0;
  const start = Date.now();
  const big = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = httpRequest(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, ...headers },
    });
    request.on('error', reject);
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        end = Date.now();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
    });
    request.end(JSON.stringify(body));
  });
  const probes: { sent: number; answered: number }[] = [];
  while (!end) {
    const sent = Date.now();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    probes.push({ sent, answered: Date.now() });
    // A pause between probes, so that they do not take the CPU the cleaning needs.
    await pause(50);
  }
  const half = start + (end - start) / 2;
  const healthAnsweredInSecondHalf = probes.filter((probe) => probe.sent > half && probe.answered < end).length;
  return { ...(await big), healthAnsweredInSecondHalf };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rich text to clean never holds the server', () => {
  it('a 1 MB document of 2,000 cards to clean: stored clean, health answered meanwhile', async () => {
    const { revision } = await readData(server, user.token);
    const doc = documentOf(2, 1000, (i) => i % DISTINCT);
    expect(JSON.stringify(doc).length).toBeGreaterThan(1_000_000);
    const race = await raceWithHealth('PUT', '/api/me/data', doc, { 'if-match': `"${revision}"` });
    expect(race.status).toBe(200);
    expect(race.healthAnsweredInSecondHalf).toBeGreaterThanOrEqual(1);
    const stored = (await readData(server, user.token)).data;
    expect(stored.cards['s1.c0']).toHaveLength(1000);
    for (const [c, first] of [['c0', 0], ['c1', 1000]] as const) {
      stored.cards[`s1.${c}`]!.forEach((card, i) => expect(card.text).toBe(clean((first + i) % DISTINCT)));
    }
  }, 180_000);

  it('a 0.9 MB share of 2,000 cards to clean: stored clean, health answered meanwhile', async () => {
    const body = { type: 'association-training', cards: cardsOf(2000, (i) => 5000 + (i % DISTINCT), 'k') };
    const race = await raceWithHealth('POST', '/api/public/share', body);
    expect(race.status).toBe(201);
    expect(race.healthAnsweredInSecondHalf).toBeGreaterThanOrEqual(1);
    const { code } = race.body as { code: string };
    const shared = (await server.get(`/api/public/share/${code}`)).json().payload as { cards: { text: string }[] };
    expect(shared.cards).toHaveLength(2000);
    shared.cards.forEach((card, i) => expect(card.text).toBe(clean(5000 + (i % DISTINCT))));
  }, 180_000);

  it('a 9.6 MB document of 20,000 such cards (as many distinct texts as allowed) is accepted too', async () => {
    const { revision } = await readData(server, user.token);
    const doc = documentOf(20, 1000, (i) => i % limits.richTextRepairsPerRequest);
    expect(JSON.stringify(doc).length).toBeGreaterThan(9_000_000);
    const race = await raceWithHealth('PUT', '/api/me/data', doc, { 'if-match': `"${revision}"` });
    expect(race.status).toBe(200);
    expect(race.healthAnsweredInSecondHalf).toBeGreaterThanOrEqual(1);
    const stored = (await readData(server, user.token)).data;
    expect(Object.keys(stored.cards)).toHaveLength(20);
    expect(stored.cards['s1.c19']![999]!.text).toBe(clean(19_999 % limits.richTextRepairsPerRequest));
    expect(stored.cards['s1.c7']![3]!.text).toBe(clean(7003 % limits.richTextRepairsPerRequest));
  }, 300_000);

  it('more distinct texts to clean than one request may ask is refused in French, and nothing changes', async () => {
    const before = await readData(server, user.token);
    const doc = documentOf(1, limits.richTextRepairsPerRequest + 1, (i) => i + 100_000);
    const res = await server.put('/api/me/data', { token: user.token, body: doc, headers: { 'if-match': `"${before.revision}"` } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(messages.richTextTooComplex(limits.richTextRepairsPerRequest));
    expect((await readData(server, user.token)).revision).toBe(before.revision);
  });
});
