/**
 * Runs every benchmark under benchmarks/ (`*.bench.ts`, each exporting `run`), prints one table
 * and writes the figures to benchmarks/results/latest.json. Names given as arguments filter them:
 *   npm run bench                 all of them
 *   npm run bench -- bundle-size  only benchmarks/bundle-size.bench.ts
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark, BenchFigure } from './types';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace('.bench.ts', '')))
  .sort();

const figures: BenchFigure[] = [];
let failed = false;
for (const file of files) {
  const module = (await import(pathToFileURL(join(here, file)).href)) as { run: Benchmark };
  try {
    figures.push(...(await module.run()));
  } catch (error) {
    failed = true;
    console.error(`✗ ${file}: ${(error as Error).message}`);
  }
}

const rows = figures.map((f) => [f.benchmark, f.metric, f.value.toLocaleString('en-US'), f.unit]);
const header = ['benchmark', 'metric', 'value', 'unit'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
rows.forEach((row) => console.log(line(row)));

const resultsDir = join(here, 'results');
mkdirSync(resultsDir, { recursive: true });
const name = wanted.length ? `${wanted.join('+')}.json` : 'latest.json';
writeFileSync(join(resultsDir, name), JSON.stringify({ at: new Date().toISOString(), figures }, null, 2));
if (failed) process.exit(1);
