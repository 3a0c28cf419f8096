import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const subjects = [{ id: 's', name: 'Anatomie', chapters: [{ id: 'a', name: 'Cœur' }, { id: 'b', name: 'Poumon' }] }];
const board = (id: string) => ({
  id,
  imageUrl: 'https://example.org/schema.png',
  legends: [{ label: 'Zone', points: [{ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.1 }, { x: 0.3, y: 0.5 }] }],
});
const map = (id: string) => ({ id, nodes: [{ id: 'n1', label: 'A' }, { id: 'n2', label: 'B' }], edges: [{ fromId: 'n1', toId: 'n2' }] });
/** `n` boards and `m` maps spread over two chapters. */
const doc = (n: number, m = 0, title = 'Planche') => ({
  subjects,
  zoningSets: {
    's.a': Array.from({ length: Math.ceil(n / 2) }, (_, i) => ({ ...board(`b${i}`), title })),
    's.b': Array.from({ length: Math.floor(n / 2) }, (_, i) => board(`c${i}`)),
  },
  mindMaps: { 's.b': Array.from({ length: m }, (_, i) => map(`m${i}`)) },
});

async function save(user: RegisteredUser, body: unknown) {
  const { revision } = await readData(server, user.token);
  return server.put('/api/me/data', { token: user.token, body, headers: { 'if-match': `"${revision}"` } });
}
const counts = async (user: RegisteredUser) => {
  const { data } = await readData(server, user.token);
  const total = (sets: Record<string, unknown[]>) => Object.values(sets).reduce((n, list) => n + list.length, 0);
  return { boards: total(data.zoningSets), maps: total(data.mindMaps) };
};

describe('plan quotas on PUT /api/me/data', () => {
  it('refuses a free user’s 6th board across chapters, with the quota for the upsell dialog', async () => {
    const ana = await registerUser(server);
    expect((await save(ana, doc(5))).statusCode).toBe(200);
    const res = await save(ana, doc(6));
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).error).toBe(messages.quotaExceeded('zoning', 5));
    expect(res.json().quota).toEqual({ kind: 'zoning', limit: 5, plan: 'free' });
    expect(await counts(ana)).toEqual({ boards: 5, maps: 0 });
  });

  it('refuses a free user’s 6th mind map', async () => {
    const ben = await registerUser(server);
    expect((await save(ben, doc(0, 5))).statusCode).toBe(200);
    const res = await save(ben, doc(0, 6));
    expect(res.statusCode).toBe(403);
    expect(res.json().quota).toEqual({ kind: 'mindmap', limit: 5, plan: 'free' });
  });

  it('refuses an import that would pass the limit as a whole', async () => {
    const cal = await registerUser(server);
    expect((await save(cal, doc(3))).statusCode).toBe(200);
    expect((await save(cal, doc(7))).statusCode).toBe(403);
    expect(await counts(cal)).toEqual({ boards: 3, maps: 0 });
  });

  it('always lets the user edit what exists at the limit', async () => {
    const dan = await registerUser(server);
    expect((await save(dan, doc(5))).statusCode).toBe(200);
    expect((await save(dan, doc(5, 0, 'Titre modifié'))).statusCode).toBe(200);
  });

  it('lets Major users hold 40 boards and 20 maps, and champions more', async () => {
    const eva = await registerUser(server);
    await server.db.query("UPDATE users SET badges = ARRAY['major'] WHERE id = $1", [eva.user.id]);
    expect((await save(eva, doc(40, 20))).statusCode).toBe(200);
    expect((await save(eva, doc(41, 20))).statusCode).toBe(403);
    await server.db.query("UPDATE users SET badges = ARRAY['champion'] WHERE id = $1", [eva.user.id]);
    expect((await save(eva, doc(60, 30))).statusCode).toBe(200);
  });

  it('after a downgrade, keeps and edits the boards above the quota but adds none', async () => {
    const fay = await registerUser(server);
    await server.db.query("UPDATE users SET badges = ARRAY['major'] WHERE id = $1", [fay.user.id]);
    expect((await save(fay, doc(8))).statusCode).toBe(200);
    await server.db.query("UPDATE users SET badges = '{}' WHERE id = $1", [fay.user.id]);
    expect((await save(fay, doc(8, 0, 'Révisée'))).statusCode).toBe(200);
    expect((await save(fay, doc(7))).statusCode).toBe(200);
    expect((await save(fay, doc(8))).statusCode).toBe(403);
  });
});
