import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { layoutProblems, seriousViolations } from './checks';
import { registerViaApi, storeToken, uniqueName } from './helpers';
import { waitForSave } from './study';

/**
 * Every main screen at a phone's and a desktop's width: a screenshot under
 * <output>/screens/, and no sideways scrolling, nothing sticking out, no text spilling out of its
 * box, no control lying under another element. The training screens also get the axe-core scan.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('mnemo.tutorialStatus', 'dismissed'));
});

for (const width of [375, 1440]) {
  test(`main screens at ${width} px: screenshots, no overflow, no overlap`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const check = async (name: string, options: { axe?: boolean } = {}) => {
      await page.waitForLoadState('networkidle');
      // From the top: a sticky header would otherwise be drawn mid-page in the full-page shot.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.screenshot({ path: join(testInfo.project.outputDir, 'screens', `${name}-${width}.png`), fullPage: true });
      expect.soft(await layoutProblems(page), `${name} at ${width} px`).toEqual([]);
      if (options.axe) expect.soft(await seriousViolations(page), `${name} accessibility`).toEqual([]);
    };

    await page.goto('/');
    await expect(page.locator('.stat-card__value').first()).not.toHaveText('…');
    await check('home');
    await page.goto('/methods');
    await expect(page.getByRole('heading', { name: 'Nos méthodes' })).toBeVisible();
    await check('methods');
    await page.goto('/pricing');
    await expect(page.locator('.plan-card')).toHaveCount(3);
    await check('pricing');

    // A new student adds the demo subject from the empty subjects screen.
    const account = await registerViaApi(request, uniqueName('ecran'));
    await storeToken(page, account.token);
    await page.goto('/subjects');
    const saved = waitForSave(page);
    await page.getByRole('button', { name: 'Ajouter un exemple' }).click();
    await saved;
    await expect(page.getByText('Anatomie (exemple)', { exact: true })).toBeVisible();
    await check('subjects');

    const { data } = (await (await request.get('/api/me/data', { headers: { authorization: `Bearer ${account.token}` } })).json()) as {
      data: { subjects: Array<{ id: string; chapters: Array<{ id: string; name: string }> }> };
    };
    const subject = data.subjects[0]!;
    const chapter = (name: string) => `${subject.id}/${subject.chapters.find((c) => c.name === name)!.id}`;

    await page.goto(`/association/train/${chapter('Le cœur')}`);
    await expect(page.getByLabel('Ta réponse')).toBeVisible();
    await check('training-association', { axe: true });
    await page.goto(`/zoning/train/${chapter('Le cœur')}`);
    await expect(page.locator('.board-canvas__stage')).toHaveAttribute('data-ready', 'true');
    await check('training-zoning', { axe: true });
    await page.goto(`/mindmap/train/${chapter('La circulation')}`);
    await expect(page.locator('input.map-blank').first()).toBeVisible();
    await check('training-mindmap', { axe: true });

    await page.goto(`/profile/id/${account.userId}`);
    await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
    await check('profile');
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('account');
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { name: 'Classement global' })).toBeVisible();
    await check('leaderboard');
    await page.goto(`/mindmap/manage/${chapter('La circulation')}`);
    await page.getByRole('button', { name: 'Modifier' }).first().click();
    await expect(page.locator('.react-flow__node').first()).toBeVisible();
    await check('editor-mindmap');
  });
}
