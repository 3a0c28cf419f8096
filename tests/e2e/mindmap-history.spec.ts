import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerViaApi, storeToken, uniqueName } from './helpers';
import { timeLimit } from './timeLimit';

/** What the canvas shows: each card's text, colour and place, and each arrow's path and colour. */
const canvasState = (page: Page) =>
  page.evaluate(() => ({
    cards: [...document.querySelectorAll<HTMLElement>('.map-node')].map((node) => {
      const card = node.querySelector<HTMLElement>('.map-card')!;
      return `${card.textContent} ${card.style.borderColor} ${node.style.transform}`;
    }),
    arrows: [...document.querySelectorAll('.map-arrow__path')].map((path) => `${path.getAttribute('d')} ${(path as SVGPathElement).style.stroke}`),
  }));

/** Clicks a card's top band: selects it without entering its label. */
async function selectCard(page: Page, label: string) {
  await page.locator('.map-canvas').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await page.locator('.map-node').filter({ hasText: label }).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + 3);
}

/** Opens the editor on a saved map of two nodes, Cœur and Poumon, linked by one arrow. */
async function openTwoNodeMap(page: Page, request: APIRequestContext) {
  const account = await registerViaApi(request, uniqueName('annule'));
  const nodes = ['Cœur', 'Poumon'].map((label, i) => ({ id: `n${i}`, label, color: '#6366f1', imageUrl: null, annotation: null, x: 0.25 + 0.5 * i, y: 0.3 }));
  const map = { id: 'm', title: 'Carte', backgroundColor: '#05070d', nodes, edges: [{ id: 'e0', fromId: 'n0', toId: 'n1', color: '#94a3b8', labelAbove: 'irrigue', labelBelow: null }], createdAt: 1, updatedAt: 1 };
  const saved = await request.put('/api/me/data', {
    headers: { Authorization: `Bearer ${account.token}`, 'If-Match': '"0"' },
    data: { subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }], mindMaps: { 'anat.coeur': [map] } },
  });
  expect(saved.status()).toBe(200);
  await storeToken(page, account.token);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/mindmap/manage/anat/coeur');
  await expect(page.locator('.map-card')).toHaveCount(2);
}

test('every edit of the map is undone back to the loaded map and redone to the end, by keyboard; Delete, Escape and double-click on the canvas', async ({ page, request }) => {
  test.setTimeout(timeLimit(90_000));
  await openTwoNodeMap(page, request);
  const undoButton = page.getByRole('button', { name: 'Annuler la modification' });
  await expect(undoButton).toBeDisabled();
  const loaded = await canvasState(page);

  // Add, rename, colour and move a node; add an arrow and colour it; delete a node with Delete.
  await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
  await page.getByRole('textbox', { name: 'Intitulé — Noeud 3', exact: true }).click();
  await page.keyboard.type('Aorte');
  await page.getByLabel('Couleur — Noeud 3').fill('#ef4444');
  await selectCard(page, 'Aorte');
  const aorte = (await page.locator('.map-node').filter({ hasText: 'Aorte' }).boundingBox())!;
  await page.mouse.move(aorte.x + aorte.width / 2, aorte.y + 3);
  await page.mouse.down();
  await page.mouse.move(aorte.x + aorte.width / 2 + 150, aorte.y + 80, { steps: 10 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Ajouter une flèche' }).click();
  await page.getByLabel('Couleur — Flèche 2').fill('#22c55e');
  await selectCard(page, 'Poumon');
  await expect(page.locator('.map-card--active')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.map-card--active')).toHaveCount(0);
  await selectCard(page, 'Poumon');
  await page.keyboard.press('Delete');
  await expect(page.locator('.map-card')).toHaveCount(2);
  const end = await canvasState(page);
  expect(end.cards.join()).toContain('Aorte');
  expect(end.arrows).toHaveLength(1);

  // Undo all of it by keyboard, from outside any text field.
  await undoButton.focus();
  for (let i = 0; i < 20 && (await undoButton.isEnabled()); i++) await page.keyboard.press('Control+z');
  await expect(undoButton).toBeDisabled();
  // The editor's store tells the canvas once per frame: the state is read until that frame is drawn.
  await expect.poll(() => canvasState(page)).toEqual(loaded);

  // And redo it all: Ctrl+Shift+Z once, then Ctrl+Y.
  const redoButton = page.getByRole('button', { name: 'Rétablir la modification' });
  await redoButton.focus();
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(async () => (await canvasState(page)).cards).toHaveLength(3);
  for (let i = 0; i < 20 && (await redoButton.isEnabled()); i++) await page.keyboard.press('Control+y');
  await expect(redoButton).toBeDisabled();
  await expect.poll(() => canvasState(page)).toEqual(end);

  // A double-click on the empty canvas adds a node there.
  await page.locator('.map-canvas').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const frame = (await page.locator('.map-canvas').boundingBox())!;
  const spot = { x: frame.x + 40, y: frame.y + frame.height - 60 };
  await page.mouse.dblclick(spot.x, spot.y);
  await expect(page.locator('.map-card')).toHaveCount(3);
  const added = (await page.locator('.map-node').last().boundingBox())!;
  expect(Math.abs(added.x + added.width / 2 - spot.x)).toBeLessThan(4);
  expect(Math.abs(added.y + added.height / 2 - spot.y)).toBeLessThan(4);
});

test('a card and an arrow on the map are reached with the keyboard: Enter selects them, the arrow keys move the card, Ctrl+Z takes the move back', async ({ page, request }) => {
  await openTwoNodeMap(page, request);
  const card = page.getByRole('group', { name: 'Noeud 1 sur la carte', exact: true });
  const place = async () => (await card.evaluate((el) => (el as HTMLElement).style.transform)).match(/-?\d+(\.\d+)?/g)!.map(Number);
  const [x, y] = await place();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.map-card--active')).toHaveText(/Cœur/);
  await expect(page.getByRole('textbox', { name: 'Intitulé — Noeud 1', exact: true })).toBeVisible();

  // Two steps right, one long step down (Shift): 20 and 50 canvas pixels.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(async () => (await place()).map((value, i) => Math.round(value - [x!, y!][i]!))).toEqual([20, 50]);
  await expect(card).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+z');
  await expect.poll(async () => (await place()).map((value, i) => Math.round(value - [x!, y!][i]!))).toEqual([0, 0]);

  const arrow = page.getByRole('group', { name: 'Flèche 1 sur la carte', exact: true });
  await arrow.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.map-card--active')).toHaveCount(0);
  await expect(page.getByLabel('Couleur — Flèche 1')).toBeVisible();
});

test('a click beside an arrow on the map, on its wide unpainted stroke, selects the arrow', async ({ page, request }) => {
  await openTwoNodeMap(page, request);
  await page.locator('.map-canvas').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // A third of the way along the line (its texts sit at the middle), 6 px to its side.
  const beside = await page.locator('.map-arrow__path').evaluate((element) => {
    const path = element as SVGPathElement;
    const matrix = path.getScreenCTM()!;
    const onScreen = (at: number) => {
      const point = path.getPointAtLength(at);
      return new DOMPoint(point.x, point.y).matrixTransform(matrix);
    };
    const length = path.getTotalLength();
    const [a, b] = [onScreen(length * 0.3), onScreen(length * 0.31)];
    const norm = Math.hypot(b.x - a.x, b.y - a.y);
    return { x: a.x - ((b.y - a.y) / norm) * 6, y: a.y + ((b.x - a.x) / norm) * 6 };
  });
  await expect(page.getByLabel('Couleur — Flèche 1')).toHaveCount(0);
  await page.mouse.click(beside.x, beside.y);
  await expect(page.getByLabel('Couleur — Flèche 1')).toBeVisible();
});

test('an arrow drawn from a handle and let go on the empty canvas or on its own card is not made; let go on another card, it is', async ({ page, request }) => {
  await openTwoNodeMap(page, request);
  await page.locator('.map-canvas').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const coeur = page.locator('.map-node').filter({ hasText: 'Cœur' });
  const handle = (await coeur.locator('.map-card__handle--bottom').boundingBox())!;
  const drawTo = async (box: { x: number; y: number; width: number; height: number }) => {
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
  };
  const frame = (await page.locator('.map-canvas').boundingBox())!;
  await drawTo({ x: frame.x + 40, y: frame.y + frame.height - 60, width: 0, height: 0 });
  await drawTo((await coeur.boundingBox())!);
  await expect(page.locator('.map-connection')).toHaveCount(0);
  await expect(page.locator('.map-arrow')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Annuler la modification' })).toBeDisabled();

  await drawTo((await page.locator('.map-node').filter({ hasText: 'Poumon' }).boundingBox())!);
  await expect(page.locator('.map-arrow')).toHaveCount(2);
});
