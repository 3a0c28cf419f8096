import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { perfectSession, registerStudent, registerUser, STUDENT_CARDS, type RegisteredUser } from '../../test/factories';
import { auditRows, registerAdmin } from '../admin/testing';

let server: TestServer;
let admin: RegisteredUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await registerAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

const setState = (state: string, id = 'weak-spots', token = admin.token) => server.put(`/api/admin/features/${id}`, { token, body: { state } });
const optIn = (token: string, enabled: boolean) => server.put('/api/me/early-access', { token, body: { enabled } });
const weak = (token: string) => server.get('/api/me/memory/weak', { token });
const onFor = async (token?: string) => (await server.get('/api/features', token ? { token } : {})).json().features[0].on as boolean;

async function withPlan(user: RegisteredUser, plan: 'major' | 'champion'): Promise<RegisteredUser> {
  await server.db.query('UPDATE users SET badges = array_append(badges, $2) WHERE id = $1', [user.user.id, plan]);
  return user;
}

/** A session of `registerStudent`'s cards with the cards `missed` answered wrong. */
function sessionMissing(missed: number[]) {
  const session = perfectSession();
  return {
    ...session,
    questions: session.questions.map((q, i) => (missed.includes(i) ? { ...q, correct: false, userAnswer: 'je ne sais pas' } : q)),
  };
}

describe('feature flags and early access', () => {
  it('a feature is off for everyone until an admin switches it; only admins switch, and it is audited', async () => {
    const major = await withPlan(await registerUser(server), 'major');
    expect(await onFor(major.token)).toBe(false);
    const refused = await weak(major.token);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).error).toBe(messages.featureOff);

    const byStudent = await setState('everyone', 'weak-spots', major.token);
    expect(byStudent.statusCode).toBe(403);
    expect((await setState('partout')).statusCode).toBe(400);
    const unknown = await setState('early', 'anki-import');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).error).toBe(messages.featureUnknown);

    expect((await setState('early')).json().features).toEqual([{ id: 'weak-spots', state: 'early', on: false }]);
    expect((await auditRows(server, 'weak-spots')).map((row) => [row.action, row.details.state])).toEqual([['feature.state', 'early']]);
  });

  it('in early access, a Major or Champion who opted in uses it; a free user may not opt in and the API refuses in French', async () => {
    await setState('early');
    const free = await registerStudent(server);
    const major = await withPlan(await registerStudent(server), 'major');

    const freeOptIn = await optIn(free.token, true);
    expect(freeOptIn.statusCode).toBe(403);
    expect(errorOf(freeOptIn).error).toBe(messages.earlyAccessPlan);
    const freeCall = await weak(free.token);
    expect(freeCall.statusCode).toBe(403);
    expect(errorOf(freeCall).error).toBe(messages.featureEarlyAccess);

    // Not yet opted in: the Major user is refused like anyone.
    expect((await weak(major.token)).statusCode).toBe(403);
    const joined = (await optIn(major.token, true)).json();
    expect(joined).toMatchObject({ earlyAccess: true, mayJoin: true, features: [{ id: 'weak-spots', state: 'early', on: true }] });

    // Missed twice, then once: the cards come most missed first; cards never missed are not weak spots.
    expect((await server.post('/api/me/sessions', { token: major.token, body: sessionMissing([3, 5]) })).statusCode).toBe(201);
    expect((await server.post('/api/me/sessions', { token: major.token, body: sessionMissing([5]) })).statusCode).toBe(201);
    const items = (await weak(major.token)).json().items;
    expect(items).toEqual([
      { id: `anat/coeur/card/${STUDENT_CARDS[5]!.id}`, misses: 2 },
      { id: `anat/coeur/card/${STUDENT_CARDS[3]!.id}`, misses: 1 },
    ]);

    // Leaving early access closes it again; visitors never see it.
    expect((await optIn(major.token, false)).json().earlyAccess).toBe(false);
    expect((await weak(major.token)).statusCode).toBe(403);
    expect(await onFor()).toBe(false);
  });

  it('for everyone: on for free users and visitors alike', async () => {
    await setState('everyone');
    const free = await registerStudent(server);
    expect(await onFor()).toBe(true);
    expect((await weak(free.token)).json()).toEqual({ items: [] });
    await setState('off');
    expect(await onFor(free.token)).toBe(false);
  });

  it('the opt-in is in the account export and goes with the account', async () => {
    const champion = await withPlan(await registerUser(server), 'champion');
    expect((await server.get('/api/me/export', { token: champion.token })).json().earlyAccess).toBeNull();
    await optIn(champion.token, true);
    expect((await server.get('/api/me/export', { token: champion.token })).json().earlyAccess.joinedAt).toMatch(/^\d{4}-/);
    expect((await server.delete('/api/me', { token: champion.token, body: { password: champion.password } })).statusCode).toBe(204);
    expect((await server.db.query('SELECT 1 FROM early_access WHERE user_id = $1', [champion.user.id])).rows).toEqual([]);
  });
});
