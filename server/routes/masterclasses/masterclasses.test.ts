import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisWallTime, type MasterclassBody } from '../../../domain/masterclasses';
import { messages } from '../../../domain/messages';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { registerUser, type RegisteredUser } from '../../test/factories';
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

const MINUTE = 60_000;
const CALL = 'https://visio.example.org/salle-42';

async function withPlan(user: RegisteredUser, plan: 'major' | 'champion'): Promise<RegisteredUser> {
  await server.db.query('UPDATE users SET badges = array_append(badges, $2) WHERE id = $1', [user.user.id, plan]);
  return user;
}
const champion = async () => withPlan(await registerUser(server), 'champion');

/** A masterclass starting `inMinutes` from now (Paris wall time, to the minute). */
function startingIn(inMinutes: number, extra: Partial<MasterclassBody> = {}) {
  return { title: 'Anatomie du cœur', description: 'Les valves, pas à pas.', speaker: 'Dr Martin', ...parisWallTime(Date.now() + inMinutes * MINUTE), durationMinutes: 60, capacity: 10, callUrl: CALL, ...extra };
}
async function schedule(body: Record<string, unknown>): Promise<string> {
  const res = await server.post('/api/admin/masterclasses', { token: admin.token, body });
  expect(res.statusCode).toBe(201);
  return res.json().masterclass.id;
}
const listFor = async (user: RegisteredUser) => (await server.get('/api/masterclasses', { token: user.token })).json();
const one = async (user: RegisteredUser, id: string) => (await listFor(user)).masterclasses.find((m: { id: string }) => m.id === id);
const signUp = (user: RegisteredUser, id: string) => server.post(`/api/masterclasses/${id}/signup`, { token: user.token });

describe('masterclasses', () => {
  it('admins schedule in Paris time; Champion users sign up, cancel and download the .ics; other plans get 403 in French', async () => {
    const id = await schedule(startingIn(24 * 60));
    const [created] = (await server.get('/api/admin/masterclasses', { token: admin.token })).json().masterclasses.filter((m: { id: string }) => m.id === id);
    expect(created).toMatchObject({ ...startingIn(24 * 60), seatsTaken: 0 });
    expect((await auditRows(server, id)).map((r) => r.action)).toEqual(['masterclass.create']);

    const major = await withPlan(await registerUser(server), 'major');
    const free = await registerUser(server);
    for (const user of [major, free]) {
      const listed = await listFor(user);
      expect(listed.included).toBe(false);
      expect(listed.masterclasses.find((m: { id: string }) => m.id === id)).toMatchObject({ title: 'Anatomie du cœur', callUrl: null });
      for (const res of [await signUp(user, id), await server.get(`/api/masterclasses/${id}/ics`, { token: user.token })]) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).error).toBe(messages.masterclassChampionOnly);
      }
    }

    const student = await champion();
    expect(errorOf(await server.get(`/api/masterclasses/${id}/ics`, { token: student.token })).error).toBe(messages.masterclassNotSignedUp);
    const signed = await signUp(student, id);
    expect(signed.json().masterclass).toMatchObject({ signedUp: true, seatsTaken: 1, phase: 'upcoming', callUrl: null });
    const ics = await server.get(`/api/masterclasses/${id}/ics`, { token: student.token });
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['content-disposition']).toMatch(/attachment/);
    expect(ics.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.body).toContain('SUMMARY:Anatomie du cœur');
    expect(ics.body).not.toContain(CALL);
    const start = Date.parse(created.startsAt);
    expect(ics.body).toContain(`DTSTART:${new Date(start).toISOString().replace(/[-:]/g, '').replace('.000', '')}`);

    const cancelled = await server.delete(`/api/masterclasses/${id}/signup`, { token: student.token });
    expect(cancelled.json().masterclass).toMatchObject({ signedUp: false, seatsTaken: 0 });
  });

  it('the call link is in no answer before 15 minutes ahead of the start, then given to those signed up; the replay after the end', async () => {
    const early = await schedule(startingIn(17));
    const soon = await schedule(startingIn(13));
    const past = await schedule(startingIn(-120, { replayUrl: 'https://video.example.org/replay' }));
    const student = await champion();
    const other = await champion();
    await signUp(student, early);
    await signUp(student, soon);

    const body = (await server.get('/api/masterclasses', { token: student.token })).body;
    expect(body.split(CALL)).toHaveLength(2); // once: the masterclass 13 minutes away
    expect(await one(student, early)).toMatchObject({ phase: 'upcoming', callUrl: null });
    expect(await one(student, soon)).toMatchObject({ phase: 'open', callUrl: CALL });
    expect(await one(other, soon)).toMatchObject({ phase: 'open', callUrl: null });
    expect(await one(other, past)).toMatchObject({ phase: 'past', callUrl: null, replayUrl: 'https://video.example.org/replay' });
    expect((await one(await withPlan(await registerUser(server), 'major'), past)).replayUrl).toBeNull();
    const over = await signUp(other, past);
    expect(over.statusCode).toBe(409);
    expect(errorOf(over).error).toBe(messages.masterclassOver);
  });

  it('holds its capacity under 50 sign-ups at once for 10 seats', async () => {
    const id = await schedule(startingIn(48 * 60, { capacity: 10 }));
    const students = await Promise.all(Array.from({ length: 50 }, () => champion()));
    const answers = await Promise.all(students.map((s) => signUp(s, id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((r) => errorOf(r).error))).toEqual(new Set([messages.masterclassFull]));
    const seats = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM masterclass_signups WHERE masterclass_id = $1', [id]);
    expect(seats.rows[0]!.n).toBe(10);
  });

  it('refuses bad input in French and schedules nothing', async () => {
    const before = (await server.get('/api/admin/masterclasses', { token: admin.token })).json().masterclasses.length;
    for (const bad of [
      { ...startingIn(60), callUrl: 'http://non-securise.example' },
      { ...startingIn(60), capacity: 0 },
      { ...startingIn(60), title: '  ' },
      { ...startingIn(60), date: '2026-13-45' },
    ]) {
      expect((await server.post('/api/admin/masterclasses', { token: admin.token, body: bad })).statusCode).toBe(400);
    }
    const gap = await server.post('/api/admin/masterclasses', { token: admin.token, body: { ...startingIn(60), date: '2027-03-28', time: '02:30' } });
    expect(errorOf(gap).error).toBe(messages.masterclassTimeInvalid);
    expect((await server.post('/api/admin/masterclasses', { token: (await champion()).token, body: startingIn(60) })).statusCode).toBe(403);
    expect((await server.get('/api/admin/masterclasses', { token: admin.token })).json().masterclasses).toHaveLength(before);
  });
});
