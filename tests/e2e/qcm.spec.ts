import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, storeToken, uniqueName } from './helpers';
import { seedStudy, TYPED_ANSWER_MS, type SeedCard } from './study';
import { timeLimit } from './timeLimit';

/** Ten cards: nine of one answer, one of two (asked as a QRM). */
const ANSWERS = ['Artère', 'Veine', 'Capillaire', 'Aorte', 'Ventricule', 'Oreillette', 'Péricarde', 'Myocarde', 'Valve mitrale'];
const CARDS: SeedCard[] = [
  ...ANSWERS.map((answer, i) => ({ id: `c${i + 1}`, answers: [answer], text: `Définition ${i + 1}` })),
  { id: 'c10', answers: ['Nœud sinusal', 'Nœud de Keith et Flack'], text: 'Le pacemaker du cœur' },
];
const SUBJECTS = [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'vide', name: 'Vide' }] }];
const results = (page: Page) => page.getByRole('region', { name: 'Session terminée' });

/** The accepted answers of the card the current question shows, as the student knows them. */
async function answersShown(page: Page): Promise<string[]> {
  const text = (await page.locator('.question-card .card-prompt__text').innerText()).trim();
  return CARDS.find((card) => card.text === text)!.answers;
}

/** The indices of the propositions: those that are right, those that are not. */
async function propositions(page: Page): Promise<{ right: number[]; wrong: number[] }> {
  const answers = await answersShown(page);
  const texts = await page.getByTestId('qcm-propositions').locator('.qcm-proposition__text').allInnerTexts();
  const right = texts.flatMap((text, i) => (answers.includes(text.trim()) ? [i] : []));
  return { right, wrong: texts.flatMap((_, i) => (right.includes(i) ? [] : [i])) };
}

/** Every answer the QCM API gives out before a verdict: never which propositions are right. */
function watchForLeaks(page: Page): string[] {
  const leaks: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/me/qcm') return;
    const body = await response.text();
    if (/"(right|credit|verdict|answers|rightAnswer)"/.test(body)) leaks.push(body);
  });
  return leaks;
}

test('QCM: the method is available on the home page and the picker, a session of 10 questions by keyboard is recorded and shows under « QCM » in the statistics', async ({ page, request }) => {
  test.setTimeout(timeLimit(120_000));
  const account = await registerViaApi(request, uniqueName('qcm'));
  await seedStudy(page, account, SUBJECTS, { 'anat.coeur': CARDS });
  await storeToken(page, account.token);
  await page.addInitScript(() => window.localStorage.setItem('mnemo.tutorialStatus', 'dismissed'));
  const leaks = watchForLeaks(page);

  // Home: the QCM card is available and leads to the picker with QCM chosen.
  await page.goto('/');
  const card = page.getByRole('article', { name: /QCM/ });
  await expect(card).toContainText('Disponible');
  await expect(card).not.toContainText('Bientôt disponible');
  await page.getByRole('button', { name: 'Aller à la méthode 4' }).click();
  await card.getByRole('link', { name: 'Essayer cette méthode' }).click();
  await expect(page).toHaveURL(/\/pick\?method=qcm/);

  // The picker: QCM chosen and enabled, « Dictée anat » and « Regroupement » still to come.
  await expect(page.getByRole('radio', { name: /QCM/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /QCM/ })).toBeEnabled();
  await expect(page.getByText('Bientôt disponible')).toHaveCount(2);
  await expect(page.getByRole('radio', { name: /Dictée anat/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Regroupement/ })).toBeDisabled();
  await expect(page.locator('.pick-stats')).toContainText('10 questions possibles');
  await expect(page.getByRole('link', { name: 'Organiser' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Lancer la session' }).click();
  await expect(page).toHaveURL(/\/qcm\/train\/anat\/coeur$/);

  // Ten questions by keyboard: seven right, two wrong, the QRM with one box missing (« Presque ! »).
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} sur 10`)).toBeVisible();
    const { right, wrong } = await propositions(page);
    const qrm = right.length > 1;
    await expect(page.locator('.qcm__format')).toContainText(qrm ? 'QRM' : 'QRU');
    const ticked = qrm ? right.slice(0, 1) : i < 2 ? [wrong[0]!] : right;
    for (const index of ticked) await page.keyboard.press(String(index + 1));
    await expect(page.locator('.qcm-proposition--ticked')).toHaveCount(ticked.length);
    await page.waitForTimeout(TYPED_ANSWER_MS);
    await page.keyboard.press('Enter');
    const verdict = qrm ? 'Presque !' : i < 2 ? 'Mauvaise réponse.' : 'Bonne réponse !';
    await expect(page.locator('.answer-feedback__verdict')).toContainText(verdict);
    // After the verdict, the right propositions are marked; a wrong tick too.
    await expect(page.locator('.qcm-proposition--right, .qcm-proposition--missed')).toHaveCount(right.length);
    if (i < 2 && !qrm) await expect(page.locator('.qcm-proposition--wrong')).toHaveCount(1);
    await page.keyboard.press('Enter');
  }

  await expect(results(page).getByText('8 / 10')).toBeVisible();
  await expect(results(page).locator('.points-counter')).toHaveText('+80 pts');
  await expect(results(page).locator('.review__item')).toHaveCount(10);
  await expect(results(page).locator('.review__item').filter({ hasText: '✗ Faux' })).toHaveCount(2);
  await expect(results(page).locator('.review__item').filter({ hasText: 'Presque' })).toHaveCount(1);
  expect(leaks).toEqual([]);

  // Recorded: the picker's figures, then the statistics filtered on « QCM ».
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(((await me.json()) as { user: { points: number } }).user.points).toBe(80);
  await page.goto('/pick?method=qcm&subject=anat&chapter=coeur');
  await expect(page.locator('.pick-stats')).toContainText('Taux de réussite80 %');
  await page.goto('/account');
  const stats = page.locator('.stats-block');
  const method = stats.getByLabel('Méthode');
  await expect(method.locator('option', { hasText: 'QCM' })).toHaveCount(1);
  await method.selectOption('qcm');
  await expect(stats.getByRole('table')).toContainText('QCM');
  await expect(stats.getByRole('table')).toContainText('8/10');
});

test.describe('QCM at 375 px with touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('propositions are tapped, the layout holds, and a chapter too small says so in French', async ({ page, request }) => {
    test.setTimeout(timeLimit(90_000));
    const account = await registerViaApi(request, uniqueName('qcmtel'));
    await seedStudy(page, account, SUBJECTS, { 'anat.coeur': CARDS, 'anat.vide': CARDS.slice(0, 2) });
    await storeToken(page, account.token);
    await page.addInitScript(() => window.localStorage.setItem('mnemo.tutorialStatus', 'dismissed'));

    await page.goto('/qcm/train/anat/vide');
    await expect(page.getByTestId('qcm-empty')).toContainText('Pas assez de matière pour un QCM dans ce chapitre');
    await expect(page.getByRole('link', { name: 'Ajouter des cartes' })).toHaveAttribute('href', '/association/manage/anat/vide');

    await page.goto('/qcm/train/anat/coeur');
    for (let i = 0; i < 10; i++) {
      await expect(page.getByText(`Question ${i + 1} sur 10`)).toBeVisible();
      const { right } = await propositions(page);
      const boxes = page.locator('.qcm-proposition');
      if (i === 0) {
        // Large targets, nothing wider than the screen.
        for (const box of await boxes.all()) expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(48);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await page.screenshot({ path: 'test-results/qcm-375-question.png', fullPage: true });
      }
      for (const index of right) await boxes.nth(index).tap();
      await page.waitForTimeout(TYPED_ANSWER_MS);
      await page.getByRole('button', { name: 'Valider' }).tap();
      await expect(page.locator('.answer-feedback__verdict')).toHaveText('Bonne réponse !');
      if (i === 0) await page.screenshot({ path: 'test-results/qcm-375-feedback.png', fullPage: true });
      await page.getByRole('button', { name: i === 9 ? 'Terminer' : 'Suivant' }).tap();
    }
    await expect(results(page).getByText('10 / 10')).toBeVisible();
    await expect(results(page).locator('.points-counter')).toHaveText('+100 pts');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'test-results/qcm-375-results.png', fullPage: true, clip: { x: 0, y: 0, width: 375, height: 1500 } });
  });
});
