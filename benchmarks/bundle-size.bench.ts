import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { FULL_CHROMIUM } from '../tests/e2e/browsers';
import { withBenchServer } from './browser';
import type { BenchFigure } from './types';

const CLIENT_DIR = 'dist/client';
/** Heavy editor libraries that must only load on their own routes. */
const HEAVY = ['node_modules/pixi.js', 'node_modules/@pixi/', 'node_modules/@tiptap/', 'node_modules/prosemirror'];
/** What `/` may load, gzipped (issue 20): a visitor, and a signed-in student (data, realtime). */
export const HOME_BUDGET_KIB = { 'signed out': 120, 'signed in': 170 } as const;

/**
 * The JS files `/` really runs: loaded in headless Chromium, counting every script the page
 * fetches until it is idle, the chunks imported after start included (route, realtime client…).
 */
async function scriptsLoaded(page: Page, url: string): Promise<string[]> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().resourceType() === 'script' || path.endsWith('.js')) files.add(path.replace(/^\//, ''));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Imports started after idle (a realtime client after the first paint) land in this pause.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  return [...files].sort();
}

/** Gzipped size of the JS `/` loads signed out and signed in, and whether a heavy library slipped in. */
export function run(): Promise<BenchFigure[]> {
  // `npm run build` runs this: a machine without Chromium still builds, and is told why no figure.
  const chromium = FULL_CHROMIUM;
  if (!existsSync(chromium)) {
    console.warn(`bundle-size: no Chromium at ${chromium} (set CHROMIUM_PATH): what / loads was not measured.`);
    return Promise.resolve([]);
  }
  return withBenchServer(async ({ base, browser, register, signedInPage }) => {
    const token = await register('poids');
    const loads = {
      'signed out': await (async () => {
        const context = await browser.newContext();
        const files = await scriptsLoaded(await context.newPage(), `${base}/`);
        await context.close();
        return files;
      })(),
      'signed in': await (async () => {
        const page = await signedInPage(token);
        const files = await scriptsLoaded(page, `${base}/`);
        await page.context().close();
        return files;
      })(),
    };
    const figures: BenchFigure[] = [];
    for (const [who, files] of Object.entries(loads) as Array<[keyof typeof HOME_BUDGET_KIB, string[]]>) {
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
      if (heavyFound.size > 0) throw new Error(`The home page (${who}) loads ${[...heavyFound].join(', ')}: load them lazily.`);
      const name = `bundle / ${who}`;
      figures.push(
        { benchmark: name, metric: 'JS files loaded', value: files.length, unit: 'files' },
        { benchmark: name, metric: 'JS loaded (raw)', value: Math.round(raw / 102.4) / 10, unit: 'KiB' },
        { benchmark: name, metric: `JS loaded (gzip), budget ${HOME_BUDGET_KIB[who]}`, value: Math.round(gzip / 102.4) / 10, unit: 'KiB' },
      );
    }
    figures.push({ benchmark: 'bundle /', metric: 'PixiJS, TipTap in it', value: 0, unit: 'libraries' });
    return figures;
  });
}
