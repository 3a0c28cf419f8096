import { describe, expect, it } from 'vitest';
import { createOutbox, type Emitter } from './outbox';

function fakeSocket(connected: boolean) {
  const sent: Array<[string, unknown]> = [];
  const socket: Emitter & { connected: boolean } = {
    connected,
    emit: (event, payload) => void sent.push([event, payload]),
  };
  return { socket, sent };
}

describe('createOutbox', () => {
  it('sends at once while connected', () => {
    const outbox = createOutbox();
    const { socket, sent } = fakeSocket(true);
    outbox.attach(socket);
    outbox.send('session:started', { sessionId: 's1' });
    expect(sent).toEqual([['session:started', { sessionId: 's1' }]]);
  });

  it('queues while disconnected and sends in order on connection', () => {
    const outbox = createOutbox();
    outbox.send('session:started', { sessionId: 's1' });
    outbox.send('session:ended', { sessionId: 's1' });
    const { socket, sent } = fakeSocket(false);
    outbox.attach(socket);
    expect(sent).toEqual([]);

    socket.connected = true;
    outbox.attach(socket);
    expect(sent.map(([event]) => event)).toEqual(['session:started', 'session:ended']);
  });

  it('keeps events sent after a disconnection for the next connection', () => {
    const outbox = createOutbox();
    const first = fakeSocket(true);
    outbox.attach(first.socket);
    outbox.detach();
    outbox.send('session:ended', { sessionId: 's2' });
    expect(first.sent).toEqual([]);
    const second = fakeSocket(true);
    outbox.attach(second.socket);
    expect(second.sent).toEqual([['session:ended', { sessionId: 's2' }]]);
  });

  it('drops the oldest events beyond its limit and forgets everything on clear', () => {
    const outbox = createOutbox(2);
    outbox.send('a', 1);
    outbox.send('b', 2);
    outbox.send('c', 3);
    const { socket, sent } = fakeSocket(true);
    outbox.attach(socket);
    expect(sent).toEqual([
      ['b', 2],
      ['c', 3],
    ]);

    outbox.detach();
    outbox.send('d', 4);
    outbox.clear();
    outbox.attach(socket);
    expect(sent).toHaveLength(2);
  });
});
