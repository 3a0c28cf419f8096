/** Minimal fetch wrapper for the Mnémo API (part 1 §7): JSON in and out, bearer token, French errors. */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly payload: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The `error` text the server sent, if any (spec: "the server's message, else …"). */
  get serverMessage(): string | null {
    return errorField(this.payload);
  }

  /** Registration answers a map of field errors besides the message. */
  get fieldErrors(): Record<string, string> {
    const fields = isRecord(this.payload) ? this.payload.fieldErrors : undefined;
    if (!isRecord(fields)) return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The request outlives the page (a save sent as the student leaves or reloads it) when its body
   * is small enough: browsers refuse `keepalive` bodies past 64 KiB in flight.
   */
  keepalive?: boolean;
  /** The answer is a file (an .ics…): handed back as a Blob; errors are JSON as usual. */
  file?: boolean;
}

/** Below the browsers' 64 KiB in flight for `keepalive` requests, with room for another. */
const KEEPALIVE_MAX_BYTES = 48 * 1024;

const baseUrl: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');
let tokenSource: () => string | null = () => null;

/** The client reads the current token through this, so it needs no knowledge of app state. */
export function setTokenSource(source: () => string | null): void {
  tokenSource = source;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = tokenSource();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
    keepalive: options.keepalive === true && (body === undefined || (body.length <= KEEPALIVE_MAX_BYTES && new TextEncoder().encode(body).length <= KEEPALIVE_MAX_BYTES)),
  });
  if (options.file && response.ok) return (await response.blob()) as T;
  const payload = await readJson(response);
  if (!response.ok) {
    throw new ApiError(errorField(payload) ?? (response.statusText || `HTTP ${response.status}`), response.status, payload);
  }
  return payload as T;
}

/** The server's message when the call failed with one, else `fallback` (network errors included). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}

export function isStatus(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

/** The request did not reach Mnémo: no network (fetch fails) or the server is away behind its proxy. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError || [502, 503, 504].some((status) => isStatus(error, status));
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorField(payload: unknown): string | null {
  return isRecord(payload) && typeof payload.error === 'string' && payload.error ? payload.error : null;
}
