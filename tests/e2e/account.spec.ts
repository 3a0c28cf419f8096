import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, pngBuffer, registerViaApi, storeToken, storedToken, uniqueName, type Account } from './helpers';

const CARDS = Array.from({ length: 10 }, (_, i) => ({ id: `k${i}`, answer: `Réponse ${i}`, answers: [`Réponse ${i}`], text: `Question ${i}` }));
const SUBJECTS = [
  { id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'rein', name: 'Rein' }, { id: 'foie', name: 'Foie' }] },
  { id: 'pharma', name: 'Pharmacologie', chapters: [{ id: 'atb', name: 'Antibiotiques' }] },
];

/**
 * A student with 12 recorded sessions, 4 per chapter of Anatomie, the newest last; only the first
 * 3 of a chapter in the week earn points (10 per right answer).
 */
async function student(request: APIRequestContext): Promise<Account> {
  const account = await registerViaApi(request, uniqueName('paul'));
  const auth = { Authorization: `Bearer ${account.token}` };
  const saved = await request.put('/api/me/data', {
    headers: { ...auth, 'If-Match': '"0"' },
    data: { subjects: SUBJECTS, cards: { 'anat.coeur': CARDS, 'anat.rein': CARDS, 'anat.foie': CARDS, 'pharma.atb': CARDS } },
  });
  expect(saved.status()).toBe(200);
  const start = Date.now() - 12 * 60_000;
  for (let i = 0; i < 12; i++) {
    const chapterId = ['coeur', 'rein', 'foie'][i % 3]!;
    const right = 4 + (i % 6);
    const finishedAt = start + i * 60_000;
    const recorded = await request.post('/api/me/sessions', {
      headers: auth,
      data: {
        id: `association-anat-${chapterId}-e2e${i}${Date.now()}`,
        methodId: 'association',
        subjectId: 'anat',
        chapterId,
        startedAt: finishedAt - 45_000,
        finishedAt,
        questions: CARDS.map((card, k) => ({ cardId: card.id, correct: k < right, userAnswer: k < right ? card.answer : 'non', rightAnswer: card.answer })),
      },
    });
    expect(recorded.status()).toBe(201);
  }
  return account;
}

const stats = (page: Page) => page.getByRole('region', { name: 'Statistiques' });
const bodyRows = (page: Page) => stats(page).locator('tbody tr');
const card = (page: Page, label: string) => stats(page).locator('.stats-card').filter({ hasText: label }).locator('.stats-card__value');

test('the statistics block filters and pages the sessions', async ({ page, request }) => {
  const account = await student(request);
  await storeToken(page, account.token);
  await page.goto('/account');

  await expect(card(page, 'Sessions')).toHaveText('12');
  await expect(stats(page).getByText(/^Dernière session : \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · Association · Anatomie › Foie · 90,0 %$/)).toBeVisible();
  await expect(stats(page).getByRole('img', { name: /^Réussite de 12 sessions/ })).toBeVisible();
  await expect(stats(page).getByLabel('Méthode').locator('option')).toHaveText(['Toutes les méthodes', 'Association']);

  // 10 rows first, then +10 / −10.
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(stats(page).getByText('10 sur 12')).toBeVisible();
  await stats(page).getByRole('button', { name: 'Afficher 10 sessions de plus' }).click();
  await expect(bodyRows(page)).toHaveCount(12);
  await expect(stats(page).getByRole('button', { name: 'Afficher 10 sessions de plus' })).toBeDisabled();
  await stats(page).getByRole('button', { name: 'Afficher 10 sessions de moins' }).click();
  await expect(bodyRows(page)).toHaveCount(10);

  // The chapter waits for a subject with chapters, and resets when it no longer belongs.
  const chapter = stats(page).getByLabel('Chapitre');
  await expect(chapter).toBeDisabled();
  await stats(page).getByLabel('Matière').selectOption({ label: 'Anatomie' });
  await expect(chapter).toBeEnabled();
  await chapter.selectOption({ label: 'Rein' });
  await expect(card(page, 'Sessions')).toHaveText('4');
  await expect(bodyRows(page)).toHaveCount(4);
  await expect(bodyRows(page).first()).toContainText('Rein');
  await stats(page).getByLabel('Matière').selectOption({ label: 'Pharmacologie' });
  await expect(chapter).toHaveValue('all');
  await expect(stats(page).getByText('Aucune session ne correspond à ces filtres.')).toBeVisible();
  await expect(stats(page).getByText('Pas encore de session à afficher sur le graphique.')).toBeVisible();

  // The chart expands and shows a session on hover.
  await stats(page).getByLabel('Matière').selectOption({ label: 'Toutes les matières' });
  const plot = stats(page).getByRole('img', { name: /^Réussite de 12 sessions/ });
  const collapsed = (await plot.boundingBox())!.height;
  await stats(page).getByRole('button', { name: 'Agrandir' }).click();
  await expect.poll(async () => (await plot.boundingBox())!.height).toBeGreaterThan(collapsed);
  await plot.hover({ position: { x: 5, y: 20 } });
  await expect(stats(page).getByRole('status')).toContainText('Association · Anatomie › Cœur');
});

test('deleting a session asks first, says when it fails, then takes its points back', async ({ page, request }) => {
  const account = await student(request);
  await storeToken(page, account.token);
  await page.goto('/account');
  const points = page.locator('.profile-card__stats');
  await expect(points).toContainText('pts');
  const before = Number((await points.textContent())!.match(/(\d+) pts/)![1]);

  // The oldest session earned points (the first of Cœur): it is the last row once all are shown.
  await stats(page).getByRole('button', { name: 'Afficher 10 sessions de plus' }).click();
  const oldest = bodyRows(page).last();
  await expect(oldest).toContainText('4/10');
  const remove = oldest.getByRole('button', { name: /^Supprimer la session du/ });
  page.once('dialog', (dialog) => void dialog.dismiss());
  await remove.click();
  await expect(bodyRows(page)).toHaveCount(12);

  // The server fails once: the session stays.
  await page.route('**/api/me/sessions/*', (route) => route.fulfill({ status: 500, json: { error: 'Erreur interne du serveur. Réessaie plus tard.' } }));
  page.once('dialog', (dialog) => void dialog.accept());
  await remove.click();
  await expect(page.getByText('Impossible de supprimer la session.')).toBeVisible();
  await expect(card(page, 'Sessions')).toHaveText('12');
  await page.unroute('**/api/me/sessions/*');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Supprimer définitivement cette session ? Les points gagnés seront retirés.');
    void dialog.accept();
  });
  await remove.click();
  await expect(page.getByText('Session supprimée (−40 pts)')).toBeVisible();
  await expect(card(page, 'Sessions')).toHaveText('11');
  await expect(points).toContainText(`${before - 40} pts`);
});

test('export downloads the whole account; deletion needs the password, then signs out', async ({ page, request }) => {
  const account = await student(request);
  await storeToken(page, account.token);
  await page.goto('/account');
  const data = page.getByRole('region', { name: 'Mes données' });

  const download = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Exporter mes données (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^mnemo-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { user: { id: string }; data: { subjects: unknown[] }; sessions: unknown[] };
  expect(exported.user.id).toBe(account.userId);
  expect(exported.data.subjects).toHaveLength(2);
  expect(exported.sessions).toHaveLength(12);

  await data.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await data.getByLabel('Mot de passe actuel').fill('pas-le-bon');
  page.once('dialog', (dialog) => void dialog.accept());
  await data.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(data.getByRole('alert')).toHaveText('Mot de passe incorrect : ton compte n’a pas été supprimé.');

  await data.getByLabel('Mot de passe actuel').fill(PASSWORD);
  page.once('dialog', (dialog) => void dialog.accept());
  await data.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Compte supprimé. À bientôt !')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect((await request.post('/api/auth/login', { data: { username: account.username, password: PASSWORD } })).status()).toBe(401);
  expect((await request.get(`/api/public/users/${account.userId}`)).status()).toBe(404);
});

test('profile editing sends only what was filled: a new name, an uploaded avatar and banner, then clears the form', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('rose'));
  await storeToken(page, account.token);
  await page.goto('/account');
  const edit = page.getByRole('region', { name: 'Modifier le profil' });

  // A file that is no image: the avatar toast and the inline text.
  await edit.getByLabel('Téléverser : Avatar').setInputFiles({ name: 'faux.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') });
  await expect(page.getByText('Impossible de traiter cet avatar.')).toBeVisible();
  await expect(edit.getByRole('alert')).toHaveText('Impossible de traiter cette image (format ou taille incompatible).');

  const renamed = uniqueName('rosa');
  await edit.getByLabel('Pseudo').fill(`  ${renamed}  `);
  await edit.getByLabel('Téléverser : Avatar').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: pngBuffer(900, 700) });
  await edit.getByLabel('Téléverser : Bannière').setInputFiles({ name: 'banniere.png', mimeType: 'image/png', buffer: pngBuffer(2400, 1200, [236, 72, 153]) });
  await expect(edit.getByText('Image prête : enregistre le profil pour l’appliquer.')).toHaveCount(2);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/me') && r.method() === 'PUT');
  await edit.getByRole('button', { name: 'Enregistrer le profil' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['avatar', 'banner', 'display', 'username']);
  expect(body.username).toBe(renamed);
  expect(body.avatar).toMatch(/^data:image\/webp;base64,/);
  await expect(page.getByText('Profil mis à jour')).toBeVisible();

  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(edit.getByLabel('Pseudo')).toHaveValue('');
  const banner = page.locator('.profile-card__banner img');
  await expect(banner).toHaveAttribute('src', /^\/uploads\/[\w-]+\.webp$/);
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  const avatar = page.locator('.profile-card img.avatar');
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
});
