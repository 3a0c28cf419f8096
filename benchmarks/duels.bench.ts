/**
 * Live duels under load (issue 50): bots over socket.io play 500 live duels at once (1,000
 * sockets) against two `server/main.ts` processes sharing PostgreSQL (a fresh database on
 * BENCH_DATABASE_URL's server) and Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379). Each
 * challenger talks to process A, each opponent to process B, so every event crosses Redis. Every
 * answer of one player is timed until the other's socket hears the new count (`duel:updated`).
 * Then the floor: the same bots, requests and events on two servers with nothing behind them
 * (`duelsFloorServer.ts`). Prints for both the p50/p99 of that delay and the CPU time per duel of
 * the servers, PostgreSQL, Redis and the bots; for Mnémo also events lost, duels stuck (not
 * finished when every bot is done) and the servers' memory per socket.
 *   npm run bench -- duels            (BENCH_DUELS=50 for a trial)
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import type { DuelView } from '../domain/duels/api';
import { migrate } from '../server/db/migrate';
import { openPostgres } from '../server/db/postgres';
import { issueToken } from '../server/services/sessions';
import { cardSetup, DUEL_MATERIAL } from '../server/test/duels';
import { startServerProcess, type ServerProcess } from '../server/test/processes';
import { api, connect, Hearing, listenToMnemo, playFloor, playMnemo, type Pace, type Player } from './duelBots';
import { createBenchDatabase, postgresReachable } from './postgres';
import { backendsCpu, backendsCpuSince, ownCpuMs, processesUsage, redisCpuMs } from './processCpu';
import { percentile, roundMs } from './stats';
import type { BenchFigure } from './types';

const DUELS = Number(process.env.BENCH_DUELS || 500);
/**
 * A player reads and answers in 2 to 4 s (BENCH_DUEL_THINK_MS sets the least, 0 for bots that
 * answer at once): 1,000 people answering every 3 s is the load of 500 live duels.
 */
const PACE: Pace = { thinkMs: Number(process.env.BENCH_DUEL_THINK_MS ?? 2000), questions: 10 };
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** How long after the last bot is done an expected event may still arrive. */
const GRACE_MS = 5000;
/** Sockets connected and duels set up this many at a time. */
const BATCH = 100;
/** BENCH_CPU_PROF=<dir> writes the servers' CPU profiles there (open them in Chromium's DevTools). */
const nodeArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
/** A server compiles its TypeScript as it starts: minutes on a machine busy with other jobs. */
const START_MS = 180_000;

/** What one play of the duels measured; CPU times in ms over the play and its grace. */
interface Played {
  seconds: number;
  delays: number[];
  answerTrips: number[];
  lost: number;
  requests: number;
  cpu: { servers: number; postgres: number; redis: number; bots: number };
  /** The bots' event loop's delay p99 (ms): how late this process itself heard things. */
  botsLagP99: number;
  load: [number, number];
}

/** Plays `play` with every CPU counted: the servers', the database's (when given), Redis's and this process's. */
async function measure(
  servers: ServerProcess[],
  database: { db: Parameters<typeof backendsCpu>[0]; name: string } | null,
  hearing: Hearing,
  play: () => Promise<unknown>,
): Promise<Played> {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const loadBefore = loadavg()[0]!;
  const before = {
    servers: processesUsage(servers.map((s) => s.pid)).cpuMs,
    postgres: database ? await backendsCpu(database.db, database.name) : new Map<number, number>(),
    redis: await redisCpuMs(REDIS_URL),
    bots: ownCpuMs(),
  };
  lag.enable();
  const started = performance.now();
  await play();
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
  lag.disable();
  return {
    seconds,
    delays: [...hearing.delays].sort((x, y) => x - y),
    answerTrips: [...hearing.answerTrips].sort((x, y) => x - y),
    lost: hearing.lost,
    requests: hearing.requests,
    cpu: {
      servers: processesUsage(servers.map((s) => s.pid)).cpuMs - before.servers,
      postgres: database ? backendsCpuSince(before.postgres, await backendsCpu(database.db, database.name)) : 0,
      redis: (await redisCpuMs(REDIS_URL)) - before.redis,
      bots: ownCpuMs() - before.bots,
    },
    botsLagP99: lag.percentile(99) / 1e6,
    load: [loadBefore, loadavg()[0]!],
  };
}

async function connectAll(players: { base: string; token: string }[]): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < players.length; i += BATCH) sockets.push(...(await Promise.all(players.slice(i, i + BATCH).map((p) => connect(p.base, p.token)))));
  return sockets;
}

/** Mnémo: accounts, material and duels set up, then played. */
async function playOnMnemo(): Promise<{ played: Played; stuck: number; memoryPerSocket: number }> {
  const database = await createBenchDatabase();
  const procs: ServerProcess[] = [];
  const sockets: Socket[] = [];
  const check = await openPostgres(database.url, 1);
  try {
    // Accounts and tokens straight in the database: 1,000 password hashes would take minutes.
    await migrate(check);
    await check.query(`INSERT INTO users (id, username, username_key, password_hash, display, badges)
                       SELECT 'b' || n, 'bot' || n, 'bot' || n, 'x', '{}'::jsonb, CASE WHEN n <= ${DUELS} THEN ARRAY['major'] ELSE ARRAY[]::text[] END
                         FROM generate_series(1, ${2 * DUELS}) AS n`);
    await check.query('INSERT INTO user_data (user_id, revision, size_bytes) SELECT id, 0, 6 FROM users');
    await check.query(`INSERT INTO material_parts (user_id, part, content, size_bytes) SELECT id, p.part, p.content::jsonb, length(p.content) FROM users,
                       (VALUES ('subjects', '[]'), ('profile', 'null')) AS p (part, content)`);
    const tokens: string[] = [];
    for (let n = 1; n <= 2 * DUELS; n++) tokens.push(await issueToken(check, `b${n}`));

    const env = { DATABASE_URL: database.url, REDIS_URL, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' };
    procs.push(...(await Promise.all([0, 1].map(() => startServerProcess(env, { nodeArgs, timeoutMs: START_MS })))));
    const [a, b] = procs as [ServerProcess, ServerProcess];
    const challengers = tokens.slice(0, DUELS);
    const opponents = tokens.slice(DUELS);

    // The sockets first, on servers that did nothing else yet: what they add to the processes' memory.
    const before = processesUsage(procs.map((p) => p.pid)).rss;
    const challengerSockets = await connectAll(challengers.map((token) => ({ base: a.url, token })));
    sockets.push(...challengerSockets);
    const opponentSockets = await connectAll(opponents.map((token) => ({ base: b.url, token })));
    sockets.push(...opponentSockets);
    const memoryPerSocket = (processesUsage(procs.map((p) => p.pid)).rss - before) / sockets.length;

    for (let i = 0; i < DUELS; i += 50) {
      const saved = await Promise.all(challengers.slice(i, i + 50).map((token) => api(a.url, 'PUT', '/api/me/data', token, DUEL_MATERIAL, { 'if-match': '"0"' })));
      const refused = saved.find((res) => res.status !== 200);
      if (refused) throw new Error(`PUT /api/me/data: ${refused.status} ${JSON.stringify(refused.json)}`);
    }

    // The duels, set up through A and joined through B.
    const duelIds: string[] = [];
    for (let i = 0; i < DUELS; i += 50) {
      const batch = await Promise.all(
        challengers.slice(i, i + 50).map(async (token, k) => {
          const created = await api<DuelView>(a.url, 'POST', '/api/duels', token, cardSetup('live', { questionCount: PACE.questions }));
          if (created.status !== 201) throw new Error(`POST /api/duels: ${created.status} ${JSON.stringify(created.json)}`);
          const joined = await api<DuelView>(b.url, 'POST', '/api/duels/join', opponents[i + k]!, { code: created.json.code });
          if (joined.status !== 200) throw new Error(`POST /api/duels/join: ${joined.status} ${JSON.stringify(joined.json)}`);
          return created.json.id;
        }),
      );
      duelIds.push(...batch);
    }

    const hearing = new Hearing();
    challengerSockets.forEach((socket) => listenToMnemo(hearing, socket, 'challenger'));
    opponentSockets.forEach((socket) => listenToMnemo(hearing, socket, 'opponent'));
    const player = (base: string, token: string, socket: Socket): Player => ({ base, token, userId: '', socket });
    const played = await measure(procs, { db: check, name: database.name }, hearing, () =>
      Promise.all(
        duelIds.flatMap((id, i) => [
          playMnemo(hearing, player(a.url, challengers[i]!, challengerSockets[i]!), id, 'challenger', PACE),
          playMnemo(hearing, player(b.url, opponents[i]!, opponentSockets[i]!), id, 'opponent', PACE),
        ]),
      ),
    );
    const stuck = (await check.query<{ n: number }>("SELECT count(*)::int AS n FROM duels WHERE status <> 'finished' OR NOT closed")).rows[0]!.n;
    return { played, stuck, memoryPerSocket };
  } finally {
    for (const socket of sockets) socket.close();
    await Promise.all(procs.map((proc) => proc.stop('SIGTERM')));
    await check.close();
    await database.drop();
  }
}

/** The floor: the same duels' requests and events on servers with nothing behind them. */
async function playOnFloor(): Promise<Played> {
  const procs: ServerProcess[] = [];
  const sockets: Socket[] = [];
  try {
    const env = { REDIS_URL };
    procs.push(...(await Promise.all([0, 1].map(() => startServerProcess(env, { entry: 'benchmarks/duelsFloorServer.ts', timeoutMs: START_MS })))));
    const [a, b] = procs as [ServerProcess, ServerProcess];
    const ids = Array.from({ length: DUELS }, (_, i) => [`c${i}`, `o${i}`] as const);
    const challengerSockets = await connectAll(ids.map(([c]) => ({ base: a.url, token: c })));
    sockets.push(...challengerSockets);
    const opponentSockets = await connectAll(ids.map(([, o]) => ({ base: b.url, token: o })));
    sockets.push(...opponentSockets);
    const hearing = new Hearing();
    return await measure(procs, null, hearing, () =>
      Promise.all(
        ids.flatMap(([c, o], i) => {
          const challenger: Player = { base: a.url, token: c, userId: c, socket: challengerSockets[i]! };
          const opponent: Player = { base: b.url, token: o, userId: o, socket: opponentSockets[i]! };
          return [playFloor(hearing, challenger, opponent, `f${i}`, 'challenger', PACE), playFloor(hearing, opponent, challenger, `f${i}`, 'opponent', PACE)];
        }),
      ),
    );
  } finally {
    for (const socket of sockets) socket.close();
    await Promise.all(procs.map((proc) => proc.stop('SIGTERM')));
  }
}

export async function run(): Promise<BenchFigure[]> {
  if (!(await postgresReachable('duels'))) return [];
  const mnemo = await playOnMnemo();
  const floor = await playOnFloor();
  const name = 'duels';
  const perDuel = (ms: number) => roundMs(ms / DUELS);
  const answers = DUELS * 2 * PACE.questions;
  const figures = (who: string, played: Played): BenchFigure[] => [
    { benchmark: name, metric: `${who}: machine load average (1 min) before`, value: roundMs(played.load[0]), unit: '' },
    { benchmark: name, metric: `${who}: machine load average (1 min) after`, value: roundMs(played.load[1]), unit: '' },
    { benchmark: name, metric: `${who}: play time`, value: roundMs(played.seconds), unit: 's' },
    { benchmark: name, metric: `${who}: answer → other player hears it, p50`, value: roundMs(percentile(played.delays, 50)), unit: 'ms' },
    { benchmark: name, metric: `${who}: answer → other player hears it, p99`, value: roundMs(percentile(played.delays, 99)), unit: 'ms' },
    { benchmark: name, metric: `${who}: answer's HTTP round trip, p50`, value: roundMs(percentile(played.answerTrips, 50)), unit: 'ms' },
    { benchmark: name, metric: `${who}: answer's HTTP round trip, p99`, value: roundMs(percentile(played.answerTrips, 99)), unit: 'ms' },
    { benchmark: name, metric: `${who}: events lost`, value: played.lost, unit: 'events' },
    { benchmark: name, metric: `${who}: HTTP requests per answer`, value: roundMs(played.requests / answers), unit: 'requests' },
    { benchmark: name, metric: `${who}: CPU per duel, servers`, value: perDuel(played.cpu.servers), unit: 'ms' },
    { benchmark: name, metric: `${who}: CPU per duel, PostgreSQL`, value: perDuel(played.cpu.postgres), unit: 'ms' },
    { benchmark: name, metric: `${who}: CPU per duel, Redis`, value: perDuel(played.cpu.redis), unit: 'ms' },
    { benchmark: name, metric: `${who}: CPU per duel, bots`, value: perDuel(played.cpu.bots), unit: 'ms' },
    { benchmark: name, metric: `${who}: bots' event-loop delay, p99`, value: roundMs(played.botsLagP99), unit: 'ms' },
  ];
  return [
    { benchmark: name, metric: `live duels at once (${PACE.questions} questions, 2 processes, Redis)`, value: DUELS, unit: 'duels' },
    { benchmark: name, metric: 'least time to answer', value: PACE.thinkMs, unit: 'ms' },
    ...figures('Mnémo', mnemo.played),
    { benchmark: name, metric: 'Mnémo: duels stuck', value: mnemo.stuck, unit: 'duels' },
    { benchmark: name, metric: 'Mnémo: server memory per socket', value: Math.round(mnemo.memoryPerSocket), unit: 'bytes' },
    ...figures('floor', floor),
  ];
}
