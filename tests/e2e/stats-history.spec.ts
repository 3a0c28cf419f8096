/**
 * The statistics of an account with a long history (issue 17): the sessions are paged
 * (GET /me/sessions), the first page in one request, and every session is counted, filtered,
 * charted and listed. Against a server of its own (ownServer.ts): the 1,200 sessions are written
 * in its database, as years of training would have.
 */
import { expect, test } from '@playwright/test';
import { OwnServer } from './ownServer';
import { timeLimit } from './timeLimit';

const own = new OwnServer(Number(process.env.E2E_PORT ?? 3100) + 93);

test.beforeAll(async () => {
  test.setTimeout(timeLimit(120_000));
  await own.start();
});
test.afterAll(() => own.stop());

test('1,200 sessions: the first page in one request, then every session in the filters, chart and table', async ({ browser }) => {
  test.skip(!own.reachable, own.unreachableReason);
  // Seeding and paging 1,200 sessions: more than the default 30 s on a loaded machine.
  test.setTimeout(timeLimit(60_000));
  const account = await own.register('historique');
  const saved = await fetch(`${own.base}/api/me/data`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json', 'if-match': '"0"' },
    body: JSON.stringify({ subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'poumon', name: 'Poumon' }] }] }),
  });
  expect(saved.status).toBe(200);
  // 800 association sessions on the heart, 400 mind-map sessions on the lung, one a day.
  await own.sql(
    `INSERT INTO training_sessions (user_id, id, method_id, subject_id, chapter_id, started_at, finished_at, total, correct, questions, week_start, qualifying)
     SELECT $1, 's' || i, CASE WHEN i % 3 = 0 THEN 'mindmap' ELSE 'association' END, 'anat', CASE WHEN i % 3 = 0 THEN 'poumon' ELSE 'coeur' END,
            now() - (i || ' days')::interval - interval '5 minutes', now() - (i || ' days')::interval, 10, i % 11, '[]', current_date, false
       FROM generate_series(1, 1200) AS i`,
    [account.userId],
  );

  const page = await own.pageAs(browser, account.token);
  const pages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me/sessions') pages.push(new URL(request.url()).search);
  });
  await page.goto('/account');
  const stats = page.locator('.stats-block');
  await expect(stats.getByText('10 sur 1200')).toBeVisible({ timeout: 15_000 });
  await expect(stats.getByRole('status').filter({ hasText: 'Chargement de l’historique' })).toHaveCount(0);
  expect(pages[0]).toBe('');
  expect(pages).toHaveLength(3);
  await expect(stats.locator('[aria-label^="Réussite de 1200 sessions"]')).toHaveCount(1);

  await stats.getByLabel('Méthode').selectOption('mindmap');
  await expect(stats.getByText('10 sur 400')).toBeVisible();
  await expect(stats.locator('[aria-label^="Réussite de 400 sessions"]')).toHaveCount(1);
  await stats.getByRole('button', { name: 'Afficher 10 sessions de plus' }).click();
  await expect(stats.getByText('20 sur 400')).toBeVisible();
  await stats.getByLabel('Méthode').selectOption('all');
  await stats.getByLabel('Matière').selectOption('anat');
  await stats.getByLabel('Chapitre').selectOption('coeur');
  await expect(stats.getByText('10 sur 800')).toBeVisible();
  await page.context().close();
});

test('a session recorded in another tab shows in the open statistics at once', async ({ browser }) => {
  test.skip(!own.reachable, own.unreachableReason);
  const account = await own.register('deuxonglets');
  const cards = Array.from({ length: 3 }, (_, i) => ({ id: `k${i}`, answer: `Réponse ${i}`, answers: [`Réponse ${i}`], text: `Question ${i}` }));
  const saved = await fetch(`${own.base}/api/me/data`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json', 'if-match': '"0"' },
    body: JSON.stringify({ subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }], cards: { 'anat.coeur': cards } }),
  });
  expect(saved.status).toBe(200);
  const page = await own.pageAs(browser, account.token);
  // The page must be listening before the other tab records: socket.io's CONNECT packet (`40…`)
  // comes once the server has the socket in the account's room.
  const listening = new Promise<void>((resolve) =>
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => String(payload).startsWith('40') && resolve())),
  );
  await page.goto('/account');
  const stats = page.locator('.stats-block');
  await expect(stats.getByText('Aucune session enregistrée pour le moment.')).toBeVisible({ timeout: 15_000 });
  await listening;

  // The other tab: the session recorded through the API, as the training screen does.
  const finishedAt = Date.now();
  const recorded = await fetch(`${own.base}/api/me/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: 'autre-onglet-1', methodId: 'association', subjectId: 'anat', chapterId: 'coeur', startedAt: finishedAt - 60_000, finishedAt,
      questions: cards.map((card) => ({ cardId: card.id, correct: true, userAnswer: card.answer, rightAnswer: card.answer })),
    }),
  });
  expect(recorded.status).toBe(201);
  await expect(stats.locator('[aria-label^="Réussite de 1 session,"]')).toHaveCount(1, { timeout: 10_000 });
  await expect(stats.getByRole('table', { name: 'Historique des sessions' }).getByRole('row', { name: /Association Anatomie Cœur 3\/3/ })).toHaveCount(1);
  await expect(stats.getByText('Aucune session enregistrée pour le moment.')).toHaveCount(0);
  await page.context().close();
});
