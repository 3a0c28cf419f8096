import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { layoutProblems, seriousViolations } from './checks';
import { registerViaApi, storeToken, uniqueName, type Account } from './helpers';
import { OwnServer } from './ownServer';
import { waitForSave } from './study';
import { timeLimit } from './timeLimit';

/**
 * Every route of the route table (src/app/router.tsx) at a phone's and a desktop's width, signed
 * out, as a student and as an admin: a screenshot under <output>/screens/, no sideways scrolling,
 * nothing sticking out, no text spilling out of its box, no control under another element, no
 * form control left as the browser draws it, and no serious or critical axe-core finding.
 */
const WIDTHS = [375, 1440] as const;
type Role = 'visitor' | 'student' | 'admin';

/** One screen: where it is, and what says it has finished loading. */
interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const publicScreens = (profile: { slug: string; userId: string }): Screen[] => [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await expect(page.locator('.stat-card__value').first()).not.toHaveText('…');
    },
  },
  { name: 'methods', path: '/methods', ready: heading('Nos méthodes') },
  { name: 'pricing', path: '/pricing', ready: async (page) => expect(page.locator('.plan-card')).toHaveCount(3) },
  { name: 'leaderboard', path: '/leaderboard', ready: heading('Classement global') },
  { name: 'profile-slug', path: `/profile/${profile.slug}`, ready: async (page) => expect(page.locator('.profile-card')).toBeVisible() },
  { name: 'profile-id', path: `/profile/id/${profile.userId}`, ready: async (page) => expect(page.locator('.profile-card')).toBeVisible() },
];

async function check(page: Page, testInfo: TestInfo, shot: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // From the top: a sticky header would otherwise be drawn mid-page in the full-page shot.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: join(testInfo.project.outputDir, 'screens', `${shot}.png`), fullPage: true });
  expect.soft(await layoutProblems(page), `${shot}: layout`).toEqual([]);
  expect.soft(await seriousViolations(page), `${shot}: accessibility`).toEqual([]);
}

async function visit(page: Page, testInfo: TestInfo, role: Role, width: number, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await screen.ready(page);
  await check(page, testInfo, `${role}-${screen.name}-${width}`);
}

/** An account with a public identifier and the demo subject, added from the empty subjects screen. */
async function prepareStudent(page: Page, account: Account, testInfo: TestInfo, role: Role, width: number): Promise<{ slug: string; chapter: (name: string) => string }> {
  const auth = { authorization: `Bearer ${account.token}` };
  const slug = `ecran-${account.userId.slice(0, 8).toLowerCase()}`;
  expect((await page.request.put('/api/me', { headers: auth, data: { slug } })).status()).toBe(200);
  await page.goto('/subjects');
  await heading('Mes matières')(page);
  await check(page, testInfo, `${role}-subjects-empty-${width}`);
  const saved = waitForSave(page);
  await page.getByRole('button', { name: 'Ajouter un exemple' }).click();
  await saved;
  await expect(page.getByText('Anatomie (exemple)', { exact: true })).toBeVisible();
  const { data } = (await (await page.request.get('/api/me/data', { headers: auth })).json()) as {
    data: { subjects: Array<{ id: string; chapters: Array<{ id: string; name: string }> }> };
  };
  const subject = data.subjects[0]!;
  return { slug, chapter: (name) => `${subject.id}/${subject.chapters.find((c) => c.name === name)!.id}` };
}

/** Every screen a signed-in member reaches; the admin dashboard only for the admin. */
async function memberTour(page: Page, testInfo: TestInfo, role: 'student' | 'admin', width: number, account: Account): Promise<void> {
  const { slug, chapter } = await prepareStudent(page, account, testInfo, role, width);
  const checkout = await page.request.post('/api/me/billing/checkout', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { plan: 'major', successUrl: '/account', cancelUrl: '/pricing' },
  });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const heart = chapter('Le cœur');
  const circulation = chapter('La circulation');
  const screens: Screen[] = [
    ...publicScreens({ slug, userId: account.userId }),
    { name: 'subjects', path: '/subjects', ready: async (p) => expect(p.getByText('Anatomie (exemple)', { exact: true })).toBeVisible() },
    { name: 'pick', path: '/pick', ready: async (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { name: 'account', path: '/account', ready: heading('Mon compte') },
    { name: 'duels', path: '/duels', ready: async (p) => expect(p.getByRole('heading', { name: 'Classement des duels' })).toBeVisible() },
    { name: 'auth', path: '/auth', ready: async (p) => expect(p.locator('main .page')).toBeVisible() },
    { name: 'test-checkout', path: new URL(url, 'http://x').pathname + new URL(url, 'http://x').search, ready: async (p) => expect(p.getByRole('button', { name: 'Payer (test)' })).toBeVisible() },
    { name: 'association-manage', path: `/association/manage/${heart}`, ready: async (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { name: 'association-train', path: `/association/train/${heart}`, ready: async (p) => expect(p.getByLabel('Ta réponse')).toBeVisible() },
    { name: 'zoning-manage', path: `/zoning/manage/${heart}`, ready: async (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { name: 'zoning-train', path: `/zoning/train/${heart}`, ready: async (p) => expect(p.locator('.board-canvas__stage')).toHaveAttribute('data-ready', 'true') },
    {
      name: 'mindmap-manage',
      path: `/mindmap/manage/${circulation}`,
      ready: async (p) => {
        await p.getByRole('button', { name: 'Modifier' }).first().click();
        await expect(p.locator('.map-node').first()).toBeVisible();
      },
    },
    { name: 'mindmap-train', path: `/mindmap/train/${circulation}`, ready: async (p) => expect(p.locator('input.map-blank').first()).toBeVisible() },
    { name: 'qcm-train', path: `/qcm/train/${heart}`, ready: async (p) => expect(p.getByTestId('qcm-propositions')).toBeVisible() },
  ];
  if (role === 'admin') screens.push({ name: 'admin', path: '/admin', ready: heading('Tableau de bord administrateur') });
  for (const screen of screens) await visit(page, testInfo, role, width, screen);

  // The admin dashboard sends a student home; unknown paths go home.
  if (role === 'student') {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto('/nulle-part');
  await expect(page).toHaveURL(/\/$/);
  // Paying the test checkout unlocks Major: its popup leaves the account page's title readable.
  await page.goto(screens.find((screen) => screen.name === 'test-checkout')!.path);
  await page.getByRole('button', { name: 'Payer (test)' }).click();
  const popup = page.locator('.badge-popup');
  await expect(popup).toContainText('Major');
  const title = page.getByRole('heading', { level: 1, name: 'Mon compte' });
  await expect(title).toBeVisible();
  const [a, b] = [(await popup.boundingBox())!, (await title.boundingBox())!];
  expect(a.y >= b.y + b.height || b.y >= a.y + a.height || a.x >= b.x + b.width || b.x >= a.x + a.width, 'the badge popup covers the title').toBe(true);
}

// Each tour registers accounts of its own: the four tours, and the admins' pair, run side by side
// (in one worker, this file alone took half the run's time).
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('mnemo.tutorialStatus', 'dismissed'));
});

for (const width of WIDTHS) {
  test(`signed out at ${width} px: public screens, guarded ones send to the sign-in screen`, async ({ page, request }, testInfo) => {
    test.setTimeout(timeLimit(180_000));
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    // A member with a public profile, as a visitor finds them from the leaderboard.
    const member = await registerViaApi(request, uniqueName('vu'));
    const slug = `vu-${member.userId.slice(0, 8).toLowerCase()}`;
    expect((await request.put('/api/me', { headers: { authorization: `Bearer ${member.token}` }, data: { slug } })).status()).toBe(200);
    const screens: Screen[] = [
      ...publicScreens({ slug, userId: member.userId }),
      { name: 'auth', path: '/auth', ready: async (p) => expect(p.getByRole('tab', { name: 'Connexion' })).toBeVisible() },
      { name: 'account', path: '/account', ready: async (p) => expect(p.locator('main').getByRole('link', { name: 'Se connecter' })).toBeVisible() },
      { name: 'test-checkout', path: '/pricing/test-checkout?session_id=inconnu', ready: async (p) => expect(p.locator('main .page')).toBeVisible() },
    ];
    for (const screen of screens) await visit(page, testInfo, 'visitor', width, screen);
    for (const path of ['/subjects', '/pick', '/association/manage/a/b', '/association/train/a/b', '/zoning/manage/a/b', '/zoning/train/a/b', '/mindmap/manage/a/b', '/mindmap/train/a/b', '/qcm/train/a/b']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\?redirect=/);
    }
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test(`student at ${width} px: every screen`, async ({ page, request }, testInfo) => {
    // A dozen screens, each screenshotted and scanned: minutes on a loaded machine.
    test.setTimeout(timeLimit(300_000));
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    const account = await registerViaApi(request, uniqueName('ecran'));
    await storeToken(page, account.token);
    await memberTour(page, testInfo, 'student', width, account);
  });
}

test.describe('as an admin', () => {
  // The admin badge can only be granted on a server of the spec's own (see ownServer.ts).
  const own = new OwnServer(Number(process.env.E2E_PORT ?? 3100) + 91);
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(timeLimit(120_000));
    await own.start();
  });
  test.afterAll(() => own.stop());

  for (const width of WIDTHS) {
    test(`admin at ${width} px: every screen, the dashboard included`, async ({ browser }, testInfo) => {
      test.skip(!own.reachable, own.unreachableReason);
      test.setTimeout(timeLimit(300_000));
      const admin = await own.register('chef');
      own.grantAdmin(admin.username);
      const page = await own.pageAs(browser, admin.token);
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await memberTour(page, testInfo, 'admin', width, admin);
      await page.context().close();
    });
  }
});
