import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages';
import { startTestServer, type TestServer } from '../test/harness';
import { registerUser, type RegisteredUser } from '../test/factories';
import { dataUrl, png } from '../test/files';

let server: TestServer;
let clientDir: string;
let user: RegisteredUser;
let uploadUrl: string;

const APP_JS = 'console.log("mnemo");';
const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>';
const SERVICE_WORKER = 'self.addEventListener("fetch", () => undefined);';
const WEB_MANIFEST = '{"name":"Mnémo","start_url":"/"}';

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'mnemo-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(clientDir, 'assets', 'app.js'), APP_JS);
  // The build's precompressed twin (scripts/compress-client.mjs).
  writeFileSync(join(clientDir, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
  // What vite-plugin-pwa writes beside the page (scripts/pwa.ts).
  writeFileSync(join(clientDir, 'sw.js'), SERVICE_WORKER);
  writeFileSync(join(clientDir, 'manifest.webmanifest'), WEB_MANIFEST);
  server = await startTestServer({ clientDir });
  user = await registerUser(server);
  uploadUrl = (await server.post('/api/me/uploads', { token: user.token, body: { dataUrl: dataUrl('image/png', png()) } })).json().url;
});
afterAll(async () => {
  await server?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

function expectStrictCsp(header: unknown): void {
  const csp = directives(header);
  // Our own scripts, and WebAssembly (the Anki import's sql.js); no other eval.
  expect(csp['script-src']).toBe("'self' 'wasm-unsafe-eval'");
  expect(csp['object-src']).toBe("'none'");
  expect(csp['base-uri']).toBe("'none'");
  expect(csp['frame-ancestors']).toBe("'none'");
  expect(csp['default-src']).toBe("'self'");
}

describe('security headers', () => {
  it('the API answers carry the strict CSP, nosniff and no-store', async () => {
    for (const res of [
      await server.get('/api/health'),
      await server.get('/api/me', { token: user.token }),
      await server.get('/api/me'),
      await server.get('/api/nowhere'),
      await server.post('/api/auth/login', { body: { username: 'x' } }),
    ]) {
      expectStrictCsp(res.headers['content-security-policy']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect((await server.get('/api/me', { token: user.token })).headers['cache-control']).toBe('no-store');
    expect((await server.get('/api/me')).headers['cache-control']).toBe('no-store');
  });

  it('the HTML page carries the strict CSP and is revalidated', async () => {
    const page = await server.get('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe(INDEX_HTML);
    expectStrictCsp(page.headers['content-security-policy']);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('client routes fall back to the page; hashed assets are cached for good', async () => {
    const route = await server.get('/subjects/anat/coeur');
    expect(route.statusCode).toBe(200);
    expect(route.body).toBe(INDEX_HTML);
    expectStrictCsp(route.headers['content-security-policy']);
    const asset = await server.get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('assets go out precompressed to browsers that accept it, plain to the others', async () => {
    const compressed = await server.get('/assets/app.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(APP_JS);
    const plain = await server.get('/assets/app.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('unknown API and upload paths answer JSON 404, never the page', async () => {
    for (const path of ['/api/nowhere', '/api', '/uploads/nothing.png']) {
      const res = await server.get(path);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toContain('<!doctype');
    }
    // And other methods on client paths are not served the page either.
    const post = await server.post('/subjects', { body: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: messages.routeNotFound });
  });

  it('the service worker and the web manifest are allowed by the CSP and revalidated on every check', async () => {
    const csp = directives((await server.get('/')).headers['content-security-policy']);
    expect(csp['worker-src']?.split(' ')).toContain("'self'");
    expect(csp['manifest-src']).toBe("'self'");
    const worker = await server.get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A cached worker would keep students on an old version: the browser must always ask.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toBe(SERVICE_WORKER);
    const manifest = await server.get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Mnémo', start_url: '/' });
  });

  it('uploads are sandboxed so they can never run script', async () => {
    const file = await server.get(uploadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('malformed requests never cause a 5xx', () => {
  const ROUTES = [
    '/api/auth/register',
    '/api/auth/login',
    '/api/auth/logout',
    '/api/me',
    '/api/me/data',
    '/api/me/uploads',
    '/api/health',
    '/api/me/sessions',
    '/api/me/sessions/',
    '/api/me/export',
    '/api/me/billing/status',
    '/api/me/billing/checkout',
    '/api/me/billing/test-checkout/',
    '/api/public/stats',
    '/api/public/leaderboard',
    '/api/public/profiles/',
    '/api/public/users/',
    '/api/public/share',
    '/api/public/share/',
    '/api/admin/stats',
    '/api/admin/users/',
    '/api',
    '/',
    '/uploads/',
  ];
  /** The calls of the API with the fields their bodies take. */
  const ENDPOINTS: Array<{ method: string; url: string; fields: string[] }> = [
    { method: 'POST', url: '/api/auth/register', fields: ['username', 'password', 'avatar', 'banner'] },
    { method: 'POST', url: '/api/auth/login', fields: ['username', 'password'] },
    { method: 'POST', url: '/api/auth/logout', fields: [] },
    { method: 'GET', url: '/api/me', fields: [] },
    { method: 'PUT', url: '/api/me', fields: ['username', 'avatar', 'banner', 'display', 'password', 'slug'] },
    { method: 'GET', url: '/api/me/data', fields: [] },
    { method: 'PUT', url: '/api/me/data', fields: ['revision', 'subjects', 'cards', 'zoningSets', 'mindMaps', 'profileMusicUrl', 'sessions'] },
    { method: 'POST', url: '/api/me/uploads', fields: ['dataUrl'] },
    { method: 'DELETE', url: '/api/me/uploads', fields: ['url'] },
    // Never DELETE /api/me: the fuzzing user has to survive the run.
    { method: 'POST', url: '/api/me/sessions/start', fields: ['sessionId', 'methodId', 'subjectId', 'chapterId'] },
    { method: 'POST', url: '/api/me/sessions', fields: ['id', 'methodId', 'subjectId', 'chapterId', 'startedAt', 'finishedAt', 'questions'] },
    { method: 'DELETE', url: '/api/me/sessions/s1', fields: [] },
    { method: 'POST', url: '/api/me/points', fields: ['delta'] },
    { method: 'POST', url: '/api/me/badges', fields: ['badgeId'] },
    { method: 'POST', url: '/api/public/share', fields: ['type', 'version', 'meta', 'card', 'cards', 'set', 'sets', 'map', 'maps'] },
    { method: 'GET', url: '/api/public/share/ABCDEF', fields: [] },
    { method: 'POST', url: '/api/public/visits', fields: ['day'] },
    { method: 'POST', url: '/api/me/billing/checkout', fields: ['plan', 'successUrl', 'cancelUrl'] },
    { method: 'POST', url: '/api/me/billing/confirm', fields: ['sessionId'] },
    { method: 'POST', url: '/api/admin/users/x/ban', fields: ['minutes'] },
    { method: 'POST', url: '/api/admin/announcements', fields: ['title', 'body', 'imageUrl', 'accentColor', 'active'] },
  ];
  const text = fc.string({ unit: 'binary', maxLength: 60 });
  /** Strings that databases, parsers and URL handling tend to choke on. */
  const nasty = fc.constantFrom(
    'nul\u0000inside',
    'lone\ud800surrogate',
    '\ud83d',
    '   ',
    '',
    '9999999999999',
    '-1',
    '1e400',
    'NaN',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/png;base64,AAAAA',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:;base64,',
    'https://example.com/a.png',
    'http://[',
    'javascript:alert(1)',
    '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png',
    '#zzzzzz',
  );
  const scalar = fc.oneof(
    { weight: 3, arbitrary: text },
    { weight: 3, arbitrary: nasty },
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e300),
  );
  const value = fc.oneof(
    { weight: 4, arbitrary: scalar },
    fc.array(scalar, { maxLength: 3 }),
    fc.dictionary(text, scalar, { maxKeys: 3 }),
    fc.array(
      fc.record({ id: scalar, name: scalar, chapters: fc.array(fc.record({ id: scalar, name: scalar }), { maxLength: 2 }) }, { requiredKeys: [] }),
      { maxLength: 2 },
    ),
    fc.dictionary(fc.oneof(text, fc.constantFrom('anat.coeur', 'a.b')), fc.array(fc.dictionary(text, scalar, { maxKeys: 4 }), { maxLength: 2 }), { maxKeys: 2 }),
  );
  const headerText = text.map((s) => s.replace(/[^\x20-\x7e]/g, ''));
  const header = (values: fc.Arbitrary<string>) => fc.option(fc.oneof(values, headerText), { nil: undefined });

  interface FuzzRequest {
    method: string;
    url: string;
    payload: string | Buffer | undefined;
    contentType: string | undefined;
    authorization: string | undefined;
    ifMatch: string | undefined;
  }

  /** Mostly strings (the fields' type), often nasty ones; now and then anything. */
  const stringish = fc.oneof(
    { weight: 3, arbitrary: nasty },
    { weight: 2, arbitrary: text },
    { weight: 2, arbitrary: fc.tuple(fc.string({ minLength: 3, maxLength: 12 }), nasty).map(([a, b]) => a + b) },
    { weight: 1, arbitrary: value },
  );
  const richField = fc.oneof({ weight: 3, arbitrary: stringish }, scalar);
  const subjectsField = fc.array(
    fc.record({
      id: fc.oneof(fc.constant('anat'), richField),
      name: richField,
      colorHex: richField,
      chapters: fc.array(fc.record({ id: fc.oneof(fc.constant('coeur'), richField), name: richField }), { maxLength: 2 }),
    }),
    { maxLength: 2 },
  );
  const cardsField = fc.dictionary(
    fc.oneof(fc.constant('anat.coeur'), text),
    fc.array(fc.record({ id: richField, answer: richField, answers: fc.array(richField, { maxLength: 2 }), text: richField, imageUrl: richField }), {
      maxLength: 2,
    }),
    { maxKeys: 2 },
  );
  const fieldValue = (field: string): fc.Arbitrary<unknown> => {
    if (field === 'subjects') return fc.oneof({ weight: 4, arbitrary: subjectsField }, value);
    if (field === 'cards' || field === 'zoningSets' || field === 'mindMaps') return fc.oneof({ weight: 4, arbitrary: cardsField }, value);
    if (field === 'display') return fc.oneof(fc.dictionary(fc.constantFrom('fontFamily', 'color', 'gradientEnabled', 'glowColor'), richField), value);
    if (field === 'revision') return fc.oneof(fc.constant('CURRENT'), scalar);
    return stringish;
  };

  /** Calls shaped like the real ones, with odd values in every field. */
  const targeted: fc.Arbitrary<FuzzRequest> = fc.constantFrom(...ENDPOINTS).chain((endpoint) => {
    const fields = Object.fromEntries(endpoint.fields.map((f) => [f, fieldValue(f)]));
    return fc.record({
      method: fc.constant(endpoint.method),
      url: fc.constant(endpoint.url),
      payload: fc.oneof(
        { weight: 6, arbitrary: fc.record(fields).map((o) => JSON.stringify(o)) },
        fc.record(fields, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
        fc.constant(undefined),
      ),
      contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
      authorization: fc.constantFrom('valid', 'valid', 'valid', 'Bearer junk', undefined),
      ifMatch: fc.option(fc.oneof({ weight: 4, arbitrary: fc.constant('CURRENT') }, fc.constantFrom('W/"1"', '*', '"99999999999"', '"-5"', '"1.5"'), headerText), {
        nil: undefined,
      }),
    });
  });

  /** Anything at all: methods, paths, content types and bodies at random. */
  const wild: fc.Arbitrary<FuzzRequest> = fc.record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'),
    url: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...ROUTES) },
      fc.tuple(fc.constantFrom(...ROUTES), text).map(([route, tail]) => route + encodeURIComponent(tail)),
      fc.tuple(fc.constantFrom(...ROUTES), text).map(([route, q]) => `${route}?${encodeURIComponent(q)}=${encodeURIComponent(q)}`),
      fc.constantFrom('/uploads/%00', '/uploads/..%2f..%2fetc%2fpasswd', '/api/%E0%A4%A', '//api//me', '/api/me/', '/api/me/data/../data'),
    ),
    payload: fc.option(
      fc.oneof(
        fc.json(),
        text,
        fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
        fc.constantFrom('{', '{"username":', 'null', '[]', '""', '1e400', '{"__proto__":{"admin":true}}', '\u0000'),
      ),
      { nil: undefined },
    ),
    contentType: header(
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
      ),
    ),
    authorization: header(fc.constantFrom('valid', 'Bearer junk', 'Bearer', `Bearer ${'A'.repeat(43)}`, 'Basic Zm9vOmJhcg==')),
    ifMatch: header(fc.constantFrom('"0"', 'W/"1"', '*', '"99999999999"')),
  });

  it('answers every random request below 500, with a French JSON error when it fails', async () => {
    let revision = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: targeted }, { weight: 2, arbitrary: wild }), async (req) => {
        const headers: Record<string, string> = {};
        if (req.contentType !== undefined) headers['content-type'] = req.contentType;
        // The valid token is never used to log out, so it stays valid for the next runs.
        if (req.authorization === 'valid') {
          if (!req.url.startsWith('/api/auth/logout')) headers.authorization = `Bearer ${user.token}`;
        } else if (req.authorization !== undefined) {
          headers.authorization = req.authorization;
        }
        // 'CURRENT' stands for the document's revision at the time, so saves get through to the database.
        if (req.ifMatch !== undefined) headers['if-match'] = req.ifMatch === 'CURRENT' ? `"${revision}"` : req.ifMatch;
        const payload = typeof req.payload === 'string' ? req.payload.replace('"revision":"CURRENT"', `"revision":${revision}`) : req.payload;
        const res = await server.request(req.method as 'GET', req.url, { headers, ...(payload !== undefined ? { payload } : {}) });
        if (req.method === 'PUT' && req.url === '/api/me/data' && res.statusCode === 200) revision = res.json().revision;
        const what = `${req.method} ${req.url} ${JSON.stringify(headers)} ${String(req.payload).slice(0, 300)} → ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode >= 400 && req.method !== 'HEAD') {
          expect(res.headers['content-type'], what).toMatch(/^application\/json/);
          const answer = res.json();
          expect(typeof answer.error, what).toBe('string');
          expect(answer.error.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 800 },
    );
    // The fuzzing user is still whole.
    expect((await server.get('/api/me', { token: user.token })).statusCode).toBe(200);
  });
});
