/**
 * The admin journey (issue 9) against a server of its own: the shared e2e server keeps its PGlite
 * directory locked, so the admin badge could not be granted there. This one runs on a fresh
 * PostgreSQL database, where `node dist/server/admin.js grant` works beside the running server.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { io } from 'socket.io-client';
import { PASSWORD, uniqueName } from './helpers';

const PG_URL = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.E2E_ADMIN_PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const dbName = `mnemo_e2e_admin_${randomBytes(4).toString('hex')}`;
const dbUrl = (() => {
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

let server: ChildProcess | null = null;
let reachable = true;

async function superuser(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('admin e2e server did not start');
}

interface Account {
  username: string;
  token: string;
  userId: string;
}

async function register(prefix: string): Promise<Account> {
  const username = uniqueName(prefix);
  const res = await fetch(`${BASE}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { token: string; user: { id: string } };
  return { username, token: body.token, userId: body.user.id };
}

/** A page of this server signed in with `token` (or anonymous), the tutorial already dismissed. */
async function pageAs(browser: Browser, token: string | null): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  await context.addInitScript((value) => {
    window.localStorage.setItem('mnemo.tutorialStatus', 'dismissed');
    if (value) window.localStorage.setItem('mnemo.token', value);
  }, token);
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

let admin: Account;
let student: Account;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  try {
    await superuser(`CREATE DATABASE "${dbName}"`);
  } catch {
    reachable = false;
    return;
  }
  server = spawn('node', ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: dbUrl, RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  await waitForServer();
  [admin, student] = await Promise.all([register('adm'), register('eleve')]);
  execFileSync('node', ['dist/server/admin.js', 'grant', admin.username], { env: { ...process.env, DATABASE_URL: dbUrl } });
});

test.afterAll(async () => {
  if (server) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (reachable) {
    await superuser(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${dbName}'`);
    await superuser(`DROP DATABASE IF EXISTS "${dbName}"`);
  }
});

test.beforeEach(() => {
  test.skip(!reachable, `PostgreSQL unreachable at ${PG_URL}`);
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
