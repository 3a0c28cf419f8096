/**
 * The API under load (issue 17): 50 clients back to back for 15 s per scenario against a server
 * process of its own, on the embedded PGlite and, when BENCH_DATABASE_URL is set, on a fresh
 * PostgreSQL database of that server (with Redis when BENCH_REDIS_URL is set):
 *   - the public ranking (100,000 accounts), anonymous and signed in;
 *   - saving one changed chapter in accounts holding 200 KB of material, each client on its own
 *     account: in parts (PATCH /me/material, the chapter only) and whole (PUT /me/data);
 *   - GET /me/material and GET /me/data of those accounts.
 * Prints req/s, p50, p99, the slowest answer, errors, the longest event-loop stall of the server
 * (perf_hooks in its process) and the slowest health probe (GET /api/health every 100 ms).
 *   npm run bench -- server-load
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { runLoad, send, type LoadAnswer, type LoadPlan, type LoadRequest } from './loadGenerator';
import { createBenchDatabase, postgresReachable } from './postgres';
import type { ServerLoadMessage, ServerLoadOptions } from './serverLoadProcess';
import { percentile } from './stats';
import type { BenchFigure } from './types';

const USERS = 100_000;
const CONCURRENCY = 50;
/** Seconds of each measured run (BENCH_LOAD_SECONDS shortens it for a trial). */
const RUN_MS = Number(process.env.BENCH_LOAD_SECONDS || 15) * 1000;
const WARM_UP_MS = 2000;
const HEALTH_EVERY_MS = 100;
const CHAPTERS = 20;
const CARDS_PER_CHAPTER = 45;

interface Backend {
  name: string;
  databaseUrl?: string;
  redisUrl?: string;
}

interface RunningServer {
  base: URL;
  tokens: string[];
  seedSeconds: number;
  /** The server's longest event-loop stall (and its p99) while `work` runs. */
  probe<T>(work: () => Promise<T>): Promise<{ result: T; maxStallMs: number; p99StallMs: number }>;
  stop(): Promise<void>;
}

function nextMessage(child: ChildProcess, type: ServerLoadMessage['type']): Promise<ServerLoadMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerLoadMessage) => {
      if (message.type !== type) return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve(message);
    };
    const onExit = (code: number | null) => reject(new Error(`the server process exited (${code}) before '${type}'`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function startServer(backend: Backend): Promise<RunningServer> {
  const options: ServerLoadOptions = { databaseUrl: backend.databaseUrl, redisUrl: backend.redisUrl, users: USERS, accounts: CONCURRENCY };
  const child = fork(fileURLToPath(new URL('./serverLoadProcess.ts', import.meta.url)), [JSON.stringify(options)], {
    // BENCH_CPU_PROF=<dir> writes the server's CPU profile there (open it in Chromium's DevTools).
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = (await nextMessage(child, 'ready')) as Extract<ServerLoadMessage, { type: 'ready' }>;
  return {
    base: new URL(`http://127.0.0.1:${ready.port}`),
    tokens: ready.tokens,
    seedSeconds: ready.seedSeconds,
    async probe(work) {
      child.send({ type: 'probe-start' });
      const result = await work();
      const probed = nextMessage(child, 'probe');
      child.send({ type: 'probe-stop' });
      const { maxStallMs, p99StallMs } = (await probed) as Extract<ServerLoadMessage, { type: 'probe' }>;
      return { result, maxStallMs, p99StallMs };
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

/** About 200 KB of association cards over 20 chapters of one subject. */
function material() {
  const subjects = [{ id: 'anat', name: 'Anatomie', chapters: Array.from({ length: CHAPTERS }, (_, c) => ({ id: `ch${c}`, name: `Chapitre ${c}` })) }];
  const cards = Object.fromEntries(
    subjects[0]!.chapters.map((chapter, c) => [
      `anat.${chapter.id}`,
      Array.from({ length: CARDS_PER_CHAPTER }, (_, k) => {
        const answer = `Réponse ${k} du chapitre ${c}`;
        const text = `Question ${k} du chapitre ${c} : quelle structure anatomique décrit-on ici, avec ses rapports, sa vascularisation et son innervation ?`;
        return { id: `c${c}k${k}`, answer, answers: [answer], text, imageUrl: null };
      }),
    ]),
  );
  return { subjects, cards };
}

/**
 * One client's material and its edits, one chapter changed each time: saved in parts (PATCH
 * /me/material, the changed chapter only, on its part's revision) or whole (PUT /me/data, the
 * spec's save for older clients, on the document's revision). The chapters' JSON is kept, so the
 * load generator re-serialises only the changed one.
 */
class ChapterEditor {
  private readonly head: string;
  private readonly chapters: Array<{ key: string; cards: ReturnType<typeof material>['cards'][string]; json: string }>;
  private edits = 0;
  private revision = 0;
  private readonly partRevisions = new Map<string, number>();
  /** A save timed out or was refused: the revisions must be read again before the next one. */
  private stale = false;

  constructor(
    private readonly token: string,
    private readonly base: URL,
  ) {
    const { subjects, cards } = material();
    this.head = `{"subjects":${JSON.stringify(subjects)},"cards":{`;
    this.chapters = Object.entries(cards).map(([key, list]) => ({ key, cards: list, json: JSON.stringify(list) }));
  }

  body(): string {
    return `${this.head}${this.chapters.map((chapter) => `${JSON.stringify(chapter.key)}:${chapter.json}`).join(',')}}}`;
  }

  /** The next chapter changed. */
  private edit() {
    const chapter = this.chapters[this.edits % CHAPTERS]!;
    this.edits += 1;
    chapter.cards[0]!.text = `Question modifiée ${this.edits} : quelle structure décrit-on ici ?`;
    chapter.json = JSON.stringify(chapter.cards);
    return chapter;
  }

  /** The whole document saved from the account's latest revision. */
  async wholeSave(): Promise<LoadRequest> {
    await this.reload();
    this.edit();
    return { method: 'PUT', path: '/api/me/data', headers: this.headers({ 'content-type': 'application/json', 'if-match': `"${this.revision}"` }), body: this.body() };
  }

  /** One changed chapter saved on its part's revision. */
  async chapterSave(): Promise<LoadRequest> {
    await this.reload();
    const chapter = this.edit();
    const key = `cards:${chapter.key}`;
    const body = `{"parts":[{"key":${JSON.stringify(key)},"revision":${this.partRevisions.get(key) ?? 0},"content":${chapter.json}}]}`;
    return { method: 'PATCH', path: '/api/me/material', headers: this.headers({ 'content-type': 'application/json' }), body, keepBody: true };
  }

  private async reload(): Promise<void> {
    if (!this.stale) return;
    const agent = new http.Agent();
    const answer = await send(agent, this.base, { method: 'GET', path: '/api/me/material', headers: this.headers(), keepBody: true });
    agent.destroy();
    const { revision, revisions } = JSON.parse(answer.body ?? '{}') as { revision: number; revisions: Record<string, number> };
    this.revision = revision;
    for (const [key, value] of Object.entries(revisions)) this.partRevisions.set(key, value);
    this.stale = false;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { authorization: `Bearer ${this.token}`, ...extra };
  }

  /** A whole save answers the document's revision as its ETag, a save in parts the parts' revisions. */
  answered(answer: LoadAnswer): void {
    if (answer.status !== 200) {
      this.stale = true;
      return;
    }
    if (typeof answer.headers.etag === 'string') this.revision = Number(answer.headers.etag.replace(/"/g, ''));
    if (answer.body) {
      const saved = JSON.parse(answer.body) as { revision: number; revisions: Record<string, number> };
      this.revision = saved.revision;
      for (const [key, value] of Object.entries(saved.revisions)) this.partRevisions.set(key, value);
    } else {
      // A whole save moves every changed part on: read them again before the next save in parts.
      this.stale = true;
    }
  }

  failed(): void {
    this.stale = true;
  }
}

interface Scenario {
  name: string;
  plan(server: RunningServer, editors: ChapterEditor[]): Omit<LoadPlan, 'concurrency' | 'durationMs'>;
}

const SCENARIOS: Scenario[] = [
  { name: 'GET /public/leaderboard', plan: () => ({ next: () => ({ method: 'GET', path: '/api/public/leaderboard' }) }) },
  {
    name: 'GET /public/leaderboard signed in',
    plan: (_server, editors) => ({ next: (client) => ({ method: 'GET', path: '/api/public/leaderboard', headers: editors[client]!.headers() }) }),
  },
  {
    name: 'chapter save (PATCH /me/material)',
    plan: (_server, editors) => ({
      next: (client) => editors[client]!.chapterSave(),
      answered: (client, answer) => editors[client]!.answered(answer),
      failed: (client) => editors[client]!.failed(),
    }),
  },
  {
    name: 'whole save (PUT /me/data)',
    plan: (_server, editors) => ({
      next: (client) => editors[client]!.wholeSave(),
      answered: (client, answer) => editors[client]!.answered(answer),
      failed: (client) => editors[client]!.failed(),
    }),
  },
  { name: 'GET /me/material', plan: (_server, editors) => ({ next: (client) => ({ method: 'GET', path: '/api/me/material', headers: editors[client]!.headers() }) }) },
  { name: 'GET /me/data', plan: (_server, editors) => ({ next: (client) => ({ method: 'GET', path: '/api/me/data', headers: editors[client]!.headers() }) }) },
];

/** GET /api/health every 100 ms until `done`, on a connection of its own: the slowest answer. */
async function healthProbe(base: URL, done: () => boolean): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let slowest = 0;
  while (!done()) {
    const sent = performance.now();
    await send(agent, base, { method: 'GET', path: '/api/health' }).catch(() => undefined);
    slowest = Math.max(slowest, performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  agent.destroy();
  return slowest;
}

const round = (value: number) => Math.round(value * 10) / 10;

async function measureBackend(backend: Backend): Promise<BenchFigure[]> {
  const server = await startServer(backend);
  const label = `server-load ${backend.name}`;
  const figures: BenchFigure[] = [{ benchmark: label, metric: `seed ${USERS.toLocaleString('en-US')} users`, value: round(server.seedSeconds), unit: 's' }];
  try {
    const editors = server.tokens.map((token) => new ChapterEditor(token, server.base));
    const agent = new http.Agent({ keepAlive: true });
    for (const editor of editors) {
      const answer = await send(agent, server.base, await editor.wholeSave());
      if (answer.status !== 200) throw new Error(`seeding the material: HTTP ${answer.status}`);
      editor.answered(answer);
    }
    agent.destroy();
    figures.push({ benchmark: label, metric: `material per account (${CONCURRENCY} accounts)`, value: Math.round(Buffer.byteLength(editors[0]!.body()) / 1024), unit: 'KB' });

    // BENCH_SCENARIOS=save,material runs only the scenarios whose names contain one of those words.
    const only = process.env.BENCH_SCENARIOS?.split(',').filter(Boolean);
    for (const scenario of SCENARIOS.filter(({ name }) => !only || only.some((word) => name.includes(word)))) {
      const plan = scenario.plan(server, editors);
      await runLoad(server.base, { concurrency: CONCURRENCY, durationMs: WARM_UP_MS, ...plan });
      let finished = false;
      const { result, maxStallMs } = await server.probe(async () => {
        const health = healthProbe(server.base, () => finished);
        const load = await runLoad(server.base, { concurrency: CONCURRENCY, durationMs: RUN_MS, ...plan });
        finished = true;
        return { load, slowestHealth: await health };
      });
      const { load, slowestHealth } = result;
      if (load.firstError) console.log(`${label} ${scenario.name}: ${load.errors} errors, first: ${load.firstError}`);
      const sorted = Array.from(load.latencies);
      const name = `${label} ${scenario.name}`;
      // A line as each run ends: a run cut short keeps the figures already measured.
      console.log(`${name}: ${Math.round(load.requests / load.seconds)} req/s, p99 ${round(sorted.length ? percentile(sorted, 99) : 0)} ms, ${load.errors} errors, stall ${round(maxStallMs)} ms`);
      figures.push(
        { benchmark: name, metric: `throughput (c=${CONCURRENCY}, ${RUN_MS / 1000} s)`, value: Math.round(load.requests / load.seconds), unit: 'req/s' },
        { benchmark: name, metric: 'latency p50', value: round(sorted.length ? percentile(sorted, 50) : 0), unit: 'ms' },
        { benchmark: name, metric: 'latency p99', value: round(sorted.length ? percentile(sorted, 99) : 0), unit: 'ms' },
        { benchmark: name, metric: 'latency max', value: round(sorted.at(-1) ?? 0), unit: 'ms' },
        { benchmark: name, metric: 'errors', value: load.errors, unit: 'requests' },
        { benchmark: name, metric: 'longest event-loop stall', value: round(maxStallMs), unit: 'ms' },
        { benchmark: name, metric: 'slowest health probe', value: round(slowestHealth), unit: 'ms' },
      );
    }
  } finally {
    await server.stop();
  }
  return figures;
}

export async function run(): Promise<BenchFigure[]> {
  // BENCH_SKIP_PGLITE=1 measures only the PostgreSQL server.
  const figures = process.env.BENCH_SKIP_PGLITE ? [] : await measureBackend({ name: 'PGlite' });
  if (process.env.BENCH_DATABASE_URL && (await postgresReachable('server-load (PostgreSQL)'))) {
    const database = await createBenchDatabase();
    const redisUrl = process.env.BENCH_REDIS_URL || undefined;
    try {
      figures.push(...(await measureBackend({ name: redisUrl ? 'PostgreSQL + Redis' : 'PostgreSQL', databaseUrl: database.url, redisUrl })));
    } finally {
      await database.drop();
    }
  }
  return figures;
}
