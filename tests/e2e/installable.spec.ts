import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './browsers';
import { controllingWorker } from './offlineHelpers';

// The installed app's service worker runs here (playwright.config.ts blocks it elsewhere), in the
// whole browser: Chromium's installability verdict is the browser's, and the headless shell the
// other journeys run in objects to no page at all (one without a manifest included).
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

interface WebManifest {
  name: string;
  short_name: string;
  lang: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

test('installable: a French manifest with fetchable icons, and a service worker controlling the page (Lighthouse-style check)', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestResponse = await request.get(manifestHref!);
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as WebManifest;
  expect(manifest).toMatchObject({ name: 'Mnémo', short_name: 'Mnémo', lang: 'fr', display: 'standalone', start_url: '/', scope: '/' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  // What browsers ask of an installable app: a 192 px and a 512 px icon; a maskable one for Android.
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const png = await file.body();
    const [width, height] = icon.sizes.split('x').map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([width, height]);
  }

  expect(await controllingWorker(page)).toBe('/sw.js');
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // Chromium's own verdict (what Lighthouse's installability audit reads), and the manifest as it parsed it.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito profiles, where Chromium never offers to install: that is
  // the one objection allowed, the manifest, icons and worker raise none.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.errors).toEqual([]);
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
});
