import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { pngBuffer, registerViaApi, uniqueName, type Account } from './helpers';

/** Image-relative coordinates (0..1) on a zoning board. */
export type XY = [number, number];

export const stage = (page: Page) => page.locator('.board-canvas__stage');

/** The board in the middle of the window, clear of the sticky header; its box. */
export async function boardBox(page: Page) {
  await stage(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return (await stage(page).boundingBox())!;
}

/** Clicks the board at image-relative coordinates (0..1). */
export async function clickBoard(page: Page, [x, y]: XY): Promise<void> {
  const box = await boardBox(page);
  await page.mouse.click(box.x + x * box.width, box.y + y * box.height);
}

export async function drawLegend(page: Page, points: XY[], label: string | null): Promise<void> {
  await page.getByRole('button', { name: 'Ajouter une légende' }).click();
  for (const point of points) {
    await clickBoard(page, point);
    // Two quick clicks close together would be a double-click.
    await page.waitForTimeout(60);
  }
  await expect(page.getByTestId('active-legend')).toContainText(`${points.length} points`);
  if (label) await page.getByLabel('Intitulé').fill(label);
  await page.getByRole('button', { name: 'Terminer la forme' }).click();
}

/** In the zoning editor, on a new draft: a titled board with an uploaded diagram and one triangle, saved. */
export async function createBoard(page: Page, title: string): Promise<void> {
  await page.getByLabel('Titre de la planche').fill(title);
  await page.getByLabel('Téléverser une image').setInputFiles({ name: 'schema.png', mimeType: 'image/png', buffer: pngBuffer(800, 600, [236, 226, 210]) });
  await expect(page.getByText('Image téléchargée ✅')).toBeVisible();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');
  await drawLegend(page, [[0.1, 0.1], [0.4, 0.1], [0.25, 0.4]], 'Aorte');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Planche enregistrée')).toBeVisible();
}

export const CHAPTER = '/anat/coeur';

/** An account with one subject and chapter, and optionally boards in it. */
export async function student(request: APIRequestContext, boards: unknown[] = []): Promise<Account> {
  const account = await registerViaApi(request, uniqueName('zon'));
  const response = await request.put('/api/me/data', {
    headers: { authorization: `Bearer ${account.token}`, 'if-match': '"0"' },
    data: {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }],
      zoningSets: boards.length ? { 'anat.coeur': boards } : {},
    },
  });
  expect(response.status()).toBe(200);
  return account;
}

export async function uploadViaApi(request: APIRequestContext, token: string): Promise<string> {
  const dataUrl = `data:image/png;base64,${pngBuffer(800, 600, [236, 226, 210]).toString('base64')}`;
  const response = await request.post('/api/me/uploads', { headers: { authorization: `Bearer ${token}` }, data: { dataUrl } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { url: string }).url;
}

export const square = (id: string, label: string, x: number, y: number, side: number) => ({
  id,
  label,
  note: `Note de ${label}`,
  points: [
    { x, y },
    { x: x + side, y },
    { x: x + side, y: y + side },
    { x, y: y + side },
  ],
});

export const pointChip = (page: Page, n: number) => page.getByRole('button', { name: `Retirer le point ${n}`, exact: true });
