import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtime';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { perfectSession, registerStudent, registerUser, type RegisteredUser } from '../../test/factories';
import { connectSocket, nextEvent } from '../../test/sockets';
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

async function withPlan<T extends RegisteredUser>(user: T, plan: 'major' | 'champion'): Promise<T> {
  await server.db.query('UPDATE users SET badges = array_append(badges, $2) WHERE id = $1', [user.user.id, plan]);
  return user;
}
const overview = async (user: RegisteredUser) => (await server.get('/api/me/mentoring', { token: user.token })).json();
const ask = (user: RegisteredUser) => server.post('/api/me/mentoring', { token: user.token, body: { studyYear: 'DFGSM2', goals: 'Tenir le rythme en cardiologie.' } });
const grant = (username: string, token = admin.token) => server.post('/api/admin/mentors', { token, body: { username } });
const requestIdOf = async (menteeName: string) => (await server.get('/api/admin/mentoring', { token: admin.token })).json().requests.find((r: { menteeName: string }) => r.menteeName === menteeName).id as string;
const stats = (mentor: RegisteredUser, menteeId: string) => server.get(`/api/me/mentees/${menteeId}/stats`, { token: mentor.token });

describe('parrain / marraine', () => {
  it('a Champion asks, an admin grants the mark and assigns; they write in their private thread, live; the share shows statistics until revoked', async () => {
    const mentee = await withPlan(await registerStudent(server), 'champion');
    expect((await server.post('/api/me/sessions', { token: mentee.token, body: perfectSession() })).statusCode).toBe(201);
    const mentor = await registerUser(server);
    const outsider = await registerUser(server);

    expect((await ask(mentee)).statusCode).toBe(201);
    expect(errorOf(await ask(mentee)).error).toBe(messages.mentorRequestExists);
    expect((await grant(mentor.username)).statusCode).toBe(200);
    expect((await auditRows(server, mentor.user.id)).map((r) => r.action)).toContain('mentor.grant');

    const requestId = await requestIdOf(mentee.username);
    const assigned = await server.put(`/api/admin/mentoring/${requestId}/mentor`, { token: admin.token, body: { mentorId: mentor.user.id } });
    expect(assigned.statusCode).toBe(200);
    const again = await server.put(`/api/admin/mentoring/${requestId}/mentor`, { token: admin.token, body: { mentorId: mentor.user.id } });
    expect(errorOf(again).error).toBe(messages.mentorRequestAssigned);

    const mine = (await overview(mentee)).request;
    expect(mine).toMatchObject({ mentorName: mentor.username, statsShared: false });
    const mentorView = await overview(mentor);
    expect(mentorView).toMatchObject({ isMentor: true, mentees: [expect.objectContaining({ menteeName: mentee.username, threadId: mine.threadId })] });

    // The private thread, live for the other side; nobody else reaches it.
    const socket = await connectSocket(server.url, mentor.token);
    try {
      const live = nextEvent<{ threadId: string }>(socket, serverEvents.threadUpdated, (p) => p.threadId === mine.threadId);
      const sent = await server.post(`/api/me/mentoring/threads/${mine.threadId}/messages`, { token: mentee.token, body: { message: 'Bonjour <b>parrain</b> !<script>x</script>' } });
      expect(sent.statusCode).toBe(201);
      await live;
    } finally {
      socket.disconnect();
    }
    await server.post(`/api/me/mentoring/threads/${mine.threadId}/messages`, { token: mentor.token, body: { message: 'Bienvenue !' } });
    const thread = (await server.get(`/api/me/mentoring/threads/${mine.threadId}`, { token: mentee.token })).json().thread;
    expect(thread.messages.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ['Bonjour <b>parrain</b> !', true],
      ['Bienvenue !', false],
    ]);
    for (const res of [
      await server.get(`/api/me/mentoring/threads/${mine.threadId}`, { token: outsider.token }),
      await server.get(`/api/me/mentoring/threads/${mine.threadId}`, { token: admin.token }),
      await server.get(`/api/me/support/${mine.threadId}`, { token: mentee.token }),
    ]) {
      expect(res.statusCode).toBe(404);
    }

    // Statistics: nothing before the share, read-only sessions and memory while shared, nothing once revoked.
    expect(errorOf(await stats(mentor, mentee.user.id)).error).toBe(messages.menteeStatsNotShared);
    expect((await server.put('/api/me/mentoring/share', { token: mentee.token, body: { shared: true } })).json().request.statsShared).toBe(true);
    const shared = (await stats(mentor, mentee.user.id)).json();
    expect(Object.keys(shared).sort()).toEqual(['exams', 'memory', 'menteeName', 'sessions', 'subjects']);
    expect(shared.sessions).toHaveLength(1);
    expect(shared.exams).toEqual([]);
    // An exam handed in: its grade is shared too, never its questions.
    const exam = await server.post('/api/me/exams', {
      token: mentee.token,
      body: { chapters: [{ subjectId: 'anat', chapterId: 'coeur' }], questionCount: 10, durationMinutes: 15, formats: ['qroc'] },
    });
    expect(exam.statusCode).toBe(201);
    const examId = (exam.json() as { id: string }).id;
    expect((await server.post(`/api/me/exams/${examId}/submit`, { token: mentee.token })).statusCode).toBe(200);
    const withExam = (await stats(mentor, mentee.user.id)).json();
    expect(withExam.exams).toEqual([expect.objectContaining({ id: examId, grade: 0, chapters: [{ subjectId: 'anat', chapterId: 'coeur' }] })]);
    expect(JSON.stringify(withExam.exams)).not.toMatch(/questions|answers/);
    expect(shared.subjects).toEqual([{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }]);
    expect(JSON.stringify(shared)).not.toContain('Réponse 0');
    expect((await stats(outsider, mentee.user.id)).statusCode).toBe(403);
    await server.put('/api/me/mentoring/share', { token: mentee.token, body: { shared: false } });
    const revoked = await stats(mentor, mentee.user.id);
    expect(revoked.statusCode).toBe(403);
    expect(errorOf(revoked).error).toBe(messages.menteeStatsNotShared);
  });

  it('only Champion users ask; only admins grant, never to themselves; a mentor must hold the mark', async () => {
    const major = await withPlan(await registerUser(server), 'major');
    const free = await registerUser(server);
    for (const user of [major, free]) {
      const res = await ask(user);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).error).toBe(messages.mentoringChampionOnly);
    }
    expect((await grant(major.username, major.token)).statusCode).toBe(403);
    const self = await grant(admin.username);
    expect(self.statusCode).toBe(403);
    expect(errorOf(self).error).toBe(messages.mentorSelfGrant);
    expect(errorOf(await grant('personne-de-ce-nom')).error).toBe(messages.mentorUnknownUser);

    const mentee = await withPlan(await registerUser(server), 'champion');
    await ask(mentee);
    const notMentor = await server.put(`/api/admin/mentoring/${await requestIdOf(mentee.username)}/mentor`, { token: admin.token, body: { mentorId: free.user.id } });
    expect(errorOf(notMentor).error).toBe(messages.mentorNotMentor);
    expect((await ask({ ...mentee, token: mentee.token })).statusCode).toBe(409);
    expect((await server.post('/api/me/mentoring', { token: mentee.token, body: { studyYear: '', goals: 'x' } })).statusCode).toBe(400);
  });

  it('the request and the mark are in the account export and go with the account', async () => {
    const mentee = await withPlan(await registerUser(server), 'champion');
    await ask(mentee);
    const exported = (await server.get('/api/me/export', { token: mentee.token })).json();
    expect(exported.mentorRequest).toMatchObject({ studyYear: 'DFGSM2', assigned: false, statsShared: false });
    expect((await server.delete('/api/me', { token: mentee.token, body: { password: mentee.password } })).statusCode).toBe(204);
    expect((await server.db.query('SELECT 1 FROM mentor_requests WHERE mentee_id = $1', [mentee.user.id])).rows).toEqual([]);
  });
});
