import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLargePublicFile, isUpload, manifestIcons, pwaOptions, serverOnlyNavigations, themeColour, webManifest } from './pwa';

const ORIGIN = 'https://mnemo.example';
const at = (path: string, origin = ORIGIN) => ({ url: new URL(path, ORIGIN === origin ? ORIGIN : origin), sameOrigin: origin === ORIGIN });

/** Width and height of a PNG file, read from its IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('web app manifest', () => {
  it('names the app in French with the product colours and opens standalone at /', () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({ name: 'Mnémo', short_name: 'Mnémo', lang: 'fr', display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.description).toMatch(/révision/);
    expect(manifest.theme_color).toBe(themeColour('--bg'));
    expect(manifest.background_color).toBe(themeColour('--bg'));
    // The browser's frame before the manifest is read says the same colour.
    expect(readFileSync('index.html', 'utf8')).toContain(`<meta name="theme-color" content="${themeColour('--bg')}" />`);
  });

  it('lists 192 and 512 px icons and a maskable one, each a PNG of the size it claims', () => {
    const icons = webManifest().icons ?? [];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifestIcons) expect(pngSize(`public${icon.src}`)).toEqual({ width: icon.size, height: icon.size });
  });

  it('reads colours from the stylesheet and refuses a name it does not hold', () => {
    expect(themeColour('--accent')).toBe('#6366f1');
    expect(() => themeColour('--nowhere')).toThrow(/--nowhere/);
  });
});

describe('service worker', () => {
  const API_PATHS = ['/api', '/api/me', '/api/me/data', '/api/auth/login', '/api/public/leaderboard', '/api/admin/stats', '/api/me/billing/status', '/socket.io/?EIO=4&transport=websocket'];

  it('answers navigations to client routes with the page, and leaves the server its own paths', () => {
    const served = (path: string) => !serverOnlyNavigations.some((pattern) => pattern.test(new URL(path, ORIGIN).pathname));
    for (const route of ['/', '/subjects', '/pick', '/association/train/anat/coeur', '/profile/marie-curie', '/pricing/test-checkout']) expect(served(route), route).toBe(true);
    for (const path of [...API_PATHS, '/uploads/abc.png', '/sw.js', '/manifest.webmanifest', '/demo/coeur-schema.png']) expect(served(path), path).toBe(false);
  });

  it('never stores an API answer: its runtime caches hold public files of our origin only', () => {
    const routes = pwaOptions().workbox?.runtimeCaching ?? [];
    expect(routes.map((route) => route.urlPattern)).toEqual([isUpload, isLargePublicFile]);
    for (const route of routes) {
      const matches = route.urlPattern as typeof isUpload;
      for (const path of API_PATHS) expect(matches(at(path)), path).toBeFalsy();
      // Another site's file at a look-alike path is not ours to keep.
      expect(matches(at('/uploads/abc.png', 'https://cdn.example'))).toBeFalsy();
      expect(matches(at('/fonts/inter-latin-400-normal.woff2', 'https://cdn.example'))).toBeFalsy();
    }
    expect(isUpload(at('/uploads/abc.png'))).toBe(true);
    expect(isLargePublicFile(at('/fonts/inter-latin-400-normal.woff2'))).toBe(true);
    expect(isLargePublicFile(at('/demo/coeur-schema.png'))).toBe(true);
  });

  it('waits for the student before an update takes over, and precaches the built files only', () => {
    const options = pwaOptions();
    expect(options.registerType).toBe('prompt');
    expect(options.workbox?.skipWaiting).toBeUndefined();
    expect(options.workbox?.globPatterns).toEqual(['**/*.{js,css,html}']);
  });
});
