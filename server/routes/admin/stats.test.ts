import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents } from '../../../domain/realtime';
import { startTestServer, type TestServer } from '../../test/harness';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { connectSocket, nextEvent } from '../../test/sockets';
import { registerAdmin } from './testing';

let server: TestServer;
let admin: RegisteredUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await registerAdmin(server);
});
afterAll(async () => {
  await server?.close();
});

const stats = async () => {
  const res = await server.get('/api/admin/stats', { token: admin.token });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/admin/stats', () => {
  it('answers 14 Paris days of activity, badge and method shares', async () => {
    const student = await registerUser(server);
    await server.db.query("UPDATE users SET badges = ARRAY['turbo'] WHERE id = $1", [student.user.id]);
    // Two sessions today, one 20 days ago (outside the window).
    await server.db.query(
      `INSERT INTO training_sessions (user_id, id, method_id, subject_id, chapter_id, started_at, finished_at, total, correct, questions, week_start, qualifying)
       VALUES ($1, 'a', 'association', 's', 'c', now() - interval '10 minutes', now(), 10, 5, '[]', current_date, true),
              ($1, 'b', 'mindmap', 's', 'c', now() - interval '20 minutes', now(), 10, 5, '[]', current_date, true),
              ($1, 'c', 'mindmap', 's', 'c', now() - interval '20 days 5 minutes', now() - interval '20 days', 10, 5, '[]', current_date, true)`,
      [student.user.id],
    );
    const body = await stats();
    expect(body.activity.sessions).toHaveLength(14);
    expect(body.activity.signups).toHaveLength(14);
    expect(body.visits).toHaveLength(14);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(body.activity.sessions.at(-1)).toEqual({ date: today, value: 2 });
    expect(body.metrics).toMatchObject({
      sessionsToday: 2,
      sessionsLast14Days: 2,
      signupsToday: 2,
      signupsLast14Days: 2,
      averageVisitMinutes: 15,
      onlineUsers: 2,
      activeSessions: 0,
    });
    expect(body.methods.find((m: { id: string }) => m.id === 'mindmap')).toEqual({ id: 'mindmap', count: 1, percentage: 50 });
    expect(body.badges.find((b: { id: string }) => b.id === 'turbo')).toMatchObject({ count: 1, percentage: 50 });
    expect(body.badges.find((b: { id: string }) => b.id === 'admin')).toMatchObject({ count: 1, percentage: 50 });
    expect(Date.parse(body.generatedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('lists sessions in progress with subject and chapter names, live', async () => {
    const student = await registerUser(server);
    await server.put('/api/me/data', {
      token: student.token,
      headers: { 'if-match': '"0"' },
      body: { subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }] },
    });
    const adminSocket = await connectSocket(server.url, admin.token);
    const studentSocket = await connectSocket(server.url, student.token);
    try {
      const changed = nextEvent(adminSocket, serverEvents.adminSessionsChanged);
      const startedAt = Date.now();
      await studentSocket.emitWithAck('session:started', { sessionId: 's1', methodId: 'association', subjectId: 'anat', chapterId: 'coeur', startedAt });
      await changed;
      const body = await stats();
      expect(body.metrics.activeSessions).toBe(1);
      expect(body.activeSessions).toEqual([
        {
          sessionId: 's1',
          userId: student.user.id,
          username: student.username,
          avatar: '',
          methodId: 'association',
          subjectId: 'anat',
          subjectName: 'Anatomie',
          chapterId: 'coeur',
          chapterName: 'Cœur',
          scorePercent: null,
          startedAt: new Date(startedAt).toISOString(),
        },
      ]);
      const ended = nextEvent(adminSocket, serverEvents.adminSessionsChanged);
      await studentSocket.emitWithAck('session:ended', { sessionId: 's1' });
      await ended;
      expect((await stats()).activeSessions).toEqual([]);
    } finally {
      adminSocket.close();
      studentSocket.close();
    }
  });
});
