import { expect, test, type Page } from '@playwright/test';
import { formatCount } from '../../src/features/home/format';
import { gate } from './helpers';

/** The tour is not part of these journeys: mark it as already dismissed. */
async function withoutTutorial(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('mnemo.tutorialStatus', 'dismissed'));
}

test.beforeEach(async ({ page }) => withoutTutorial(page));

test('the statistics show … while loading, then count up to the server figures', async ({ page }) => {
  const stats = gate();
  // The figures the page was given: journeys running beside this one change the server's.
  let served: Record<string, number> | undefined;
  await page.route('**/api/public/stats', async (route) => {
    await stats.pass();
    const response = await route.fetch();
    served = ((await response.json()) as { stats: Record<string, number> }).stats;
    await route.fulfill({ response });
  });
  await page.goto('/');
  const cards = page.locator('.stat-card__value');
  await expect(cards).toHaveText(['…', '…', '…', '…']);
  stats.open();
  await expect.poll(() => served).toBeDefined();
  const expected = [served!.cards, served!.sessions, served!.chapters, served!.users].map((n) => formatCount(n!));
  await expect(cards).toHaveText(expected);
});

test('the statistics give way to a notice when the server cannot answer', async ({ page }) => {
  await page.route('**/api/public/stats', (route) => route.fulfill({ status: 500, json: { error: 'indisponible' } }));
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Statistiques en cours de mise à jour' })).toBeVisible();
});

test('the hero leads to the picker and the methods', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Découvrir les méthodes' }).click();
  await expect(page).toHaveURL(/\/methods$/);
  await expect(page.locator('.method-card')).toHaveCount(6);
  // QCM is available; « Dictée anat » and « Regroupement » are still to come.
  await expect(page.getByText('Bientôt disponible')).toHaveCount(2);
});

test('the FAQ keeps one answer open at a time', async ({ page }) => {
  await page.goto('/');
  const first = page.getByRole('button', { name: 'Comment fonctionne Mnémo ?' });
  const last = page.getByRole('button', { name: 'Mes données sont-elles en sécurité ?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Chaque bonne réponse rapporte des points.')).toBeVisible();
  await last.click();
  await expect(last).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('hébergées en France')).toBeVisible();
  await last.click();
  await expect(page.locator('.faq__answer:visible')).toHaveCount(0);
});

test.describe('the methods carousel at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('moves by arrows, dots, left/right keys and swipe, 220 px per card', async ({ page }) => {
    await page.goto('/');
    const track = page.locator('.carousel__track');
    const dots = page.locator('.carousel__dot');
    const current = (n: number) => expect(dots.nth(n)).toHaveAttribute('aria-current', 'true');
    await current(0);
    await page.getByRole('button', { name: 'Méthode suivante' }).click();
    await current(1);
    await expect(track).toHaveAttribute('data-shift', '220');
    await page.getByRole('button', { name: 'Méthode précédente' }).click();
    await current(0);
    await page.getByRole('button', { name: 'Aller à la méthode 3' }).click();
    await current(2);
    await expect(track).toHaveAttribute('data-shift', '440');

    const viewport = page.getByRole('group', { name: 'Méthodes de révision' });
    await viewport.focus();
    await page.keyboard.press('ArrowLeft');
    await current(1);
    await page.keyboard.press('ArrowRight');
    await current(2);

    // The cards are taller than the screen: bring the top of the carousel in, below the sticky header.
    await viewport.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const box = (await viewport.boundingBox())!;
    const y = box.y + 200;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 4 });
      await page.mouse.up();
    };
    await swipe(250, 230); // 20 px: under the threshold
    await current(2);
    await swipe(100, 200);
    await current(1);
    await swipe(250, 150);
    await current(2);
  });

  test('a method card presets the picker', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aller à la méthode 2' }).click();
    await page.locator('.method-card--active').getByRole('link', { name: 'Essayer cette méthode' }).click();
    expect(await page.evaluate(() => window.sessionStorage.getItem('mnemo.pickedMethod'))).toBe('image-zoning');
  });
});

test('at 1440 px the hero puts content in its right half, not only on the left', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const rightHalf = await page.locator('.hero').evaluate((hero) => {
    const box = hero.getBoundingClientRect();
    const middle = box.left + box.width / 2;
    return [...hero.querySelectorAll('*')]
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().left >= middle)
      .reduce((area, el) => Math.max(area, el.getBoundingClientRect().width * el.getBoundingClientRect().height), 0);
  });
  // At least a card's worth of the right half holds something (the live figures).
  expect(rightHalf).toBeGreaterThan(200 * 100);
});

test("`/` is answered with a page that requests the home screen's code and styles with it; other addresses are not", async ({ request }) => {
  const links = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const home = links(await (await request.get('/')).text());
  const other = links(await (await request.get('/leaderboard')).text());
  const extra = home.filter((href) => !other.includes(href));
  expect(other.every((href) => home.includes(href))).toBe(true);
  expect(extra.some((href) => href?.endsWith('.css'))).toBe(true);
  expect(extra.filter((href) => href?.endsWith('.js')).length).toBeGreaterThan(0);
  // The stylesheet added is the home screen's own.
  const page = await (await request.get(extra.find((href) => href?.endsWith('.css'))!)).text();
  expect(page).toContain('.hero');
});
