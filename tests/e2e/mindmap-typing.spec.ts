import { expect, test, type Page } from '@playwright/test';
import { gate, openRow, registerViaApi, storeToken, uniqueName, type Account } from './helpers';
import { timeLimit } from './timeLimit';

/** 30 characters with accents, typed with no pause after the click that opens the field. */
const TYPED = 'Ventricule gauche éjecté à 70%';

interface StoredMap {
  nodes: { label: string; annotation: string | null }[];
  edges: { labelAbove: string | null; labelBelow: string | null }[];
}

async function storedMap(page: Page, account: Account): Promise<StoredMap> {
  const response = await page.request.get('/api/me/data', { headers: { Authorization: `Bearer ${account.token}` } });
  const { data } = (await response.json()) as { data: { mindMaps: Record<string, StoredMap[]> } };
  return data.mindMaps['anat.coeur']![0]!;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Clicks the field and types at once, then inserts α from the symbol menu. */
async function typeAtOnce(page: Page, name: string) {
  await test.step(name, async () => {
    await openRow(page, name);
    await field(page, name).click();
    await page.keyboard.type(TYPED);
    const opener = page.getByRole('button', { name: 'Insérer un symbole' });
    await opener.click();
    const menu = page.getByRole('menu', { name: 'Symboles' });
    // Under its button, at the page's scale (not the map's zoom), and above all else there: on
    // the canvas, above the map's arrows and their texts.
    // On the canvas the card may still grow with the text just typed, moving the button: the
    // menu follows it.
    await expect(async () => {
      const [button, opened, item] = [(await opener.boundingBox())!, (await menu.boundingBox())!, (await menu.getByRole('menuitem').first().boundingBox())!];
      const gap = Math.min(Math.abs(opened.y - (button.y + button.height + 4)), Math.abs(opened.y + opened.height - (button.y - 4)));
      expect(gap).toBeLessThan(1);
      expect(Math.abs(opened.x + opened.width - (button.x + button.width))).toBeLessThan(1);
      expect(item.height).toBeCloseTo(36, 0);
    }).toPass({ timeout: timeLimit(5_000) });
    expect(await menu.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [0.2, 0.5, 0.8].every((at) => element.contains(document.elementFromPoint(box.left + box.width * at, box.top + box.height * at)));
    })).toBe(true);
    await menu.getByRole('menuitem', { name: 'Insérer α' }).click();
    await expect(page.locator('.ProseMirror[contenteditable="true"]')).toHaveText(`${TYPED}α`);
  });
}

/** The point of the field `name` just before its character `index` (in its text). */
async function pointBefore(page: Page, name: string, index: number) {
  return field(page, name).evaluate((element, at) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let left = at;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent!.length;
      if (left < length) {
        const range = document.createRange();
        range.setStart(node, left);
        range.setEnd(node, left + 1);
        const box = range.getBoundingClientRect();
        return { x: box.left + 1, y: box.top + box.height / 2 };
      }
      left -= length;
    }
    throw new Error('no such character');
  }, index);
}

async function newEditor(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const account = await registerViaApi(request, uniqueName('frappe'));
  const saved = await request.put('/api/me/data', {
    headers: { Authorization: `Bearer ${account.token}`, 'If-Match': '"0"' },
    data: { subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }] },
  });
  expect(saved.status()).toBe(200);
  await storeToken(page, account.token);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/mindmap/manage/anat/coeur');
  return account;
}

test('every keystroke typed right after a click is kept, in the lists and on the canvas, and the caret goes where the student clicked', async ({ page, request }) => {
  test.setTimeout(timeLimit(90_000));
  const account = await newEditor(page, request);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
  await page.getByRole('button', { name: 'Ajouter une flèche' }).click();

  await typeAtOnce(page, 'Intitulé — Noeud 1');
  await typeAtOnce(page, 'Annotation (facultative) — Noeud 1');
  // The arrow is selected by its list field: its empty texts are then open on the canvas too.
  await typeAtOnce(page, 'Texte au-dessus — Flèche 1');
  await typeAtOnce(page, 'Texte en dessous — Flèche 1 (sur la carte)');
  await typeAtOnce(page, 'Intitulé — Noeud 2 (sur la carte)');
  await typeAtOnce(page, 'Annotation (facultative) — Noeud 2 (sur la carte)');

  // Clicking in the middle of a label that has text, and typing at once, inserts there.
  await openRow(page, 'Intitulé — Noeud 1');
  await page.getByRole('button', { name: 'Ajouter un noeud' }).focus();
  const middle = await pointBefore(page, 'Intitulé — Noeud 1', 10);
  await page.mouse.click(middle.x, middle.y);
  await page.keyboard.type('XY');
  await expect(page.locator('.ProseMirror[contenteditable="true"]')).toHaveText(`${TYPED.slice(0, 10)}XY${TYPED.slice(10)}α`);

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Mind map enregistrée')).toBeVisible();
  await expect.poll(async () => (await storedMap(page, account).catch(() => null))?.nodes[1]?.annotation).toBe(`${TYPED}α`);
  await page.reload();
  await expect(page.locator('.map-card')).toHaveCount(3);
  const map = await storedMap(page, account);
  expect(map.nodes.map((n) => [n.label, n.annotation])).toEqual([
    [`${TYPED.slice(0, 10)}XY${TYPED.slice(10)}α`, `${TYPED}α`],
    [`${TYPED}α`, `${TYPED}α`],
    ['', null],
  ]);
  expect(map.edges.map((e) => [e.labelAbove, e.labelBelow])).toEqual([[`${TYPED}α`, `${TYPED}α`]]);
});

test('the map title keeps every key typed without a pause, at its end and at its start', async ({ page, request }) => {
  const account = await newEditor(page, request);
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
  await page.getByRole('button', { name: 'Ajouter une flèche' }).click();
  const title = page.getByRole('textbox', { name: 'Titre de la mind map' });
  await title.click();
  // Each key lands before the page is drawn again: the input must not be set back in between.
  await page.keyboard.type(TYPED);
  await expect(title).toHaveValue(TYPED);
  await page.keyboard.press('Home');
  await page.keyboard.type('Le ');
  await expect(title).toHaveValue(`Le ${TYPED}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Mind map enregistrée')).toBeVisible();
  await expect.poll(async () => ((await storedMap(page, account).catch(() => null)) as { title?: string } | null)?.title).toBe(`Le ${TYPED}`);
});

test('what is typed while the live editor cannot load yet is kept when the field is left, on the map, in the list and once saved', async ({ page, request }) => {
  const account = await newEditor(page, request);
  // The live editor's code is held back, as on a slow network, until the field was left.
  const editorCode = gate();
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('handleScrollToSelection')) await editorCode.pass();
    await route.fulfill({ response, body });
  });
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
  await page.getByRole('button', { name: 'Ajouter une flèche' }).click();
  await openRow(page, 'Intitulé — Noeud 1');
  await field(page, 'Intitulé — Noeud 1').click();
  await page.keyboard.type('Aorte');
  await page.getByLabel('Couleur — Noeud 1').fill('#ef4444');
  await expect.poll(() => editorCode.reached).toBe(true);
  await expect(page.locator('.map-card').first()).toContainText('Aorte');
  await expect(field(page, 'Intitulé — Noeud 1')).toHaveText('Aorte');

  editorCode.open();
  await field(page, 'Intitulé — Noeud 1').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' thoracique');
  await expect(page.locator('.ProseMirror[contenteditable="true"]')).toHaveText('Aorte thoracique');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(async () => (await storedMap(page, account).catch(() => null))?.nodes[0]?.label).toBe('Aorte thoracique');
});

test('a press on a card field puts the caret in it at once, though the field just left on the same card held the selection', async ({ page, request }) => {
  await newEditor(page, request);
  await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
  await field(page, 'Intitulé — Noeud 1 (sur la carte)').click();
  await page.keyboard.type('Cœur');
  await expect(page.locator('.ProseMirror[contenteditable="true"]')).toHaveText('Cœur');
  // Where the selection is when the press ends: the keys typed from then on are inserted there.
  // (Not at the click: when the live editor takes the field over between the press and the
  // release, the pressed element is gone and the browser sends no click.)
  await page.evaluate(() => {
    document.addEventListener(
      'pointerup',
      () => {
        const anchor = document.getSelection()?.anchorNode;
        document.body.dataset.caretAtClick = String(!!anchor && !!document.activeElement?.contains(anchor));
      },
      { capture: true, once: true },
    );
  });
  const annotation = field(page, 'Annotation (facultative) — Noeud 1 (sur la carte)');
  await annotation.click();
  await expect(page.locator('body')).toHaveAttribute('data-caret-at-click', 'true');
  await page.keyboard.type('Apex');
  await expect(page.locator('.ProseMirror[contenteditable="true"]')).toHaveText('Apex');
  // The live field's toolbar floats just above that field (the annotation, not the card's top),
  // centred on it: only the field holding the toolbar is its positioned ground.
  const [bar, box] = [(await page.locator('.map-card .rich-field__toolbar').boundingBox())!, (await annotation.boundingBox())!];
  expect(box.y - (bar.y + bar.height)).toBeGreaterThanOrEqual(0);
  expect(box.y - (bar.y + bar.height)).toBeLessThan(8);
  expect(Math.abs(bar.x + bar.width / 2 - (box.x + box.width / 2))).toBeLessThan(2);
});

test('the right-click text menu opens on a list field and on a canvas card before their editor is live, and applies bold', async ({ page, request }) => {
  const account = await newEditor(page, request);
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
  await page.getByRole('button', { name: 'Ajouter une flèche' }).click();

  for (const name of ['Intitulé — Noeud 1', 'Intitulé — Noeud 2 (sur la carte)']) {
    await openRow(page, name);
    await field(page, name).scrollIntoViewIfNeeded();
    const box = (await field(page, name).boundingBox())!;
    await field(page, name).click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'Mise en forme du texte' });
    await expect(menu).toBeVisible();
    // At the pointer, whatever the map's pan and zoom (a card's menu opens above the map).
    const opened = (await menu.boundingBox())!;
    expect(Math.abs(opened.x - (box.x + box.width / 2))).toBeLessThan(2);
    expect(Math.abs(opened.y - (box.y + box.height / 2))).toBeLessThan(2);
    await menu.getByRole('menuitem', { name: 'Gras' }).click();
    await expect(menu).toBeHidden();
    await page.keyboard.type('Cœur');
    await expect(page.locator('.ProseMirror[contenteditable="true"] strong')).toHaveText('Cœur');
  }
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(async () => (await storedMap(page, account).catch(() => null))?.nodes.map((n) => n.label)).toEqual(['<strong>Cœur</strong>', '<strong>Cœur</strong>']);
});

test('the text menus scroll with the page, and close when a box scrolls under them', async ({ page, request }) => {
  await newEditor(page, request);
  // Enough nodes for the node list to scroll inside the page.
  for (let i = 0; i < 16; i++) await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
  const name = 'Intitulé — Noeud 1';
  await openRow(page, name);
  await field(page, name).scrollIntoViewIfNeeded();
  const textMenu = page.getByRole('menu', { name: 'Mise en forme du texte' });
  const symbolMenu = page.getByRole('menu', { name: 'Symboles' });
  const opener = page.getByRole('button', { name: 'Insérer un symbole' });
  const nodeList = page.locator('.map-items').first();
  await expect.poll(() => nodeList.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);

  const openers = [
    { menu: textMenu, open: () => field(page, name).click({ button: 'right' }) },
    { menu: symbolMenu, open: () => field(page, name).click().then(() => opener.click()) },
  ];
  for (const { menu, open } of openers) {
    await open();
    await expect(menu).toBeVisible();
    const offset = async () => (await menu.boundingBox())!.y - (await field(page, name).boundingBox())!.y;
    const before = await offset();
    await page.evaluate(() => window.scrollBy(0, 120));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The page moved under the screen: the menu went with its field.
    await expect(menu).toBeVisible();
    expect(Math.abs((await offset()) - before)).toBeLessThan(1);
    // The node list scrolled: the field went away from the menu, which closes.
    await nodeList.evaluate((list) => list.scrollBy(0, 60));
    await expect(menu).toBeHidden();
    await nodeList.evaluate((list) => list.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, 0));
    await field(page, name).scrollIntoViewIfNeeded();
  }
});

test('the symbol menu of a canvas card follows the card when it moves while open', async ({ page, request }) => {
  await newEditor(page, request);
  await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
  await field(page, 'Intitulé — Noeud 1 (sur la carte)').click();
  await page.keyboard.type('Aorte');
  await page.getByRole('button', { name: 'Insérer un symbole' }).click();
  const menu = page.getByRole('menu', { name: 'Symboles' });
  await expect(menu).toBeVisible();
  const before = (await menu.boundingBox())!;
  // As a card grown by the text just typed is centred again: moved up by a line and a half.
  await page.locator('.map-node').first().evaluate((card: HTMLElement) => {
    card.style.transform += ' translate(0px, -30px)';
  });
  await expect(async () => expect(before.y - (await menu.boundingBox())!.y).toBeCloseTo(30, 0)).toPass({ timeout: timeLimit(5_000) });
});

test('typing line after line in a field at the bottom of the screen keeps the caret in view, in the node list and on the page', async ({ page, request }) => {
  await newEditor(page, request);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
  await page.setViewportSize({ width: 1440, height: 700 });
  const name = 'Annotation (facultative) — Noeud 3';
  await openRow(page, name);
  // The field's top just inside the window's bottom.
  const top = (await field(page, name).boundingBox())!.y + (await page.evaluate(() => window.scrollY));
  await page.evaluate((y) => window.scrollTo(0, y - window.innerHeight + 30), top);
  await field(page, name).click();
  const nodeList = page.locator('.map-items').first();
  // Each line ends with Enter, which ProseMirror handles (the browser scrolls to what it types
  // itself, not to a line the editor adds).
  for (let line = 1; line <= 30; line++) await page.keyboard.type(`ligne ${line}\n`);
  await expect(page.locator('.ProseMirror[contenteditable="true"]')).toContainText('ligne 30');
  // The field grew past the list's own height: both the list and the page scrolled to the caret.
  await expect.poll(() => nodeList.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
  const caretInView = () => page.evaluate(() => {
    // The caret's line, from its top: that top, and a caret's height under it, are inside the
    // window and the list. (The line's own box may stand a few pixels lower than the caret
    // ProseMirror scrolls to.)
    const range = window.getSelection()!.getRangeAt(0).cloneRange();
    const at = range.getClientRects()[0] ?? (range.startContainer instanceof Element ? range.startContainer : range.startContainer.parentElement!).getBoundingClientRect();
    const list = document.querySelector('.map-items')!.getBoundingClientRect();
    return at.height > 0 && at.top >= Math.max(0, list.top) && at.top + 12 <= Math.min(window.innerHeight, list.bottom);
  });
  await expect.poll(caretInView).toBe(true);
  // A long text without Enter wraps line after line: the browser, which puts typed text in, shows
  // its caret itself (ProseMirror does not scroll after such keys).
  const before = await nodeList.evaluate((list) => list.scrollTop);
  await page.keyboard.type('sang veineux '.repeat(40));
  await expect(page.locator('.ProseMirror[contenteditable="true"]')).toContainText('veineux sang veineux');
  await expect.poll(() => nodeList.evaluate((list) => list.scrollTop)).toBeGreaterThan(before);
  await expect.poll(caretInView).toBe(true);
});
