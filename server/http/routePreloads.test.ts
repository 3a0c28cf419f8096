import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';
/** A build manifest as Vite writes it: the entry, the home page (lazy) and the chunks they share. */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_home.js': { file: 'assets/home.js', imports: ['_react.js', '_countUp.js'] },
  '_countUp.js': { file: 'assets/countUp.js' },
  'src/pages/HomePage.tsx': { file: 'assets/HomePage.js', isDynamicEntry: true, imports: ['index.html', '_react.js', '_home.js'] },
  'src/pages/SubjectsPage.tsx': { file: 'assets/SubjectsPage.js', isDynamicEntry: true, imports: ['index.html'] },
};

let clientDir: string;
let server: TestServer;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'mnemo-client-'));
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  server = await startTestServer({ clientDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the home page announces its lazy chunks', () => {
  it('/ preloads the home page chunk and what it imports, not what the entry already loads', async () => {
    const res = await server.get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(res.body).sort()).toEqual(['/assets/HomePage.js', '/assets/countUp.js', '/assets/home.js']);
    expect(res.body).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('other routes get the page as built, without them', async () => {
    for (const path of ['/subjects', '/pricing', '/auth']) {
      const res = await server.get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    }
  });
});
