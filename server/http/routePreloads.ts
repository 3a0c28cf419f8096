import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Lazy pages whose code the server announces in the HTML of their route. The client router loads
 * a page's chunk only once the entry has run: on `/` that waterfall made the largest paint wait
 * for a second round trip (issue 20). With `<link rel="modulepreload">` the browser fetches the
 * page's chunks alongside the entry.
 */
const ROUTE_PAGES: Record<string, string> = { '/': 'src/pages/HomePage.tsx' };

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** `key`'s chunk and every chunk it imports statically, as build file names. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/**
 * The built `index.html` of each route of `ROUTE_PAGES`, with preload links for the chunks of its
 * page that the entry does not already load. Empty when the build has no manifest.
 */
export function htmlWithPreloads(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return pages;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? chunkFiles(manifest, entry) : new Set<string>();
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    const links = [...chunkFiles(manifest, page)]
      .filter((file) => !loaded.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    if (links.length > 0) pages.set(route, html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
  }
  return pages;
}
