// Runs a TypeScript entry point with tsx, forwarding arguments and the exit code.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const [entry, ...args] = process.argv.slice(2);
const result = spawnSync(process.execPath, [tsxCli, entry, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
