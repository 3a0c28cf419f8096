import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, storeToken, uniqueName, type Account } from './helpers';

const labels: Record<string, string> = { n1: 'Cœur', n2: 'Poumon', n3: 'Aorte', n4: 'Veine cave', n5: 'Artère pulmonaire', n6: 'Oreillette' };
const nodes = Object.entries(labels).map(([id, label], i) => ({
  id, label: i === 0 ? `<b>${label}</b>` : label, color: '#6366f1', imageUrl: null, annotation: i === 1 ? 'O<sub>2</sub>' : null,
  x: 0.15 + (i % 3) * 0.35, y: i < 3 ? 0.25 : 0.75,
}));
const edge = (id: string, fromId: string, toId: string, above: string, below: string | null) => ({ id, fromId, toId, color: '#94a3b8', labelAbove: above, labelBelow: below });
const edges = [
  edge('e1', 'n1', 'n2', 'irrigue', '<i>sang</i>'),
  edge('e2', 'n2', 'n1', 'retour', null),
  edge('e3', 'n1', 'n3', 'éjecte', 'systole'),
  edge('e4', 'n4', 'n6', 'draine', null),
  edge('e5', 'n5', 'n2', 'mène', 'CO<sub>2</sub>'),
  edge('e6', 'n6', 'n1', 'remplit', null),
  edge('e7', 'n3', 'n5', 'branche', null),
];

async function seedMap(page: Page, account: Account) {
  const auth = { Authorization: `Bearer ${account.token}` };
  const { data, revision } = (await (await page.request.get('/api/me/data', { headers: auth })).json()) as { data: Record<string, unknown>; revision: number };
  const map = { id: 'map1', subjectId: 'anat', chapterId: 'coeur', title: 'Circulation', backgroundColor: '#05070d', nodes, edges, createdAt: 1, updatedAt: 1 };
  const saved = await page.request.put('/api/me/data', {
    headers: { ...auth, 'If-Match': `"${revision}"` },
    data: { ...data, subjects: [{ id: 'anat', name: 'Anatomie', colorHex: '#ec4899', chapters: [{ id: 'coeur', name: 'Cœur' }] }], mindMaps: { 'anat.coeur': [map] } },
  });
  expect(saved.status()).toBe(200);
}

test('edit a mind map with parallel arrows, pan, zoom, save, reload, then practise and see the correction', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('carte'));
  await seedMap(page, account);
  await storeToken(page, account.token);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/mindmap/manage/anat/coeur');
  await expect(page.locator('.map-card')).toHaveCount(6);
  await expect(page.locator('.react-flow__edge')).toHaveCount(7);
  await expect(page.locator('.map-card strong, .map-card b').first()).toHaveText('Cœur');
  const paths = await page.locator('.react-flow__edge-path').evaluateAll((els) => els.map((el) => el.getAttribute('d')));
  expect(new Set(paths).size).toBe(7);

  // Pan by dragging the background, zoom with Ctrl + wheel.
  const pane = page.locator('.react-flow__pane');
  const before = await page.locator('.react-flow__viewport').getAttribute('style');
  const box = (await pane.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height - 30);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + box.height - 60, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect.poll(() => page.locator('.react-flow__viewport').getAttribute('style')).not.toBe(before);

  // A new node with a formatted label, then save.
  await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
  await page.getByRole('textbox', { name: 'Intitulé — Noeud 7' }).click();
  const live = page.locator('.ProseMirror[contenteditable="true"]');
  await expect(live).toHaveCount(1);
  // Type into the live editor once it has the focus (it mounts lazily on the first click).
  await live.click();
  await expect(live).toBeFocused();
  await page.keyboard.type('Valve ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('mitrale');
  await expect(live.locator('strong, b').filter({ hasText: 'mitrale' })).toBeVisible();
  const savedOnServer = page.waitForResponse((r) => r.url().endsWith('/api/me/data') && r.request().method() === 'PUT' && r.ok());
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Mind map enregistrée')).toBeVisible();
  await savedOnServer;
  await page.screenshot({ path: '/tmp/shots5/editor-1440.png', fullPage: false });
  await page.reload();
  await expect(page.locator('.map-card')).toHaveCount(7);
  await expect(page.locator('.map-card strong').filter({ hasText: 'mitrale' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: '/tmp/shots5/editor-375.png', fullPage: false });

  // Practice: the first blank right, the others wrong.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/mindmap/train/anat/coeur');
  const blanks = page.locator('input.map-blank');
  await expect(blanks.first()).toBeVisible();
  const count = await blanks.count();
  // 17 labelled items (7 node labels, 7 texts above, 3 below): half, rounded down, are hidden.
  expect(count).toBe(8);
  const firstId = (await blanks.first().getAttribute('data-answer-id'))!;
  const expected = labels[firstId] ?? edges.find((e) => firstId.startsWith(`${e.id}:`))?.labelAbove ?? 'x';
  if (firstId in labels || firstId.endsWith(':above')) await blanks.first().fill(expected.replace('Cœur', 'coeur'));
  for (let i = 1; i < count; i++) await blanks.nth(i).fill('faux');
  await page.screenshot({ path: '/tmp/shots5/practice-1440.png' });
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.locator('.map-answer--wrong').first()).toBeVisible();
  await page.getByRole('button', { name: 'Terminer' }).click();
  await expect(page.getByRole('heading', { name: 'Session terminée' })).toBeVisible();
  await expect(page.getByText('Correction sur la carte')).toBeVisible();
  await expect(page.locator('.results-stat--points')).not.toContainText('Enregistrement');
  await page.screenshot({ path: '/tmp/shots5/result-1440.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: '/tmp/shots5/result-375.png' });
});
