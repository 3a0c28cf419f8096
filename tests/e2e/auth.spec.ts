import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, pngBuffer, registerViaApi, storeToken, storedToken, uniqueName } from './helpers';

const signupPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Inscription' });
const loginPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Connexion' });
const header = (page: Page) => page.getByRole('banner');

test('sign up with an uploaded avatar, stay signed in, log out, and come back to a guarded page after signing in', async ({ page }) => {
  const username = uniqueName('lea');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  const form = signupPanel(page);
  await form.getByLabel('Pseudo').fill(username);
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  // A large picture: it must come out resized to at most 512×512, in WebP.
  await form.getByLabel('Téléverser un avatar').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: pngBuffer(1200, 800) });
  await expect(form.getByText('Image importée')).toBeVisible();
  await expect(form.getByRole('figure', { name: 'Aperçu du profil' }).getByText(username)).toBeVisible();
  await expect(form.locator('.profile-preview img.avatar')).toHaveAttribute('src', /^data:image\/webp;base64,/);

  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();

  const chip = header(page).getByRole('link', { name: username });
  const avatar = chip.locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[\w-]+\.webp$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(341);

  await page.reload();
  await expect(header(page).getByRole('link', { name: username })).toBeVisible();
  await expect(page.getByRole('heading', { name: username })).toBeVisible();

  await header(page).getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  await page.goto('/subjects');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsubjects$/);
  const login = loginPanel(page);
  await login.getByLabel('Pseudo').fill(username);
  await login.getByLabel('Mot de passe').fill(PASSWORD);
  await login.getByLabel('Mot de passe').press('Enter');
  await expect(page).toHaveURL(/\/subjects$/);
  await expect(page.getByRole('heading', { name: 'Mes matières' })).toBeVisible();
});

test('signup shows the validation errors in French and the server refuses a taken username', async ({ page, request }) => {
  const taken = await registerViaApi(request, uniqueName('pris'));
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  const form = signupPanel(page);
  const submit = form.getByRole('button', { name: 'Créer mon compte' });

  await form.getByLabel('Pseudo').fill(' ab ');
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Le pseudo doit contenir au moins 3 caractères.');
  await expect(form.getByLabel('Pseudo')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Pseudo').fill(uniqueName('court'));
  await form.getByLabel('Mot de passe').fill('12345');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Le mot de passe doit contenir au moins 6 caractères.');
  await expect(form.getByLabel('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
  // Corrected, the field's error goes away at once, before the next submit.
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('Mot de passe')).not.toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Pseudo').fill(taken.username);
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Ce pseudo est déjà utilisé.');
  await expect(page).toHaveURL(/\/auth$/);
});

test('login shows the server message for wrong credentials and blocks a double submission', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('marc'));
  await page.goto('/auth');
  const form = loginPanel(page);
  await form.getByLabel('Pseudo').fill(account.username);
  await form.getByLabel('Mot de passe').fill('pas-le-bon');
  await form.getByLabel('Mot de passe').press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Pseudo ou mot de passe incorrect.');

  // Hold the answer to see the busy state, and count the requests a double submit sends.
  let logins = 0;
  await page.route('**/api/auth/login', async (route) => {
    logins += 1;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await form.getByLabel('Mot de passe').fill(PASSWORD);
  await form.getByLabel('Mot de passe').press('Enter');
  await form.getByLabel('Mot de passe').press('Enter');
  const busy = form.getByRole('button', { name: 'Connexion…' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(page).toHaveURL(/\/account$/);
  expect(logins).toBe(1);
});

test('a corrupted token ends the session with "Session expirée" on load', async ({ page }) => {
  await storeToken(page, 'not-a-real-token');
  await page.goto('/subjects');
  const toast = page.getByRole('status').filter({ hasText: 'Session expirée. Connecte-toi à nouveau.' });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsubjects$/);
  expect(await storedToken(page)).toBeNull();
  // Toasts hide themselves after 4.2 s.
  await expect(toast).toBeHidden({ timeout: 6_000 });
});

test('a revoked token ends the session with "Session expirée": at the next load, or at once when the page is open', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('revoque'));
  const revoke = async (token: string) =>
    expect((await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(204);
  const expired = async () => {
    await expect(page.getByText('Session expirée. Connecte-toi à nouveau.')).toBeVisible();
    await expect(page.getByText("Tu n'es pas connecté.")).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  };

  // Signed out elsewhere while the page was closed: the token is still in this browser.
  await storeToken(page, account.token);
  await revoke(account.token);
  await page.goto('/account');
  await expired();

  // Signed out elsewhere while the page is open: the server closes its socket, the session ends.
  const second = await request.post('/api/auth/login', { data: { username: account.username, password: PASSWORD } });
  const token = (await second.json()).token as string;
  await storeToken(page, token);
  await page.goto('/account');
  await expect(header(page).getByRole('link', { name: account.username })).toBeVisible();
  await revoke(token);
  await expired();
  await page.reload();
  await expect(page.getByText("Tu n'es pas connecté.")).toBeVisible();
});

test('a server failure during synchronisation says so, clears the state and keeps the token for the next load', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('panne'));
  await storeToken(page, account.token);
  await page.route('**/api/me/material', (route) => route.fulfill({ status: 503, json: { error: 'Indisponible.' } }));
  await page.goto('/account');
  await expect(page.getByText('Impossible de synchroniser avec le serveur.')).toBeVisible();
  await expect(page.getByText("Tu n'es pas connecté.")).toBeVisible();
  expect(await storedToken(page)).toBe(account.token);

  await page.unroute('**/api/me/material');
  await page.reload();
  await expect(header(page).getByRole('link', { name: account.username })).toBeVisible();
});

test('the header has no Admin link for a normal user, and /admin sends them home', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('eleve'));
  await storeToken(page, account.token);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const nav = header(page).getByRole('navigation', { name: 'Navigation principale' });
  await expect(header(page).getByRole('link', { name: account.username })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(['Nos méthodes', 'Mes matières', "M'entraîner", 'Classement', 'Tarifs']);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Tableau de bord administrateur' })).toHaveCount(0);
});
