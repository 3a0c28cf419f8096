/**
 * The largest document (PUT /api/me/data) and share (POST /api/public/share) the server accepts
 * made of rich text it must clean with DOMPurify (`<span>` is not allowed), as many distinct texts
 * as one request may ask: how long the server takes, and the longest the event loop stalls
 * meanwhile (perf_hooks in the server's process, and a health request every 20 ms over HTTP); and the
 * same for reading that document back.
 * Runs the server in this process on an in-memory PGlite (server/test/harness.ts).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { limits } from '../domain/limits';
import { registerUser } from '../server/test/factories';
import { startTestServer, type TestServer } from '../server/test/harness';
import type { BenchFigure } from './types';

const CHAPTERS = 20;
const CARDS_PER_CHAPTER = 1000;
/** normaliseSharePayload keeps at most 5,000 cards. */
const SHARED_CARDS = 5000;

const dirty = (key: number) => `<span>x${key}</span><i>y</i>`.repeat(20);
const card = (i: number, prefix: string) => ({ id: `${prefix}${i}`, answer: `a${i}`, text: dirty(i % limits.richTextRepairsPerRequest) });

function largestDocument() {
  const ids = Array.from({ length: CHAPTERS }, (_, c) => `c${c}`);
  return {
    subjects: [{ id: 's1', name: 'Anatomie', chapters: ids.map((id) => ({ id, name: id })) }],
    cards: Object.fromEntries(ids.map((id) => [`s1.${id}`, Array.from({ length: CARDS_PER_CHAPTER }, (_, i) => card(i, `${id}-`))])),
  };
}

interface Measured {
  status: number;
  ms: number;
  stallMs: number;
  probeMs: number;
}

async function measure(server: TestServer, send: () => Promise<Response>): Promise<Measured> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const start = performance.now();
  let done = false;
  const answer = send().then(async (res) => {
    await res.arrayBuffer();
    done = true;
    return res.status;
  });
  let probeMs = 0;
  while (!done) {
    const sent = performance.now();
    await fetch(`${server.url}/api/health`).then((res) => res.arrayBuffer());
    probeMs = Math.max(probeMs, performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const status = await answer;
  const ms = performance.now() - start;
  delay.disable();
  return { status, ms, stallMs: delay.max / 1e6, probeMs };
}

const round = (value: number) => Math.round(value);

export async function run(): Promise<BenchFigure[]> {
  const server = await startTestServer({ redis: false });
  try {
    const user = await registerUser(server);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${user.token}` };
    const documentBody = JSON.stringify(largestDocument());
    const shareBody = JSON.stringify({ type: 'association-training', cards: Array.from({ length: SHARED_CARDS }, (_, i) => card(i, 'k')) });

    const saved = await measure(server, () =>
      fetch(`${server.url}/api/me/data`, { method: 'PUT', headers: { ...headers, 'if-match': '"0"' }, body: documentBody }),
    );
    const read = await measure(server, () => fetch(`${server.url}/api/me/data`, { headers }));
    const shared = await measure(server, () => fetch(`${server.url}/api/public/share`, { method: 'POST', headers, body: shareBody }));
    if (saved.status !== 200 || read.status !== 200 || shared.status !== 201) {
      throw new Error(`refused: document ${saved.status}, read back ${read.status}, share ${shared.status}`);
    }

    const figures: BenchFigure[] = [];
    for (const [name, body, result, items] of [
      ['document', documentBody, saved, CHAPTERS * CARDS_PER_CHAPTER],
      ['document read back (GET /api/me/data)', documentBody, read, CHAPTERS * CARDS_PER_CHAPTER],
      ['share', shareBody, shared, SHARED_CARDS],
    ] as const) {
      const benchmark = `rich text to clean, largest ${name} (${items.toLocaleString('en-US')} cards, ${limits.richTextRepairsPerRequest.toLocaleString('en-US')} distinct)`;
      figures.push(
        { benchmark, metric: 'body', value: Math.round(Buffer.byteLength(body) / 1024), unit: 'KiB' },
        { benchmark, metric: 'server time', value: round(result.ms), unit: 'ms' },
        { benchmark, metric: 'longest event-loop stall', value: round(result.stallMs), unit: 'ms' },
        { benchmark, metric: 'slowest health answer', value: round(result.probeMs), unit: 'ms' },
      );
    }
    return figures;
  } finally {
    await server.close();
  }
}
