import { expect, test, type Page } from '@playwright/test';
import { boardBox, CHAPTER, clickBoard, drawLegend, pointChip, square, stage, student, uploadViaApi, type XY } from './boards';
import { pngBuffer, registerViaApi, storeToken, uniqueName } from './helpers';
import { waitForSave } from './study';

async function dragBoard(page: Page, from: XY, to: XY): Promise<void> {
  const box = await boardBox(page);
  await page.mouse.move(box.x + from[0] * box.width, box.y + from[1] * box.height);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0] * box.width, box.y + to[1] * box.height, { steps: 8 });
  await page.mouse.up();
}

test('the editor: upload, three zones (one concave), drag and undo, save, reload and load again', async ({ page, request }) => {
  const account = await student(request);
  await storeToken(page, account.token);
  await page.goto(`/zoning/manage${CHAPTER}`);
  await expect(page.getByText('Téléverse un schéma ou colle son lien')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une légende' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

  await page.getByLabel('Titre de la planche').fill('Cœur de test');
  await page.getByLabel('Téléverser une image').setInputFiles({ name: 'schema.png', mimeType: 'image/png', buffer: pngBuffer(800, 600, [236, 226, 210]) });
  await expect(page.getByText('Image téléchargée ✅')).toBeVisible();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');

  // A triangle without a label: saving says what is missing.
  await page.getByRole('button', { name: 'Ajouter une légende' }).click();
  await expect(page.getByRole('button', { name: 'Ajouter une légende' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await clickBoard(page, [0.1, 0.1]);
  await clickBoard(page, [0.3, 0.1]);
  await expect(page.getByRole('button', { name: 'Terminer la forme' })).toBeDisabled();
  await clickBoard(page, [0.2, 0.3]);
  await page.getByRole('button', { name: 'Terminer la forme' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Chaque légende doit contenir un intitulé.');
  await page.getByLabel('Intitulé').fill('Oreillette droite');

  // A concave "L" and a square.
  await drawLegend(page, [[0.5, 0.1], [0.6, 0.1], [0.6, 0.3], [0.8, 0.3], [0.8, 0.4], [0.5, 0.4]], 'Ventricule gauche');
  await drawLegend(page, [[0.2, 0.6], [0.4, 0.6], [0.4, 0.8], [0.2, 0.8]], 'Aorte');
  await expect(page.getByText('3 légendes')).toBeVisible();

  // Drag the square's second point, then undo with the keyboard.
  await expect(pointChip(page, 2)).toHaveAttribute('title', 'x 40 % · y 60 %');
  await dragBoard(page, [0.4, 0.6], [0.45, 0.52]);
  await expect(pointChip(page, 2)).toHaveAttribute('title', 'x 45 % · y 52 %');
  await page.getByRole('heading', { name: /Légendes/ }).click();
  await page.keyboard.press('Control+z');
  await expect(pointChip(page, 2)).toHaveAttribute('title', 'x 40 % · y 60 %');
  await page.keyboard.press('Control+Shift+z');
  await expect(pointChip(page, 2)).toHaveAttribute('title', 'x 45 % · y 52 %');
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(pointChip(page, 2)).toHaveAttribute('title', 'x 40 % · y 60 %');

  // A click inside the concave zone's notch selects nothing; inside its foot, it selects it.
  await clickBoard(page, [0.7, 0.2]);
  await expect(page.getByTestId('active-legend')).toContainText('Aorte');
  await clickBoard(page, [0.7, 0.35]);
  await expect(page.getByTestId('active-legend')).toContainText('Ventricule gauche');
  await expect(page.locator('.legend-item').first()).toContainText('Ventricule gauche');

  // The board is saved locally at once and reaches the server after the save queue's debounce.
  const savedOnServer = waitForSave(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Planche enregistrée')).toBeVisible();
  await expect(page.locator('.board-row')).toContainText('3 légendes');

  await savedOnServer;
  await page.reload();
  const row = page.locator('.board-row', { hasText: 'Cœur de test' });
  await expect(row).toContainText('3 légendes');
  await row.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByText('Planche chargée. Tu peux ajuster les zones avant de sauvegarder.')).toBeVisible();
  await expect(page.locator('.legend-item')).toHaveCount(3);
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');

  const saved = (await (await request.get('/api/me/data', { headers: { authorization: `Bearer ${account.token}` } })).json()) as {
    data: { zoningSets: Record<string, { legends: { label: string; points: { x: number; y: number }[] }[] }[]> };
  };
  const legends = saved.data.zoningSets['anat.coeur']![0]!.legends;
  expect(legends.map((l) => l.label)).toEqual(['Ventricule gauche', 'Aorte', 'Oreillette droite']);
  expect(legends[0]!.points).toHaveLength(6);
  expect(legends[1]!.points[1]!.x).toBeCloseTo(0.4, 2);
  expect(legends[1]!.points[1]!.y).toBeCloseTo(0.6, 2);

  // Deleting asks first, then offers to undo.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Supprimer définitivement cette planche ?');
    void dialog.accept();
  });
  await row.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Planche supprimée')).toBeVisible();
  await expect(page.locator('.board-row')).toHaveCount(0);
  await page.getByRole('button', { name: 'Annuler', exact: true }).last().click();
  await expect(page.locator('.board-row')).toHaveCount(1);
});

test('practice: right inside the zone, wrong outside with the solution shown, then the results', async ({ page, request }) => {
  const seed = await registerViaApi(request, uniqueName('zonimg'));
  const imageUrl = await uploadViaApi(request, seed.token);
  const board = {
    id: 'board-1',
    imageUrl,
    title: 'Cœur',
    legends: [square('l1', 'Aorte', 0.1, 0.1, 0.2), square('l2', 'Veine cave', 0.5, 0.1, 0.2), square('l3', 'Apex', 0.3, 0.6, 0.2)],
  };
  const account = await student(request, [board]);
  await storeToken(page, account.token);
  await page.goto(`/zoning/train${CHAPTER}`);
  const zones: Record<string, XY> = { Aorte: [0.2, 0.2], 'Veine cave': [0.6, 0.2], Apex: [0.4, 0.7] };

  await expect(page.getByText('Question 1 sur 3')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^00:0\d$/);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('alert')).toHaveText('Clique sur le schéma pour positionner ta légende.');

  for (let i = 0; i < 3; i++) {
    await expect(stage(page)).toHaveAttribute('data-ready', 'true');
    const label = (await page.getByTestId('legend-to-place').textContent())!;
    const right = i < 2;
    await clickBoard(page, right ? zones[label]! : [0.9, 0.9]);
    await expect(stage(page)).toHaveAttribute('data-marker', 'placed');
    await page.getByRole('button', { name: 'Valider' }).click();
    if (right) {
      await expect(page.getByText('Bien placé !')).toBeVisible();
      await expect(stage(page)).toHaveAttribute('data-solution', 'none');
    } else {
      await expect(page.getByText('Raté : la bonne zone est affichée sur le schéma.')).toBeVisible();
      await expect(stage(page)).toHaveAttribute('data-marker', 'wrong');
      await expect(stage(page)).toHaveAttribute('data-solution', 'shown');
    }
    await expect(page.getByText(`Note de ${label}`)).toBeVisible();
    await page.waitForTimeout(350);
    await page.getByRole('button', { name: i < 2 ? 'Continuer' : 'Terminer' }).click();
  }

  await expect(page.getByRole('heading', { name: 'Session terminée' })).toBeVisible();
  await expect(page.locator('.results-stat').first()).toContainText('2 / 3');
  await expect(page.getByText('Pas assez de questions pour gagner des points.')).toBeVisible();
  await expect(page.locator('.zone-review__item--right')).toHaveCount(2);
  await expect(page.locator('.zone-review__item--wrong')).toHaveCount(1);
  await expect(page.locator('.zone-review__item--wrong')).toContainText('Raté');
  await expect(page.locator('.zone-review__item--wrong polygon')).toHaveCount(1);
  await page.getByRole('button', { name: 'Rejouer' }).click();
  await expect(page.getByText('Question 1 sur 3')).toBeVisible();
});

test('practice of 10 legends earns 10 points per zone found, recorded with the session', async ({ page, request }) => {
  const seed = await registerViaApi(request, uniqueName('zonimg'));
  const imageUrl = await uploadViaApi(request, seed.token);
  const legends = Array.from({ length: 10 }, (_, i) => square(`z${i}`, `Zone ${i}`, i / 10 + 0.01, 0.3, 0.08));
  const account = await student(request, [{ id: 'board-10', imageUrl, title: 'Dix', legends }]);
  await storeToken(page, account.token);
  await page.goto(`/zoning/train${CHAPTER}`);
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} sur 10`)).toBeVisible();
    await expect(stage(page)).toHaveAttribute('data-ready', 'true');
    const n = Number((await page.getByTestId('legend-to-place').textContent())!.replace('Zone ', ''));
    // Zone 9 is left wrong on purpose.
    await clickBoard(page, n === 9 ? [0.5, 0.9] : [n / 10 + 0.05, 0.34]);
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.waitForTimeout(350);
    await page.getByRole('button', { name: i < 9 ? 'Continuer' : 'Terminer' }).click();
  }
  await expect(page.locator('.points-counter')).toHaveText('+90 pts');
  const { data } = (await (await request.get('/api/me/data', { headers: { authorization: `Bearer ${account.token}` } })).json()) as {
    data: { sessions: { methodId: string; total: number; correct: number }[] };
  };
  expect(data.sessions).toEqual([expect.objectContaining({ methodId: 'image-zoning', total: 10, correct: 9 })]);
  const me = (await (await request.get('/api/me', { headers: { authorization: `Bearer ${account.token}` } })).json()) as { user: { points: number } };
  expect(me.user.points).toBe(90);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('tap places the legend, two fingers pinch-zoom and pan without placing anything', async ({ page, request }) => {
    const seed = await registerViaApi(request, uniqueName('zonimg'));
    const imageUrl = await uploadViaApi(request, seed.token);
    const account = await student(request, [{ id: 'b', imageUrl, title: 'Un', legends: [square('t1', 'Aorte', 0.3, 0.3, 0.3)] }]);
    await storeToken(page, account.token);
    await page.goto(`/zoning/train${CHAPTER}`);
    await expect(stage(page)).toHaveAttribute('data-ready', 'true');
    const box = await boardBox(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: XY[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x: box.x + x * box.width, y: box.y + y * box.height, id })) });
    await touch('touchStart', [[0.4, 0.5], [0.6, 0.5]]);
    for (let step = 1; step <= 5; step++) await touch('touchMove', [[0.4 - step * 0.04, 0.5], [0.6 + step * 0.04, 0.5]]);
    await touch('touchEnd', []);
    await expect.poll(async () => Number(await stage(page).getAttribute('data-zoom'))).toBeGreaterThan(1.5);
    await expect(stage(page)).toHaveAttribute('data-marker', 'none');
    // Zoomed around the middle: the middle of the image is still under the middle of the box.
    // A finger on the board shows the loupe over the point it places, gone once lifted.
    const loupe = page.locator('.board-canvas__loupe');
    await touch('touchStart', [[0.5, 0.5]]);
    await expect(loupe).toBeVisible();
    await touch('touchEnd', []);
    await expect(loupe).toBeHidden();
    await expect(stage(page)).toHaveAttribute('data-marker', 'placed');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Bien placé !')).toBeVisible();
    await page.getByRole('button', { name: 'Ajuster' }).click();
    await expect(stage(page)).toHaveAttribute('data-zoom', '1.00');
    await page.getByRole('button', { name: 'Zoom avant' }).click();
    await expect(stage(page)).toHaveAttribute('data-zoom', '1.50');
    await page.getByRole('button', { name: 'Zoom arrière' }).click();
    await expect(stage(page)).toHaveAttribute('data-zoom', '1.00');
  });
});

test('practice without boards shows the empty state with the way to the editor', async ({ page, request }) => {
  const account = await student(request);
  await storeToken(page, account.token);
  await page.goto(`/zoning/train${CHAPTER}`);
  await expect(page.getByText('Aucune planche de zonage disponible pour ce chapitre. Crée-en une depuis « Gérer → Zonage sur schéma ».')).toBeVisible();
  await page.getByRole('link', { name: 'Gérer → Zonage sur schéma' }).click();
  await expect(page).toHaveURL(/\/zoning\/manage\/anat\/coeur$/);
});
