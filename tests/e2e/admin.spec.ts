/**
 * The admin journey (issue 9) against a server of its own (ownServer.ts): there the admin badge
 * can be granted beside the running server.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import type { Account } from './helpers';
import { OwnServer } from './ownServer';
import { timeLimit } from './timeLimit';

// Beside the shared e2e server (E2E_PORT, 3100 by default): 90 above it, so two runs on other ports never collide.
const own = new OwnServer(Number(process.env.E2E_ADMIN_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 90));
const BASE = own.base;
const pageAs = (browser: Browser, token: string | null): Promise<Page> => own.pageAs(browser, token);

test.describe.configure({ mode: 'serial' });

let admin: Account;
let student: Account;

test.beforeAll(async () => {
  test.setTimeout(timeLimit(120_000));
  await own.start();
  if (!own.reachable) return;
  [admin, student] = await Promise.all([own.register('adm'), own.register('eleve')]);
  own.grantAdmin(admin.username);
});

test.afterAll(() => own.stop());

test.beforeEach(() => {
  test.skip(!own.reachable, own.unreachableReason);
});

test('an announcement published by the admin reaches visitors on / until dismissed for good', async ({ browser }) => {
  const page = await pageAs(browser, admin.token);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Tableau de bord administrateur' })).toBeVisible();
  await expect(page.getByText('Aucun message pour le moment.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Créer un message' });
  await form.getByLabel('Titre').fill('Maintenance ce soir');
  await form.getByLabel('Contenu').fill('Le service sera coupé à 22 h.');
  await form.getByLabel('Actif').check();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message enregistré' })).toBeVisible();

  const visitor = await pageAs(browser, null);
  await visitor.goto('/');
  const modal = visitor.getByRole('dialog', { name: 'Maintenance ce soir' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Le service sera coupé à 22 h.');
  await modal.getByRole('button', { name: 'Ne plus afficher' }).click();
  await expect(modal).toBeHidden();
  const loaded = visitor.waitForResponse('**/api/public/announcement');
  await visitor.reload();
  await loaded;
  await visitor.waitForTimeout(300);
  await expect(visitor.getByRole('dialog', { name: 'Maintenance ce soir' })).toHaveCount(0);

  // Switched off by the admin, it is gone for everyone else too.
  await page.getByRole('button', { name: 'Désactiver' }).click();
  const other = await pageAs(browser, null);
  const fetched = other.waitForResponse('**/api/public/announcement');
  await other.goto('/');
  await fetched;
  await other.waitForTimeout(300);
  await expect(other.getByRole('dialog')).toHaveCount(0);
});

test('a banned user sees the suspension and earns nothing until the ban is lifted', async ({ browser }) => {
  const page = await pageAs(browser, admin.token);
  await page.goto('/admin');
  await page.getByLabel('Rechercher un utilisateur').fill(student.username);
  const row = page.locator(`[data-testid="admin-user"][data-username="${student.username}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByLabel('Durée de suspension')).toHaveValue('1440');
  await row.getByRole('button', { name: 'Suspendre' }).click();
  await expect(row.getByRole('button', { name: 'Lever la suspension' })).toBeVisible();
  await expect(row).toContainText('Suspendu jusqu’au');

  const studentPage = await pageAs(browser, student.token);
  await studentPage.goto('/');
  const notice = studentPage.getByRole('dialog', { name: 'Compte suspendu' });
  await expect(notice).toContainText('Ton compte est suspendu jusqu’au');
  await notice.getByRole('button', { name: 'J’ai compris' }).click();
  await expect(notice).toBeHidden();
  const earn = await studentPage.request.post(`${BASE}/api/me/points`, {
    headers: { authorization: `Bearer ${student.token}` },
    data: { delta: 10 },
  });
  expect(earn.status()).toBe(403);
  expect((await earn.json()).error).toBe('Action impossible : compte suspendu.');

  await row.getByRole('button', { name: 'Lever la suspension' }).click();
  await expect(row.getByRole('button', { name: 'Suspendre' })).toBeVisible();
  await expect(row).not.toContainText('Suspendu jusqu’au');
});

test('the admin signs in as a user', async ({ browser }) => {
  const page = await pageAs(browser, admin.token);
  await page.goto('/admin');
  await page.getByLabel('Rechercher un utilisateur').fill(student.username);
  const row = page.locator(`[data-testid="admin-user"][data-username="${student.username}"]`);
  await row.getByRole('button', { name: 'Se connecter au compte' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Connecté au compte ${student.username}` })).toBeVisible();
  await expect(page).toHaveURL(`${BASE}/`);
  const token = await page.evaluate(() => window.localStorage.getItem('mnemo.token'));
  expect(token).not.toBe(admin.token);
  const me = await page.request.get(`${BASE}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).user.username).toBe(student.username);

  // The visit is marked; after a reload too, the account page keeps the credentials and the
  // deletion out of reach.
  await expect(page.getByTestId('impersonation-bar')).toContainText(`Mode administrateur : tu agis sur le compte ${student.username}`);
  const visit = await pageAs(browser, token);
  await visit.goto('/account');
  const bar = visit.getByTestId('impersonation-bar');
  await expect(bar).toBeVisible();
  await expect(visit.getByText('Connecté par un administrateur : le pseudo et le mot de passe ne peuvent pas être modifiés.')).toBeVisible();
  await expect(visit.getByLabel('Nouveau mot de passe')).toHaveCount(0);
  await expect(visit.getByRole('button', { name: 'Supprimer mon compte' })).toHaveCount(0);
  await bar.getByRole('button', { name: 'Quitter ce compte' }).click();
  await expect(bar).toHaveCount(0);
  expect((await page.request.get(`${BASE}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

  // The student sees that an administrator came, not who.
  const own = await pageAs(browser, student.token);
  await own.goto('/account');
  const visits = own.getByTestId('account-impersonations');
  await expect(visits.getByRole('listitem')).toHaveCount(1);
  await expect(visits.getByRole('listitem')).toContainText('Un administrateur s’est connecté à ton compte le');
  await expect(own.getByLabel('Nouveau mot de passe')).toBeVisible();
});

test('a training session appears live in the active sessions and leaves when it ends', async ({ browser }) => {
  const page = await pageAs(browser, admin.token);
  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Sessions en cours' });
  await expect(section.getByText('Aucune session en cours.')).toBeVisible();

  const socket = io(BASE, { path: '/socket.io', transports: ['websocket'], auth: { token: student.token }, forceNew: true });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const payload = { sessionId: 'e2e-live', methodId: 'association', subjectId: 'anat', chapterId: 'coeur', startedAt: Date.now() };
    expect(await socket.emitWithAck('session:started', payload)).toEqual({ ok: true });
    await expect(section.getByTestId('active-sessions')).toContainText(student.username);
    expect(await socket.emitWithAck('session:ended', { sessionId: 'e2e-live' })).toEqual({ ok: true });
    await expect(section.getByText('Aucune session en cours.')).toBeVisible();
  } finally {
    socket.close();
  }
});

/** An API call of this server as `account`; fails loudly on an unexpected status. */
async function api(
  account: Account,
  method: string,
  path: string,
  body?: unknown,
  expected = 200,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${account.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, `${method} ${path}`).toBe(expected);
  return res.status === 204 ? {} : ((await res.json()) as Record<string, unknown>);
}

async function badgesOf(account: Account): Promise<string[]> {
  return ((await api(account, 'GET', '/me')).user as { badges: string[] }).badges;
}

async function searchResult(page: Page, account: Account) {
  await page.getByLabel('Rechercher un utilisateur').fill(account.username);
  const row = page.locator(`[data-testid="admin-user"][data-username="${account.username}"]`);
  await expect(row).toBeVisible();
  return row;
}

test('the admin adds and removes a badge from the search results, never the admin badge', async ({ browser }) => {
  const member = await own.register('membre');
  const page = await pageAs(browser, admin.token);
  await page.goto('/admin');
  const row = await searchResult(page, member);
  await expect(row.getByLabel('Ajouter un badge').locator('option')).not.toContainText(['Admin']);

  // While the server answers, the controls wait and say so.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/users/*/badges', async (route) => {
    await held;
    await route.continue();
  });
  await row.getByLabel('Ajouter un badge').selectOption({ label: 'Turbo' });
  await row.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(row.getByRole('status')).toHaveText('Mise à jour des badges…');
  await expect(row.getByRole('button', { name: 'Ajouter', exact: true })).toBeDisabled();
  release();
  await expect(row.getByRole('button', { name: 'Retirer le badge Turbo' })).toBeVisible();
  await expect(row.getByRole('status')).toHaveCount(0);
  await page.unroute('**/api/admin/users/*/badges');
  expect(await badgesOf(member)).toEqual(['turbo']);
  await expect(row.getByLabel('Ajouter un badge').locator('option', { hasText: 'Turbo' })).toHaveCount(0);

  // A refused change keeps the badges as they were and says why.
  await page.route('**/api/admin/users/*/badges/turbo', (route) => route.fulfill({ status: 500, json: { error: 'Erreur interne du serveur.' } }));
  await row.getByRole('button', { name: 'Retirer le badge Turbo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Impossible de mettre à jour les badges pour le moment.' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Retirer le badge Turbo' })).toBeEnabled();
  await page.unroute('**/api/admin/users/*/badges/turbo');
  expect(await badgesOf(member)).toEqual(['turbo']);

  await row.getByRole('button', { name: 'Retirer le badge Turbo' }).click();
  await expect(row.getByRole('button', { name: 'Retirer le badge Turbo' })).toHaveCount(0);
  expect(await badgesOf(member)).toEqual([]);
  // The journal shows the action at once, without 'Actualiser'.
  const newest = page.getByRole('region', { name: 'Journal des actions' }).getByTestId('audit-entry').first().locator('td');
  await expect(newest).toHaveText([/\d{2}:\d{2}$/, admin.username, 'Badge « Turbo » retiré', member.username]);

  // The admin's own badge shows without a remove button.
  const self = await searchResult(page, admin);
  await expect(self.getByText('Admin', { exact: true })).toBeVisible();
  await expect(self.getByRole('button', { name: 'Retirer le badge Admin' })).toHaveCount(0);
});

test('the audit log lists who did what to whom, newest first, with its empty and error states', async ({ browser }) => {
  const member = await own.register('journal');
  await api(admin, 'POST', `/admin/users/${member.userId}/badges`, { badgeId: 'perfect' });
  await api(admin, 'POST', `/admin/users/${member.userId}/ban`, { minutes: 3 * 1440 });
  await api(admin, 'POST', `/admin/users/${member.userId}/ban`, { minutes: 0 });

  const page = await pageAs(browser, admin.token);
  await page.goto('/admin');
  const log = page.getByRole('region', { name: 'Journal des actions' });
  const rows = log.getByTestId('audit-entry');
  await expect(rows.first()).toBeVisible();
  const newest = (n: number) => rows.nth(n).locator('td');
  await expect(newest(0)).toHaveText([/^\d{1,2} [a-zéû]+\.? \d{4}, \d{2}:\d{2}$/, admin.username, 'Suspension levée', member.username]);
  await expect(newest(1)).toHaveText([/\d{2}:\d{2}$/, admin.username, 'Suspension (3 jours)', member.username]);
  await expect(newest(2)).toHaveText([/\d{2}:\d{2}$/, admin.username, 'Badge « Perfect » ajouté', member.username]);

  // Twenty at a time; older ones on demand.
  for (let i = 0; i < 20; i++) await api(admin, 'POST', `/admin/users/${member.userId}/ban`, { minutes: i % 2 === 0 ? 60 : 0 });
  await log.getByRole('button', { name: 'Actualiser' }).click();
  await expect(rows).toHaveCount(20);
  await log.getByRole('button', { name: 'Afficher les actions plus anciennes' }).click();
  await expect(rows.nth(22).locator('td').nth(2)).toHaveText('Badge « Perfect » ajouté');
  // Newest first across both pages.
  const times = await rows.locator('time').evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
  expect(times.length).toBeGreaterThan(22);
  expect(times).toEqual([...times].sort((a, b) => b - a));

  await page.route('**/api/admin/audit*', (route) => route.fulfill({ status: 500, json: { error: 'Erreur interne du serveur.' } }));
  await log.getByRole('button', { name: 'Actualiser' }).click();
  await expect(log.getByRole('alert')).toHaveText('Impossible de charger le journal des actions.');
  await page.unroute('**/api/admin/audit*');
  await page.route('**/api/admin/audit*', (route) => route.fulfill({ json: { entries: [], nextBefore: null } }));
  await log.getByRole('button', { name: 'Actualiser' }).click();
  await expect(log.getByText('Aucune action enregistrée pour le moment.')).toBeVisible();
});

const CARDS = Array.from({ length: 10 }, (_, i) => ({ id: `k${i}`, answer: `Réponse ${i}`, answers: [`Réponse ${i}`], text: `Question ${i}` }));

/** A member without a public identifier and with one recorded session of 10 right answers (100 points). */
async function memberWithSession(): Promise<Account & { sessionId: string }> {
  const member = await own.register('profil');
  await api(member, 'PUT', '/me/data', { subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }], cards: { 'anat.coeur': CARDS } }, 200, {
    'if-match': '"0"',
  });
  const finishedAt = Date.now();
  const sessionId = `association-anat-coeur-e2e${finishedAt}`;
  await api(
    member,
    'POST',
    '/me/sessions',
    {
      id: sessionId,
      methodId: 'association',
      subjectId: 'anat',
      chapterId: 'coeur',
      startedAt: finishedAt - 60_000,
      finishedAt,
      questions: CARDS.map((card) => ({ cardId: card.id, correct: true, userAnswer: card.answer, rightAnswer: card.answer })),
    },
    201,
  );
  return { ...member, sessionId };
}

test('on a public profile the admin sees the suspension, manages badges and deletes a session', async ({ browser }) => {
  const member = await memberWithSession();
  expect(((await api(member, 'GET', '/me')).user as { points: number }).points).toBe(100);

  // Visitors see none of it (and no statistics: the member has no public identifier).
  const visitor = await pageAs(browser, null);
  await visitor.goto(`/profile/id/${member.userId}`);
  await expect(visitor.getByRole('heading', { name: member.username })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Modération' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /^Supprimer la session du / })).toHaveCount(0);

  // The admin reaches the profile from the search results.
  const page = await pageAs(browser, admin.token);
  await page.goto('/admin');
  await (await searchResult(page, member)).getByRole('link', { name: 'Voir le profil' }).click();
  await expect(page).toHaveURL(`${BASE}/profile/id/${member.userId}`);
  const moderation = page.getByRole('region', { name: 'Modération' });
  await expect(moderation.getByText('Aucune suspension en cours.')).toBeVisible();

  // The session may have earned a badge of its own (marmotte at night): compare with what it holds.
  const earned = await badgesOf(member);
  const header = page.getByRole('list', { name: 'Badges', exact: true });
  await moderation.getByLabel('Ajouter un badge').selectOption({ label: 'Innovateur' });
  await moderation.getByRole('button', { name: 'Ajouter', exact: true }).click();
  // The header's badge list follows at once.
  await expect(header.getByText('Innovateur')).toBeVisible();
  expect(await badgesOf(member)).toEqual([...earned, 'innovateur']);
  await moderation.getByRole('button', { name: 'Retirer le badge Innovateur' }).click();
  await expect(moderation.getByRole('button', { name: 'Retirer le badge Innovateur' })).toHaveCount(0);
  await expect(header.getByText('Innovateur')).toHaveCount(0);
  expect(await badgesOf(member)).toEqual(earned);

  await api(admin, 'POST', `/admin/users/${member.userId}/ban`, { minutes: 1440 });
  await page.reload();
  await expect(moderation.getByText(/^Suspendu jusqu’au /)).toBeVisible();
  await api(admin, 'POST', `/admin/users/${member.userId}/ban`, { minutes: 0 });

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Supprimer la session du / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Session supprimée (−100 pts)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Supprimer la session du / })).toHaveCount(0);
  expect(((await api(member, 'GET', '/me')).user as { points: number }).points).toBe(0);
  const { entries } = (await api(admin, 'GET', '/admin/audit?limit=1')) as { entries: { action: string; target: string }[] };
  expect(entries[0]).toMatchObject({ action: 'user.session.delete', target: member.userId });
});

test('an announcement being written survives a reload, until it is discarded', async ({ browser }) => {
  const page = await pageAs(browser, admin.token);
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Créer un message' });
  await form.getByLabel('Titre').fill('Nouvelle fonction');
  await form.getByLabel('Contenu').fill('Les brouillons sont gardés.');
  await page.waitForTimeout(800);

  await page.reload();
  await expect(form.getByText('Brouillon repris là où tu l’avais laissé.')).toBeVisible();
  await expect(form.getByLabel('Titre')).toHaveValue('Nouvelle fonction');
  await expect(form.getByLabel('Contenu')).toHaveValue('Les brouillons sont gardés.');

  await form.getByRole('button', { name: 'Ignorer le brouillon' }).click();
  await expect(form.getByLabel('Titre')).toHaveValue('');
  await page.waitForTimeout(800);
  await page.reload();
  await expect(form.getByLabel('Titre')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(form.getByLabel('Titre')).toHaveValue('');
  await expect(form.getByText('Brouillon repris là où tu l’avais laissé.')).toHaveCount(0);
});
