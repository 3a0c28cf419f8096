import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuelAnswerResponse, DuelView } from '../../../domain/duels/api';
import { serverEvents } from '../../../domain/realtimeEvents';
import { testDatabaseUrl, testRedisUrl } from '../../test/database';
import { cardSetup, DUEL_MATERIAL, rightAnswer } from '../../test/duels';
import { uniqueIp } from '../../test/factories';
import { call, startProcessPair, type ProcessPair, type ServerProcess } from '../../test/processes';
import { connectSocket, nextEvent } from '../../test/sockets';

/**
 * A live duel between players on two `server/main.ts` processes (PostgreSQL and Redis): the
 * process holding one player's socket is killed with SIGKILL mid-duel, the player reconnects to
 * the other process and the duel finishes there. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
describe.runIf(testDatabaseUrl && testRedisUrl)('a duel across two server processes', () => {
  let pair: ProcessPair | undefined;
  let databaseUrl = '';
  let procA: ServerProcess | undefined;
  let procB: ServerProcess | undefined;
  const headers = { 'x-forwarded-for': uniqueIp() };

  beforeAll(async () => {
    pair = await startProcessPair(testRedisUrl!);
    ({ a: procA, b: procB, databaseUrl } = pair);
  }, 90_000);
  afterAll(async () => {
    await pair?.stop();
  });

  async function register(url: string, plan?: 'major'): Promise<{ token: string; id: string }> {
    const username = `duel_${randomBytes(4).toString('hex')}`;
    const res = await call(url, 'POST', '/api/auth/register', { body: { username, password: 'secret1' }, headers });
    const { token, user } = res.json() as { token: string; user: { id: string } };
    const saved = await call(url, 'PUT', '/api/me/data', { token, body: DUEL_MATERIAL, headers: { ...headers, 'if-match': '"0"' } });
    expect(saved.status).toBe(200);
    if (plan) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('UPDATE users SET badges = ARRAY[$2] WHERE id = $1', [user.id, plan]);
      await client.end();
    }
    return { token, id: user.id };
  }

  const view = async (url: string, token: string, id: string) => (await call(url, 'GET', `/api/duels/${id}`, { token, headers })).json() as DuelView;
  async function play(url: string, token: string, id: string): Promise<DuelAnswerResponse> {
    const duel = await view(url, token, id);
    const res = await call(url, 'POST', `/api/duels/${id}/answers`, { token, headers, body: { index: duel.current!.index, answer: rightAnswer(duel.current!.view) } });
    expect(res.status).toBe(200);
    return res.json() as DuelAnswerResponse;
  }

  it('kill -9 of the process holding a player mid-duel: the player goes on through the other process and the duel finishes', async () => {
    const challenger = await register(procA!.url, 'major');
    const opponent = await register(procB!.url);
    const created = await call(procA!.url, 'POST', '/api/duels', { token: challenger.token, headers, body: cardSetup('live', { questionCount: 5 }) });
    expect(created.status).toBe(201);
    const { id, code } = created.json() as DuelView;
    const challengerSocket = await connectSocket(procA!.url, challenger.token);
    const opponentSocket = await connectSocket(procB!.url, opponent.token);
    try {
      // The challenger's socket is on A; the opponent joins through B and A's socket hears it.
      const heard = nextEvent<{ duelId: string; status: string }>(challengerSocket, serverEvents.duelUpdated, (e) => e.duelId === id && e.status === 'playing');
      expect((await call(procB!.url, 'POST', '/api/duels/join', { token: opponent.token, headers, body: { code } })).status).toBe(200);
      await heard;
      await play(procA!.url, challenger.token, id);
      await play(procB!.url, opponent.token, id);

      // A dies with the challenger's socket and a question open.
      challengerSocket.close();
      const killed = await procA!.stop('SIGKILL');
      expect(killed.signal).toBe('SIGKILL');

      const resumed = await view(procB!.url, challenger.token, id);
      expect(resumed.status).toBe('playing');
      expect(resumed.current?.index).toBe(1);
      expect(resumed.current!.msLeft).toBeGreaterThan(0);
      const again = await connectSocket(procB!.url, challenger.token);
      try {
        for (let i = 1; i < 5; i++) {
          const told = nextEvent<{ duelId: string; challenger: { answered: number } }>(opponentSocket, serverEvents.duelUpdated, (e) => e.duelId === id && e.challenger.answered === i + 1);
          await play(procB!.url, challenger.token, id);
          await told;
          await play(procB!.url, opponent.token, id);
        }
      } finally {
        again.close();
      }
      const mine = await view(procB!.url, challenger.token, id);
      const theirs = await view(procB!.url, opponent.token, id);
      expect(mine.status).toBe('finished');
      expect(mine.results).toHaveLength(5);
      expect(mine.results).toEqual(theirs.results);
      expect(mine.winner).toBe(theirs.winner);
    } finally {
      challengerSocket.close();
      opponentSocket.close();
    }
  }, 60_000);
});
