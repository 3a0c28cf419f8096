import { expect, test } from '@playwright/test';
import { registerViaApi, storeToken, uniqueName } from './helpers';
import { timeLimit } from './timeLimit';

test('spaced repetition: a recorded session makes items due; /pick, /subjects and the header show the counts; /account keeps the settings', async ({ page, request }) => {
  test.setTimeout(timeLimit(90_000));
  const account = await registerViaApi(request, uniqueName('memoire'));
  const auth = { Authorization: `Bearer ${account.token}` };
  const cards = Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, answers: [`Réponse ${i}`], text: `Question ${i}` }));
  const legends = ['Aorte', 'Septum'].map((label, i) => ({
    id: `z${i}`, label, color: '#6366f1', points: [{ x: i / 4, y: 0.1 }, { x: i / 4 + 0.1, y: 0.1 }, { x: i / 4 + 0.1, y: 0.3 }],
  }));
  const map = {
    id: 'm', title: 'Circulation', nodes: [{ id: 'n0', label: 'Cœur', x: 0.2, y: 0.2 }, { id: 'n1', label: 'Poumons', x: 0.8, y: 0.8 }],
    edges: [{ id: 'e0', fromId: 'n0', toId: 'n1', labelAbove: 'artère pulmonaire', labelBelow: null }],
  };
  const saved = await request.put('/api/me/data', {
    headers: { ...auth, 'If-Match': '"0"' },
    data: {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'schema', name: 'Schéma' }, { id: 'carte', name: 'Carte' }] }],
      cards: { 'anat.coeur': cards },
      zoningSets: { 'anat.schema': [{ id: 'b', imageUrl: 'https://example.org/coeur.png', title: 'Cœur', legends }] },
      mindMaps: { 'anat.carte': [map] },
    },
  });
  expect(saved.status()).toBe(200);

  // Ten cards answered right two minutes ago: rated Good, due again within the learning step.
  const finishedAt = Date.now();
  const recorded = await request.post('/api/me/sessions', {
    headers: auth,
    data: {
      id: `association-anat-coeur-${finishedAt}`, methodId: 'association', subjectId: 'anat', chapterId: 'coeur',
      startedAt: finishedAt - 120_000, finishedAt,
      questions: cards.slice(0, 10).map((card) => ({ cardId: card.id, correct: true, userAnswer: card.answers[0], rightAnswer: card.answers[0], ms: 3000 })),
    },
  });
  expect(recorded.status()).toBe(201);
  const summary = (await (await request.get('/api/me/memory', { headers: auth })).json()) as { total: { due: number; new: number } };
  expect(summary.total.new).toBe(7); // 2 cards, 2 legends, 3 map texts never reviewed

  await storeToken(page, account.token);
  await page.goto('/pick?method=association&subject=anat&chapter=coeur');
  await expect(page.getByTestId('pick-due')).toHaveText(`À réviser${summary.total.due} à réviser · 2 nouveaux`);
  await expect(page.getByTestId('pick-due-total')).toContainText(`${summary.total.due} à réviser · 7 nouveaux`);
  await expect(page.getByTestId('header-due')).toHaveText(`${summary.total.due} à réviser`);

  await page.goto('/subjects');
  await expect(page.getByTestId('subject-due')).toContainText('7 nouveaux');
  await expect(page.getByTestId('chapter-due')).toHaveText([
    `${summary.total.due} à réviser · 2 nouveaux`,
    '0 à réviser · 2 nouveaux',
    '0 à réviser · 3 nouveaux',
  ]);

  await page.goto('/account');
  const section = page.getByTestId('account-memory');
  const retention = section.getByLabel('Taux de rétention visé (%)');
  await expect(retention).toHaveValue('90');
  await retention.fill('98');
  await expect(section.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await retention.fill('85');
  await section.getByLabel('Nouveaux éléments par jour').fill('5');
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(section.getByRole('status')).toHaveText('Réglages enregistrés.');
  await page.reload();
  await expect(page.getByTestId('account-memory').getByLabel('Taux de rétention visé (%)')).toHaveValue('85');
  await expect(page.getByTestId('account-memory').getByLabel('Nouveaux éléments par jour')).toHaveValue('5');
});
