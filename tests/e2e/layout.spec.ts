import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gate, registerViaApi, storeToken, uniqueName } from './helpers';

const scrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden' && getComputedStyle(document.body).overflow === 'hidden');

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 560 } });

  test('the side menu opens, locks the page scroll, and closes on Escape, on the scrim and on navigation', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
    // Under 1024 px the header links give way to the burger.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Classement' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);

    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await burger.click();
    await expect(menu).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
    await expect(menu.getByText('Connecte-toi pour retrouver tes matières')).toBeVisible();
    // The panel covers the full height of the screen, above the page.
    await expect.poll(async () => (await menu.boundingBox())?.height).toBe(560);
    expect(await page.evaluate(() => document.elementFromPoint(20, 300)?.className)).toBe('side-menu__scrim');
    expect(await scrollLocked(page)).toBe(true);
    await page.mouse.move(187, 300);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
    expect(await scrollLocked(page)).toBe(false);
    // Wheeled again until it scrolls: the compositor may drop the first tick if it comes before
    // the frame that makes the page scrollable again.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 600);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(0);

    await burger.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 300);
    await expect(menu).toBeHidden();

    await burger.click();
    await menu.getByRole('link', { name: 'Classement' }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Classement global' })).toBeVisible();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('signed in, the side menu offers the profile shortcut and logout', async ({ page, request }) => {
    const account = await registerViaApi(request, uniqueName('mobile'));
    await storeToken(page, account.token);
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText(account.username)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mon profil public' })).toHaveAttribute('href', `/profile/id/${account.userId}`);

    await menu.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });
});

test('the footer shows the version and the accepted payment marks; pages scroll to the top on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Version 1.3.0 (beta)');
  const marks = footer.getByRole('list', { name: 'Paiements acceptés' });
  await expect(marks.getByRole('img')).toHaveCount(3);
  await expect(marks.getByRole('img', { name: 'Visa' })).toBeVisible();

  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('link', { name: 'Tarifs' }).click();
  await expect(page.getByRole('heading', { name: 'Tarifs' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

/** Holds back the methods screen's code (its chunk, named by the built client's manifest) at a gate. */
async function holdMethodsScreen(page: Page): Promise<ReturnType<typeof gate>> {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest['src/pages/MethodsPage.tsx']!.file;
  const hold = gate();
  await page.route(`**/${chunk}`, async (route) => {
    await hold.pass();
    await route.continue();
  });
  return hold;
}

test("a first load whose screen code is slow shows the layout and « Chargement… » meanwhile, then the screen", async ({ page }) => {
  // main.tsx waits 300 ms for the screen's code.
  const hold = await holdMethodsScreen(page);
  await page.goto('/methods');
  await expect.poll(() => hold.reached).toBe(true);
  // The code is held: past the wait, the layout and the loading notice are drawn without it.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nos méthodes' })).toHaveCount(0);
  hold.open();
  await expect(page.getByRole('heading', { name: 'Nos méthodes' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
});

test('a link whose screen code is slow keeps the page and shows a progress bar until the screen comes', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  const hold = await holdMethodsScreen(page);
  // When the click came and when the bar was put in the page, on the page's clock.
  await page.evaluate(() => {
    const times = { click: 0, bar: 0 };
    Object.assign(window, { progressTimes: times });
    document.addEventListener('click', () => (times.click = performance.now()), { capture: true });
    new MutationObserver(() => {
      if (!times.bar && document.querySelector('[role="progressbar"]')) times.bar = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('banner').getByRole('link', { name: 'Nos méthodes' }).click();
  await expect.poll(() => hold.reached).toBe(true);
  const progress = page.getByRole('progressbar', { name: 'Chargement…' });
  await expect(progress).toBeVisible();
  // Not before 150 ms: a change of screen quicker than that shows no bar at all.
  const times = await page.evaluate(() => (window as unknown as { progressTimes: { click: number; bar: number } }).progressTimes);
  expect(times.bar - times.click).toBeGreaterThanOrEqual(150);
  // The screen left stays, whole, until the next one can be drawn.
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
  hold.open();
  await expect(page.getByRole('heading', { name: 'Nos méthodes' })).toBeVisible();
  await expect(progress).toHaveCount(0);
});
