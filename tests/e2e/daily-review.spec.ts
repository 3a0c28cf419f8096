import { expect, test, type Page } from '@playwright/test';
import { clickBoard, stage, student, uploadViaApi, CHAPTER, square } from './boards';
import { registerViaApi, storeToken, uniqueName } from './helpers';
import { TYPED_ANSWER_MS } from './study';
import { timeLimit } from './timeLimit';

/** The kind of a queued memory item: `<subject>/<chapter>/<kind>/…`. */
const kindOf = (id: string) => id.split('/')[2] as 'card' | 'legend' | 'label';

/** The longest run of one kind while another kind still comes after it. */
function longestMixedRun(kinds: readonly string[]): number {
  let longest = 0;
  let run = 0;
  kinds.forEach((kind, i) => {
    run = i > 0 && kinds[i - 1] === kind ? run + 1 : 1;
    if (kinds.slice(i + 1).some((later) => later !== kind)) longest = Math.max(longest, run);
  });
  return longest;
}

/** The counts a screen shows, once they are known. */
async function dueText(page: Page, testId: string): Promise<string> {
  await expect(page.getByTestId(testId).first()).toContainText('nouveau');
  return (await page.getByTestId(testId).first().innerText()).replace(/^.*?(\d+ à réviser · \d+ nouveaux?).*$/s, '$1');
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the demo, then « Réviser maintenant »: counts agree at once, no conflict, the three kinds interleaved, an end screen without raw data', async ({ page, request }) => {
  test.setTimeout(timeLimit(240_000));
  const account = await registerViaApi(request, uniqueName('demo'));
  const auth = { Authorization: `Bearer ${account.token}` };
  await storeToken(page, account.token);
  const stale: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 412) stale.push(`${response.request().method()} ${response.url()}`);
  });

  // The demo added, and the student goes to the picker while it is being saved: a new page.
  await page.goto('/subjects');
  const saving = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith('/api/me/material'));
  await page.getByRole('button', { name: 'Ajouter un exemple' }).click();
  await saving;
  await page.goto('/pick');
  await expect(page.getByTestId('pick-due-total')).toContainText('0 à réviser · 20 nouveaux');
  await expect(page.getByTestId('header-due')).toHaveText('0 à réviser');

  // The subjects screen says the same, without a reload; the chapters count what a review can introduce.
  await page.locator('.main-nav').getByRole('link', { name: 'Mes matières' }).click();
  await expect(page).toHaveURL(/\/subjects$/);
  expect(await dueText(page, 'subject-due')).toBe('0 à réviser · 20 nouveaux');
  await expect(page.getByTestId('chapter-due')).toHaveText(['0 à réviser · 20 nouveaux', '0 à réviser · 10 nouveaux']);
  await expect(page.getByRole('link', { name: /^Réviser maintenant/ }).first()).toBeVisible();
  // Nothing was lost, so nothing was « recovered », and no save was refused as stale.
  await page.waitForTimeout(1500);
  await expect(page.getByText('Tes modifications qui n’avaient pas été enregistrées ont été reprises.')).toHaveCount(0);
  expect(stale).toEqual([]);

  // The queue: 20 of the 30 new items, the three kinds in proportion and interleaved.
  const queue = (await (await request.get('/api/me/memory/queue?limit=20', { headers: auth })).json()) as { items: { id: string }[] };
  const kinds = queue.items.map((item) => kindOf(item.id));
  expect(kinds).toHaveLength(20);
  for (const kind of ['card', 'legend', 'label']) expect(kinds.filter((k) => k === kind).length).toBeGreaterThanOrEqual(6);
  expect(longestMixedRun(kinds)).toBeLessThanOrEqual(3);

  await page.goto('/pick');
  await page.getByTestId('pick-due-total').getByRole('link', { name: 'Réviser maintenant' }).click();
  await expect(page).toHaveURL(/\/revision$/);
  await expect(page.locator('.revision-lead')).toHaveText(/^Au programme : \d+ cartes, \d+ légendes à placer et \d+ textes de mind map, mêlés\./);

  for (const [index, kind] of kinds.entries()) {
    if (kind === 'legend') {
      await expect(page.getByTestId('legend-to-place')).toBeVisible();
      await expect(stage(page)).toHaveAttribute('data-ready', 'true');
      // One legend placed off every zone, the others in the middle of the board.
      await clickBoard(page, index === kinds.indexOf('legend') ? [0.02, 0.02] : [0.5, 0.5]);
      await page.waitForTimeout(400);
      await page.getByRole('button', { name: 'Valider' }).click();
      await page.getByRole('button', { name: /^(Suivant|Continuer|Terminer)$/ }).click();
      continue;
    }
    if (kind === 'card') await expect(page.locator('.question-card .card-prompt__text')).toBeVisible();
    else await expect(page.getByTestId('map-blank-asked')).toBeVisible();
    const field = page.getByLabel('Ta réponse');
    await field.fill('je ne sais pas');
    await page.waitForTimeout(TYPED_ANSWER_MS);
    await field.press('Enter');
    await expect(page.getByRole('button', { name: /^(Suivant|Continuer|Terminer)$/ })).toBeVisible();
    await field.press('Enter');
  }

  const review = page.locator('.review');
  await expect(review.locator('.review__item')).toHaveCount(20);
  expect(await review.innerText()).not.toContain('{');
  const placements = review.locator('.placement-review');
  await expect(placements).toHaveCount(kinds.filter((k) => k === 'legend').length);
  await expect(placements.locator('.zone-thumb__marker')).toHaveCount(kinds.filter((k) => k === 'legend').length);
  for (const where of await placements.locator('.placement-review__where').allInnerTexts()) expect(where).toMatch(/^(Placé dans : .+|Placé hors des zones)$/);
  await expect(placements.locator('.placement-review__where').filter({ hasText: 'Placé hors des zones' })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/daily-review/end-screen-1440.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/daily-review/end-screen-375.png', fullPage: true });
});

test('changing the zoning mode in the middle of a series asks first', async ({ page, request }) => {
  const imageUrl = await uploadViaApi(request, (await registerViaApi(request, uniqueName('img'))).token);
  const legends = [square('z0', 'Aorte', 0.1, 0.1, 0.3), square('z1', 'Apex', 0.55, 0.55, 0.3)];
  const account = await student(request, [{ id: 'b', imageUrl, title: 'Cœur', legends }]);
  await storeToken(page, account.token);
  await page.goto(`/zoning/train${CHAPTER}`);
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');
  const placeMode = page.getByRole('radio', { name: 'Placer' });
  const nameMode = page.getByRole('radio', { name: 'Nommer la zone' });

  // Nothing done yet: the mode changes at once.
  await nameMode.check();
  await expect(page.getByText('Nomme la zone mise en évidence sur le schéma.')).toBeVisible();
  await placeMode.check();
  await expect(page.getByTestId('legend-to-place')).toBeVisible();
  await expect(stage(page)).toHaveAttribute('data-ready', 'true');

  // A point placed: the change asks, and « Annuler » keeps the series as it was.
  await clickBoard(page, [0.5, 0.5]);
  await expect(stage(page)).toHaveAttribute('data-marker', 'placed');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await nameMode.click();
  await expect.poll(() => asked).toEqual(['Changer de mode recommence la série. Continuer ?']);
  await expect(placeMode).toBeChecked();
  await expect(page.getByTestId('legend-to-place')).toBeVisible();

  // Confirmed, the series starts again in the other mode.
  page.once('dialog', (dialog) => void dialog.accept());
  await nameMode.click();
  await expect(nameMode).toBeChecked();
  await expect(page.getByText('Nomme la zone mise en évidence sur le schéma.')).toBeVisible();
});

test('a new account has no rank and no streak before its first session', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('neuf'));
  await storeToken(page, account.token);
  await page.goto('/account');
  await expect(page.locator('.profile-card__rank')).toHaveText('Classement : pas encore classé');
  await expect(page.locator('.profile-card__stats')).not.toContainText('🔥');
  await page.goto('/leaderboard');
  await expect(page.locator('.leaderboard-me')).toHaveText('Ta place : pas encore classé');
  await expect(page.locator('.leaderboard-row--me')).not.toContainText('🥇');
});
