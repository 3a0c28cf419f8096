import { expect, test } from '@playwright/test';
import { CHAPTER, clickBoard, square, stage, student, uploadViaApi, type XY } from './boards';
import { seriousViolations } from './checks';
import { registerViaApi, storeToken, uniqueName } from './helpers';
import { TYPED_ANSWER_MS } from './study';
import { timeLimit } from './timeLimit';

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
    await expect(page.getByText(`Question ${i + 1} sur ${labels.length}`)).toBeVisible();
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

test('« Nommer la zone »: one zone outlined, its label typed; right, wrong, unaccented and « Presque ! » answers re-judged by the server, points, remembered', async ({ page, request }) => {
  test.setTimeout(timeLimit(90_000));
  const seed = await registerViaApi(request, uniqueName('zonnom'));
  const imageUrl = await uploadViaApi(request, seed.token);
  const labels = ['Aorte', 'Ventricule gauche', 'Artère pulmonaire', 'Veine cave supérieure', 'Oreillette droite', 'Valve mitrale', 'Septum', 'Apex', 'Péricarde', 'Myocarde'];
  // Ten zones in two rows of five.
  const legends = labels.map((label, i) => square(`n${i}`, label, 0.03 + (i % 5) * 0.19, i < 5 ? 0.1 : 0.55, 0.15));
  const account = await student(request, [{ id: 'noms', imageUrl, title: 'Cœur', legends }]);
  await storeToken(page, account.token);
  await page.goto(`/zoning/train${CHAPTER}`);
  await expect(page.getByRole('radio', { name: 'Placer' })).toBeChecked();

  await page.getByRole('radio', { name: 'Nommer la zone' }).check();
  await page.getByLabel('Dans l’ordre').check();
  // « Zones visibles » belongs to « Placer ».
  await expect(page.getByLabel('Zones visibles')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Nommer la zone' })).toBeChecked();
  await expect(page.getByLabel('Dans l’ordre')).toBeChecked();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');

  const field = page.getByLabel('Ta réponse');
  const typed = (label: string, i: number) =>
    i === 1 ? 'Ventricule droit' : i === 2 ? 'artere pulmonaire' : i === 3 ? 'veine cave superieur' : label;
  for (let i = 0; i < labels.length; i++) {
    await expect(page.getByText(`Question ${i + 1} sur ${labels.length}`)).toBeVisible();
    // Only the zone to name is drawn, and the answer field has the focus: typing is enough.
    await expect(stage(page)).toHaveAttribute('data-zones', '1');
    await expect(field).toBeFocused();
    await page.keyboard.type(typed(labels[i]!, i));
    await page.waitForTimeout(TYPED_ANSWER_MS);
    await page.keyboard.press('Enter');
    if (i === 1) {
      await expect(page.getByText('Mauvaise réponse.')).toBeVisible();
      await expect(page.getByText('Réponse attendue : Ventricule gauche')).toBeVisible();
    } else if (i === 3) {
      await expect(page.getByText('Presque !')).toBeVisible();
      await expect(page.locator('.answer-feedback mark')).toHaveText(['e']);
      expect(await seriousViolations(page)).toEqual([]);
    } else {
      await expect(page.getByText('Bonne réponse !')).toBeVisible();
    }
    await page.keyboard.press('Enter');
  }

  const results = page.getByRole('region', { name: 'Session terminée' });
  await expect(results.locator('.results-stat').first()).toContainText('9 / 10');
  await expect(results.locator('.points-counter')).toHaveText('+90 pts');
  const review = results.locator('.zone-review__item');
  await expect(review).toHaveCount(10);
  await expect(review.nth(1)).toContainText('Raté');
  await expect(review.nth(1).locator('.review__answers')).toContainText('Ta réponseVentricule droit');
  await expect(review.nth(1).locator('.review__answers')).toContainText('Réponse attendueVentricule gauche');
  await expect(review.nth(2)).toContainText('Réussi');
  await expect(review.nth(2).locator('.review__answers')).toContainText('Ta réponseartere pulmonaire');
  await expect(review.nth(3)).toContainText('Presque !');
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${account.token}` } });
  expect(((await me.json()) as { user: { points: number } }).user.points).toBe(90);
});

test('« Nommer la zone » without a labelled zone says so and keeps the way back to « Placer »', async ({ page, request }) => {
  const seed = await registerViaApi(request, uniqueName('zonvide'));
  const imageUrl = await uploadViaApi(request, seed.token);
  const account = await student(request, [{ id: 'muet', imageUrl, legends: [square('m0', '', 0.2, 0.2, 0.3)] }]);
  await storeToken(page, account.token);
  await page.goto(`/zoning/train${CHAPTER}`);
  await page.getByRole('radio', { name: 'Nommer la zone' }).check();
  await expect(page.getByText('Aucune zone à nommer : donne un intitulé à tes légendes, ou choisis « Placer ».')).toBeVisible();
  await expect(page.getByLabel('Ta réponse')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Placer' }).check();
  await expect(page.getByText('Question 1 sur 1')).toBeVisible();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');
});
