/**
 * The players of the `duels` benchmark: bots that play a live duel over HTTP and socket.io, on
 * Mnémo's API or on the floor (`duelsFloorServer.ts`), with the same requests in the same order.
 */
import http from 'node:http';
import { io, type Socket } from 'socket.io-client';
import type { DuelAnswerResponse, DuelView } from '../domain/duels/api';
import { serverEvents } from '../domain/realtimeEvents';
import { rightAnswer } from '../server/test/duels';
import { send } from './loadGenerator';

export type Side = 'challenger' | 'opponent';

export interface Player {
  /** The server this player's requests and socket go to. */
  base: string;
  token: string;
  /** The id the other player's events are addressed to (the floor's). */
  userId: string;
  socket: Socket;
}

/** How long a bot thinks before each answer: 1 to 2 × `thinkMs` (0: at once). */
export interface Pace {
  thinkMs: number;
  questions: number;
}

/**
 * Answers stamped when sent, until the other player's socket hears the new count: the delays,
 * and what was never heard. Counts the requests sent.
 */
export class Hearing {
  private readonly sent = new Map<string, number>();
  readonly delays: number[] = [];
  /** Each answer's HTTP round trip (sent → response read). */
  readonly answerTrips: number[] = [];
  requests = 0;

  stamp(duelId: string, side: Side, count: number): void {
    this.sent.set(`${duelId}:${side}:${count}`, performance.now());
  }

  unstamp(duelId: string, side: Side, count: number): void {
    this.sent.delete(`${duelId}:${side}:${count}`);
  }

  heard(duelId: string, side: Side, count: number): void {
    const key = `${duelId}:${side}:${count}`;
    const at = this.sent.get(key);
    if (at === undefined) return;
    this.delays.push(performance.now() - at);
    this.sent.delete(key);
  }

  get lost(): number {
    return this.sent.size;
  }

  async call<T>(base: string, method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<{ status: number; json: T }> {
    this.requests += 1;
    return api<T>(base, method, path, token, body);
  }
}

/**
 * Kept-alive connections for all the bots (node:http costs the bots far less CPU than fetch); one
 * left idle 30 s is closed before the server would close it (Fastify: after 72 s).
 */
const agent = new http.Agent({ keepAlive: true, timeout: 30_000 });
/** Far beyond any answer of a server that is not overwhelmed: a bot waits rather than fails. */
const TIMEOUT_MS = 120_000;

export async function api<T>(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: T }> {
  const request = {
    method,
    path,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    keepBody: true,
  };
  const answer = await send(agent, new URL(base), request, TIMEOUT_MS)
    // A kept-alive connection the server closed as it was reused: sent again on a new one (an
    // answer sent twice is refused the second time, as a player's double click).
    .catch((error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? send(agent, new URL(base), request, TIMEOUT_MS) : Promise.reject(error)))
    .catch((error: Error) => {
      throw new Error(`${method} ${path}: ${error.message}`);
    });
  return { status: answer.status, json: JSON.parse(answer.body!) as T };
}

export function connect(base: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const other = (side: Side): Side => (side === 'challenger' ? 'opponent' : 'challenger');
const think = (pace: Pace) => (pace.thinkMs > 0 ? new Promise((resolve) => setTimeout(resolve, pace.thinkMs * (1 + Math.random()))) : Promise.resolve());
/** A bot that missed the event opening its question asks again after this long. */
const REASK_MS = 3000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DuelUpdate {
  duelId: string;
  status: string;
  turn: number;
  challenger: { answered: number };
  opponent: { answered: number } | null;
}

/** The other side's answers, as `duel:updated` tells them, timed by `hearing`. */
export function listenToMnemo(hearing: Hearing, socket: Socket, side: Side): void {
  socket.on(serverEvents.duelUpdated, (event: DuelUpdate) => {
    const count = side === 'challenger' ? event.opponent?.answered ?? 0 : event.challenger.answered;
    hearing.heard(event.duelId, other(side), count);
  });
}

/** The next `duel:updated` of `duelId` past question `index` (or its end), listened to until cancelled. */
function turnOpened(socket: Socket, duelId: string, index: number): { opened: Promise<void>; cancel(): void } {
  let onEvent: (event: DuelUpdate) => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    onEvent = (event) => {
      if (event.duelId !== duelId || (event.turn <= index && event.status === 'playing')) return;
      socket.off(serverEvents.duelUpdated, onEvent);
      resolve();
    };
    socket.on(serverEvents.duelUpdated, onEvent);
  });
  return { opened, cancel: () => socket.off(serverEvents.duelUpdated, onEvent) };
}

/**
 * Plays a live duel on Mnémo: answers each question right once it is open to the player, until
 * the duel ends. A question opens when both answered the last: the answer's own response says so
 * (the other was done), or else the `duel:updated` that says so (listened to from before the
 * answer went), then a read; a bot that heard nothing in 3 s reads anyway.
 */
export async function playMnemo(hearing: Hearing, player: Player, duelId: string, side: Side, pace: Pace): Promise<void> {
  const read = async () => (await hearing.call<DuelView>(player.base, 'GET', `/api/duels/${duelId}`, player.token)).json;
  let waiting: ReturnType<typeof turnOpened> | null = null;
  let view = await read();
  let answered = 0;
  while (view.status === 'playing' && answered < pace.questions) {
    if (!view.current) {
      waiting ??= turnOpened(player.socket, duelId, answered - 1);
      await Promise.race([waiting.opened, wait(REASK_MS)]);
      waiting.cancel();
      waiting = null;
      view = await read();
      continue;
    }
    await think(pace);
    waiting = turnOpened(player.socket, duelId, view.current.index);
    // The count the other will hear, as the server counts (a question let run out counts too).
    const count = (view[side]?.answered ?? 0) + 1;
    hearing.stamp(duelId, side, count);
    const sentAt = performance.now();
    const res = await hearing.call<DuelAnswerResponse>(player.base, 'POST', `/api/duels/${duelId}/answers`, player.token, {
      index: view.current.index,
      answer: rightAnswer(view.current.view),
    });
    hearing.answerTrips.push(performance.now() - sentAt);
    if (res.status !== 200) {
      // Refused (the question ran out meanwhile): nothing to hear.
      hearing.unstamp(duelId, side, count);
      view = await read();
      continue;
    }
    answered += 1;
    view = res.json.duel;
  }
  waiting?.cancel();
}

interface FloorUpdate {
  duelId: string;
  side: Side;
  answered: number;
}

/**
 * Plays the same duel on the floor, with the same requests: the floor keeps no duel, so the bot
 * counts the other's answers from the events (a question opens when both answered the last; the
 * bot then reads, as on Mnémo, unless its own answer was the last).
 */
export async function playFloor(hearing: Hearing, player: Player, otherPlayer: Player, duelId: string, side: Side, pace: Pace): Promise<void> {
  let theirs = 0;
  let opened: (() => void) | null = null;
  player.socket.on(serverEvents.duelUpdated, (event: FloorUpdate) => {
    if (event.duelId !== duelId || event.side === side) return;
    theirs = Math.max(theirs, event.answered);
    hearing.heard(duelId, event.side, event.answered);
    opened?.();
  });
  const read = () => hearing.call(player.base, 'GET', `/floor/duels/${duelId}`, player.token);
  await read();
  for (let answered = 0; answered < pace.questions; ) {
    if (theirs < answered) {
      await Promise.race([new Promise<void>((resolve) => (opened = resolve)), wait(REASK_MS)]);
      opened = null;
      await read();
      continue;
    }
    await think(pace);
    hearing.stamp(duelId, side, answered + 1);
    const sentAt = performance.now();
    await hearing.call(player.base, 'POST', '/floor/answers', player.token, { duelId, side, answered: answered + 1, userIds: [player.userId, otherPlayer.userId] });
    hearing.answerTrips.push(performance.now() - sentAt);
    answered += 1;
  }
}
