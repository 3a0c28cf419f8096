import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Vite's build manifest (`build.manifest`): the chunks by source, with their static imports and CSS. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The screen of `/`, the page most visitors open first, and the page the server answers `/` with. */
export const LANDING_SCREEN = 'src/pages/HomePage.tsx';
export const LANDING_HTML = 'home.html';

/**
 * `html` (the built index.html) with the preloads of `screen`'s chunks that the entry does not
 * preload already, and its stylesheets: the screen's code is requested with the page instead of
 * after the entry has run (on a slow phone link, a round trip and more before the first content).
 */
export function withScreenPreloads(html: string, manifest: BuildManifest, screen: string): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  const loaded = new Set([entry, ...(manifest[entry]!.imports ?? [])]);
  const chunks: string[] = [];
  const styles: string[] = [];
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    chunks.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(screen);
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  const links = [
    ...chunks.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return html.replace('</head>', `\n    ${links.join('\n    ')}\n  </head>`);
}

/** Writes `home.html` beside index.html at the end of the client build (see `withScreenPreloads`). */
export function landingHtml(): Plugin {
  let outDir = '';
  return {
    name: 'mnemo-landing-html',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, LANDING_HTML), withScreenPreloads(html, manifest, LANDING_SCREEN));
    },
  };
}
