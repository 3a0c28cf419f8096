import { expect, test, type Page } from '@playwright/test';
import { gate, registerViaApi, storeToken, uniqueName, type Account } from './helpers';

/** Rewrites the user the server returns, to play states the API cannot set from a test (ban, admin). */
async function patchUser(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { user: Record<string, unknown> };
    await route.fulfill({ response, json: { user: { ...body.user, ...patch } } });
  });
}

// A page that went on (to /leaderboard) may still have a patched /api/me in flight at the end:
// its route handler must not fail the test once the page is gone.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Gives the account one subject with one chapter, as saved from another device. */
async function seedChapter(page: Page, account: Account, chapterName: string): Promise<void> {
  const auth = { Authorization: `Bearer ${account.token}` };
  const current = await page.request.get('/api/me/data', { headers: auth });
  const { data, revision } = (await current.json()) as { data: Record<string, unknown>; revision: number };
  const saved = await page.request.put('/api/me/data', {
    headers: { ...auth, 'If-Match': `"${revision}"` },
    data: { ...data, subjects: [{ id: 'anat', name: 'Anatomie', colorHex: '#ec4899', chapters: [{ id: 'coeur', name: chapterName }] }] },
  });
  expect(saved.status()).toBe(200);
}

test('a suspended user sees the suspension notice on study screens but can still browse', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('banni'));
  await patchUser(page, { bannedUntil: '2099-03-03T13:05:00.000Z' });
  await storeToken(page, account.token);

  for (const path of ['/subjects', '/pick', '/association/train/anat/coeur', '/mindmap/manage/anat/coeur']) {
    await page.goto(path);
    await expect(page.getByText('Ton compte est suspendu jusqu\'au mardi 3 mars à 14:05.')).toBeVisible();
  }
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: 'Classement global' })).toBeVisible();
});

test('an expired ban does not count', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('ancien'));
  await patchUser(page, { bannedUntil: '2001-01-01T00:00:00.000Z' });
  await storeToken(page, account.token);
  await page.goto('/subjects');
  await expect(page.getByRole('heading', { name: 'Mes matières' })).toBeVisible();
});

test('the admin badge shows the Admin link and opens /admin', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('chef'));
  await patchUser(page, { badges: ['admin'] });
  await storeToken(page, account.token);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Tableau de bord administrateur' })).toBeVisible();
});

test('method screens need an existing subject and chapter, and follow data saved on another device', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('chap'));
  await storeToken(page, account.token);
  await page.goto('/association/train/anat/coeur');
  await expect(page).toHaveURL(/\/pick$/);
  await expect(page.getByRole('heading', { name: "M'entraîner" })).toBeVisible();

  await seedChapter(page, account, 'Cœur');
  await page.goto('/association/manage/anat/coeur');
  await expect(page.getByRole('heading', { name: 'Association' })).toBeVisible();
  await expect(page.getByText('Organiser')).toBeVisible();
  await expect(page.getByText('Cœur')).toBeVisible();

  // Renamed elsewhere: the realtime notice makes this tab fetch the new revision.
  await seedChapter(page, account, 'Cœur et vaisseaux');
  await expect(page.getByText('Cœur et vaisseaux')).toBeVisible();

  await page.goto('/zoning/train/anat/inconnu');
  await expect(page).toHaveURL(/\/pick$/);
});

test('data saved on another device while the realtime connection was not open yet still reaches the screen', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('tard'));
  await storeToken(page, account.token);
  await seedChapter(page, account, 'Cœur');
  // The realtime connection is held back, as on a slow network, until the rename is saved.
  const connection = gate();
  await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
    await connection.pass();
    ws.connectToServer();
  });
  await page.goto('/association/manage/anat/coeur');
  await expect(page.getByText('Cœur', { exact: true })).toBeVisible();
  await expect.poll(() => connection.reached).toBe(true);

  await seedChapter(page, account, 'Cœur et vaisseaux');
  // No notice can have reached this tab: on connecting it asks the revision, and fetches it.
  connection.open();
  await expect(page.getByText('Cœur et vaisseaux')).toBeVisible();
});

test('a redirect in the query or kept in session storage replaces the address on load', async ({ page }) => {
  await page.goto('/?redirect=%2Fleaderboard');
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { name: 'Classement global' })).toBeVisible();

  // The stored one, on the sign-in screen only (reloaded there, it still knows where to go).
  await page.evaluate(() => window.sessionStorage.setItem('redirect', '/pricing'));
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/pricing$/);

  // Only in-app paths: another host is ignored.
  await page.goto('/methods?redirect=%2F%2Fexample.com');
  await expect(page).toHaveURL(/\/methods\?redirect=%2F%2Fexample\.com$/);
  await expect(page.getByRole('heading', { name: 'Nos méthodes' })).toBeVisible();
});

test('unknown addresses go home', async ({ page }) => {
  await page.goto('/nulle-part/ici');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Lancer une session maintenant' })).toBeVisible();
});

test('a redirect stored by a guard never takes over another page typed in the same tab', async ({ page }) => {
  await page.goto('/subjects');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsubjects$/);
  for (const [path, heading] of [['/leaderboard', 'Classement global'], ['/pricing', 'Tarifs']] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
