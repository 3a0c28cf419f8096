import { expect, test } from '@playwright/test';
import { registerViaApi, storeToken, uniqueName } from './helpers';
import { TYPED_ANSWER_MS } from './study';
import { timeLimit } from './timeLimit';

test('mind-map practice: a typo in a blank shows « Presque ! » with the expected text and its differing letter, and counts as correct', async ({ page, request }) => {
  test.setTimeout(timeLimit(90_000));
  const account = await registerViaApi(request, uniqueName('presque-carte'));
  const labels = ['Ventricule gauche', 'Oreillette droite', 'Artère pulmonaire', 'Veine cave supérieure'];
  const nodes = labels.map((label, i) => ({ id: `n${i}`, label, color: '#6366f1', imageUrl: null, annotation: null, x: 0.15 + 0.7 * (i % 2), y: 0.15 + 0.7 * Math.floor(i / 2) }));
  const above = ['systole', 'diastole', 'circulation', 'retour veineux'];
  const below = ['valve mitrale', 'valve tricuspide', 'valve aortique', 'valve pulmonaire'];
  const edges = [['n0', 'n1'], ['n1', 'n3'], ['n3', 'n2'], ['n2', 'n0']].map(([fromId, toId], i) => ({
    id: `e${i}`, fromId, toId, color: '#94a3b8', labelAbove: above[i], labelBelow: below[i],
  }));
  const map = { id: 'm', title: 'Cœur', backgroundColor: '#05070d', nodes, edges, createdAt: 1, updatedAt: 1 };
  const auth = { Authorization: `Bearer ${account.token}` };
  const saved = await request.put('/api/me/data', {
    headers: { ...auth, 'If-Match': '"0"' },
    data: { subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }], mindMaps: { 'anat.coeur': [map] } },
  });
  expect(saved.status()).toBe(200);
  const texts = new Map<string, string>([
    ...nodes.map((node) => [node.id, node.label] as const),
    ...edges.flatMap((edge) => [[`${edge.id}:above`, edge.labelAbove!], [`${edge.id}:below`, edge.labelBelow!]] as const),
  ]);

  await storeToken(page, account.token);
  await page.goto('/mindmap/train/anat/coeur');
  const blanks = page.locator('input.map-blank');
  await expect(blanks).toHaveCount(6);
  // The first blank gets its text with one letter left out (after the third); the others are right.
  const typoId = (await blanks.first().getAttribute('data-answer-id'))!;
  const expected = texts.get(typoId)!;
  const missing = expected[3]!;
  for (let i = 0; i < 6; i++) {
    const text = texts.get((await blanks.nth(i).getAttribute('data-answer-id'))!)!;
    await blanks.nth(i).fill(i === 0 ? text.slice(0, 3) + text.slice(4) : text);
    // At a human pace: the server times the session.
    await page.waitForTimeout(TYPED_ANSWER_MS);
  }
  await page.getByRole('button', { name: 'Valider' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'justes' })).toHaveText('6 / 6 justes. Vérifie la correction sur la carte, puis termine.');
  const almost = page.locator(`.map-answer--almost[data-answer-id="${typoId}"]`);
  await expect(almost).toContainText('Presque !');
  await expect(almost.locator('.map-answer__expected')).toContainText(`Attendu : ${expected}`);
  await expect(almost.locator('.map-answer__expected mark')).toHaveText([missing]);
  await expect(page.locator('.map-answer--right')).toHaveCount(5);

  await page.getByRole('button', { name: 'Terminer' }).click();
  const results = page.locator('.training-results');
  await expect(results.locator('.results-stat').first()).toContainText('6 / 6');
  await expect(results.locator('.review__item').filter({ hasText: '✓ Presque !' })).toHaveCount(1);
  // The server's verdict agrees.
  await expect(results.getByText('Pas assez de questions pour gagner des points.', { exact: false })).toBeVisible();
  const { data } = (await (await page.request.get('/api/me/data', { headers: auth })).json()) as {
    data: { sessions: Array<{ correct: number; questions: Array<{ cardId: string; correct: boolean }> }> };
  };
  expect(data.sessions[0]!.correct).toBe(6);
  expect(data.sessions[0]!.questions.find((q) => q.cardId === typoId)!.correct).toBe(true);
});
