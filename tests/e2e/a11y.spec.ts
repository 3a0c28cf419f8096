import { expect, test } from '@playwright/test';
import { seriousViolations } from './checks';
import { registerViaApi, storeToken, uniqueName } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('mnemo.tutorialStatus', 'dismissed'));
});

for (const [path, heading] of [
  ['/', 'Révise plus malin, retiens plus longtemps.'],
  ['/methods', 'Nos méthodes'],
  ['/pricing', 'Tarifs'],
  ['/leaderboard', 'Classement global'],
  ['/auth', 'Bienvenue sur Mnémo'],
] as const) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const [path, heading] of [
  ['/subjects', 'Mes matières'],
  ['/pick', "M'entraîner"],
] as const) {
  test(`signed in, ${path} has no serious or critical accessibility violation`, async ({ page, request }) => {
    const account = await registerViaApi(request, uniqueName('axe'));
    await storeToken(page, account.token);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the tutorial step card has no serious or critical accessibility violation', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.removeItem('mnemo.tutorialStatus'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Lancer le tutoriel' }).click();
  await expect(page.getByText('Étape 1 / 16')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
