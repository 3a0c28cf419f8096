import { expect, test, type Page } from '@playwright/test';
import { CHAPTER, drawLegend, stage, student as zoningStudent } from './boards';
import { pngBuffer, registerViaApi, storeToken, uniqueName, type Account } from './helpers';
import { installed, mapOf, materialOf, seedMaterial } from './offlineHelpers';
import { answerQuestion, currentQuestion, seedStudy, waitForSave } from './study';
import { timeLimit } from './timeLimit';

/**
 * Nothing lost while the server cannot be reached (issue 18): edits are kept on the device,
 * survive a reload, and reach the server by themselves when it is back; they never show up for
 * another account on the same browser.
 */

// The installed app: its service worker runs here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const editor = (page: Page) => page.locator('form.card-editor');
const cardItem = (page: Page, n: number) => page.getByRole('article', { name: `Carte ${n}`, exact: true });

/** Saves fail as without network, reads still work (the page can be reloaded). */
const cutSaves = (page: Page) =>
  page.context().route('**/api/me/material', (route) => (route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback()));

async function editFirstAnswer(page: Page, answer: string) {
  await cardItem(page, 1).getByRole('button', { name: 'Modifier la carte 1' }).click();
  await editor(page).getByLabel('Réponse 1', { exact: true }).fill(answer);
  await editor(page).getByRole('button', { name: 'Enregistrer' }).click();
}

async function serverAnswers(page: Page, account: Account): Promise<string[]> {
  const answer = await page.request.get('/api/me/data', { headers: { Authorization: `Bearer ${account.token}` } });
  const { data } = (await answer.json()) as { data: { cards: Record<string, Array<{ answers: string[] }>> } };
  return (data.cards['anat.coeur'] ?? []).map((card) => card.answers[0]!);
}

async function student(page: Page, name: string): Promise<Account> {
  const account = await registerViaApi(page.request, uniqueName(name));
  await seedStudy(page, account, [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }], {
    'anat.coeur': [{ id: 'c1', answers: ['Ventricule'], text: 'Cavité du cœur' }],
  });
  return account;
}

test('an edit made while saves cannot reach the server is kept on the device, survives a reload and is saved once back', async ({ page }) => {
  const account = await student(page, 'horsligne');
  await storeToken(page, account.token);
  await page.goto('/association/manage/anat/coeur');
  await cutSaves(page);
  await editFirstAnswer(page, 'Ventricule gauche');
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne — tes modifications sont gardées sur cet appareil' })).toBeVisible();

  // Stored on the device: leaving asks nothing, and the reloaded page takes the edit back from it.
  // (The last try, sent as the page goes away, outlives the page and is not intercepted: it may
  // reach the server too, which changes nothing.)
  await page.reload();
  await expect(page.getByText('Tes modifications qui n’avaient pas été enregistrées ont été reprises.')).toBeVisible();
  await expect(cardItem(page, 1).locator('.chip')).toHaveText(['Ventricule gauche']);

  // Back: it reaches the server without a click.
  await page.context().unroute('**/api/me/material');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => serverAnswers(page, account), { timeout: 15_000 }).toEqual(['Ventricule gauche']);
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toHaveCount(0);
});

test('edits kept on the device never show for another account on the same browser', async ({ page }) => {
  const first = await student(page, 'premier');
  const second = await student(page, 'second');
  await storeToken(page, first.token);
  await page.goto('/association/manage/anat/coeur');
  await cutSaves(page);
  await editFirstAnswer(page, 'Texte du premier');
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toBeVisible();

  await storeToken(page, second.token);
  await page.goto('/association/manage/anat/coeur');
  await expect(cardItem(page, 1).locator('.chip')).toHaveText(['Ventricule']);
  await expect(page.getByText('Tes modifications qui n’avaient pas été enregistrées ont été reprises.')).toHaveCount(0);
  await page.waitForTimeout(800);
  expect(await serverAnswers(page, second)).toEqual(['Ventricule']);

  // The first account gets its edit back when it returns.
  await page.context().unroute('**/api/me/material');
  await storeToken(page, first.token);
  await page.goto('/association/manage/anat/coeur');
  await expect(cardItem(page, 1).locator('.chip')).toHaveText(['Texte du premier']);
  await expect.poll(() => serverAnswers(page, first), { timeout: 15_000 }).toEqual(['Texte du premier']);
});

const TEN_ANSWERS = ['Artère', 'Veine', 'Capillaire', 'Aorte', 'Ventricule', 'Oreillette', 'Péricarde', 'Myocarde', 'Valve mitrale', 'Sinus'];
const answerOf = (question: string) => TEN_ANSWERS[Number(question.replace('Définition ', '')) - 1]!;

/** A student with ten cards whose descriptions are `Définition n`, on the training screen. */
async function trainingOf(page: Page, name: string): Promise<Account> {
  const account = await registerViaApi(page.request, uniqueName(name));
  await seedStudy(page, account, [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }], {
    'anat.coeur': TEN_ANSWERS.map((answer, i) => ({ id: `c${i + 1}`, answers: [answer], text: `Définition ${i + 1}` })),
  });
  await storeToken(page, account.token);
  await page.goto('/association/train/anat/coeur');
  return account;
}

test('a training session in progress resumes after a reload at the same question, in the same order, and is recorded', async ({ page }) => {
  test.setTimeout(timeLimit(120_000));
  await trainingOf(page, 'reprise');
  const asked: string[] = [];
  for (let i = 0; i < 3; i++) {
    await expect(page.getByText(`Question ${i + 1} sur 10`)).toBeVisible();
    asked.push(await currentQuestion(page));
    await answerQuestion(page, answerOf(asked[i]!));
  }
  await expect(page.getByText('Question 4 sur 10')).toBeVisible();
  const fourth = await currentQuestion(page);

  await page.reload();
  await expect(page.getByText('Question 4 sur 10')).toBeVisible();
  expect(await currentQuestion(page)).toBe(fourth);
  for (let i = 3; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} sur 10`)).toBeVisible();
    const question = await currentQuestion(page);
    expect(asked).not.toContain(question);
    asked.push(question);
    await answerQuestion(page, answerOf(question));
  }
  await expect(page.getByRole('region', { name: 'Session terminée' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Session terminée' }).locator('.points-counter')).toHaveText('+100 pts');
});

test('a card being written survives a reload, and is forgotten once added', async ({ page }) => {
  const account = await student(page, 'brouillon');
  await storeToken(page, account.token);
  await page.goto('/association/manage/anat/coeur');
  await page.getByRole('button', { name: 'Nouvelle carte' }).first().click();
  await editor(page).getByLabel('Réponse 1', { exact: true }).fill('Aorte');
  await editor(page).getByRole('textbox', { name: 'Description' }).click();
  await expect(editor(page).locator('[contenteditable="true"]')).toBeFocused();
  await page.keyboard.type('Gros vaisseau');
  await page.waitForTimeout(600);

  await page.reload();
  await expect(editor(page).getByLabel('Réponse 1', { exact: true })).toHaveValue('Aorte');
  await expect(editor(page)).toContainText('Gros vaisseau');
  const saved = waitForSave(page);
  await editor(page).getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(page.getByText('2 cartes')).toBeVisible();
  await saved;
  await page.reload();
  await expect(page.getByText('2 cartes')).toBeVisible();
  await expect(editor(page)).toHaveCount(0);
});

test('a session played to the end without network is kept, then recorded with its points when the network is back', async ({ page, context }) => {
  test.setTimeout(timeLimit(120_000));
  const account = await trainingOf(page, 'trainhorsligne');
  await expect(page.getByText('Question 1 sur 10')).toBeVisible();
  // Installed: the app's code is on the device (the results screen is loaded on demand).
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 });
  await context.setOffline(true);
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} sur 10`)).toBeVisible();
    const question = await currentQuestion(page);
    await answerQuestion(page, answerOf(question));
  }
  const results = page.getByRole('region', { name: 'Session terminée' });
  await expect(results.getByText('Pas de réseau : ta session est gardée sur cet appareil')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Session faite hors ligne enregistrée : +100 pts.')).toBeVisible({ timeout: 15_000 });
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(((await me.json()) as { user: { points: number } }).user.points).toBe(100);
});

test('without network from the start: edits made offline, a reload opens the app from the service worker with them, and they reach the server when back', async ({ page, context }) => {
  test.setTimeout(timeLimit(90_000));
  const account = await student(page, 'sansreseau');
  await storeToken(page, account.token);
  await page.goto('/association/manage/anat/coeur');
  await expect(cardItem(page, 1).locator('.chip')).toHaveText(['Ventricule']);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 });
  // The device keeps its copy a moment after loading it.
  await page.waitForTimeout(2500);

  await context.setOffline(true);
  await editFirstAnswer(page, 'Ventricule gauche');
  await page.getByRole('button', { name: 'Nouvelle carte' }).first().click();
  await editor(page).getByLabel('Réponse 1', { exact: true }).fill('Aorte');
  await editor(page).getByRole('textbox', { name: 'Description' }).click();
  await expect(editor(page).locator('[contenteditable="true"]')).toBeFocused();
  await page.keyboard.type('Gros vaisseau');
  await editor(page).getByRole('button', { name: 'Ajouter la carte' }).click();
  await expect(page.getByText('2 cartes')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne — tes modifications sont gardées sur cet appareil' })).toBeVisible();
  await page.waitForTimeout(600);

  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByText('2 cartes')).toBeVisible();
  expect((await page.locator('article .chip').allInnerTexts()).sort()).toEqual(['Aorte', 'Ventricule gauche']);

  await context.setOffline(false);
  await expect.poll(async () => (await serverAnswers(page, account)).sort(), { timeout: 20_000 }).toEqual(['Aorte', 'Ventricule gauche']);
});

test('a board being drawn, with its uploaded diagram and two legends, survives a reload', async ({ page, request }) => {
  const account = await zoningStudent(request);
  await storeToken(page, account.token);
  await page.goto(`/zoning/manage${CHAPTER}`);
  await page.getByLabel('Titre de la planche').fill('Cœur en cours');
  await page.getByLabel('Téléverser une image').setInputFiles({ name: 'schema.png', mimeType: 'image/png', buffer: pngBuffer(800, 600, [236, 226, 210]) });
  await expect(page.getByText('Image téléchargée ✅')).toBeVisible();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');
  await drawLegend(page, [[0.1, 0.1], [0.4, 0.1], [0.25, 0.4]], 'Aorte');
  await drawLegend(page, [[0.5, 0.5], [0.8, 0.5], [0.65, 0.8]], 'Veine cave');
  await expect(page.getByText('2 légendes')).toBeVisible();
  await page.waitForTimeout(600);

  await page.reload();
  await expect(page.getByLabel('Titre de la planche')).toHaveValue('Cœur en cours');
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');
  await expect(page.getByText('2 légendes')).toBeVisible();
  await expect(page.locator('.legend-item')).toHaveCount(2);
  await expect(page.locator('.legend-item').filter({ hasText: 'Veine cave' })).toHaveCount(1);
  const saved = waitForSave(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await saved;
});

test('offline: two cards and a map node edited, the page reloaded offline from the service worker, and all three reach the server without a click', async ({ page, context }) => {
  test.setTimeout(timeLimit(120_000));
  const account = await registerViaApi(page.request, uniqueName('acceptb'));
  await seedMaterial(page, account, {
    cards: { 'anat.coeur': [{ id: 'c1', answers: ['Ventricule'], text: 'Cavité' }, { id: 'c2', answers: ['Oreillette'], text: 'Cavité haute' }] },
    mindMaps: { 'anat.coeur': [mapOf(['Cœur', 'Poumon'])] },
  });
  await storeToken(page, account.token);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/mindmap/manage/anat/coeur');
  await expect(page.locator('.map-card')).toHaveCount(2);
  await page.goto('/association/manage/anat/coeur');
  await expect(cardItem(page, 2).locator('.chip')).toHaveText(['Oreillette']);
  await installed(page);

  await context.setOffline(true);
  await editFirstAnswer(page, 'Ventricule gauche');
  await cardItem(page, 2).getByRole('button', { name: 'Modifier la carte 2' }).click();
  await editor(page).getByLabel('Réponse 1', { exact: true }).fill('Oreillette droite');
  await editor(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne — tes modifications sont gardées sur cet appareil' })).toBeVisible();
  await page.waitForTimeout(600);

  // Another screen, still offline: the app opens from the service worker, a node is added and the map saved.
  await page.goto('/mindmap/manage/anat/coeur');
  await expect(page.locator('.map-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Ajouter un noeud' }).click();
  await page.getByRole('textbox', { name: 'Intitulé — Noeud 3', exact: true }).click();
  await page.keyboard.type('Aorte');
  await expect(page.locator('.map-card').filter({ hasText: 'Aorte' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Mind map enregistrée')).toBeVisible();
  await page.waitForTimeout(600);

  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.locator('.map-card')).toHaveCount(3);
  await expect(page.locator('.map-card').filter({ hasText: 'Aorte' })).toHaveCount(1);

  await context.setOffline(false);
  await expect
    .poll(async () => {
      const material = await materialOf(page, account);
      return {
        cards: (material.cards['anat.coeur'] ?? []).map((card) => card.answers[0]),
        nodes: (material.mindMaps['anat.coeur']?.[0]?.nodes ?? []).map((node) => node.label),
      };
    }, { timeout: 20_000 })
    .toEqual({ cards: ['Ventricule gauche', 'Oreillette droite'], nodes: ['Cœur', 'Poumon', 'Aorte'] });
});

test('a diagram uploaded offline is shown from the device, uploaded first when back, and the board shows the server image after a reload', async ({ page, context, request }) => {
  test.setTimeout(timeLimit(120_000));
  const account = await zoningStudent(request);
  await storeToken(page, account.token);
  await page.goto(`/zoning/manage${CHAPTER}`);
  await expect(page.getByLabel('Titre de la planche')).toBeVisible();
  await installed(page);

  await context.setOffline(true);
  await page.getByLabel('Titre de la planche').fill('Cœur hors ligne');
  await page.getByLabel('Téléverser une image').setInputFiles({ name: 'schema.png', mimeType: 'image/png', buffer: pngBuffer(800, 600, [236, 226, 210]) });
  await expect(page.getByText('Pas de réseau : l’image est gardée sur cet appareil et sera envoyée dès le retour de la connexion.')).toBeVisible();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');
  await drawLegend(page, [[0.1, 0.1], [0.4, 0.1], [0.25, 0.4]], 'Aorte');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Planche enregistrée')).toBeVisible();
  await expect(page.locator('.board-row__thumb')).toHaveAttribute('src', /^blob:/);
  await page.waitForTimeout(600);

  // Reloaded offline: the board and its image come back from the device.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.locator('.board-row__thumb')).toHaveAttribute('src', /^blob:/);
  expect(await page.locator('.board-row__thumb').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

  await context.setOffline(false);
  let imageUrl = '';
  await expect
    .poll(async () => {
      imageUrl = (await materialOf(page, account)).zoningSets['anat.coeur']?.[0]?.imageUrl ?? '';
      return imageUrl;
    }, { timeout: 20_000 })
    .toMatch(/^\/uploads\//);
  expect((await page.request.get(imageUrl)).ok()).toBe(true);

  await page.reload();
  await expect(page.locator('.board-row__thumb')).toHaveAttribute('src', imageUrl);
  await expect.poll(() => page.locator('.board-row__thumb').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
});
