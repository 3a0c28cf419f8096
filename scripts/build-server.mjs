// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies the
// SQL migrations beside it, where server/db/migrate.ts looks for them, and the two worker threads
// the server starts from files beside it: the document worker (server/services/documents) and the
// embedded database's (server/db/pgliteWorker.mjs).
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';

rmSync('dist/server', { recursive: true, force: true });
mkdirSync('dist/server', { recursive: true });

const entries = { main: 'server/main.ts', admin: 'server/cli/admin.ts', documentWorker: 'server/services/documents/worker.ts' };
await build({
  entryPoints: entries,
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
cpSync('server/db/pgliteWorker.mjs', 'dist/server/pgliteWorker.mjs');
console.log('server bundled into dist/server/');
