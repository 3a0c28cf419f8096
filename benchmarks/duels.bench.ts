/**
 * Live duels under load (issue 50): bots over socket.io play 500 live duels at once (1,000
 * sockets) against two `server/main.ts` processes sharing PostgreSQL (a fresh database on
 * BENCH_DATABASE_URL's server) and Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379). Each
 * challenger talks to process A, each opponent to process B, so every event crosses Redis. Every
 * answer of one player is timed until the other's socket hears the new count (`duel:updated`).
 * Players think 2 to 4 s before each answer. Prints the p50/p99 of that delay, events lost, duels stuck (not finished when every bot is done),
 * the servers' CPU time per duel and their memory per socket.
 *   npm run bench -- duels            (BENCH_DUELS=50 for a trial)
 */
import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import type { DuelAnswerResponse, DuelView } from '../domain/duels/api';
import { serverEvents } from '../domain/realtimeEvents';
import { migrate } from '../server/db/migrate';
import { openPostgres } from '../server/db/postgres';
import { issueToken } from '../server/services/sessions';
import { cardSetup, DUEL_MATERIAL, rightAnswer } from '../server/test/duels';
import { startServerProcess, type ServerProcess } from '../server/test/processes';
import { createBenchDatabase, postgresReachable } from './postgres';
import { percentile, roundMs } from './stats';
import type { BenchFigure } from './types';

const DUELS = Number(process.env.BENCH_DUELS || 500);
/**
 * A player reads and answers in 2 to 4 s (BENCH_DUEL_THINK_MS sets the least, 0 for bots that
 * answer at once): 1,000 people answering every 3 s is the load of 500 live duels.
 */
const THINK_MS = Number(process.env.BENCH_DUEL_THINK_MS ?? 2000);
const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS + Math.random() * THINK_MS));
const QUESTIONS = 10;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** How long after the last bot is done an expected event may still arrive. */
const GRACE_MS = 5000;

interface DuelUpdate {
  duelId: string;
  status: string;
  turn: number;
  challenger: { answered: number };
  opponent: { answered: number } | null;
}

/** CPU time (user + system, ms) and resident memory (bytes) of a process, from /proc. */
function usage(pid: number): { cpuMs: number; rss: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rssPages = Number(fields[21]);
  return { cpuMs: (ticks * 1000) / 100, rss: rssPages * 4096 };
}
const total = (procs: ServerProcess[]) =>
  procs.map((p) => usage(p.pid)).reduce((a, b) => ({ cpuMs: a.cpuMs + b.cpuMs, rss: a.rss + b.rss }), { cpuMs: 0, rss: 0 });

async function api<T>(
  base: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: T }> {
  const res = await fetch(base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as T };
}

function connect(base: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function run(): Promise<BenchFigure[]> {
  if (!(await postgresReachable('duels'))) return [];
  const database = await createBenchDatabase();
  const procs: ServerProcess[] = [];
  const sockets: Socket[] = [];
  try {
    // Accounts and tokens straight in the database: 1,000 password hashes would take minutes.
    const db = await openPostgres(database.url, 4);
    await migrate(db);
    await db.query(`INSERT INTO users (id, username, username_key, password_hash, display, badges)
                    SELECT 'b' || n, 'bot' || n, 'bot' || n, 'x', '{}'::jsonb, CASE WHEN n <= ${DUELS} THEN ARRAY['major'] ELSE ARRAY[]::text[] END
                      FROM generate_series(1, ${2 * DUELS}) AS n`);
    await db.query('INSERT INTO user_data (user_id, revision, size_bytes) SELECT id, 0, 6 FROM users');
    await db.query(`INSERT INTO material_parts (user_id, part, content, size_bytes) SELECT id, p.part, p.content::jsonb, length(p.content) FROM users,
                    (VALUES ('subjects', '[]'), ('profile', 'null')) AS p (part, content)`);
    const tokens: string[] = [];
    for (let n = 1; n <= 2 * DUELS; n++) tokens.push(await issueToken(db, `b${n}`));
    await db.close();

    const env = { DATABASE_URL: database.url, REDIS_URL, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' };
    procs.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
    const [a, b] = procs as [ServerProcess, ServerProcess];
    const challengers = tokens.slice(0, DUELS);
    const opponents = tokens.slice(DUELS);
    for (let i = 0; i < DUELS; i += 50) {
      const saved = await Promise.all(challengers.slice(i, i + 50).map((token) => api(a.url, 'PUT', '/api/me/data', token, DUEL_MATERIAL, { 'if-match': '"0"' })));
      const refused = saved.find((res) => res.status !== 200);
      if (refused) throw new Error(`PUT /api/me/data: ${refused.status} ${JSON.stringify(refused.json)}`);
    }

    const before = total(procs);
    const challengerSockets: Socket[] = [];
    const opponentSockets: Socket[] = [];
    for (let i = 0; i < DUELS; i += 100) {
      challengerSockets.push(...(await Promise.all(challengers.slice(i, i + 100).map((t) => connect(a.url, t)))));
      opponentSockets.push(...(await Promise.all(opponents.slice(i, i + 100).map((t) => connect(b.url, t)))));
    }
    sockets.push(...challengerSockets, ...opponentSockets);
    const withSockets = total(procs);

    // The duels, set up through A and joined through B.
    const duelIds: string[] = [];
    for (let i = 0; i < DUELS; i += 50) {
      const batch = await Promise.all(
        challengers.slice(i, i + 50).map(async (token, k) => {
          const created = await api<DuelView>(a.url, 'POST', '/api/duels', token, cardSetup('live', { questionCount: QUESTIONS }));
          if (created.status !== 201) throw new Error(`POST /api/duels: ${created.status} ${JSON.stringify(created.json)}`);
          const joined = await api<DuelView>(b.url, 'POST', '/api/duels/join', opponents[i + k]!, { code: created.json.code });
          if (joined.status !== 200) throw new Error(`POST /api/duels/join: ${joined.status} ${JSON.stringify(joined.json)}`);
          return created.json.id;
        }),
      );
      duelIds.push(...batch);
    }

    // Each answer is stamped; the other player's socket stops the clock when it hears the new count.
    const sent = new Map<string, number>();
    const delays: number[] = [];
    const hear = (socket: Socket, otherSide: 'challenger' | 'opponent') => {
      socket.on(serverEvents.duelUpdated, (event: DuelUpdate) => {
        const count = otherSide === 'challenger' ? event.challenger.answered : event.opponent?.answered ?? 0;
        const key = `${event.duelId}:${otherSide}:${count}`;
        const at = sent.get(key);
        if (at !== undefined) {
          delays.push(performance.now() - at);
          sent.delete(key);
        }
      });
    };
    challengerSockets.forEach((socket) => hear(socket, 'opponent'));
    opponentSockets.forEach((socket) => hear(socket, 'challenger'));
    const turnOpened = (socket: Socket, duelId: string, index: number) =>
      new Promise<void>((resolve) => {
        const onEvent = (event: DuelUpdate) => {
          if (event.duelId !== duelId || (event.turn <= index && event.status === 'playing')) return;
          socket.off(serverEvents.duelUpdated, onEvent);
          resolve();
        };
        socket.on(serverEvents.duelUpdated, onEvent);
      });

    /** A bot: answers each question right as soon as it is open to it, until the duel ends. */
    const bot = async (base: string, token: string, socket: Socket, duelId: string, side: 'challenger' | 'opponent') => {
      let view = (await api<DuelView>(base, 'GET', `/api/duels/${duelId}`, token)).json;
      let answered = 0;
      while (view.status === 'playing' && answered < QUESTIONS) {
        if (!view.current) {
          const opened = turnOpened(socket, duelId, answered - 1);
          view = (await api<DuelView>(base, 'GET', `/api/duels/${duelId}`, token)).json;
          if (!view.current && view.status === 'playing') {
            await Promise.race([opened, new Promise((resolve) => setTimeout(resolve, 3000))]);
            view = (await api<DuelView>(base, 'GET', `/api/duels/${duelId}`, token)).json;
          }
          continue;
        }
        if (THINK_MS > 0) await think();
        sent.set(`${duelId}:${side}:${answered + 1}`, performance.now());
        const res = await api<DuelAnswerResponse>(base, 'POST', `/api/duels/${duelId}/answers`, token, {
          index: view.current.index,
          answer: rightAnswer(view.current.view),
        });
        if (res.status !== 200) {
          sent.delete(`${duelId}:${side}:${answered + 1}`);
          view = (await api<DuelView>(base, 'GET', `/api/duels/${duelId}`, token)).json;
          continue;
        }
        answered += 1;
        view = res.json.duel;
      }
    };

    const cpuBefore = total(procs).cpuMs;
    const started = performance.now();
    await Promise.all(
      duelIds.flatMap((id, i) => [
        bot(a.url, challengers[i]!, challengerSockets[i]!, id, 'challenger'),
        bot(b.url, opponents[i]!, opponentSockets[i]!, id, 'opponent'),
      ]),
    );
    const playSeconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
    const cpuMs = total(procs).cpuMs - cpuBefore;

    const check = await openPostgres(database.url, 1);
    const stuck = (await check.query<{ n: number }>("SELECT count(*)::int AS n FROM duels WHERE status <> 'finished'")).rows[0]!.n;
    await check.close();
    const sorted = [...delays].sort((x, y) => x - y);
    const name = 'duels';
    return [
      { benchmark: name, metric: `live duels at once (${QUESTIONS} questions, 2 processes, Redis)`, value: DUELS, unit: 'duels' },
      { benchmark: name, metric: 'least time to answer', value: THINK_MS, unit: 'ms' },
      { benchmark: name, metric: 'play time', value: roundMs(playSeconds), unit: 's' },
      { benchmark: name, metric: 'answer → other player hears it, p50', value: roundMs(percentile(sorted, 50)), unit: 'ms' },
      { benchmark: name, metric: 'answer → other player hears it, p99', value: roundMs(percentile(sorted, 99)), unit: 'ms' },
      { benchmark: name, metric: 'events lost', value: sent.size, unit: 'events' },
      { benchmark: name, metric: 'duels stuck', value: stuck, unit: 'duels' },
      { benchmark: name, metric: 'server CPU per duel', value: roundMs(cpuMs / DUELS), unit: 'ms' },
      { benchmark: name, metric: 'server memory per socket', value: Math.round((withSockets.rss - before.rss) / sockets.length), unit: 'bytes' },
    ];
  } finally {
    for (const socket of sockets) socket.close();
    await Promise.all(procs.map((proc) => proc.stop('SIGTERM')));
    await database.drop();
  }
}
