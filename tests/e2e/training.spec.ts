import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, storeToken, uniqueName, type Account } from './helpers';
import { answerQuestion, currentQuestion, numberedCards, seedStudy, TYPED_ANSWER_MS, type SeedCard } from './study';
import { timeLimit } from './timeLimit';

const ANSWERS = ['Artère', 'Veine', 'Capillaire', 'Aorte', 'Ventricule', 'Oreillette', 'Péricarde', 'Myocarde', 'Valve mitrale', 'Sinus'];
const CARDS: SeedCard[] = ANSWERS.map((answer, i) => ({ id: `c${i + 1}`, answers: [answer], text: `Définition ${i + 1}` }));
const answerOf = (question: string) => ANSWERS[Number(question.replace('Définition ', '')) - 1]!;
const results = (page: Page) => page.getByRole('region', { name: 'Session terminée' });

/** Variants the checker must accept: case, accents and surrounding spaces do not matter. */
const variant = (answer: string, i: number) => [answer.toLowerCase(), answer.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), `  ${answer.toUpperCase()} `][i % 3]!;

/** Plays a whole session of the ten cards, answering each with `answer(expected)`. */
async function playSession(page: Page, answer: (expected: string) => string) {
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} sur 10`)).toBeVisible();
    await answerQuestion(page, answer(answerOf(await currentQuestion(page))));
  }
  await expect(results(page)).toBeVisible();
}

async function pointsOf(page: Page, account: Account): Promise<number> {
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${account.token}` } });
  return ((await me.json()) as { user: { points: number } }).user.points;
}

test('training: right, wrong and skipped answers, points, review, replay up to the weekly limit, and the picker figures', async ({ page, request }) => {
  test.setTimeout(timeLimit(180_000));
  const account = await registerViaApi(request, uniqueName('seance'));
  await seedStudy(page, account, [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }], { 'anat.coeur': CARDS });
  await storeToken(page, account.token);

  // The picker: methods not available yet, the remembered method, the chapter before any session.
  await page.goto('/pick');
  await expect(page.getByText('Bientôt disponible')).toHaveCount(2);
  await expect(page.getByRole('radio', { name: /Dictée anat/ })).toBeDisabled();
  await page.locator('.method-option', { hasText: 'Mind map' }).click();
  await expect(page.getByText('0 élément à retrouver')).toBeVisible();
  await page.goto('/pick');
  await expect(page.getByRole('radio', { name: /Mind map/ })).toBeChecked();
  await page.locator('.method-option', { hasText: 'Association' }).click();
  const stats = page.locator('.pick-stats');
  await expect(stats).toContainText('10 cartes');
  await expect(stats).toContainText('Taux de réussite—');
  await expect(stats).toContainText('Dernière sessionJamais');
  await page.getByRole('link', { name: 'Lancer la session' }).click();
  await expect(page).toHaveURL(/\/association\/train\/anat\/coeur$/);

  // Session 1: seven right (case and accent variants), two wrong, the last one ended without validating.
  await expect(page.getByRole('timer')).toHaveText(/^00:0\d$/);
  for (let i = 0; i < 9; i++) {
    const expected = answerOf(await currentQuestion(page));
    if (i < 7) {
      await answerQuestion(page, variant(expected, i));
      continue;
    }
    const field = page.getByLabel('Ta réponse');
    await field.fill('mauvaise réponse');
    await page.waitForTimeout(TYPED_ANSWER_MS);
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Mauvaise réponse.')).toBeVisible();
    await expect(page.getByText(`Réponse attendue : ${expected}`)).toBeVisible();
    await expect(field).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Suivant' }).click();
  }
  await expect(page.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
  await page.getByLabel('Ta réponse').fill('à moitié');
  await page.waitForTimeout(TYPED_ANSWER_MS);
  await page.getByRole('button', { name: 'Terminer' }).click();

  await expect(results(page).getByText('7 / 10')).toBeVisible();
  await expect(results(page).getByText('70 %')).toBeVisible();
  await expect(results(page).locator('.points-counter')).toHaveText('+70 pts');
  const review = results(page).locator('.review__item');
  await expect(review).toHaveCount(10);
  await expect(review.filter({ hasText: '✓ Juste' })).toHaveCount(7);
  await expect(review.filter({ hasText: 'à moitié' })).toContainText('✗ Faux');
  expect(await pointsOf(page, account)).toBe(70);

  // Back goes where the session was launched; the picker shows the success rate and 'À l'instant'.
  await results(page).getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/pick/);
  await expect(stats).toContainText('Taux de réussite70 %');
  await expect(stats).toContainText("Dernière sessionÀ l'instant");

  // Within 10 s the finished result is shown again; Replay starts a new shuffled session.
  await page.getByRole('link', { name: 'Lancer la session' }).click();
  await expect(results(page).getByText('7 / 10')).toBeVisible();
  await results(page).getByRole('button', { name: 'Rejouer' }).click();

  // Session 2: nothing right. Session 3: all right. Session 4: over the weekly limit.
  await playSession(page, () => 'non');
  await expect(results(page)).toContainText('Pas de points récoltés cette fois‑ci : valide plus d’éléments pour engranger 10 points par succès !');
  await expect(results(page).locator('.points-counter')).toHaveText('+0 pts');
  await results(page).getByRole('button', { name: 'Rejouer' }).click();
  await playSession(page, (expected) => expected);
  await expect(results(page).locator('.points-counter')).toHaveText('+100 pts');
  await results(page).getByRole('button', { name: 'Rejouer' }).click();
  await playSession(page, (expected) => expected);
  await expect(results(page).getByText('10 / 10')).toBeVisible();
  await expect(results(page)).toContainText('Limite hebdomadaire atteinte pour ce chapitre. Change de méthode ou de matière pour continuer à gagner des points.');
  await expect(results(page).locator('.points-counter')).toHaveText('+0 pts');
  expect(await pointsOf(page, account)).toBe(170);

  // 27 right answers out of 40.
  await page.goto('/pick?subject=anat&chapter=coeur');
  await expect(stats).toContainText('Taux de réussite68 %');
});

test('training: too few questions, a failed recording keeps the local result, and an empty chapter', async ({ page, request }) => {
  test.setTimeout(timeLimit(60_000));
  const account = await registerViaApi(request, uniqueName('courte'));
  await seedStudy(page, account, [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'rein', name: 'Rein' }, { id: 'vide', name: 'Vide' }] }], {
    'anat.rein': [{ id: 'c1', answers: ['Artère'], text: 'Vaisseau qui part du cœur' }],
  });
  await storeToken(page, account.token);

  await page.goto('/association/train/anat/vide');
  await expect(page.getByText("Ce chapitre n'a pas encore de carte.")).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter des cartes' }).click();
  await expect(page).toHaveURL(/\/association\/manage\/anat\/vide$/);

  await page.goto('/association/train/anat/rein');
  await answerQuestion(page, 'artere');
  await expect(results(page).getByText('1 / 1')).toBeVisible();
  // 'artere' is accepted for 'Artère': case and accents do not count.
  await expect(results(page).locator('.review__item')).toContainText(/artere.*Artère.*✓ Juste/s);
  await expect(results(page)).toContainText('Pas assez de questions pour gagner des points. Ajoute davantage d’éléments et relance une session.');

  // The server refuses the session: its French message, and the result without points.
  await page.route('**/api/me/sessions', (route) =>
    route.fulfill({ status: 400, json: { error: 'Session invalide : ses horaires ou son score sont impossibles.' } }),
  );
  await results(page).getByRole('button', { name: 'Rejouer' }).click();
  await answerQuestion(page, 'ARTÈRE');
  await expect(results(page).getByRole('alert')).toContainText('Session invalide : ses horaires ou son score sont impossibles.');
  await expect(results(page).getByRole('alert')).toContainText('Résultat affiché sans points.');
  await expect(results(page).getByText('1 / 1')).toBeVisible();

  // No network at all: the session waits on the device, to be recorded when it comes back.
  await page.unroute('**/api/me/sessions');
  await page.route('**/api/me/sessions', (route) => route.abort('internetdisconnected'));
  await results(page).getByRole('button', { name: 'Rejouer' }).click();
  await answerQuestion(page, 'faux');
  await expect(results(page).getByRole('status')).toContainText('Pas de réseau : ta session est gardée sur cet appareil');
  await expect(results(page).getByText('0 / 1')).toBeVisible();
});

test('badges: a fast session of 20 right answers unlocks Turbo then Perfect, shown one at a time', async ({ page, request }) => {
  test.setTimeout(timeLimit(90_000));
  const account = await registerViaApi(request, uniqueName('turbo'));
  await seedStudy(page, account, [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'os', name: 'Os' }] }], { 'anat.os': numberedCards(20) });
  await storeToken(page, account.token);
  await page.goto('/association/train/anat/os');
  for (let i = 0; i < 20; i++) {
    const question = await currentQuestion(page);
    await answerQuestion(page, question.replace('Question', 'Réponse'));
  }
  await expect(results(page).getByText('20 / 20')).toBeVisible();

  // One popup at a time: the first closes by itself after 4.5 s, the others on a click. Marmotte
  // (between midnight and 4 a.m.) and Prems (first place of a fresh leaderboard) may come too.
  const popup = page.locator('.badge-popup');
  const label = popup.locator('.badge-popup__label');
  const shown: string[] = [];
  while (await label.waitFor({ timeout: 6000 }).then(() => true, () => false)) {
    const text = (await label.innerText()).trim();
    shown.push(text);
    await expect(popup).toContainText('Nouveau badge débloqué !');
    await expect(popup.locator('img')).toHaveAttribute('src', new RegExp(`/badges/${text.toLowerCase()}\\.svg$`));
    if (shown.length > 1) await popup.getByRole('button').click();
    await expect(popup.filter({ hasText: text })).toHaveCount(0, { timeout: 6000 });
  }
  expect(shown.filter((badge) => badge !== 'Marmotte' && badge !== 'Prems')).toEqual(['Turbo', 'Perfect']);
  await expect(popup).toHaveCount(0);

  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(((await me.json()) as { user: { badges: string[] } }).user.badges).toEqual(expect.arrayContaining(['turbo', 'perfect']));
});

test('badge artwork is served for every badge', async ({ request }) => {
  for (const id of ['admin', 'innovateur', 'major', 'champion', 'marmotte', 'prems', 'serial-killer', 'charbonneur', 'padawan', 'turbo', 'perfect']) {
    const response = await request.get(`/badges/${id}.svg`);
    expect(response.status(), id).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  }
});
