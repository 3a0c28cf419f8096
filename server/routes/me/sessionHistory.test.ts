import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { me, type RegisteredUser } from '../../test/factories';
import { connectSocket, nextEvent, recordEvents, settle } from '../../test/sockets';
import { associationStudent, recordSession, sessionBody } from './testing';

/** The history after recording: deleting a session, and the owner's other tabs told of both. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const student = () => associationStudent(server);
const record = (user: RegisteredUser, body: unknown) => recordSession(server, user, body);

describe('DELETE /api/me/sessions/{id}', () => {
  it('deletes one of the user’s sessions and takes its points back', async () => {
    const lou = await student();
    const body = sessionBody(10, 6);
    await record(lou, body);
    const res = await server.delete(`/api/me/sessions/${body.id}`, { token: lou.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pointsRemoved: 60, user: { points: 0 } });
    expect(res.json().data.sessions).toEqual([]);
    const again = await server.delete(`/api/me/sessions/${body.id}`, { token: lou.token });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).error).toBe(messages.sessionNotFound);
  });

  it('cannot delete another user’s session', async () => {
    const max = await student();
    const nia = await student();
    const body = sessionBody(10, 6);
    await record(max, body);
    expect((await server.delete(`/api/me/sessions/${body.id}`, { token: nia.token })).statusCode).toBe(404);
    expect((await me(server, max.token)).points).toBe(60);
  });
});

describe('live updates of the history', () => {
  it("tells the owner's other tabs a session recorded or deleted, with its summary and the progress, and nobody else", async () => {
    const ode = await student();
    const pat = await student();
    const [tab, other] = await Promise.all([connectSocket(server.url, ode.token), connectSocket(server.url, pat.token)]);
    try {
      const strays = recordEvents(other, 'user-data:updated');
      const body = sessionBody(10, 8);
      const recorded = nextEvent<{ recorded: { session: Record<string, unknown>; progress: Record<string, unknown> } }>(tab, 'user-data:updated');
      expect((await record(ode, body)).statusCode).toBe(201);
      const event = await recorded;
      expect(event.recorded.session).toMatchObject({ id: body.id, total: 10, correct: 8, percent: 80 });
      expect(event.recorded.session).not.toHaveProperty('questions');
      expect(event.recorded.progress['association:anat:coeur']).toMatchObject({ attempts: 10, correct: 8 });

      // A replay changes nothing and says nothing.
      const seen = recordEvents(tab, 'user-data:updated');
      expect((await record(ode, body)).json()).toMatchObject({ replayed: true });
      await settle();
      expect(seen).toEqual([]);

      const deleted = nextEvent<{ deleted: { sessionId: string; progress: Record<string, unknown> } }>(tab, 'user-data:updated');
      expect((await server.delete(`/api/me/sessions/${body.id}`, { token: ode.token })).statusCode).toBe(200);
      expect(await deleted).toEqual({ deleted: { sessionId: body.id, progress: {} } });
      expect(strays).toEqual([]);
    } finally {
      tab.close();
      other.close();
    }
  });
});

