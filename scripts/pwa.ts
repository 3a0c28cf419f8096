/**
 * The installable app (issue 18, item 3): the web app manifest and the service worker that
 * vite-plugin-pwa generates with Workbox at build time. The worker precaches the built shell and
 * every route chunk, answers navigations with the precached page so a visited route opens
 * offline, and never stores an API answer: the only runtime caches hold public files by URL.
 */
import { readFileSync } from 'node:fs';
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
// With extensions: Vite loads its config, this module among them, without guessing them.
import { appDescription, appName } from '../src/i18n/install.js';
import { LANDING_HTML } from './landingHtml.js';

/** A colour custom property of src/styles/base.css: one source for the page and the installed app. */
export function themeColour(name: string): string {
  const css = readFileSync(new URL('../src/styles/base.css', import.meta.url), 'utf8');
  const colour = new RegExp(`${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(css)?.[1];
  if (!colour) throw new Error(`src/styles/base.css has no hex colour ${name}`);
  return colour;
}

/**
 * The icons of the manifest, drawn from the logo by scripts/make-app-icons.ts. A maskable icon
 * is cut to the launcher's shape, so it fills its square and keeps the mark in the safe circle.
 */
export const manifestIcons = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
/** The home-screen icon iOS reads from <link rel="apple-touch-icon"> instead of the manifest. */
export const appleTouchIcon = { src: '/icons/apple-touch-icon.png', size: 180 } as const;

/**
 * Paths a navigation must reach the server for, mirroring its SPA fallback (server/app.ts): the
 * API, uploads, socket.io, and anything named like a file (an upload opened in a tab…).
 */
export const serverOnlyNavigations = [/^\/(api|uploads|socket\.io)(\/|$)/, /\.[a-z0-9]+$/i];

/** What Workbox hands a runtime route's match callback, of which these use two fields. */
interface RequestPlace {
  url: URL;
  sameOrigin: boolean;
}

/** Stored uploads: public bytes at an unguessable, immutable URL (server/routes/uploads.ts). */
export const isUpload = ({ url, sameOrigin }: RequestPlace) =>
  sameOrigin && url.pathname.startsWith('/uploads/');
/** Public files too big or too rarely used to precache: profile fonts, the demo diagram. */
export const isLargePublicFile = ({ url, sameOrigin }: RequestPlace) =>
  sameOrigin && (url.pathname.startsWith('/fonts/') || url.pathname.startsWith('/demo/'));

export function webManifest(): Partial<ManifestOptions> {
  const background = themeColour('--bg');
  return {
    id: '/',
    name: appName,
    short_name: appName,
    description: appDescription,
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: background,
    background_color: background,
    categories: ['education'],
    icons: manifestIcons.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

const DAY_SECONDS = 24 * 60 * 60;

export function pwaOptions(): Partial<VitePWAOptions> {
  return {
    // The update waits for the student's « Recharger »: src/app/serviceWorker.ts registers the
    // worker by hand, as workbox-window would cost the home page 2.2 KiB (gzip) of its budget.
    registerType: 'prompt',
    injectRegister: false,
    manifest: webManifest(),
    // The manifest's icons are precached with these: the frame's images, read on every screen.
    includeAssets: ['favicon.svg', 'badges/*.svg', appleTouchIcon.src.slice(1)],
    workbox: {
      // The built page, scripts and styles: the shell and every route's chunk, hashed by the build.
      globPatterns: ['**/*.{js,css,html}'],
      // The server's copy of the page for `/` (scripts/landingHtml.ts); offline, index.html serves every address.
      globIgnores: [LANDING_HTML],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: serverOnlyNavigations,
      // A first visit is controlled as soon as the worker is ready: offline works without a second load.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Anything not matched here (the API, socket.io) goes to the network and is never stored.
      runtimeCaching: [
        {
          urlPattern: isUpload,
          handler: 'CacheFirst',
          options: {
            cacheName: 'mnemo-uploads',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
          },
        },
        {
          urlPattern: isLargePublicFile,
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'mnemo-public-files',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 40, purgeOnQuotaError: true },
          },
        },
      ],
    },
  };
}
