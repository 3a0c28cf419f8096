import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerViaApi, storeToken, uniqueName, type Account } from './helpers';

const CARDS = Array.from({ length: 10 }, (_, i) => ({ id: `k${i}`, answer: `Réponse ${i}`, answers: [`Réponse ${i}`], text: `Question ${i}` }));
const CHAPTERS = ['coeur', 'rein', 'foie', 'rate'];

/** Gives the account a subject with four chapters of 10 association cards, as saved from another device. */
async function seedCards(request: APIRequestContext, account: Account): Promise<void> {
  const saved = await request.put('/api/me/data', {
    headers: { Authorization: `Bearer ${account.token}`, 'If-Match': '"0"' },
    data: {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: CHAPTERS.map((id) => ({ id, name: id })) }],
      cards: Object.fromEntries(CHAPTERS.map((id) => [`anat.${id}`, CARDS])),
    },
  });
  expect(saved.status()).toBe(200);
}

let sessionNumber = 0;
/** Records a finished session of 10 questions with `right` right answers (10 points each). */
async function train(request: APIRequestContext, account: Account, right: number, chapterId = 'coeur'): Promise<void> {
  const finishedAt = Date.now() - 1000;
  const response = await request.post('/api/me/sessions', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      id: `association-anat-${chapterId}-e2e${Date.now()}${sessionNumber++}`,
      methodId: 'association',
      subjectId: 'anat',
      chapterId,
      startedAt: finishedAt - 60_000,
      finishedAt,
      questions: CARDS.map((card, i) => ({ cardId: card.id, correct: i < right, userAnswer: i < right ? card.answer : 'non', rightAnswer: card.answer })),
    },
  });
  expect(response.status()).toBe(201);
}

const rowOf = (page: Page, account: Account) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Voir le profil de ${account.username}` }) });

/** Position of each account's row in the ranking as shown. */
async function order(page: Page, accounts: Account[]): Promise<string[]> {
  const names = await page.locator('.leaderboard-row__name').allTextContents();
  return names.filter((name) => accounts.some((a) => a.username === name));
}

test('the leaderboard orders two trained users by points and follows live when one overtakes', async ({ page, request }) => {
  const ines = await registerViaApi(request, uniqueName('ines'));
  const jules = await registerViaApi(request, uniqueName('jules'));
  await seedCards(request, ines);
  await seedCards(request, jules);
  await train(request, ines, 9);
  await train(request, jules, 5);

  await storeToken(page, jules.token);
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: 'Classement global' })).toBeVisible();
  await expect(rowOf(page, ines)).toContainText('90 pts');
  await expect(rowOf(page, jules)).toContainText('50 pts');
  expect(await order(page, [ines, jules])).toEqual([ines.username, jules.username]);
  // The signed-in user is highlighted, with their place in the 'Ne / total' form.
  await expect(rowOf(page, jules)).toHaveAttribute('aria-current', 'true');
  await expect(rowOf(page, jules)).toContainText('Toi');
  await expect(page.getByText(/^Ta place : (1er|\d+e \/ \d+)$/)).toBeVisible();

  // Jules trains elsewhere: the ranking updates without a reload.
  await train(request, jules, 10, 'rein');
  await expect(rowOf(page, jules)).toContainText('150 pts');
  await expect.poll(() => order(page, [ines, jules])).toEqual([jules.username, ines.username]);

  // A row opens the member's profile: the id route when they have no public identifier.
  await rowOf(page, ines).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/profile/id/${ines.userId}$`));
  await expect(page.getByRole('heading', { name: ines.username })).toBeVisible();
  await expect(page.getByText('Classement : ')).toBeVisible();
});

test('medals go to ranks 1 to 3 with points, and equal points share a rank', async ({ page, request }) => {
  const board = (await (await request.get('/api/public/leaderboard')).json()) as { entries: Array<{ points: number; rank: number }> };
  // Competition ranks: a tie shares the rank, the next one skips the places taken.
  board.entries.forEach((entry, i) => {
    const above = board.entries[i - 1];
    expect(entry.rank).toBe(!above ? 1 : entry.points === above.points ? above.rank : i + 1);
  });
  // The page is shown that same ranking: journeys running beside this one move the live one.
  await page.route('**/api/public/leaderboard*', (route) => route.fulfill({ json: board }));
  await page.goto('/leaderboard');
  await expect(page.locator('.leaderboard-row')).toHaveCount(board.entries.length);
  const medals = await page.locator('.leaderboard-row').evaluateAll((rows) => rows.map((row) => row.querySelector('.leaderboard-row__medal')?.textContent ?? null));
  medals.forEach((medal, i) => {
    const { rank, points } = board.entries[i]!;
    // No medal for nobody: 0 points earn none, whatever the rank.
    expect(medal).toBe(rank <= 3 && points > 0 ? ['🥇', '🥈', '🥉'][rank - 1] : null);
  });
});

test('an empty ranking says how to enter it', async ({ page }) => {
  await page.route('**/api/public/leaderboard*', (route) => route.fulfill({ json: { entries: [], total: 0 } }));
  await page.goto('/leaderboard');
  await expect(page.getByText('Aucun compte. Crée ton profil pour entrer dans le classement.')).toBeVisible();
});
