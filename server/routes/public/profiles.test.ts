import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicProfileResponse, PublicUserResponse } from '../../../domain/leaderboard';
import { messages } from '../../../domain/messages';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { registerUser, setBannedUntil, type RegisteredUser } from '../../test/factories';
import { dataUrl, mp3WithId3 } from '../../test/files';

let server: TestServer;
let owner: RegisteredUser;
let musicUrl: string;

const CARDS = Array.from({ length: 10 }, (_, i) => ({ id: `k${i}`, answer: `Secret ${i}`, answers: [`Secret ${i}`], text: `Question ${i}` }));

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerUser(server);
  musicUrl = (await server.post('/api/me/uploads', { token: owner.token, body: { dataUrl: dataUrl('audio/mpeg', mp3WithId3()) } })).json().url;
  const saved = await server.put('/api/me/data', {
    token: owner.token,
    headers: { 'if-match': '"0"' },
    body: {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }],
      cards: { 'anat.coeur': CARDS },
      mindMaps: { 'anat.coeur': [{ id: 'm1', title: 'Carte privée', nodes: [{ id: 'n1', label: 'Nœud privé' }], edges: [] }] },
      profileMusicUrl: musicUrl,
    },
  });
  expect(saved.statusCode).toBe(200);
  const now = Date.now();
  const recorded = await server.post('/api/me/sessions', {
    token: owner.token,
    body: {
      id: 'association-anat-coeur-1',
      methodId: 'association',
      subjectId: 'anat',
      chapterId: 'coeur',
      startedAt: now - 120_000,
      finishedAt: now,
      questions: CARDS.map((card, i) => ({ cardId: card.id, correct: i < 8, userAnswer: i < 8 ? card.answer : 'oups', rightAnswer: card.answer })),
    },
  });
  expect(recorded.statusCode).toBe(201);
  expect((await server.put('/api/me', { token: owner.token, body: { slug: 'Ana Tomie' } })).statusCode).toBe(200);
  await setBannedUntil(server, owner.user.id, new Date(Date.now() + 86_400_000));
});
afterAll(async () => {
  await server?.close();
});

/** Nothing secret or private in an answer: hash, token, email-like or billing field, ban state. */
function expectNoPrivateField(body: string): void {
  expect(body).not.toMatch(/\$argon2|password|token|hash|email|billing|stripe|subscription|bannedUntil|banned_until/i);
}

describe('GET /api/public/profiles/{slug}', () => {
  it('answers the user, the statistics data and the rank', async () => {
    const res = await server.get('/api/public/profiles/ana-tomie');
    expect(res.statusCode).toBe(200);
    const { user, data, leaderboard } = res.json() as PublicProfileResponse;
    expect(user).toMatchObject({ id: owner.user.id, username: owner.username, slug: 'ana-tomie', points: 80 });
    expect(leaderboard).toEqual({ rank: 1, total: 1 });
    expect(data.subjects).toEqual([{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ methodId: 'association', subjectId: 'anat', chapterId: 'coeur', total: 10, correct: 8, percent: 80 });
    expect(data.profileMusicUrl).toBe(musicUrl);
  });

  it('exposes no secret, no ban state, and none of the study material', async () => {
    const res = await server.get('/api/public/profiles/ana-tomie');
    expectNoPrivateField(res.body);
    const { data } = res.json() as PublicProfileResponse;
    expect(Object.keys(data).sort()).toEqual(['profileMusicUrl', 'sessions', 'subjects']);
    // Neither cards, maps nor the typed answers of the sessions.
    expect(res.body).not.toMatch(/Secret|Question|Carte privée|Nœud privé|oups|questions|cards|mindMaps|zoningSets/);
  });

  it('shows the ban state to admins only', async () => {
    const admin = await registerUser(server);
    await server.db.query("UPDATE users SET badges = '{admin}' WHERE id = $1", [admin.user.id]);
    const asAdmin = (await server.get('/api/public/profiles/ana-tomie', { token: admin.token })).json() as PublicProfileResponse;
    expect(asAdmin.user.bannedUntil).toEqual(expect.any(String));
    const asUser = (await server.get('/api/public/profiles/ana-tomie', { token: owner.token })).json() as PublicProfileResponse;
    expect(asUser.user).not.toHaveProperty('bannedUntil');
  });

  it('answers 404 in French for an unknown or removed slug', async () => {
    for (const slug of ['personne', 'x'.repeat(90)]) {
      const res = await server.get(`/api/public/profiles/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).error).toBe(messages.profileNotFound);
    }
    const other = await registerUser(server);
    await server.put('/api/me', { token: other.token, body: { slug: 'ephemere' } });
    expect((await server.get('/api/public/profiles/ephemere')).statusCode).toBe(200);
    await server.put('/api/me', { token: other.token, body: { slug: null } });
    expect((await server.get('/api/public/profiles/ephemere')).statusCode).toBe(404);
  });
});

describe('GET /api/public/users/{id}', () => {
  it('answers the public user and the rank, without private fields', async () => {
    const res = await server.get(`/api/public/users/${owner.user.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PublicUserResponse;
    expect(Object.keys(body).sort()).toEqual(['leaderboard', 'user']);
    expect(body.user).toMatchObject({ id: owner.user.id, slug: 'ana-tomie', points: 80, online: true });
    expect(body.user.lastSeenAt).toEqual(expect.any(String));
    expect(body.leaderboard.rank).toBe(1);
    expect(body.leaderboard.total).toBeGreaterThanOrEqual(2);
    expectNoPrivateField(res.body);
  });

  it('gives admins the statistics too, so a user without a slug can be moderated', async () => {
    const admin = await registerUser(server);
    await server.db.query("UPDATE users SET badges = '{admin}' WHERE id = $1", [admin.user.id]);
    const asAdmin = (await server.get(`/api/public/users/${owner.user.id}`, { token: admin.token })).json() as PublicUserResponse;
    const bySlug = (await server.get('/api/public/profiles/ana-tomie')).json() as PublicProfileResponse;
    expect(asAdmin.data).toEqual(bySlug.data);
    expect(asAdmin.data?.sessions.map((session) => session.id)).toEqual(['association-anat-coeur-1']);
    const member = await registerUser(server);
    const asMember = await server.get(`/api/public/users/${owner.user.id}`, { token: member.token });
    expect(asMember.json()).not.toHaveProperty('data');
    const asOwner = await server.get(`/api/public/users/${owner.user.id}`, { token: owner.token });
    expect(asOwner.json()).not.toHaveProperty('data');
  });

  it('answers 404 in French for an unknown id', async () => {
    const res = await server.get('/api/public/users/00000000-0000-0000-0000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).error).toBe(messages.profileNotFound);
  });
});
