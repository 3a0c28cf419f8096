// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies the
// SQL migrations beside it, where server/db/migrate.ts looks for them, and the rich-text worker,
// which server/services/richText.ts starts from the file beside it.
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';

rmSync('dist/server', { recursive: true, force: true });
mkdirSync('dist/server', { recursive: true });

const entries = { main: 'server/main.ts', admin: 'server/cli/admin.ts' };
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
cpSync('server/services/purifyWorker.mjs', 'dist/server/purifyWorker.mjs');
console.log('server bundled into dist/server/');
