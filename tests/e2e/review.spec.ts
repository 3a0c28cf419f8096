import { expect, test, type Page } from '@playwright/test';
import { parisDayEnd, parisDayStart } from '../../domain/dates';
import { clickBoard, square, stage, uploadViaApi, type XY } from './boards';
import { registerViaApi, storeToken, uniqueName } from './helpers';
import { TYPED_ANSWER_MS } from './study';
import { timeLimit } from './timeLimit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** ts-fsrs's relearning step: a card failed in review falls due again this long after. */
const RELEARNING_STEP = 10 * MINUTE;

/** Twelve cards (the first twelve answers), a board of two legends, a map of three texts. */
const ANSWERS = [
  'Valve mitrale', 'Aorte ascendante', 'Oreillette droite', 'Veine cave supérieure', 'Artère coronaire',
  'Nœud sinusal', 'Faisceau de His', 'Péricarde', 'Myocarde', 'Endocarde', 'Cordages tendineux', 'Piliers',
];
const CARDS = ANSWERS.map((answer, i) => ({ id: `c${i}`, answers: [answer], text: `Définition ${i}` }));
const LEGENDS = [square('z0', 'Ventricule', 0.1, 0.1, 0.3), square('z1', 'Oreillette', 0.55, 0.55, 0.3)];
const ZONE_CENTRES: Record<string, XY> = { Ventricule: [0.25, 0.25], Oreillette: [0.7, 0.7] };
const MAP = {
  id: 'm', title: 'Circulation',
  nodes: [{ id: 'n0', label: 'Poumons', x: 0.2, y: 0.2 }, { id: 'n1', label: 'Capillaires', x: 0.8, y: 0.8 }],
  edges: [{ id: 'e0', fromId: 'n0', toId: 'n1', labelAbove: 'Artère pulmonaire', labelBelow: null }],
};
/** What each queued item (by memory id) expects, and how the screen asks it. */
const EXPECTED: Record<string, { kind: 'card' | 'legend' | 'label'; answer: string }> = {
  ...Object.fromEntries(CARDS.map((card) => [`anat/coeur/card/${card.id}`, { kind: 'card' as const, answer: card.answers[0]! }])),
  'anat/schema/legend/b/z0': { kind: 'legend', answer: 'Ventricule' },
  'anat/schema/legend/b/z1': { kind: 'legend', answer: 'Oreillette' },
  'anat/carte/label/m/n0': { kind: 'label', answer: 'Poumons' },
  'anat/carte/label/m/n1': { kind: 'label', answer: 'Capillaires' },
  'anat/carte/label/m/e0%3Aabove': { kind: 'label', answer: 'Artère pulmonaire' },
};

/** No horizontal scrolling on a 375 px phone. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
}

test.use({ viewport: { width: 375, height: 812 } });

test('« Réviser maintenant »: due items of three chapters mixed in one review, « Presque ! » on a typo, points, then retention and forecast', async ({ page, request }) => {
  test.setTimeout(timeLimit(180_000));
  const account = await registerViaApi(request, uniqueName('revue'));
  const auth = { Authorization: `Bearer ${account.token}` };
  const imageUrl = await uploadViaApi(request, account.token);
  const saved = await request.put('/api/me/data', {
    headers: { ...auth, 'If-Match': '"0"' },
    data: {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'schema', name: 'Schéma' }, { id: 'carte', name: 'Carte' }] }],
      cards: { 'anat.coeur': CARDS },
      zoningSets: { 'anat.schema': [{ id: 'b', imageUrl, title: 'Cœur', legends: LEGENDS }] },
      mindMaps: { 'anat.carte': [MAP] },
    },
  });
  expect(saved.status()).toBe(200);

  // The student's history, recorded as sessions finished earlier (the server keeps a session's own
  // times when it started within the last day): yesterday the twelve cards, then five of them
  // again, which graduates them to review; today those five again, one wrong. Today's reviews of
  // items in review count for retention: 4 of 5. The day boundary is Paris midnight.
  const now = Date.now();
  const midnight = parisDayStart(now);
  // As early as the server takes a session's own start (within the last day, the session lasting
  // a minute), with a few minutes' margin: only 23:52–24:00 Paris time leaves no two minutes of
  // yesterday to record in.
  const first = Math.max(now - 23.9 * HOUR, midnight - 15 * MINUTE);
  // And the card failed now relearns for 10 minutes (FSRS's step): it is due today, as the checks
  // below count it, only until 23:50 Paris time (three minutes' margin for the journey's run).
  test.skip(
    first + 2 * MINUTE >= midnight || now + RELEARNING_STEP + 3 * MINUTE > parisDayEnd(now),
    'needs two minutes of yesterday within the last 24 hours, and the failed card due before midnight (Paris time 23:47–24:00)',
  );
  const cards = (ids: number[], finishedAt: number, wrong: number | null = null) => ({
    id: `association-anat-coeur-${finishedAt}`, methodId: 'association', subjectId: 'anat', chapterId: 'coeur',
    startedAt: finishedAt - MINUTE, finishedAt,
    questions: ids.map((i) => ({ cardId: `c${i}`, correct: i !== wrong, userAnswer: i === wrong ? 'je ne sais pas' : ANSWERS[i]!, rightAnswer: ANSWERS[i]!, ms: 3000 })),
  });
  for (const session of [cards([...ANSWERS.keys()], first), cards([0, 1, 2, 3, 4], first + MINUTE), cards([0, 1, 2, 3, 4], now, 4)]) {
    const recorded = await request.post('/api/me/sessions', { headers: auth, data: session });
    expect(recorded.status(), await recorded.text()).toBe(201);
  }

  // Due: the seven cards still learning and the one failed; new: two legends and three map texts.
  await storeToken(page, account.token);
  await page.goto('/pick');
  await expect(page.getByTestId('pick-due-total')).toContainText('8 à réviser · 5 nouveaux');
  await expect(page.getByTestId('header-due')).toHaveText('8 à réviser');
  await fitsThePhone(page);

  // The server answers the same queue to the screen: the journey knows what each question expects.
  const queue = (await (await request.get('/api/me/memory/queue?limit=20', { headers: auth })).json()) as { items: { id: string }[] };
  expect(queue.items).toHaveLength(13);
  await page.getByTestId('pick-due-total').getByRole('link', { name: 'Réviser maintenant' }).click();
  await expect(page).toHaveURL(/\/revision$/);

  const asked = new Set<string>();
  let typo = false;
  for (const [index, { id }] of queue.items.entries()) {
    const expected = EXPECTED[id]!;
    asked.add(expected.kind);
    const last = index === queue.items.length - 1;
    if (expected.kind === 'legend') {
      await expect(page.getByTestId('legend-to-place')).toHaveText(expected.answer);
      await expect(stage(page)).toHaveAttribute('data-ready', 'true');
      await clickBoard(page, ZONE_CENTRES[expected.answer]!);
      await page.waitForTimeout(400);
      await page.getByRole('button', { name: 'Valider' }).click();
      await expect(page.getByText('Bien placé !')).toBeVisible();
      await page.getByRole('button', { name: last ? 'Terminer' : 'Continuer' }).click();
      continue;
    }
    if (expected.kind === 'card') await expect(page.locator('.question-card .card-prompt__text')).toHaveText(CARDS.find((c) => c.answers[0] === expected.answer)!.text);
    else await expect(page.getByTestId('map-blank-asked')).toBeVisible();
    if (expected.kind === 'label') await page.screenshot({ path: 'test-results/review/map-blank-375.png' });
    const field = page.getByLabel('Ta réponse');
    // One card answered with two letters swapped: forgiven, and said so.
    const answer = expected.answer === 'Cordages tendineux' ? 'Cordages tendinuex' : expected.answer;
    await field.fill(answer);
    await page.waitForTimeout(TYPED_ANSWER_MS);
    await field.press('Enter');
    if (answer !== expected.answer) {
      await expect(page.getByText('Presque !', { exact: true })).toBeVisible();
      typo = true;
    } else {
      await expect(page.getByText('Bonne réponse !')).toBeVisible();
    }
    if (index === 0) await fitsThePhone(page);
    await field.press('Enter');
  }
  expect([...asked].sort()).toEqual(['card', 'label', 'legend']);
  expect(typo).toBe(true);

  await expect(page.locator('.points-counter')).toHaveText('+130 pts');
  const me = (await (await request.get('/api/me', { headers: auth })).json()) as { user: { points: number } };
  // Yesterday's twelve cards earned 120 (the two shorter sessions nothing).
  expect(me.user.points).toBe(250);

  // The statistics block: the review session is « Révision », retention of Cœur 4 / 5, the forecast with its tooltip.
  await page.goto('/account');
  const memory = page.getByTestId('memory-stats');
  await expect(memory.getByTestId('memory-retention')).toContainText('Anatomie › Cœur');
  await expect(memory.getByTestId('memory-retention')).toContainText('80,0 % (4/5)');
  await expect(memory.getByTestId('memory-new')).toContainText('0');
  await fitsThePhone(page);
  await expect(page.locator('.stats-table')).toContainText('Révision');
  await expect(page.locator('.stats-table')).toContainText('Toutes les matières');
  const plot = memory.locator('.forecast-chart__plot');
  await plot.scrollIntoViewIfNeeded();
  const box = (await plot.boundingBox())!;
  await page.mouse.move(box.x + box.width / 28, box.y + box.height - 4);
  await expect(memory.locator('.forecast-chart__tooltip')).toContainText('Aujourd’hui (retards compris)');
  await plot.focus();
  await page.keyboard.press('ArrowRight');
  await expect(memory.locator('.forecast-chart__tooltip')).not.toContainText('Aujourd’hui');
  await fitsThePhone(page);
  await memory.screenshot({ path: 'test-results/review/memory-stats-375.png' });

  // The filters narrow memory too: association's cards keep the retention of Cœur.
  await page.getByLabel('Méthode').selectOption({ label: 'Association' });
  await expect(memory.getByTestId('memory-retention')).toContainText('80,0 % (4/5)');
});
