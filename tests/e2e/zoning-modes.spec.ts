import { expect, test } from '@playwright/test';
import { CHAPTER, clickBoard, square, stage, student, uploadViaApi, type XY } from './boards';
import { registerViaApi, storeToken, uniqueName } from './helpers';

test('« Dans l’ordre » asks the legends in the board’s order, « Zones visibles » outlines every zone, both remembered', async ({ page, request }) => {
  const seed = await registerViaApi(request, uniqueName('zonimg'));
  const imageUrl = await uploadViaApi(request, seed.token);
  const labels = ['Aorte', 'Veine cave', 'Apex', 'Atrium droit'];
  const corners: XY[] = [[0.1, 0.1], [0.5, 0.1], [0.3, 0.6], [0.7, 0.6]];
  const legends = labels.map((label, i) => square(`l${i}`, label, corners[i]![0], corners[i]![1], 0.2));
  const account = await student(request, [{ id: 'ordre', imageUrl, title: 'Voies', legends }]);
  await storeToken(page, account.token);
  await page.goto(`/zoning/train${CHAPTER}`);
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');
  await expect(stage(page)).toHaveAttribute('data-zones', '0');

  await page.getByLabel('Zones visibles').check();
  await expect(stage(page)).toHaveAttribute('data-zones', String(labels.length));
  await page.getByLabel('Dans l’ordre').check();
  await page.reload();
  await expect(page.getByLabel('Dans l’ordre')).toBeChecked();
  await expect(page.getByLabel('Zones visibles')).toBeChecked();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');

  for (let i = 0; i < labels.length; i++) {
    await expect(page.getByText(`Question ${i + 1} / ${labels.length}`)).toBeVisible();
    await expect(page.getByTestId('legend-to-place')).toHaveText(labels[i]!);
    await clickBoard(page, [corners[i]![0] + 0.1, corners[i]![1] + 0.1]);
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Bien placé !')).toBeVisible();
    await page.waitForTimeout(350);
    await page.getByRole('button', { name: i < labels.length - 1 ? 'Continuer' : 'Terminer' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Session terminée' })).toBeVisible();
  await expect(page.locator('.results-stat').first()).toContainText(`${labels.length} / ${labels.length}`);
});
