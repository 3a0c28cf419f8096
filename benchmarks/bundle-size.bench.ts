import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchFigure } from './types';

const CLIENT_DIR = 'dist/client';
/** Heavy editor libraries that must only load on their own routes. */
const HEAVY = ['node_modules/pixi.js', 'node_modules/@pixi/', 'node_modules/@xyflow/', 'node_modules/@tiptap/', 'node_modules/prosemirror'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The JS files `/` loads before any lazy route: the entry and its static imports, transitively. */
export function filesLoadedByHome(manifest: Record<string, ManifestChunk>): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest: run `npm run build:client` first.');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entry[0]);
  return [...files];
}

/** Gzipped size of the JS loaded by `/`, and whether any heavy library slipped into it. */
export async function run(): Promise<BenchFigure[]> {
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = filesLoadedByHome(manifest);
  let raw = 0;
  let gzip = 0;
  const heavyFound = new Set<string>();
  for (const file of files) {
    const code = readFileSync(join(CLIENT_DIR, file));
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
    // Rolldown's tiny runtime chunk has no source map, and no library code either.
    const mapPath = join(CLIENT_DIR, `${file}.map`);
    if (!existsSync(mapPath)) continue;
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      const heavy = HEAVY.find((lib) => source.includes(lib));
      if (heavy) heavyFound.add(heavy.replace('node_modules/', ''));
    }
  }
  if (heavyFound.size > 0) {
    throw new Error(`The home page bundle includes ${[...heavyFound].join(', ')}: load them lazily.`);
  }
  return [
    { benchmark: 'bundle /', metric: 'JS files loaded', value: files.length, unit: 'files' },
    { benchmark: 'bundle /', metric: 'JS loaded (raw)', value: Math.round(raw / 102.4) / 10, unit: 'KiB' },
    { benchmark: 'bundle /', metric: 'JS loaded (gzip)', value: Math.round(gzip / 102.4) / 10, unit: 'KiB' },
    { benchmark: 'bundle /', metric: 'PixiJS, XYFlow, TipTap in it', value: 0, unit: 'libraries' },
  ];
}
