import { expect, test, type Locator, type Page } from '@playwright/test';
import { mapViewport, openRow, registerViaApi, storeToken, uniqueName, type Account } from './helpers';
import { TYPED_ANSWER_MS } from './study';
import { timeLimit } from './timeLimit';

interface StoredMap {
  nodes: { id: string; label: string; annotation: string | null; x: number; y: number }[];
  edges: { id: string; fromId: string; toId: string; labelAbove: string | null; labelBelow: string | null }[];
}

const live = (page: Page) => page.locator('.ProseMirror[contenteditable="true"]');

/** Opens the rich-text field `name` (its live editor mounts on the click) and hands it over focused. */
async function openField(page: Page, name: string): Promise<Locator> {
  await openRow(page, name);
  await page.getByRole('textbox', { name, exact: true }).click();
  const editor = live(page);
  await expect(editor).toHaveAttribute('aria-label', name);
  await editor.click();
  await expect(editor).toBeFocused();
  // The screen never holds more than one live TipTap editor.
  await expect(editor).toHaveCount(1);
  return editor;
}

async function typeField(page: Page, name: string, text: string) {
  await openField(page, name);
  await page.keyboard.type(text);
}

/** Picks the arrow's ends in its row's two searchable pickers: by a click, then by keys. */
async function chooseEnds(page: Page, arrow: number, from: string, to: string) {
  await openRow(page, `x — Flèche ${arrow}`);
  await page.getByRole('combobox', { name: `Départ — Flèche ${arrow}` }).fill(from.slice(0, 4).toLowerCase());
  await page.getByRole('option', { name: from, exact: true }).click();
  await page.getByRole('combobox', { name: `Arrivée — Flèche ${arrow}` }).fill(to);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Modifier Flèche ${arrow}` })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: `Départ — Flèche ${arrow}` })).toHaveValue(from);
  await expect(page.getByRole('combobox', { name: `Arrivée — Flèche ${arrow}` })).toHaveValue(to);
}

/** Brings the whole canvas on screen (typing in the lists below scrolls it away). */
const showCanvas = (page: Page) => page.locator('.map-canvas').evaluate((el) => el.scrollIntoView({ block: 'center' }));

const card = (page: Page, label: string) => page.locator('.map-node').filter({ hasText: label });

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function storedMap(page: Page, account: Account): Promise<StoredMap> {
  const response = await page.request.get('/api/me/data', { headers: { Authorization: `Bearer ${account.token}` } });
  const { data } = (await response.json()) as { data: { mindMaps: Record<string, StoredMap[]> } };
  return data.mindMaps['anat.coeur']![0]!;
}

// Arrows 1 and 2 both run Cœur → Poumon (parallel); arrow 7 is drawn on the canvas.
const ARROWS: [from: string, to: string, above: string, below: string][] = [
  ['Cœur', 'Poumon', 'irrigue', 'sang veineux'],
  ['Cœur', 'Poumon', 'oxygène', 'hématose'],
  ['Cœur', 'Aorte', 'éjecte', 'systole'],
  ['Veine cave', 'Oreillette', 'draine', 'retour'],
  ['Artère pulmonaire', 'Poumon', 'mène', 'petite circulation'],
  ['Oreillette', 'Cœur', 'remplit', 'diastole'],
  ['Aorte', 'Artère pulmonaire', 'branche', 'récepteur α'],
];

test('build a mind map in the editor (formatted texts, parallel arrows), pan, zoom, save, reload, then practise and see the correction and points', async ({ page, request }) => {
  test.setTimeout(timeLimit(90_000));
  const account = await registerViaApi(request, uniqueName('carte'));
  const auth = { Authorization: `Bearer ${account.token}` };
  const saved = await request.put('/api/me/data', {
    headers: { ...auth, 'If-Match': '"0"' },
    data: { subjects: [{ id: 'anat', name: 'Anatomie', colorHex: '#ec4899', chapters: [{ id: 'coeur', name: 'Cœur' }] }] },
  });
  expect(saved.status()).toBe(200);
  await storeToken(page, account.token);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/mindmap/manage/anat/coeur');
  await page.getByLabel('Titre de la mind map').fill('Circulation');

  // Six nodes: bold by Ctrl+B, italic from the right-click menu, a subscript from the toolbar.
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
  await expect(page.locator('.map-card')).toHaveCount(6);
  await openField(page, 'Intitulé — Noeud 1');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Cœur');
  await expect(live(page).locator('strong')).toHaveText('Cœur');
  await typeField(page, 'Intitulé — Noeud 2', 'Poumon');
  await typeField(page, 'Annotation (facultative) — Noeud 2', 'O');
  await page.getByRole('button', { name: 'Indice' }).click();
  await page.keyboard.type('2');
  await expect(live(page).locator('sub')).toHaveText('2');
  const aorte = await openField(page, 'Intitulé — Noeud 3');
  await page.keyboard.type('Aorte');
  await page.keyboard.press('Shift+Home');
  await aorte.locator('p').click({ button: 'right', position: { x: 8, y: 8 } });
  await page.getByRole('menu', { name: 'Mise en forme du texte' }).getByRole('menuitem', { name: 'Italique' }).click();
  await expect(page.getByRole('menu', { name: 'Mise en forme du texte' })).toBeHidden();
  await expect(aorte.locator('em')).toHaveText('Aorte');
  await typeField(page, 'Intitulé — Noeud 4', 'Veine cave');
  await typeField(page, 'Intitulé — Noeud 5', 'Artère pulmonaire');
  await typeField(page, 'Intitulé — Noeud 6', 'Oreillette');
  await expect(card(page, 'Oreillette')).toBeVisible();

  // Poumon is dragged aside, off the line from Cœur, where the parallel arrows will run.
  await showCanvas(page);
  const poumon = card(page, 'Poumon');
  const from = await centre(poumon);
  await drag(page, from, { x: from.x + 250, y: from.y });
  await expect.poll(async () => (await centre(poumon)).x).toBeGreaterThan(from.x + 200);

  // Six arrows from the list (the first ones link Cœur to Poumon), the seventh drawn handle to handle.
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Ajouter une flèche' }).click();
  for (let i = 2; i < 6; i++) await chooseEnds(page, i + 1, ARROWS[i]![0], ARROWS[i]![1]);
  await showCanvas(page);
  await drag(
    page,
    await centre(card(page, 'Aorte').locator('.map-card__handle--bottom')),
    await centre(card(page, 'Artère pulmonaire').locator('.map-card__handle--top')),
  );
  await expect(page.locator('.map-arrow')).toHaveCount(7);
  for (const [i, [, , above, below]] of ARROWS.entries()) {
    if (i === 6) {
      await typeField(page, `Texte au-dessus — Flèche 7`, above);
      await openField(page, 'Texte en dessous — Flèche 7');
      await page.keyboard.type('récepteur ');
      await page.getByRole('button', { name: 'Insérer un symbole' }).click();
      await page.getByRole('menu', { name: 'Symboles' }).getByRole('menuitem', { name: 'Insérer α' }).click();
      await expect(live(page)).toHaveText(below);
      continue;
    }
    await typeField(page, `Texte au-dessus — Flèche ${i + 1}`, above);
    await typeField(page, `Texte en dessous — Flèche ${i + 1}`, below);
  }
  await expect(page.locator('.map-edge-text')).toHaveCount(14);
  const paths = await page.locator('.map-arrow__path').evaluateAll((els) => els.map((el) => el.getAttribute('d')));
  expect(new Set(paths).size).toBe(7);

  // Pan by dragging the background, zoom with Ctrl + wheel.
  await showCanvas(page);
  const start = await mapViewport(page);
  const pane = (await page.locator('.map-pane').boundingBox())!;
  // The pan's moves stay with the gesture: none reaches React's root listeners (nor the
  // document), and no mouse event doubles them. The press leaves the field being typed in.
  await page.evaluate(`window.movesHeard = 0; for (const type of ['pointermove', 'mousemove']) document.addEventListener(type, (event) => { if (event.buttons) window.movesHeard++; }, true)`);
  await page.getByLabel('Titre de la mind map').focus();
  await drag(page, { x: pane.x + 20, y: pane.y + pane.height - 30 }, { x: pane.x + 140, y: pane.y + pane.height - 70 });
  await expect.poll(async () => (await mapViewport(page)).x).toBeCloseTo(start.x + 120, 0);
  expect(await page.evaluate('window.movesHeard')).toBe(0);
  await expect(page.getByLabel('Titre de la mind map')).not.toBeFocused();
  // A drag that comes back to where it started leaves the map where it was.
  const panned = await mapViewport(page);
  const pressed = { x: pane.x + 20, y: pane.y + pane.height - 30 };
  await page.mouse.move(pressed.x, pressed.y);
  await page.mouse.down();
  await page.mouse.move(pressed.x + 60, pressed.y - 20, { steps: 6 });
  await page.mouse.move(pressed.x, pressed.y, { steps: 6 });
  await page.mouse.up();
  expect(await mapViewport(page)).toEqual(panned);
  // A pan moves the map by whole screen pixels (its tiles are copied, not resampled), and the
  // map is left where it was shown.
  await page.mouse.move(pressed.x, pressed.y);
  await page.mouse.down();
  await page.mouse.move(pressed.x + 40.4, pressed.y - 10.6, { steps: 3 });
  expect(await page.locator('.map-pane').evaluate((el) => (el as HTMLElement).style.transform)).toBe('translate(40px, -11px)');
  await page.mouse.up();
  const moved = await mapViewport(page);
  expect(moved.x).toBeCloseTo(panned.x + 40, 3);
  expect(moved.y).toBeCloseTo(panned.y - 11, 3);
  expect(moved.zoom).toBe(panned.zoom);
  await drag(page, { x: pressed.x + 40.4, y: pressed.y - 10.6 }, pressed);
  const back = await mapViewport(page);
  expect(back.x).toBeCloseTo(panned.x, 3);
  expect(back.y).toBeCloseTo(panned.y, 3);
  await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Control');
  await expect.poll(async () => (await mapViewport(page)).zoom).toBeCloseTo(start.zoom * 1.12, 2);
  // While a wheel zoom lasts, a cover catches the pointer (one box to hit-test per notch); once
  // the zoom is handed over, what lies under the pointer is the map again.
  const onCard = await centre(card(page, 'Poumon'));
  const underPointer = () => page.evaluate(`document.elementFromPoint(${onCard.x}, ${onCard.y}).className`);
  await expect.poll(underPointer).not.toContain('map-canvas__shield');
  // The pointer moved off the wheel's spot ends the zoom at once: a press then lands on the card
  // it moved to (a move at the same spot, the browser's hover update after a notch, does not).
  const coveredDuringZoom = await page.evaluate(`(() => {
    const under = () => document.elementFromPoint(${onCard.x}, ${onCard.y}).className;
    document.querySelector('.map-pane').dispatchEvent(new WheelEvent('wheel', { deltaY: 100, ctrlKey: true, bubbles: true, cancelable: true, clientX: ${onCard.x}, clientY: ${onCard.y} }));
    const covered = [under()];
    const move = (dx) => document.querySelector('.map-canvas__shield').dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: ${onCard.x} + dx, clientY: ${onCard.y} }));
    move(0);
    covered.push(under());
    move(12);
    covered.push(under());
    return covered;
  })()`);
  expect(coveredDuringZoom).toEqual(['map-canvas__shield', 'map-canvas__shield', expect.not.stringContaining('map-canvas__shield')]);
  await expect.poll(underPointer).not.toContain('map-canvas__shield');
  await expect.poll(async () => (await mapViewport(page)).zoom).toBeCloseTo(start.zoom, 2);

  const savedOnServer = page.waitForResponse((r) => r.url().endsWith('/api/me/material') && r.request().method() === 'PATCH' && r.ok());
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Mind map enregistrée')).toBeVisible();
  await savedOnServer;
  await page.reload();

  // Everything kept, formatting included.
  await expect(page.locator('.map-card')).toHaveCount(6);
  await expect(page.locator('.map-arrow')).toHaveCount(7);
  await expect(page.locator('.map-edge-text')).toHaveCount(14);
  await expect(page.locator('.map-card strong')).toHaveText('Cœur');
  await expect(page.locator('.map-card em')).toHaveText('Aorte');
  await expect(page.locator('.map-card sub')).toHaveText('2');
  await expect(page.locator('.map-edge-text').filter({ hasText: 'récepteur α' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Intitulé — Noeud 1 (sur la carte)', exact: true }).locator('strong')).toHaveText('Cœur');
  await expect(page.getByRole('button', { name: 'Modifier Noeud 1' })).toHaveAccessibleDescription(/Cœur/);
  const map = await storedMap(page, account);
  const id = (label: string) => map.nodes.find((n) => n.label.replace(/<[^>]+>/g, '') === label)!.id;
  expect(map.nodes.map((n) => n.label)).toEqual(['<strong>Cœur</strong>', 'Poumon', '<em>Aorte</em>', 'Veine cave', 'Artère pulmonaire', 'Oreillette']);
  expect(map.nodes[1]!.annotation).toBe('O<sub>2</sub>');
  expect(map.nodes[1]!.x).toBeGreaterThan(0.6);
  expect(map.edges.map((e) => [e.fromId, e.toId, e.labelAbove, e.labelBelow])).toEqual(ARROWS.map(([f, t, a, b]) => [id(f), id(t), a, b]));

  // Practice: 20 texts, 10 hidden; 6 right (case and accents ignored), 4 wrong, typed at a human
  // pace (the server times the session and refuses 10 typed answers in under 10 s).
  await page.goto('/mindmap/train/anat/coeur');
  const blanks = page.locator('input.map-blank');
  await expect(blanks).toHaveCount(10);
  const answers = new Map<string, string>();
  for (const node of map.nodes) answers.set(node.id, node.label.replace(/<[^>]+>/g, ''));
  for (const edge of map.edges) {
    answers.set(`${edge.id}:above`, edge.labelAbove!);
    answers.set(`${edge.id}:below`, edge.labelBelow!);
  }
  for (let i = 0; i < 10; i++) {
    const expected = answers.get((await blanks.nth(i).getAttribute('data-answer-id'))!)!;
    await blanks.nth(i).fill(i < 6 ? expected.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '') : 'faux');
    await page.waitForTimeout(TYPED_ANSWER_MS);
  }
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'justes' })).toHaveText('6 / 10 justes. Vérifie la correction sur la carte, puis termine.');
  await expect(page.locator('.map-answer--right')).toHaveCount(6);
  await expect(page.locator('.map-answer--wrong')).toHaveCount(4);
  await page.getByRole('button', { name: 'Terminer' }).click();

  const results = page.locator('.training-results');
  await expect(page.getByRole('heading', { name: 'Session terminée' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Correction sur la carte' })).toBeVisible();
  await expect(page.locator('.map-answer__expected')).toHaveCount(4);
  await expect(page.locator('.map-answer__expected').first()).toContainText('Attendu : ');
  await expect(results.locator('.results-stat').first()).toContainText('6 / 10');
  await expect(results.locator('.points-counter')).toHaveText('+60 pts');
  await expect(results.locator('.review__item--wrong')).toHaveCount(4);
});

test('on a phone, the blank being typed in is brought into view at a readable size, Tab goes from blank to blank, and typing keeps the focus', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('mobile'));
  const nodes = ['Cœur', 'Poumon', 'Aorte', 'Veine cave'].map((label, i) => ({ id: `n${i}`, label, color: '#6366f1', imageUrl: null, annotation: null, x: 0.1 + 0.8 * (i % 2), y: 0.1 + 0.8 * Math.floor(i / 2) }));
  const edges = [['n0', 'n1'], ['n1', 'n3'], ['n3', 'n2'], ['n2', 'n0']].map(([fromId, toId], i) => ({ id: `e${i}`, fromId, toId, color: '#94a3b8', labelAbove: `flèche ${i + 1}`, labelBelow: `dessous ${i + 1}` }));
  const map = { id: 'm', title: 'Téléphone', backgroundColor: '#05070d', nodes, edges, createdAt: 1, updatedAt: 1 };
  const saved = await request.put('/api/me/data', {
    headers: { Authorization: `Bearer ${account.token}`, 'If-Match': '"0"' },
    data: { subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }], mindMaps: { 'anat.coeur': [map] } },
  });
  expect(saved.status()).toBe(200);
  await storeToken(page, account.token);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/mindmap/train/anat/coeur');
  const blanks = page.locator('input.map-blank');
  // 4 labels and 8 arrow texts: 6 blanks, at least 2 of them in arrow texts.
  await expect(blanks).toHaveCount(6);
  // The whole map fits a phone only far below 100 %: it opens at 12/14, its smallest texts 12 px.
  expect((await mapViewport(page)).zoom).toBeCloseTo(12 / 14, 5);
  // Both measured each time: focusing a field may also scroll the page.
  const inFrame = async (n: number) => {
    const frame = (await page.locator('.map-canvas').boundingBox())!;
    const box = (await blanks.nth(n).boundingBox())!;
    return box.x >= frame.x && box.x + box.width <= frame.x + frame.width && box.y >= frame.y && box.y + box.height <= frame.y + frame.height;
  };
  await blanks.nth(3).focus();
  await expect.poll(async () => (await mapViewport(page)).zoom).toBe(1);
  await expect.poll(() => inFrame(3)).toBe(true);
  await page.keyboard.press('Shift+Tab');
  await expect(blanks.nth(2)).toBeFocused();
  await blanks.nth(2).fill('Aorte');
  await expect(blanks.nth(2)).toHaveValue('Aorte');
  await expect.poll(() => inFrame(2)).toBe(true);

  // Key by key, in every blank: each keystroke redraws the map, and the field keeps the focus
  // (an arrow's text used to be unmounted by the first key, the rest of the word lost).
  for (let n = 0; n < 6; n++) {
    await blanks.nth(n).focus();
    await page.keyboard.press('End');
    const id = await blanks.nth(n).getAttribute('data-answer-id');
    await page.keyboard.type('mot', { delay: 30 });
    const field = page.locator(`input.map-blank[data-answer-id="${id}"]`);
    await expect(field).toHaveValue(n === 2 ? 'Aortemot' : 'mot');
    await expect(field).toBeFocused();
  }
});
