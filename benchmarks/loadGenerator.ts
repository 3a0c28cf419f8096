/**
 * A closed-loop HTTP load generator on node:http: `concurrency` clients on kept-alive connections,
 * each sending its next request as soon as the previous answer has been read, for `durationMs`.
 */
import http from 'node:http';

export interface LoadRequest {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The answer's body is wanted (LoadAnswer.body); otherwise it is read and dropped. */
  keepBody?: boolean;
}

export interface LoadAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** With `keepBody`. */
  body?: string;
}

export interface LoadPlan {
  concurrency: number;
  durationMs: number;
  /** The request client `client` sends next (its preparation is not timed). */
  next(client: number): LoadRequest | Promise<LoadRequest>;
  /** Sees each answer (e.g. to carry a new revision into the next request). */
  answered?(client: number, answer: LoadAnswer): void;
  /** Hears that a request of `client` failed or timed out. */
  failed?(client: number): void;
}

export interface LoadResult {
  /** Answers read, errors included. */
  requests: number;
  /** Answers with a status of 400 or more, and requests that failed or timed out. */
  errors: number;
  firstError: string | null;
  seconds: number;
  /** Milliseconds of every successful request, sorted. */
  latencies: Float64Array;
}

/** A request without an answer after this long counts as an error. */
const TIMEOUT_MS = 10_000;

export function send(agent: http.Agent, base: URL, request: LoadRequest, timeoutMs = TIMEOUT_MS): Promise<LoadAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
    const req = http.request({ agent, host: base.hostname, port: base.port, method: request.method, path: request.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => request.keepBody && chunks.push(chunk));
      res.on('end', () => {
        const answer: LoadAnswer = { status: res.statusCode ?? 0, headers: res.headers };
        if (request.keepBody) answer.body = Buffer.concat(chunks).toString('utf8');
        resolve(answer);
      });
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(request.body);
  });
}

export async function runLoad(base: URL, plan: LoadPlan): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.concurrency });
  const latencies: number[] = [];
  let requests = 0;
  let errors = 0;
  let firstError: string | null = null;
  const failed = (why: string) => {
    errors += 1;
    firstError ??= why;
  };
  const started = performance.now();
  const deadline = started + plan.durationMs;
  const client = async (index: number) => {
    while (performance.now() < deadline) {
      const request = await plan.next(index);
      const sent = performance.now();
      try {
        const answer = await send(agent, base, request);
        requests += 1;
        if (answer.status >= 400) failed(`${request.method} ${request.path}: HTTP ${answer.status}`);
        else latencies.push(performance.now() - sent);
        plan.answered?.(index, answer);
      } catch (error) {
        requests += 1;
        failed(`${request.method} ${request.path}: ${(error as Error).message}`);
        plan.failed?.(index);
      }
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, (_, i) => client(i)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests, errors, firstError, seconds, latencies: Float64Array.from(latencies).sort() };
}
