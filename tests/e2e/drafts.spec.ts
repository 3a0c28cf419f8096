import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, registerViaApi, storeToken, uniqueName } from './helpers';
import { materialOf, seedMaterial } from './offlineHelpers';
import { timeLimit } from './timeLimit';

/**
 * Forms left unsaved come back after a reload, for their account only (issue 18): the mind map
 * being built and the profile edit; « Ignorer le brouillon » lets them go.
 */

const restoredNotice = (page: Page) => page.getByText('Brouillon repris là où tu l’avais laissé.');

test('a mind map being built survives a reload, is forgotten once discarded, and once saved', async ({ page }) => {
  test.setTimeout(timeLimit(90_000));
  const account = await registerViaApi(page.request, uniqueName('cartebrouillon'));
  await seedMaterial(page, account, {});
  await storeToken(page, account.token);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/mindmap/manage/anat/coeur');
  await page.getByLabel('Titre de la mind map').fill('Circulation');
  for (const [n, label] of [[1, 'Cœur'], [2, 'Poumon']] as const) {
    await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
    await page.getByRole('textbox', { name: `Intitulé — Noeud ${n}`, exact: true }).click();
    await page.keyboard.type(label);
    await expect(page.locator('.map-card').filter({ hasText: label })).toHaveCount(1);
  }
  await expect(page.locator('.map-card')).toHaveCount(2);
  await page.waitForTimeout(800);

  await page.reload();
  await expect(restoredNotice(page)).toBeVisible();
  await expect(page.getByLabel('Titre de la mind map')).toHaveValue('Circulation');
  await expect(page.locator('.map-card')).toHaveText(['Cœur', 'Poumon']);

  // Discarded: the editor starts over, and so does the next visit.
  await page.getByRole('button', { name: 'Ignorer le brouillon' }).click();
  await expect(restoredNotice(page)).toHaveCount(0);
  await expect(page.getByLabel('Titre de la mind map')).toHaveValue('');
  await expect(page.locator('.map-card')).toHaveCount(0);
  await page.waitForTimeout(800);
  await page.reload();
  await expect(page.getByLabel('Titre de la mind map')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByLabel('Titre de la mind map')).toHaveValue('');
  await expect(restoredNotice(page)).toHaveCount(0);

  // Built again and saved: nothing is offered back.
  await page.getByLabel('Titre de la mind map').fill('Enregistrée');
  for (const n of [1, 2]) {
    await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
    await page.getByRole('textbox', { name: `Intitulé — Noeud ${n}`, exact: true }).click();
    await page.keyboard.type(`Noeud ${n}`);
    await expect(page.locator('.map-card').filter({ hasText: `Noeud ${n}` })).toHaveCount(1);
  }
  await page.getByRole('button', { name: 'Ajouter une flèche' }).click();
  await page.waitForTimeout(800);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Mind map enregistrée')).toBeVisible();
  await expect.poll(async () => (await materialOf(page, account)).mindMaps['anat.coeur']?.[0]?.title, { timeout: 15_000 }).toBe('Enregistrée');
  await page.waitForTimeout(800);
  await page.reload();
  await expect(page.getByLabel('Titre de la mind map')).toHaveValue('Enregistrée');
  await page.waitForTimeout(500);
  await expect(restoredNotice(page)).toHaveCount(0);
});

test('a profile edit survives a reload without its password, and never shows for another account on the same browser', async ({ page }) => {
  const first = await registerViaApi(page.request, uniqueName('profilA'));
  const second = await registerViaApi(page.request, uniqueName('profilB'));
  await storeToken(page, first.token);
  await page.goto('/account');
  const form = page.locator('form.account-form').filter({ has: page.getByLabel('Pseudo') });
  await form.getByLabel('Pseudo').fill('nouveau-pseudo');
  await form.getByLabel('Nouveau mot de passe').fill(PASSWORD + '-neuf');
  await page.waitForTimeout(800);

  await page.reload();
  await expect(restoredNotice(page)).toBeVisible();
  await expect(form.getByLabel('Pseudo')).toHaveValue('nouveau-pseudo');
  await expect(form.getByLabel('Nouveau mot de passe')).toHaveValue('');

  // Another account on this browser: nothing of it.
  await storeToken(page, second.token);
  await page.goto('/account');
  await expect(form.getByLabel('Pseudo')).toHaveAttribute('placeholder', second.username);
  await page.waitForTimeout(500);
  await expect(form.getByLabel('Pseudo')).toHaveValue('');
  await expect(restoredNotice(page)).toHaveCount(0);

  // The first account gets it back, then lets it go.
  await storeToken(page, first.token);
  await page.goto('/account');
  await expect(form.getByLabel('Pseudo')).toHaveValue('nouveau-pseudo');
  await page.getByRole('button', { name: 'Ignorer le brouillon' }).click();
  await expect(form.getByLabel('Pseudo')).toHaveValue('');
  await page.waitForTimeout(800);
  await page.reload();
  await expect(form.getByLabel('Pseudo')).toHaveAttribute('placeholder', first.username);
  await page.waitForTimeout(500);
  await expect(restoredNotice(page)).toHaveCount(0);
});
