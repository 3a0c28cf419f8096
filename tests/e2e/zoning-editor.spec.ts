import { expect, test } from '@playwright/test';
import { boardBox, CHAPTER, pointChip, square, stage, student, uploadViaApi } from './boards';
import { registerViaApi, storeToken, uniqueName } from './helpers';
import { countReactRenders, readRenderCount, resetRenderCount } from './renders';

test('a vertex drag re-renders nothing in the page: only the editor component, at most once per frame', async ({ page, request }) => {
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
  for (let i = 1; i <= 60; i++) await page.mouse.move(...at(0.2 - (0.1 * i) / 60, 0.2 + (0.05 * i) / 60));
  const during = await readRenderCount(page);
  await page.mouse.up();

  // The point list follows the drag, and shows the exact end point once released.
  await expect(pointChip(page, 1)).toHaveAttribute('title', 'x 10 % · y 25 %');
  const after = await readRenderCount(page);
  expect(during.outside, 'components of src/ re-rendered during the drag').toEqual([]);
  expect(after.outside, 'components of src/ re-rendered on release').toEqual([]);
  expect(during.inside).toBeGreaterThan(0);
  // The panels repaint at most once per frame, however many moves a frame sees.
  expect(during.commits).toBeLessThanOrEqual(during.frames);
  expect(after.commits).toBeGreaterThan(during.commits);
});
