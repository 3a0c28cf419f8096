import { expect, test } from '@playwright/test';
import { boardBox, CHAPTER, pointChip, square, stage, student, uploadViaApi } from './boards';
import { registerViaApi, storeToken, uniqueName } from './helpers';
import { countReactRenders, readRenderCount, resetRenderCount } from './renders';
import { waitForSave } from './study';

test('a vertex drag re-renders nothing in the page, and the editor panels only when it starts and ends', async ({ page, request }) => {
  const seed = await registerViaApi(request, uniqueName('zonimg'));
  const imageUrl = await uploadViaApi(request, seed.token);
  const legends = [square('l1', 'Aorte', 0.2, 0.2, 0.3), square('l2', 'Veine', 0.6, 0.6, 0.2)];
  const account = await student(request, [{ id: 'b1', imageUrl, title: 'Cœur', legends }]);
  await countReactRenders(page, '.zoning-board-editor');
  await storeToken(page, account.token);
  await page.goto(`/zoning/manage${CHAPTER}`);
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');
  await expect(pointChip(page, 1)).toHaveAttribute('title', 'x 20 % · y 20 %');
  const box = await boardBox(page);
  const at = (x: number, y: number) => [box.x + x * box.width, box.y + y * box.height] as const;
  // The 'Planche chargée' toast would re-render its list when it goes: not the drag's doing.
  await expect(page.getByText('Planche chargée')).toBeHidden();

  await resetRenderCount(page);
  await page.mouse.move(...at(0.2, 0.2));
  await page.mouse.down();
  await page.evaluate(() => new Promise(requestAnimationFrame));
  const pressed = await readRenderCount(page);
  for (let i = 1; i <= 60; i++) await page.mouse.move(...at(0.2 - (0.1 * i) / 60, 0.2 + (0.05 * i) / 60));
  const during = await readRenderCount(page);
  await page.mouse.up();

  // The point list shows the exact end point once released.
  await expect(pointChip(page, 1)).toHaveAttribute('title', 'x 10 % · y 25 %');
  const after = await readRenderCount(page);
  expect(during.outside, 'components of src/ re-rendered during the drag').toEqual([]);
  expect(after.outside, 'components of src/ re-rendered on release').toEqual([]);
  // The 60 moves change only the Pixi scene: no React commit at all.
  expect(during.commits).toBe(pressed.commits);
  expect(during.frames).toBeGreaterThan(pressed.frames);
  expect(after.commits).toBeGreaterThan(during.commits);
  expect(after.inside).toBeGreaterThan(0);

  // A press on another legend's vertex makes it the edited one at once, before any release.
  await page.mouse.move(...at(0.6, 0.6));
  await page.mouse.down();
  await expect(page.getByTestId('active-legend')).toContainText('Veine');
  await page.mouse.up();
});

test('a board drawn and edited with the keyboard only: points, a vertex moved, undo, redo, save', async ({ page, request }) => {
  const seed = await registerViaApi(request, uniqueName('zonimg'));
  const imageUrl = await uploadViaApi(request, seed.token);
  const account = await student(request, [{ id: 'kb', imageUrl, title: 'Clavier', legends: [square('l1', 'Aorte', 0.6, 0.6, 0.2)] }]);
  await storeToken(page, account.token);
  await page.goto(`/zoning/manage${CHAPTER}`);
  await page.getByRole('button', { name: 'Modifier' }).press('Enter');
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');
  const status = page.locator('.zoning-board-editor [role="status"]');

  await page.getByRole('button', { name: 'Ajouter une légende' }).focus();
  await page.keyboard.press('Enter');
  // Back to the board: Shift+Tab past the zoom buttons and the toolbar.
  const board = page.getByRole('application', { name: 'Schéma à légender' });
  for (let i = 0; i < 8 && !(await board.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
  await expect(board).toBeFocused();
  const press = async (key: string, times = 1) => {
    for (let i = 0; i < times; i++) await page.keyboard.press(key);
  };
  // From the centre: (0.2, 0.2), (0.4, 0.2), (0.3, 0.4).
  await press('Shift+ArrowLeft', 3);
  await press('Shift+ArrowUp', 3);
  await expect(status).toHaveText('Curseur : x 20 %, y 20 %');
  await press('Enter');
  await expect(status).toHaveText('Point 1 ajouté : x 20 %, y 20 %');
  await press('Shift+ArrowRight', 2);
  await press('Enter');
  await press('Shift+ArrowLeft');
  await press('Shift+ArrowDown', 2);
  await press('Enter');
  await expect(status).toHaveText('Point 3 ajouté : x 30 %, y 40 %');
  await expect(page.getByTestId('active-legend')).toContainText('3 points');
  await page.keyboard.press('Escape');
  await expect(status).toHaveText('Tracé quitté');

  // Back on the first point: Enter selects it, arrows move it by 1 % steps.
  await press('Shift+ArrowUp', 2);
  await press('Shift+ArrowLeft');
  await press('Enter');
  await expect(status).toHaveText(/^Point 1 sélectionné/);
  await press('ArrowRight', 2);
  await expect(status).toHaveText('Point 1 déplacé : x 22 %, y 20 %');
  await expect(pointChip(page, 1)).toHaveAttribute('title', 'x 22 % · y 20 %');
  await page.keyboard.press('Control+z');
  await expect(status).toHaveText('Modification annulée');
  await expect(pointChip(page, 1)).toHaveAttribute('title', 'x 20 % · y 20 %');
  await page.keyboard.press('Control+y');
  await expect(status).toHaveText('Modification rétablie');
  await expect(pointChip(page, 1)).toHaveAttribute('title', 'x 22 % · y 20 %');

  await page.getByLabel('Intitulé').focus();
  await page.keyboard.type('Veine');
  await page.getByRole('button', { name: 'Enregistrer' }).focus();
  const stored = waitForSave(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Planche enregistrée')).toBeVisible();
  await stored;
  const saved = await request.get('/api/me/data', { headers: { authorization: `Bearer ${account.token}` } });
  const legends = ((await saved.json()) as { data: { zoningSets: Record<string, Array<{ legends: Array<{ label: string; points: unknown[] }> }>> } }).data.zoningSets['anat.coeur']![0]!.legends;
  expect(legends.map((legend) => legend.label)).toEqual(['Veine', 'Aorte']);
  expect(legends[0]!.points).toEqual([{ x: 0.22, y: 0.2 }, { x: 0.4, y: 0.2 }, { x: 0.3, y: 0.4 }]);
});

test('a whole practice session with the keyboard only: Tab to the board, arrows, Enter to place, validate and continue', async ({ page, request }) => {
  const seed = await registerViaApi(request, uniqueName('zonimg'));
  const imageUrl = await uploadViaApi(request, seed.token);
  const legends = [square('l1', 'Aorte', 0.1, 0.1, 0.2), square('l2', 'Veine cave', 0.5, 0.1, 0.2), square('l3', 'Apex', 0.3, 0.6, 0.2)];
  const account = await student(request, [{ id: 'board-kb', imageUrl, title: 'Cœur', legends }]);
  await storeToken(page, account.token);
  await page.goto(`/zoning/train${CHAPTER}`);
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');
  const board = page.getByRole('application', { name: 'Schéma à légender' });
  for (let i = 0; i < 40 && !(await board.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(board).toBeFocused();

  const targets: Record<string, [number, number]> = { Aorte: [20, 20], 'Veine cave': [60, 20], Apex: [90, 90] };
  let at: [number, number] = [50, 50];
  // In whole percents: Shift+arrow moves 10, an arrow 1.
  const moveTo = async (target: [number, number]) => {
    for (const axis of [0, 1] as const) {
      let delta = target[axis] - at[axis];
      const [less, more] = axis === 0 ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
      for (; Math.abs(delta) >= 10; delta -= Math.sign(delta) * 10) await page.keyboard.press(`Shift+${delta < 0 ? less : more}`);
      for (; delta !== 0; delta -= Math.sign(delta)) await page.keyboard.press(delta < 0 ? less! : more!);
    }
    at = target;
  };
  for (let i = 0; i < 3; i++) {
    await expect(page.getByText(`Question ${i + 1} sur 3`)).toBeVisible();
    const label = (await page.getByTestId('legend-to-place').textContent())!;
    await moveTo(targets[label]!);
    await expect(page.locator('.zoning-practice p[role="status"]')).toHaveText(`Curseur : x ${at[0]} %, y ${at[1]} %`);
    await page.keyboard.press('Enter');
    await expect(stage(page)).toHaveAttribute('data-marker', 'placed');
    await page.keyboard.press('Enter');
    await expect(page.getByText(label === 'Apex' ? 'Raté : la bonne zone est affichée sur le schéma.' : 'Bien placé !')).toBeVisible();
    await page.waitForTimeout(350);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Session terminée' })).toBeVisible();
  await expect(page.locator('.results-stat').first()).toContainText('2 / 3');
});

test('the editor shows where two zones overlap, and the warning goes once they are apart', async ({ page, request }) => {
  const seed = await registerViaApi(request, uniqueName('zonover'));
  const imageUrl = await uploadViaApi(request, seed.token);
  const legends = [square('l1', 'Aorte', 0.2, 0.2, 0.3), square('l2', 'Veine', 0.4, 0.4, 0.3)];
  const account = await student(request, [{ id: 'b1', imageUrl, title: 'Cœur', legends }]);
  await storeToken(page, account.token);
  await page.goto(`/zoning/manage${CHAPTER}`);
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');
  const notes = page.getByTestId('legend-overlap');
  await expect(notes).toHaveCount(2);
  await expect(page.getByTestId('active-legend').getByTestId('legend-overlap')).toContainText('Chevauche « Veine »');
  await page.screenshot({ path: test.info().outputPath('overlap.png'), fullPage: true });

  // Aorte's far corner (0.5, 0.5) dragged back out of Veine: nothing in common any more.
  const box = await boardBox(page);
  const at = (x: number, y: number) => [box.x + x * box.width, box.y + y * box.height] as const;
  await page.mouse.move(...at(0.5, 0.5));
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(...at(0.5 - (0.15 * i) / 10, 0.5 - (0.15 * i) / 10));
  await page.mouse.up();
  await expect(notes).toHaveCount(0);
});
