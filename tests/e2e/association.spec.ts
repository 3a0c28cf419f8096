import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './checks';
import { pngBuffer, registerViaApi, storeToken, uniqueName } from './helpers';
import { currentQuestion, editsSaved, seedStudy, TYPED_ANSWER_MS } from './study';
import { timeLimit } from './timeLimit';

const editor = (page: Page) => page.locator('form.card-editor');
const cardItem = (page: Page, n: number) => page.getByRole('article', { name: `Carte ${n}`, exact: true });

/** Focuses the description: the live editor mounts on the click and takes the focus. */
async function editDescription(page: Page) {
  await editor(page).getByRole('textbox', { name: 'Description' }).click();
  await expect(editor(page).locator('[contenteditable="true"]')).toBeFocused();
}

/** Adds a card with one answer and a plain description. */
async function addCard(page: Page, answer: string, description: string) {
  await page.getByRole('button', { name: 'Nouvelle carte' }).first().click();
  await editor(page).getByLabel('Réponse 1', { exact: true }).fill(answer);
  await editDescription(page);
  await page.keyboard.type(description);
  await editor(page).getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(editor(page)).toHaveCount(0);
}

test('manage: ten cards, one with bold text and an uploaded image; image rules, preview, abandoned uploads, delete and undo', async ({ page, request }) => {
  test.setTimeout(timeLimit(120_000));
  const account = await registerViaApi(request, uniqueName('cartes'));
  await storeToken(page, account.token);

  // From the subjects screen to the picker, then to the manage screen.
  await page.goto('/subjects');
  await page.getByLabel('Nom de la matière').fill('Cardiologie');
  await page.getByRole('button', { name: 'Ajouter la matière' }).click();
  await page.getByLabel('Ajouter un chapitre à Cardiologie').fill('Vaisseaux');
  await page.getByLabel('Ajouter un chapitre à Cardiologie').press('Enter');
  await page.getByRole('link', { name: 'Réviser le chapitre Vaisseaux' }).click();
  await expect(page.getByText('0 carte', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Organiser' }).click();
  await expect(page).toHaveURL(/\/association\/manage\/[\w-]+\/[\w-]+$/);
  await expect(page.getByText('Aucune carte dans ce chapitre.')).toBeVisible();

  // A card needs an answer and a description.
  await page.getByRole('button', { name: 'Nouvelle carte' }).first().click();
  await editor(page).getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(editor(page).getByRole('alert')).toHaveText('Ajoute au moins une description (texte ou image) et au moins une réponse.');

  // Answers: 'Nouvelle réponse' is added selected, so typing replaces it.
  await editor(page).getByLabel('Réponse 1', { exact: true }).fill('Artère');
  await expect(editor(page).getByRole('button', { name: 'Retirer la réponse 1' })).toBeDisabled();
  await editor(page).getByRole('button', { name: 'Ajouter une réponse' }).click();
  await expect(editor(page).getByLabel('Réponse 2', { exact: true })).toHaveValue('Nouvelle réponse');
  await expect(editor(page).getByLabel('Réponse 2', { exact: true })).toBeFocused();
  await page.keyboard.type('Vaisseau artériel');

  // Description: bold through the toolbar.
  await editDescription(page);
  const bold = editor(page).getByRole('button', { name: 'Gras' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Sang');
  await bold.click();
  await page.keyboard.type(' oxygéné');

  // Image rules: each refusal in French, nothing kept.
  const fileInput = editor(page).getByLabel('Importer une image');
  const imageAlert = editor(page).locator('.card-image').getByRole('alert');
  await fileInput.setInputFiles({ name: 'lourd.gif', mimeType: 'image/gif', buffer: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(800_000)]) });
  await expect(imageAlert).toHaveText('GIF trop lourd (max ~750 Ko après encodage). Allège-le avant import.');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
  await expect(imageAlert).toHaveText('Image invalide ou trop volumineuse.');
  await fileInput.setInputFiles({ name: 'casse.png', mimeType: 'image/png', buffer: randomBytes(800_000) });
  await expect(imageAlert).toHaveText('Impossible de charger cette image.');
  // 900,000 characters typed through the value setter React listens to (fill() would take seconds).
  await editor(page).getByLabel("Lien de l'image").evaluate((input: HTMLInputElement, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, `data:image/png;base64,${'A'.repeat(900_000)}`);
  await editor(page).getByRole('button', { name: 'Utiliser ce lien' }).click();
  await expect(imageAlert).toHaveText("L'image encodée dépasse la limite (≈0,9 Mo). Réduis-la avant de l'ajouter.");
  await editor(page).getByLabel("Lien de l'image").fill('');

  // A heavy file (4.8 MB stored uncompressed) is drawn at most 1400 px wide, re-encoded and uploaded.
  await fileInput.setInputFiles({ name: 'coeur.png', mimeType: 'image/png', buffer: pngBuffer(1600, 1000, [236, 72, 153], 0) });
  const thumb = editor(page).getByRole('button', { name: "Agrandir l'image" }).locator('img');
  await expect(thumb).toHaveAttribute('src', /^\/uploads\/[\w-]+\.png$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1400);
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(875);
  await editor(page).getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(page.getByText('Carte ajoutée')).toBeVisible();

  const first = cardItem(page, 1);
  await expect(first.locator('.rich-text strong')).toHaveText('Sang');
  await expect(first.getByText('Vaisseau artériel')).toBeVisible();

  // The preview closes with Escape (focus back on the thumbnail) and with a click outside the image.
  const open = first.getByRole('button', { name: "Agrandir l'image" });
  await open.click();
  const preview = page.getByRole('dialog', { name: "Aperçu de l'image" });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('button', { name: "Fermer l'aperçu" })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(preview.getByRole('button', { name: "Fermer l'aperçu" })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await expect(open).toBeFocused();
  await open.click();
  await preview.click({ position: { x: 8, y: 8 } });
  await expect(preview).toHaveCount(0);

  const answers = ['Veine', 'Capillaire', 'Aorte', 'Ventricule', 'Oreillette', 'Péricarde', 'Myocarde', 'Valve mitrale', 'Sinus'];
  for (const [i, answer] of answers.entries()) await addCard(page, answer, `Définition numéro ${i + 2}`);
  await expect(page.getByText('10 cartes')).toBeVisible();

  // An image uploaded then abandoned is deleted from the server.
  await cardItem(page, 2).getByRole('button', { name: 'Modifier la carte 2' }).click();
  await editor(page).getByLabel('Importer une image').setInputFiles({ name: 'petit.png', mimeType: 'image/png', buffer: pngBuffer(40, 30) });
  const uploaded = await editor(page).getByRole('button', { name: "Agrandir l'image" }).locator('img').getAttribute('src');
  expect(uploaded).toMatch(/^\/uploads\//);
  const deletion = page.waitForRequest((r) => r.url().endsWith('/api/me/uploads') && r.method() === 'DELETE');
  await editor(page).getByRole('button', { name: 'Annuler' }).click();
  expect((await deletion).postDataJSON()).toEqual({ url: uploaded });
  await expect(cardItem(page, 2).locator('.chip')).toHaveText(['Veine']);

  // Delete with undo.
  await cardItem(page, 10).getByRole('button', { name: 'Supprimer la carte 10' }).click();
  await expect(page.getByText('9 cartes')).toBeVisible();
  await page.getByRole('status').filter({ hasText: 'Carte supprimée' }).getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByText('10 cartes')).toBeVisible();
  await expect(cardItem(page, 10).getByText('Sinus')).toBeVisible();

  // Saved: a reload shows the same cards, the formatted text and the uploaded image.
  await editsSaved(page);
  await page.reload();
  await expect(page.getByText('10 cartes')).toBeVisible();
  await expect(cardItem(page, 1).locator('.rich-text strong')).toHaveText('Sang');
  await expect(cardItem(page, 1).locator('img')).toHaveAttribute('src', /^\/uploads\//);
});

test('a card description offers the right-click text menu and the symbol menu', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('menus'));
  await storeToken(page, account.token);
  await seedStudy(page, account, [{ id: 'cardio', name: 'Cardiologie', chapters: [{ id: 'vaisseaux', name: 'Vaisseaux' }] }]);
  await page.goto('/association/manage/cardio/vaisseaux');
  await page.getByRole('button', { name: 'Nouvelle carte' }).first().click();
  await editor(page).getByLabel('Réponse 1', { exact: true }).fill('Débit');
  await editDescription(page);
  const description = editor(page).locator('[contenteditable="true"]');
  await page.keyboard.type('Volume');
  await page.keyboard.press('Shift+Home');
  await description.locator('p').click({ button: 'right', position: { x: 8, y: 8 } });
  const textMenu = page.getByRole('menu', { name: 'Mise en forme du texte' });
  await expect(textMenu.getByRole('menuitem')).toHaveText(['Couper', 'Copier', 'Coller', 'Gras', 'Italique', 'Souligné', 'Exposant', 'Indice']);
  await textMenu.getByRole('menuitem', { name: 'Souligné' }).click();
  await expect(textMenu).toBeHidden();
  await expect(description.locator('u')).toHaveText('Volume');
  // Underlining stops for what follows, as in any word processor. In two full runs on a loaded
  // machine the End pressed here was undone: Ctrl+U then acted on « Volume » still selected, and
  // the space replaced it (a fixed 100 ms wait, then a wait for ProseMirror's 20 ms selection
  // re-check, did not prevent it; alone it never happened). End is pressed until the editor's own
  // selection is the caret after « Volume ».
  await expect(async () => {
    await page.keyboard.press('End');
    expect(await description.evaluate((element) => {
      const { selection } = (element as HTMLElement & { editor: { state: { selection: { empty: boolean; from: number } } } }).editor.state;
      return selection.empty && selection.from === 7;
    })).toBe(true);
  }).toPass({ timeout: 5_000 });
  await page.keyboard.press('Control+u');
  await page.keyboard.type(' ');
  await editor(page).getByRole('button', { name: 'Insérer un symbole' }).click();
  const symbols = page.getByRole('menu', { name: 'Symboles' });
  await expect(symbols.getByRole('menuitem')).toHaveCount(24);
  // Arrow keys move through the grid; Enter inserts the focused symbol and gives the focus back.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(symbols).toBeHidden();
  await expect(description).toBeFocused();
  await page.keyboard.type(' par minute');
  await expect(description).toHaveText('Volume β par minute');
  await editor(page).getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(cardItem(page, 1).locator('.rich-text u')).toHaveText('Volume');
  await expect(cardItem(page, 1).locator('.rich-text')).toContainText('Volume β par minute');
});

test("answers: 'Nouvelle réponse' is numbered when it clashes, a card holds at most 50 answers; a failed upload", async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('reponses'));
  const answers = ['Nouvelle réponse', ...Array.from({ length: 47 }, (_, i) => `Variante ${i + 1}`)];
  await seedStudy(page, account, [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }], {
    'anat.coeur': [{ id: 'c1', answers, text: 'Quarante-huit réponses' }],
  });
  await storeToken(page, account.token);
  await page.goto('/association/manage/anat/coeur');
  await cardItem(page, 1).getByRole('button', { name: 'Modifier la carte 1' }).click();
  const add = editor(page).getByRole('button', { name: 'Ajouter une réponse' });
  await add.click();
  await expect(editor(page).getByLabel('Réponse 49', { exact: true })).toHaveValue('Nouvelle réponse 2');
  await add.click();
  await expect(editor(page).getByLabel('Réponse 50', { exact: true })).toHaveValue('Nouvelle réponse 3');
  await expect(editor(page).getByRole('alert')).toHaveCount(0);
  await add.click();
  await expect(editor(page).getByRole('alert')).toHaveText('Tu as atteint la limite de 50 réponses.');
  await expect(editor(page).getByLabel('Réponse 51', { exact: true })).toHaveCount(0);

  // Removing one makes room again.
  await editor(page).getByRole('button', { name: 'Retirer la réponse 50' }).click();
  await expect(editor(page).getByRole('alert')).toHaveCount(0);

  // An upload the server fails says so; the card keeps no image. (One that cannot reach the
  // server is kept on the device until it can: offline.spec.ts.)
  await page.route('**/api/me/uploads', (route) => route.fulfill({ status: 500 }));
  await editor(page).getByLabel('Importer une image').setInputFiles({ name: 'petit.png', mimeType: 'image/png', buffer: pngBuffer(40, 30) });
  await expect(editor(page).getByRole('alert')).toHaveText("Impossible d'envoyer l'image. Réessaie dans un instant.");
  await expect(editor(page).getByRole('button', { name: "Agrandir l'image" })).toHaveCount(0);
  await editor(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Carte enregistrée')).toBeVisible();
  await expect(cardItem(page, 1).locator('.chip')).toHaveCount(49);
});

test('training: a typo shows « Presque ! » with the expected answer and its differing letters, and counts as correct for the score and the points', async ({ page, request }) => {
  test.setTimeout(timeLimit(120_000));
  const account = await registerViaApi(request, uniqueName('presque'));
  // What is typed for each card: right variants, a typo, and a typo as close to another card's answer.
  const plan: Array<{ answer: string; typed: string; verdict: 'Bonne réponse !' | 'Presque !' | 'Mauvaise réponse.' }> = [
    { answer: 'Appendicectomie', typed: 'apendicectomie', verdict: 'Presque !' },
    { answer: 'Nœud sinusal', typed: 'Noeud sinusal', verdict: 'Bonne réponse !' },
    { answer: 'Œsophage', typed: 'oesophage', verdict: 'Bonne réponse !' },
    { answer: 'Cæcum', typed: 'caecum', verdict: 'Bonne réponse !' },
    { answer: 'artère fémorale', typed: 'artère-fémorale', verdict: 'Bonne réponse !' },
    { answer: 'l’aorte', typed: "l'aorte", verdict: 'Bonne réponse !' },
    { answer: 'la rate', typed: 'rate', verdict: 'Bonne réponse !' },
    { answer: 'Ilion', typed: 'ilion', verdict: 'Bonne réponse !' },
    { answer: 'Iléon', typed: 'ileion', verdict: 'Mauvaise réponse.' },
    { answer: 'Hyperthyroïdie', typed: 'hypothyroidie', verdict: 'Mauvaise réponse.' },
  ];
  const cards = plan.map((item, i) => ({ id: `c${i + 1}`, answers: [item.answer], text: `Définition ${i + 1}` }));
  await seedStudy(page, account, [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'digestif', name: 'Digestif' }] }], { 'anat.digestif': cards });
  await storeToken(page, account.token);
  await page.goto('/association/train/anat/digestif');

  const field = page.getByLabel('Ta réponse');
  const feedback = page.locator('.answer-feedback');
  for (let i = 0; i < plan.length; i++) {
    await expect(page.getByText(`Question ${i + 1} sur 10`)).toBeVisible();
    const item = plan[Number((await currentQuestion(page)).replace('Définition ', '')) - 1]!;
    await field.fill(item.typed);
    await page.waitForTimeout(TYPED_ANSWER_MS);
    await field.press('Enter');
    await expect(feedback.locator('.answer-feedback__verdict')).toHaveText(item.verdict);
    if (item.verdict === 'Presque !') {
      await expect(field).toHaveClass(/is-almost/);
      const expected = feedback.locator('.answer-feedback__expected').first();
      // The expected answer as written, the missing letter in <mark>, and the letters spoken.
      await expect(expected).toContainText('Réponse attendue : Appendicectomie');
      await expect(expected.locator('mark')).toHaveText(['p']);
      await expect(expected.locator('.visually-hidden')).toHaveText('(lettres qui diffèrent : p)');
      expect(await seriousViolations(page)).toEqual([]);
    }
    await field.press('Enter');
  }

  const results = page.getByRole('region', { name: 'Session terminée' });
  await expect(results.getByText('8 / 10')).toBeVisible();
  await expect(results.locator('.points-counter')).toHaveText('+80 pts');
  const almost = results.locator('.review__item').filter({ hasText: 'Presque !' });
  await expect(almost).toHaveCount(1);
  await expect(almost).toHaveClass(/review__item--right/);
  await expect(almost.locator('mark')).toHaveText(['p']);
  await expect(results.locator('.review__item').filter({ hasText: '✗ Faux' })).toHaveCount(2);

  // The server's verdict agrees: the typo is recorded as correct and earns its 10 points.
  const auth = { Authorization: `Bearer ${account.token}` };
  const me = (await (await page.request.get('/api/me', { headers: auth })).json()) as { user: { points: number } };
  expect(me.user.points).toBe(80);
  const { data } = (await (await page.request.get('/api/me/data', { headers: auth })).json()) as {
    data: { sessions: Array<{ correct: number; questions: Array<{ cardId: string; correct: boolean; userAnswer: string }> }> };
  };
  expect(data.sessions[0]!.correct).toBe(8);
  expect(data.sessions[0]!.questions.find((q) => q.cardId === 'c1')).toMatchObject({ userAnswer: 'apendicectomie', correct: true });
});

test('a card description keeps every key typed right after the click', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('frappe'));
  await storeToken(page, account.token);
  await seedStudy(page, account, [{ id: 'cardio', name: 'Cardiologie', chapters: [{ id: 'vaisseaux', name: 'Vaisseaux' }] }]);
  await page.goto('/association/manage/cardio/vaisseaux');
  await page.getByRole('button', { name: 'Nouvelle carte' }).first().click();
  await editor(page).getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Ventricule gauche éjecté à 70%');
  await expect(editor(page).locator('.ProseMirror')).toHaveText('Ventricule gauche éjecté à 70%');
});
