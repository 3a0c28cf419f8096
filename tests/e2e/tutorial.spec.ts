import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, uniqueName } from './helpers';

const card = (page: Page) => page.locator('.tutorial-card');
const step = (page: Page, n: number) => expect(card(page).getByText(`Étape ${n} / 16`)).toBeVisible();
const next = (page: Page, label: string) => card(page).getByRole('button', { name: label, exact: true }).click();

test('a first-time visitor follows the whole tour from the home page through sign-up to the profile', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Envie d'un tour guidé ?" })).toBeVisible();
  await page.getByRole('button', { name: 'Lancer le tutoriel' }).click();

  await step(page, 1);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' }).first();
  // Only the highlighted action stays usable.
  await expect(nav.getByRole('link', { name: 'Tarifs' })).toHaveAttribute('aria-disabled', 'true');
  await expect(nav.getByRole('link', { name: 'Classement' })).not.toHaveAttribute('aria-disabled', 'true');
  await nav.getByRole('link', { name: 'Tarifs' }).click({ force: true });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('tutorial-spotlight')).toBeVisible();

  await next(page, 'Voir le classement');
  await expect(page).toHaveURL(/\/leaderboard$/);
  await step(page, 2);
  await next(page, 'Suivant');
  await step(page, 3);
  await next(page, "Aller à l'inscription");
  await expect(page).toHaveURL(/\/auth$/);
  await step(page, 4);

  const username = uniqueName('tour');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  const form = page.getByRole('tabpanel', { name: 'Inscription' });
  await form.getByLabel('Pseudo').fill(username);
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  // Signed in: the tour goes on, and the app stays on the page instead of opening /account.
  await step(page, 5);
  await expect(page).toHaveURL(/\/auth$/);

  await next(page, 'Voir les méthodes');
  await expect(page).toHaveURL(/\/methods$/);
  await step(page, 6);
  await next(page, 'Suivant');
  await step(page, 7);
  await next(page, 'Mes matières');
  await expect(page).toHaveURL(/\/subjects$/);
  await step(page, 8);
  await next(page, 'Suivant');
  await step(page, 9);
  await next(page, 'Suivant');
  await step(page, 10);
  // Following the highlighted link itself also moves the tour on.
  await nav.getByRole('link', { name: "M'entraîner" }).click();
  await expect(page).toHaveURL(/\/pick/);
  await step(page, 11);
  for (const n of [12, 13, 14, 15]) {
    await next(page, 'Suivant');
    await step(page, n);
  }
  await next(page, 'Mon compte');
  await expect(page).toHaveURL(/\/account$/);
  await step(page, 16);
  await next(page, 'Terminer');
  await expect(card(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('mnemo.tutorialStatus'))).toBe('completed');
  await expect(nav.getByRole('link', { name: 'Tarifs' })).not.toHaveAttribute('aria-disabled', 'true');
});

test('"Pas maintenant" hides the offer for good; "Passer" advances without leaving the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Pas maintenant' }).click();
  await expect(card(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Révise plus malin, retiens plus longtemps.' })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('mnemo.tutorialStatus'))).toBe('dismissed');

  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByRole('button', { name: 'Lancer le tutoriel' }).click();
  await step(page, 1);
  await card(page).getByRole('button', { name: 'Passer cette étape' }).click();
  await step(page, 2);
  await expect(page).toHaveURL(/\/$/);
  await card(page).getByRole('button', { name: 'Abandonner le tutoriel' }).click();
  await expect(card(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('mnemo.tutorialStatus'))).toBe('dismissed');
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the step card sits at the bottom, full width, and Next still navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Lancer le tutoriel' }).click();
    await step(page, 1);
    const box = (await card(page).boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(375);
    expect(Math.round(box.y + box.height)).toBe(740);
    await next(page, 'Voir le classement');
    await expect(page).toHaveURL(/\/leaderboard$/);
    await step(page, 2);
    await page.screenshot({ path: '/tmp/shots10/tutorial-375.png' });
  });
});
