import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, storeToken, uniqueName } from './helpers';
import { controllingWorker } from './offlineHelpers';
import { timeLimit } from './timeLimit';

// The installed app: its service worker runs here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The paths of every response the service worker's caches hold. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('offline: visited routes open again from the service worker, and no API answer comes from a cache', async ({ page, context, request }) => {
  const account = await registerViaApi(request, uniqueName('horsligne'));
  await storeToken(page, account.token);
  await page.goto('/subjects');
  await expect(page.getByRole('heading', { name: 'Mes matières', level: 1 })).toBeVisible();
  await controllingWorker(page);
  await page.getByRole('banner').getByRole('link', { name: 'Nos méthodes' }).click();
  await expect(page.getByRole('heading', { name: 'Nos méthodes', level: 1 })).toBeVisible();

  await context.setOffline(true);
  try {
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Nos méthodes', level: 1 })).toBeVisible();
    // Every route's code is precached: a screen not opened yet on this device opens too.
    await page.getByRole('banner').getByRole('link', { name: 'Tarifs' }).click();
    await expect(page.getByRole('heading', { name: 'Tarifs', level: 1 })).toBeVisible();
    // A full load of a signed-in route: the page and the shell come from the worker (what the
    // route shows without its data is the offline sync's part).
    const subjects = await page.goto('/subjects');
    expect(subjects?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('link', { name: 'Mnémo — accueil' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();

    // The API is asked anew every time: offline, the answer fails instead of coming from a cache.
    const me = await page.evaluate(async (token) => {
      try {
        const response = await fetch('/api/me', { headers: { authorization: `Bearer ${token}` } });
        return `answered ${response.status}`;
      } catch {
        return 'failed';
      }
    }, account.token);
    expect(me).toBe('failed');
    const cached = await cachedPaths(page);
    expect(cached).toContain('/index.html');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api') || path.startsWith('/socket.io'))).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});

/**
 * The built server on a copy of the client, so a test can deploy a new version under it without
 * touching the build the other specs load. PGlite in a data directory of its own.
 */
async function serverOnClientCopy(port: number): Promise<{ base: string; clientDir: string; stop(): Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'mnemo-e2e-pwa-'));
  const clientDir = join(root, 'client');
  cpSync('dist/client', clientDir, { recursive: true });
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(root, 'data'), CLIENT_DIR: clientDir, RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) break;
    if (await fetch(`${base}/`).then((r) => r.ok, () => false)) return { base, clientDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server on port ${port} did not start`);
}

test('update: a new version is offered in a toast that waits, and « Recharger » switches to it', async ({ browser }) => {
  // A first PGlite start (initdb) on a loaded machine can take a while.
  test.setTimeout(timeLimit(180_000));
  const own = await serverOnClientCopy(Number(process.env.E2E_PORT ?? 3100) + 92);
  const context = await browser.newContext({ baseURL: own.base, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  try {
    const page = await context.newPage();
    await page.goto('/methods');
    await controllingWorker(page);

    // A deployment: the worker script changes (a build with other files precaches another list).
    const worker = join(own.clientDir, 'sw.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// next version\n`);
    for (const twin of ['sw.js.br', 'sw.js.gz']) rmSync(join(own.clientDir, twin), { force: true });
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
      return navigator.serviceWorker.getRegistration().then((registration) => registration!.update());
    });
    const toast = page.locator('.toast').filter({ hasText: 'Nouvelle version disponible' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    // Until the student answers, the new version waits and the old one keeps the page.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null)).toBe(true);

    await toast.getByRole('button', { name: 'Recharger' }).click();
    // The reload may be under way when asked: a page being replaced counts as not reloaded yet.
    await expect
      .poll(() => page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false).catch(() => true))
      .toBe(false);
    await expect(page.getByRole('heading', { name: 'Nos méthodes', level: 1 })).toBeVisible();
    const after = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      return { waiting: registration.waiting !== null, controlled: navigator.serviceWorker.controller?.state === 'activated' };
    });
    expect(after).toEqual({ waiting: false, controlled: true });
    await expect(page.locator('.toast').filter({ hasText: 'Nouvelle version disponible' })).toHaveCount(0);
  } finally {
    await context.close();
    await own.stop();
  }
});
