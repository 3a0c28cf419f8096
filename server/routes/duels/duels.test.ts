import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../../domain/account';
import type { DuelAnswerResponse, DuelView } from '../../../domain/duels/api';
import { messages } from '../../../domain/messages';
import { serverEvents } from '../../../domain/realtimeEvents';
import { errorOf, startTestServer, useThrottle, type TestServer } from '../../test/harness';
import { me, registerUser, setBannedUntil, type RegisteredUser } from '../../test/factories';
import { connectSocket, nextEvent, recordEvents, settle } from '../../test/sockets';
import { cardSetup, duelOf, registerDuellist, rightAnswer, SECRETS } from '../../test/duels';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const create = (user: RegisteredUser, body: unknown) => server.post('/api/duels', { token: user.token, body });
const join = (user: RegisteredUser, code: string) => server.post('/api/duels/join', { token: user.token, body: { code } });
const answer = (user: RegisteredUser, id: string, body: unknown) => server.post(`/api/duels/${id}/answers`, { token: user.token, body });

/** Plays `user`'s current question (right or wrong); answers the response. */
async function play(user: RegisteredUser, id: string, right = true): Promise<DuelAnswerResponse> {
  const duel = await duelOf(server, user, id);
  expect(duel.current).not.toBeNull();
  const res = await answer(user, id, { index: duel.current!.index, answer: right ? rightAnswer(duel.current!.view) : 'faux' });
  expect(res.statusCode).toBe(200);
  return res.json() as DuelAnswerResponse;
}

/** A started turn-based or live duel between a Major challenger and a free opponent. */
async function started(mode: 'live' | 'turns', extra: Record<string, unknown> = {}) {
  const challenger = await registerDuellist(server, 'major');
  const opponent = await registerUser(server);
  const created = await create(challenger, cardSetup(mode, extra));
  expect(created.statusCode).toBe(201);
  const duel = created.json() as DuelView;
  if (mode === 'turns') return { challenger, opponent, duel };
  const joined = await join(opponent, duel.code);
  expect(joined.statusCode).toBe(200);
  return { challenger, opponent, duel: joined.json() as DuelView };
}

describe('starting and accepting duels', () => {
  it('a free user cannot start a duel (403, French) but can accept one by its code, in any case and spacing', async () => {
    const free = await registerDuellist(server);
    const refused = await create(free, cardSetup('live'));
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).error).toBe(messages.duelPlanRequired);
    expect((await server.post('/api/duels/random', { token: free.token, body: cardSetup('live') })).statusCode).toBe(403);

    const major = await registerDuellist(server, 'major');
    const duel = (await create(major, cardSetup('live', { questionCount: 5 }))).json() as DuelView;
    expect(duel.code).toMatch(/^[A-Z2-9]{5}$/);
    expect(duel.status).toBe('open');
    const typed = `${duel.code.slice(0, 2).toLowerCase()} ${duel.code.slice(2)}`;
    const joined = await join(free, typed);
    expect(joined.statusCode).toBe(200);
    const view = joined.json() as DuelView;
    expect(view).toMatchObject({ status: 'playing', you: 'opponent', questionCount: 5 });
    expect(view.current?.index).toBe(0);
    expect((await join(await registerUser(server), duel.code)).statusCode).toBe(404);
  });

  it('« Défier » offers a duel to one user: it waits in their list, only they can take it', async () => {
    const major = await registerDuellist(server, 'major');
    const friend = await registerUser(server);
    const socket = await connectSocket(server.url, friend.token);
    const told = nextEvent<{ duelId: string; status: string }>(socket, serverEvents.duelUpdated);
    const created = await create(major, { ...cardSetup('turns'), opponentId: friend.user.id });
    expect(created.statusCode).toBe(201);
    const duel = created.json() as DuelView;
    // The invited user is told at once (a badge on /duels when not looking).
    expect(await told).toMatchObject({ duelId: duel.id, status: 'open' });
    socket.close();
    const list = (await server.get('/api/duels', { token: friend.token })).json() as { duels: { id: string; status: string }[]; waiting: number };
    expect(list.duels.map((d) => d.id)).toEqual([duel.id]);
    expect(list.waiting).toBe(1);
    const other = await join(await registerUser(server), duel.code);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).error).toBe(messages.duelInvitedOther);
    expect((await join(friend, duel.code)).statusCode).toBe(200);
    expect(errorOf(await create(major, { ...cardSetup('turns'), opponentId: 'nobody' })).error).toBe(messages.duelOpponentMissing);
  });

  it('« Adversaire au hasard » matches two users who asked within the last minute in a live duel', async () => {
    const first = await registerDuellist(server, 'champion');
    const second = await registerDuellist(server, 'major');
    const waiting = await server.post('/api/duels/random', { token: first.token, body: cardSetup('live', { questionCount: 5 }) });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual({ duel: null });
    const matched = await server.post('/api/duels/random', { token: second.token, body: cardSetup('live') });
    const { duel } = matched.json() as { duel: DuelView };
    expect(duel).toMatchObject({ mode: 'live', status: 'playing', you: 'opponent', questionCount: 5 });
    expect(duel.challenger.id).toBe(first.user.id);
    expect((await duelOf(server, first, duel.id)).current?.index).toBe(0);
    // A request older than a minute is not matched.
    const third = await registerDuellist(server, 'major');
    await server.post('/api/duels/random', { token: third.token, body: cardSetup('live') });
    await server.db.query('UPDATE duel_queue SET asked_at = $2 WHERE user_id = $1', [third.user.id, new Date(Date.now() - 61_000)]);
    const fourth = await registerDuellist(server, 'major');
    expect((await server.post('/api/duels/random', { token: fourth.token, body: cardSetup('live') })).json()).toEqual({ duel: null });
    expect((await server.delete('/api/duels/random', { token: fourth.token })).statusCode).toBe(204);
  });

  it('one account cannot duel itself; a suspended user can neither start nor accept', async () => {
    const major = await registerDuellist(server, 'major');
    const duel = (await create(major, cardSetup('turns'))).json() as DuelView;
    const self = await join(major, duel.code);
    expect(self.statusCode).toBe(403);
    expect(errorOf(self).error).toBe(messages.duelSelf);
    expect(errorOf(await create(major, { ...cardSetup('turns'), opponentId: major.user.id })).error).toBe(messages.duelSelf);

    const banned = await registerDuellist(server, 'major');
    await setBannedUntil(server, banned.user.id, new Date(Date.now() + 3_600_000));
    expect(errorOf(await create(banned, cardSetup('turns'))).error).toBe(messages.suspended);
    const refused = await join(banned, duel.code);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).error).toBe(messages.suspended);
  });

  it('bad setups get a clear French error and create nothing', async () => {
    const major = await registerDuellist(server, 'major');
    const missing = await create(major, { ...cardSetup('turns'), chapterIds: ['nope'] });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).error).toBe(messages.duelMaterialMissing);
    const few = await create(major, { ...cardSetup('live'), methods: ['legends'] });
    expect(few.statusCode).toBe(400);
    expect(errorOf(few).error).toBe(messages.duelTooFewQuestions(10, 4));
    expect((await create(major, { ...cardSetup('live'), mode: 'blitz' })).statusCode).toBe(400);
    expect((await create(major, { ...cardSetup('live'), methods: [] })).statusCode).toBe(400);
    const list = (await server.get('/api/duels', { token: major.token })).json() as { duels: unknown[] };
    expect(list.duels).toHaveLength(0);
  });

  it('invitations are rate limited, and so are unknown codes', async () => {
    const major = await registerDuellist(server, 'major');
    const restore = useThrottle(server, { duelInvitesPerUser: { limit: 2, windowMs: 60_000 }, duelCodeMissesPerUser: { limit: 2, windowMs: 60_000 } });
    try {
      expect((await create(major, cardSetup('turns'))).statusCode).toBe(201);
      expect((await create(major, cardSetup('turns'))).statusCode).toBe(201);
      const third = await create(major, cardSetup('turns'));
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).error).toMatch(/^Trop de défis lancés en peu de temps\. Réessaie dans \d+ s\.$/);

      const guesser = await registerUser(server);
      expect(errorOf(await join(guesser, 'ZZZZZ')).error).toBe(messages.duelCodeUnknown);
      expect((await join(guesser, 'ZZZZY')).statusCode).toBe(404);
      expect((await join(guesser, 'ZZZZX')).statusCode).toBe(429);
    } finally {
      restore();
    }
  });
});

describe('playing on the server', () => {
  it('a turn-based duel is played in turns to its end; both see the same results; no leaderboard points; the rating moves', async () => {
    const { challenger, opponent, duel } = await started('turns');
    // Round 1: the challenger plays before anyone joined.
    for (let i = 0; i < 3; i++) await play(challenger, duel.id, i !== 2);
    expect((await duelOf(server, challenger, duel.id)).current).toBeNull();
    expect((await join(opponent, duel.code)).statusCode).toBe(200);
    const notYours = await answer(challenger, duel.id, { index: 3, answer: 'x' });
    expect(notYours.statusCode).toBe(409);
    expect(errorOf(notYours).error).toBe(messages.duelNotYourTurn);
    for (let turn = 1; turn < 6; turn++) {
      const player = turn % 2 === 0 ? challenger : opponent;
      const view = await duelOf(server, player, duel.id);
      expect(view.turn?.side).toBe(turn % 2 === 0 ? 'challenger' : 'opponent');
      for (let i = 0; i < 3; i++) await play(player, duel.id, player === opponent);
    }
    const mine = await duelOf(server, challenger, duel.id);
    const theirs = await duelOf(server, opponent, duel.id);
    expect(mine.status).toBe('finished');
    expect(mine.winner).toBe('opponent');
    expect(theirs.winner).toBe('opponent');
    expect(mine.results).toHaveLength(9);
    expect(mine.results).toEqual(theirs.results);
    expect(mine.challenger.score).toBe(theirs.challenger.score);
    expect(mine.opponent!.score).toBe(theirs.opponent!.score);
    expect(theirs.ratingChange).toBeGreaterThan(0);
    expect(mine.ratingChange).toBeLessThan(0);
    expect((await me(server, opponent.token)).points).toBe(0);
    expect((await me(server, challenger.token)).points).toBe(0);
    const record = (await server.get(`/api/public/users/${opponent.user.id}/duels`)).json();
    expect(record).toMatchObject({ wins: 1, losses: 0 });
    const ranking = (await server.get('/api/public/duels/ranking?limit=100')).json() as { entries: { id: string }[] };
    expect(ranking.entries.map((e) => e.id)).toContain(opponent.user.id);
    // The account's export holds the duel with the user's own answers, and the record.
    const exported = (await server.get('/api/me/export', { token: opponent.token })).json() as AccountExport;
    expect(exported.duels.rating).toMatchObject({ wins: 1, losses: 0 });
    expect(exported.duels.list).toEqual([expect.objectContaining({ id: duel.id, side: 'opponent', winner: 'opponent' })]);
    expect(exported.duels.list[0]!.answers).toHaveLength(9);
    // The challenger's answers reviewed their own items; the opponent's touched no memory.
    const states = async (user: RegisteredUser) =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM memory_states WHERE user_id = $1', [user.user.id])).rows[0]!.n;
    expect(await states(challenger)).toBe(9);
    expect(await states(opponent)).toBe(0);
  });

  it('no right answer in any event or answer before judging: every payload each player receives is checked', async () => {
    const { challenger, opponent, duel } = await started('live', { questionCount: 10 });
    const sockets = await Promise.all([connectSocket(server.url, challenger.token), connectSocket(server.url, opponent.token)]);
    const events = sockets.map((socket) => recordEvents(socket, serverEvents.duelUpdated));
    try {
      /** What a player is sent while a question is open for them must not hold its answer, nor any zone or answer list. */
      const check = (payload: unknown, open: number | null) => {
        const text = JSON.stringify(payload);
        for (const secret of ['"zone"', '"points":[', '"answers":[', '"context"']) expect(text).not.toContain(secret);
        if (open !== null) {
          const view = (payload as DuelView).current?.view;
          // A legend's answer is its zone, checked above; a card's or a blank's is its text.
          // Quoted: « Secretcarte1 » is also the start of the shown answer « Secretcarte10 » of an earlier question.
          if (view && view.kind !== 'legend') expect(text).not.toContain(JSON.stringify(rightAnswer(view)));
        }
      };
      for (let index = 0; index < 10; index++) {
        for (const who of [challenger, opponent]) {
          const view = await duelOf(server, who, duel.id);
          check(view, view.current?.index ?? null);
          const res = await answer(who, duel.id, { index, answer: rightAnswer(view.current!.view) });
          expect(res.statusCode).toBe(200);
          const body = res.json() as DuelAnswerResponse;
          expect(body.result.verdict).toBe('right');
          check(body.duel, body.duel.current?.index ?? null);
        }
      }
      await settle(300);
      // The events carry scores and counts, never a question, an answer or a verdict.
      for (const list of events) {
        expect(list.length).toBeGreaterThan(0);
        for (const event of list) {
          expect(Object.keys(event as object).sort()).toEqual(['challenger', 'duelId', 'opponent', 'status', 'turn']);
          for (const secret of SECRETS) expect(JSON.stringify(event)).not.toContain(secret);
        }
      }
      const end = await duelOf(server, challenger, duel.id);
      expect(end.status).toBe('finished');
      // All right on both sides: 100 points each and a speed bonus.
      expect(end.challenger.score).toBeGreaterThanOrEqual(1000);
      expect(end.opponent!.score).toBeGreaterThanOrEqual(1000);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('a question shown to the other does not leak through the results: the other side is shown only once both answered', async () => {
    const { challenger, opponent, duel } = await started('live', { questionCount: 5, methods: ['cards'] });
    const first = await play(challenger, duel.id);
    expect(first.result.rightAnswer).not.toBe('');
    const theirs = await duelOf(server, opponent, duel.id);
    expect(theirs.results).toHaveLength(0);
    expect(theirs.challenger.answered).toBe(1);
    expect(theirs.challenger.score).toBe(0);
    expect(JSON.stringify(theirs)).not.toContain(first.result.rightAnswer);
    await play(opponent, duel.id, false);
    const after = await duelOf(server, opponent, duel.id);
    expect(after.results[0]!.answers.challenger?.verdict).toBe('right');
    expect(after.challenger.score).toBeGreaterThan(100);
  });

  it('a forged answer time is ignored: the server times from the moment it showed the question', async () => {
    const { challenger, duel } = await started('turns');
    const view = await duelOf(server, challenger, duel.id);
    await settle(400);
    const res = await answer(challenger, duel.id, { index: view.current!.index, answer: rightAnswer(view.current!.view), ms: 1, answeredAt: 0 });
    const body = res.json() as DuelAnswerResponse;
    expect(body.result.ms).toBeGreaterThanOrEqual(400);
    expect(body.result.points).toBeLessThan(150);
    // A question shown 25 s ago (on the database's record of the server's clock) scores nothing, right or not.
    const next = await duelOf(server, challenger, duel.id);
    await server.db.query('UPDATE duel_answers SET asked_at = $3 WHERE duel_id = $1 AND index = $2', [duel.id, next.current!.index, new Date(Date.now() - 25_000)]);
    const late = await duelOf(server, challenger, duel.id);
    expect(late.current!.index).toBe(next.current!.index + 1);
    expect(late.results.find((r) => r.index === next.current!.index)?.answers.challenger).toMatchObject({ answer: null, points: 0, verdict: 'wrong' });
  });

  it('a turn not played in 48 h loses the duel, on the server clock', async () => {
    const { challenger, opponent, duel } = await started('turns');
    for (let i = 0; i < 3; i++) await play(challenger, duel.id);
    await join(opponent, duel.code);
    expect((await duelOf(server, opponent, duel.id)).turn?.side).toBe('opponent');
    const deadline = (await duelOf(server, opponent, duel.id)).turn!.deadline;
    expect(Date.parse(deadline) - Date.now()).toBeGreaterThan(47 * 3_600_000);
    await server.db.query('UPDATE duels SET deadline = $2 WHERE id = $1', [duel.id, new Date(Date.now() - 1000)]);
    const end = await duelOf(server, challenger, duel.id);
    expect(end).toMatchObject({ status: 'finished', ending: 'timeout', winner: 'challenger' });
    // The opponent answered nothing: the rating does not move.
    expect(end.ratingChange).toBeNull();
  });

  it('a live question closes after 20 s, and a live player gone for 60 s forfeits (swept without anyone asking)', async () => {
    const { challenger, opponent, duel } = await started('live', { questionCount: 5 });
    await play(challenger, duel.id);
    await server.db.query('UPDATE duels SET opened_at = $2, deadline = $2 WHERE id = $1', [duel.id, new Date(Date.now() - 21_000)]);
    const next = await duelOf(server, challenger, duel.id);
    expect(next.current?.index).toBe(1);
    expect(next.results[0]!.answers.opponent).toMatchObject({ answer: null, points: 0 });
    expect(next.current!.msLeft).toBeLessThanOrEqual(20_000);

    await play(opponent, duel.id);
    await server.db.query("UPDATE duel_presence SET seen_at = $2 WHERE duel_id = $1 AND side = 'opponent'", [duel.id, new Date(Date.now() - 61_000)]);
    await server.db.query('UPDATE duels SET deadline = $2 WHERE id = $1', [duel.id, new Date(Date.now() - 1000)]);
    // The sweeper settles it within a few seconds, with nobody reading the duel.
    let status = '';
    for (let i = 0; i < 50 && status !== 'finished'; i++) {
      await settle(200);
      status = (await server.db.query<{ status: string }>('SELECT status FROM duels WHERE id = $1', [duel.id])).rows[0]!.status;
    }
    expect(await duelOf(server, challenger, duel.id)).toMatchObject({ status: 'finished', ending: 'forfeit', winner: 'challenger' });
  });

  it('a player who reloads resumes at the same question with the time left', async () => {
    const { challenger, duel } = await started('turns');
    const first = await duelOf(server, challenger, duel.id);
    await settle(500);
    const again = await duelOf(server, challenger, duel.id);
    expect(again.current!.index).toBe(first.current!.index);
    expect(again.current!.msLeft).toBeLessThan(first.current!.msLeft);
    expect(again.current!.msLeft).toBeGreaterThan(15_000);
  });

  it('the same two accounts move each other’s rating at most 3 times a day; « Revanche » starts a new duel', async () => {
    const { challenger, opponent, duel } = await started('live', { questionCount: 5 });
    let current = duel;
    const changes: (number | null)[] = [];
    for (let n = 0; n < 4; n++) {
      for (let i = 0; i < 5; i++) {
        await play(challenger, current.id);
        await play(opponent, current.id, false);
      }
      const end = await duelOf(server, challenger, current.id);
      expect(end.status).toBe('finished');
      changes.push(end.ratingChange);
      // « Revanche »: the challenger asks (a new open duel offered to the opponent), the opponent's ask joins it.
      const asked = await server.post(`/api/duels/${current.id}/rematch`, { token: challenger.token });
      expect(asked.statusCode).toBe(201);
      const joined = await server.post(`/api/duels/${current.id}/rematch`, { token: opponent.token });
      expect(joined.statusCode).toBe(201);
      current = joined.json() as DuelView;
      expect(current.id).toBe((asked.json() as DuelView).id);
      expect(current.status).toBe('playing');
    }
    expect(changes.slice(0, 3).every((c) => c !== null && c > 0)).toBe(true);
    expect(changes[3]).toBeNull();
  });

  it('a live rematch asked first by the opponent waits for the challenger, who is told; the challenger’s ask, then the opponent’s, start it', async () => {
    const { challenger, opponent, duel } = await started('live', { questionCount: 5 });
    for (let i = 0; i < 5; i++) {
      await play(challenger, duel.id);
      await play(opponent, duel.id);
    }
    const socket = await connectSocket(server.url, challenger.token);
    try {
      const told = nextEvent<{ duelId: string; status: string }>(socket, serverEvents.duelUpdated, (e) => e.duelId !== duel.id);
      const first = await server.post(`/api/duels/${duel.id}/rematch`, { token: opponent.token });
      expect(first.statusCode).toBe(201);
      const waiting = first.json() as DuelView;
      expect(waiting).toMatchObject({ status: 'open', you: 'opponent', current: null });
      expect(await told).toMatchObject({ duelId: waiting.id, status: 'open' });
      // The challenger's list tells it is the rematch of the duel they were looking at.
      const listed = (await server.get('/api/duels', { token: challenger.token })).json() as { duels: { id: string; rematchOf: string | null }[] };
      expect(listed.duels.find((d) => d.id === waiting.id)?.rematchOf).toBe(duel.id);
      const asked = (await server.post(`/api/duels/${duel.id}/rematch`, { token: challenger.token })).json() as DuelView;
      expect(asked).toMatchObject({ id: waiting.id, status: 'open', you: 'challenger' });
      const joined = (await server.post(`/api/duels/${duel.id}/rematch`, { token: opponent.token })).json() as DuelView;
      expect(joined).toMatchObject({ id: waiting.id, status: 'playing', you: 'opponent' });
      expect(joined.current?.index).toBe(0);
    } finally {
      socket.close();
    }
  });

  it('the list gives a waiting duel’s code, to share it or to accept it when invited, and none once it started', async () => {
    const major = await registerDuellist(server, 'major');
    const friend = await registerUser(server);
    const duel = (await create(major, { ...cardSetup('turns'), opponentId: friend.user.id })).json() as DuelView;
    type Listed = { duels: { id: string; code: string | null; you: string }[] };
    const listed = async (user: RegisteredUser) => ((await server.get('/api/duels', { token: user.token })).json() as Listed).duels.find((d) => d.id === duel.id);
    expect(await listed(major)).toMatchObject({ code: duel.code, you: 'challenger' });
    expect(await listed(friend)).toMatchObject({ code: duel.code, you: 'opponent' });
    expect((await join(friend, duel.code)).statusCode).toBe(200);
    expect((await listed(major))?.code).toBeNull();
    expect((await listed(friend))?.code).toBeNull();
  });

  it('a memory rebuild replays the challenger’s duel answers, as the duel’s end reviewed them', async () => {
    const { challenger, opponent, duel } = await started('live', { questionCount: 5 });
    // The challenger's memory is built (from no history) before the duel: its end reviews the answers on top.
    expect((await server.get('/api/me/memory', { token: challenger.token })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      await play(challenger, duel.id, i !== 1);
      await play(opponent, duel.id);
    }
    expect((await duelOf(server, challenger, duel.id)).status).toBe('finished');
    const reviews = async () =>
      (
        await server.db.query<{ item_key: string; rating: number }>(
          'SELECT item_key, rating FROM review_logs WHERE user_id = $1 AND session_id = $2 ORDER BY item_key',
          [challenger.user.id, `duel:${duel.id}`],
        )
      ).rows;
    const states = async () =>
      (
        await server.db.query<{ item_key: string; state: number; reps: number; lapses: number }>(
          'SELECT item_key, state, reps, lapses FROM memory_states WHERE user_id = $1 ORDER BY item_key',
          [challenger.user.id],
        )
      ).rows;
    const reviewed = await reviews();
    expect(reviewed).toHaveLength(5);
    // The wrong answer is rated « Again » (1), the right ones better.
    expect(reviewed.filter((r) => r.rating === 1)).toHaveLength(1);
    const before = await states();
    expect(before).toHaveLength(5);

    // A rebuild (as after a session is deleted) replays the duel: the same reviews, the same states.
    await server.db.query('UPDATE memory_settings SET built_at = NULL WHERE user_id = $1', [challenger.user.id]);
    expect((await server.get('/api/me/memory', { token: challenger.token })).statusCode).toBe(200);
    expect(await reviews()).toEqual(reviewed);
    expect(await states()).toEqual(before);
    // The opponent's answers touch no memory, rebuilt or not.
    const opponentLogs = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_logs WHERE user_id = $1', [opponent.user.id]);
    expect(opponentLogs.rows[0]!.n).toBe(0);
  });

  it('a finished duel its process left unclosed is closed by the sweeper: memory reviewed, ratings moved, players told', async () => {
    const { challenger, opponent, duel } = await started('live', { questionCount: 5 });
    for (let i = 0; i < 5; i++) {
      await play(challenger, duel.id);
      await play(opponent, duel.id, false);
    }
    const socket = await connectSocket(server.url, opponent.token);
    try {
      const told = nextEvent<{ duelId: string; status: string }>(socket, serverEvents.duelUpdated, (e) => e.duelId === duel.id, 15_000);
      // As if the process died between the duel's end and its closing.
      await server.db.query('DELETE FROM duel_ratings WHERE user_id IN ($1, $2)', [challenger.user.id, opponent.user.id]);
      await server.db.query('DELETE FROM review_logs WHERE user_id = $1 AND session_id = $2', [challenger.user.id, `duel:${duel.id}`]);
      await server.db.query(
        "UPDATE duels SET closed = false, rated = false, rating_change = NULL, finished_at = finished_at - interval '20 seconds' WHERE id = $1",
        [duel.id],
      );
      expect(await told).toMatchObject({ status: 'finished' });
    } finally {
      socket.close();
    }
    expect((await duelOf(server, challenger, duel.id)).ratingChange).toBeGreaterThan(0);
    expect((await duelOf(server, opponent, duel.id)).ratingChange).toBeLessThan(0);
    const logs = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_logs WHERE user_id = $1 AND session_id = $2', [challenger.user.id, `duel:${duel.id}`]);
    expect(logs.rows[0]!.n).toBe(5);
  }, 30_000);

  it('someone else’s duel does not exist for them', async () => {
    const { duel } = await started('live', { questionCount: 5 });
    const stranger = await registerUser(server);
    const res = await server.get(`/api/duels/${duel.id}`, { token: stranger.token });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).error).toBe(messages.duelNotFound);
  });
});
