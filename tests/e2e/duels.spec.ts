import { expect, test, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { join } from 'node:path';
import type { DuelView } from '../../domain/duels/api';
import type { DuelQuestionView } from '../../domain/duels/questions';
import { boardBox, stage } from './boards';
import { layoutProblems, seriousViolations } from './checks';
import { CARDS, heartStudent, LEGENDS, NODES } from './heart';
import { storeToken, type Account } from './helpers';
import { timeLimit } from './timeLimit';

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

const duellist = (request: APIRequestContext, plan: 'major' | 'free') => heartStudent(request, plan === 'major' ? 'duelM' : 'duelF', plan);

async function pageFor(browser: Browser, account: Account, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript(() => window.localStorage.setItem('mnemo.tutorialStatus', 'dismissed'));
  const page = await context.newPage();
  await storeToken(page, account.token);
  return page;
}

/** The questions a page was shown (the server's own answers), by duel and index. */
function watchQuestions(page: Page): Map<string, DuelQuestionView> {
  const views = new Map<string, DuelQuestionView>();
  page.on('response', async (response) => {
    if (!/\/api\/duels(\/join|\/[^/]+(\/answers|\/rematch)?)?$/.test(new URL(response.url()).pathname) || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as (DuelView & { duel?: DuelView }) | null;
    const duel = body?.duel ?? body;
    if (duel?.current) views.set(`${duel.id}/${duel.current.index}`, duel.current.view);
  });
  return views;
}

const duelIdOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
const seconds = (text: string | null) => (text ?? '').split(':').map(Number).reduce((a, b) => a * 60 + b, 0);

/** The question on screen: its number (from « Question n sur N ») and what the server sent for it. */
async function currentQuestion(page: Page, views: Map<string, DuelQuestionView>) {
  const counter = page.getByTestId('duel-counter');
  await expect(counter).toHaveText(/Question \d+ sur \d+/);
  const n = Number(/Question (\d+) sur/.exec((await counter.textContent()) ?? '')![1]);
  const key = `${duelIdOf(page)}/${n - 1}`;
  await expect.poll(() => views.has(key)).toBe(true);
  return { n, view: views.get(key)! };
}

/**
 * Answers the question on screen (right, or wrong when asked) by mouse, touch or keyboard, and
 * waits for the server's verdict; answers the kind of question it was.
 */
async function answer(page: Page, views: Map<string, DuelQuestionView>, { wrong = false, input = 'mouse' as 'mouse' | 'touch' | 'keyboard' } = {}): Promise<DuelQuestionView['kind']> {
  const { n, view } = await currentQuestion(page, views);
  if (view.kind === 'legend') {
    const legend = LEGENDS.find((l) => l.label === view.label)!;
    // Between the two rows of zones: in none of them.
    const [x, y] = wrong ? [0.5, 0.45] : [legend.points[0]!.x + 0.12, legend.points[0]!.y + 0.12];
    await expect(stage(page)).toHaveAttribute('data-ready', 'true');
    if (input === 'keyboard') {
      // The board's crosshair: arrows move it from the centre, Enter places the point, Enter again sends it.
      await stage(page).focus();
      const steps = (from: number, to: number) => Math.round((to - from) / 0.01);
      const [dx, dy] = [steps(0.5, x), steps(0.5, y)];
      for (let k = 0; k < Math.abs(dx); k++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
      for (let k = 0; k < Math.abs(dy); k++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    } else {
      const box = await boardBox(page);
      if (input === 'touch') await page.touchscreen.tap(box.x + x * box.width, box.y + y * box.height);
      else await page.mouse.click(box.x + x * box.width, box.y + y * box.height);
      const send = page.getByRole('button', { name: 'Valider' });
      if (input === 'touch') await send.tap();
      else await send.click();
    }
  } else {
    const right = view.kind === 'card' ? CARDS.find((c) => c.text === view.text)!.answers[0]! : NODES.find((node) => node.id === view.blank.ownerId)!.label;
    const field = page.getByLabel('Ta réponse');
    await field.fill(wrong ? 'je ne sais pas' : right);
    if (input === 'keyboard') await field.press('Enter');
    else if (input === 'touch') await page.getByRole('button', { name: 'Valider' }).tap();
    else await page.getByRole('button', { name: 'Valider' }).click();
  }
  // The verdict shows above what comes next; the duel's last answer brings its results instead.
  const verdict = page.getByTestId('duel-last-verdict').filter({ hasText: `Question ${n} :` });
  await expect(verdict.or(page.getByTestId('duel-result'))).toBeVisible();
  if (await verdict.isVisible()) await expect(verdict).toContainText(wrong ? 'Mauvaise réponse.' : 'Bonne réponse !');
  return view.kind;
}

/** A screenshot under <output>/screens/ and the layout and accessibility checks every screen passes. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(test.info().project.outputDir, 'screens', `duels-${name}.png`), fullPage: true });
  expect.soft(await layoutProblems(page), `${name}: layout`).toEqual([]);
  expect.soft(await seriousViolations(page), `${name}: accessibility`).toEqual([]);
}

/** Both result screens tell the same duel: each one's score as the other sees it, each question's verdicts swapped. */
async function resultsAgree(a: Page, b: Page, count: number): Promise<void> {
  await expect(a.getByTestId('duel-result')).toBeVisible();
  await expect(b.getByTestId('duel-result')).toBeVisible();
  await expect(a.getByTestId('duel-final-me')).toHaveText((await b.getByTestId('duel-final-them').textContent())!);
  await expect(a.getByTestId('duel-final-them')).toHaveText((await b.getByTestId('duel-final-me').textContent())!);
  const outcomes = { 'Victoire !': 'Défaite', Défaite: 'Victoire !', Égalité: 'Égalité' } as Record<string, string>;
  await expect(b.getByTestId('duel-outcome')).toHaveText(outcomes[(await a.getByTestId('duel-outcome').textContent())!]!);
  const rowsA = a.getByTestId('duel-result-row');
  const rowsB = b.getByTestId('duel-result-row');
  await expect(rowsA).toHaveCount(count);
  await expect(rowsB).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const verdicts = async (page: Page) => page.getByTestId('duel-result-row').nth(i).locator('.duel-verdict').allTextContents();
    const [mine, theirs] = [await verdicts(a), await verdicts(b)];
    expect(mine).toHaveLength(2);
    expect(theirs).toEqual([mine[1], mine[0]]);
  }
}

test.describe.configure({ mode: 'parallel' });

test('a live duel: a Major student invites by code, a free student joins on a phone; five questions mix the three kinds, each sees the other’s progress, a reload resumes with the time left, both results agree, « Revanche » starts another', async ({ browser, request }) => {
  test.setTimeout(timeLimit(240_000));
  const [major, free] = await Promise.all([duellist(request, 'major'), duellist(request, 'free')]);
  const a = await pageFor(browser, major, DESKTOP);
  const b = await pageFor(browser, free, PHONE);
  const viewsA = watchQuestions(a);
  const viewsB = watchQuestions(b);

  // The free student sees the offer locked, in the plan-limit dialog's words, and may still accept.
  await b.goto('/duels');
  const locked = b.getByTestId('duel-locked');
  await expect(locked).toContainText('Lancer un duel est inclus dans les formules Major et Champion');
  await expect(locked).toContainText('Passe à Major pour aller plus loin.');
  await expect(locked.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute('href', '/pricing');
  await expect(b.getByRole('heading', { name: 'Rejoindre un duel' })).toBeVisible();
  await checkScreen(b, 'locked-375');

  // « Nouveau duel »: the whole subject, mixed, live, five questions.
  await a.goto('/duels');
  await expect(a.getByRole('heading', { name: 'Nouveau duel' })).toBeVisible();
  await a.getByLabel('5 questions').check();
  await expect(a.getByTestId('duel-available')).toHaveText('18 questions disponibles dans ce choix.');
  await checkScreen(a, 'setup-1280');
  await a.getByRole('button', { name: 'Créer le duel' }).click();
  const code = (await a.getByTestId('duel-code').textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{5}$/);
  await expect(a.locator('.duel-invite__message')).toHaveText(`Rejoins mon duel : ${code}`);
  await expect(a.getByTestId('duel-link')).toHaveValue(new RegExp(`/duels/rejoindre/${code}$`));
  await checkScreen(a, 'invite-1280');

  // Typed as a friend would send it: lower case, with a space.
  await b.getByLabel('Code du duel').fill(`${code.slice(0, 2).toLowerCase()} ${code.slice(2)}`);
  await b.getByRole('button', { name: 'Rejoindre' }).tap();
  await expect(b.getByTestId('duel-counter')).toHaveText('Question 1 sur 5');
  await expect(a.getByTestId('duel-counter')).toHaveText('Question 1 sur 5');
  await expect(b.getByTestId('duel-player-them')).toContainText(major.username);

  const kinds = new Set<string>();
  // 1: the challenger answers first, by keyboard; the other sees it live, without its verdict.
  kinds.add(await answer(a, viewsA, { input: 'keyboard' }));
  await expect(a.getByTestId('duel-other-status')).toHaveText(`${free.username} réfléchit encore…`);
  await expect(b.getByTestId('duel-other-status')).toHaveText(`${major.username} a répondu.`);
  await expect(b.getByTestId('duel-answered-them')).toHaveText('1/5 répondues');
  await expect(b.getByTestId('duel-player-them').locator('.duel-dot').first()).toHaveClass(/duel-dot--answered/);
  await expect(b.getByTestId('duel-score-them')).toHaveText('0 pts');
  kinds.add(await answer(b, viewsB, { wrong: true, input: 'touch' }));
  // Both answered: both move on, and each sees the other's verdict and score.
  await expect(a.getByTestId('duel-counter')).toHaveText('Question 2 sur 5');
  await expect(b.getByTestId('duel-counter')).toHaveText('Question 2 sur 5');
  await expect(a.getByTestId('duel-player-them').locator('.duel-dot').first()).toHaveClass(/duel-dot--wrong/);
  await expect(b.getByTestId('duel-player-them').locator('.duel-dot').first()).toHaveClass(/duel-dot--right/);
  await expect(b.getByTestId('duel-score-them')).toHaveText(/^1\d\d pts$/);
  await expect(a.getByTestId('duel-score-me')).toHaveText((await b.getByTestId('duel-score-them').textContent())!);

  // 2: the free student answers first this time.
  kinds.add(await answer(b, viewsB, { input: 'touch' }));
  await expect(a.getByTestId('duel-other-status')).toHaveText(`${free.username} a répondu.`);
  kinds.add(await answer(a, viewsA));
  await expect(b.getByTestId('duel-counter')).toHaveText('Question 3 sur 5');

  // 3: the phone reloads mid-question and comes back to it, with the time left.
  await checkScreen(b, 'question-375');
  await expect(b.getByTestId('duel-counter')).toHaveText('Question 3 sur 5');
  const before = seconds(await b.getByTestId('duel-timer').textContent());
  await b.reload();
  await expect(b.getByTestId('duel-counter')).toHaveText('Question 3 sur 5');
  const after = seconds(await b.getByTestId('duel-timer').textContent());
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(0);
  await expect(b.getByTestId('duel-answered-them')).toHaveText('2/5 répondues');
  kinds.add(await answer(b, viewsB, { input: 'touch' }));
  kinds.add(await answer(a, viewsA, { input: 'keyboard' }));

  // 4 and 5.
  for (let i = 0; i < 2; i++) {
    kinds.add(await answer(a, viewsA));
    kinds.add(await answer(b, viewsB, { input: 'touch', wrong: i === 1 }));
  }
  expect([...kinds].sort()).toEqual(['card', 'label', 'legend']);

  await resultsAgree(a, b, 5);
  await expect(a.getByTestId('duel-outcome')).toHaveText('Victoire !');
  await checkScreen(b, 'result-375');
  await checkScreen(a, 'result-1280');

  // « Revanche »: the challenger asks, the other is told live and accepts; a new duel starts for both.
  const first = duelIdOf(a);
  await a.getByRole('button', { name: 'Revanche' }).click();
  await expect(a.getByTestId('duel-invite')).toBeVisible();
  expect(duelIdOf(a)).not.toBe(first);
  await expect(b.getByTestId('rematch-offered')).toHaveText(`${major.username} propose une revanche.`);
  await b.getByRole('button', { name: 'Accepter la revanche' }).tap();
  await expect(b.getByTestId('duel-counter')).toHaveText('Question 1 sur 5');
  await expect(a.getByTestId('duel-counter')).toHaveText('Question 1 sur 5');
  expect(duelIdOf(b)).toBe(duelIdOf(a));
  await a.context().close();
  await b.context().close();
});

test('a turn-based duel is played in turns by two students; each is told when their turn comes, live on the duel, by a toast and a badge elsewhere', async ({ browser, request }) => {
  test.setTimeout(timeLimit(240_000));
  const [major, free] = await Promise.all([duellist(request, 'major'), duellist(request, 'free')]);
  // The challenger plays on a phone, by touch; the other on a computer.
  const a = await pageFor(browser, major, PHONE);
  const b = await pageFor(browser, free, DESKTOP);
  const viewsA = watchQuestions(a);
  const viewsB = watchQuestions(b);
  const round = async (page: Page, views: Map<string, DuelQuestionView>, first: number, wrong = false) => {
    for (let n = first; n < first + 3; n++) {
      await expect(page.getByTestId('duel-counter')).toContainText(`Question ${n} sur 9`);
      await answer(page, views, { wrong: wrong && n === first, input: page === a ? 'touch' : 'mouse' });
    }
  };

  // The challenger sets it up and plays the first round at once.
  await a.goto('/duels');
  await a.getByLabel('À tour de rôle').check();
  await checkScreen(a, 'setup-375');
  await a.getByRole('button', { name: 'Créer le duel' }).tap();
  await expect(a.getByTestId('duel-counter')).toHaveText('Manche 1 sur 3 · Question 1 sur 9');
  await round(a, viewsA, 1);
  await expect(a.getByTestId('duel-invite')).toContainText('Ta manche est jouée.');
  await checkScreen(a, 'invite-375');
  const link = new URL(await a.getByTestId('duel-link').inputValue());

  // The free student opens the invitation link and plays their first round.
  await b.goto(link.pathname);
  await expect(b.getByRole('heading', { name: 'Tu es invité à un duel.' })).toBeVisible();
  await b.getByRole('button', { name: 'Rejoindre' }).click();
  await round(b, viewsB, 1, true);
  await expect(b.getByTestId('duel-their-turn')).toContainText(`C’est au tour de ${major.username}`);
  await expect(b.getByTestId('duel-their-turn')).toContainText(`${major.username} a 48\u00a0h pour jouer sa manche.`);
  await checkScreen(b, 'their-turn-1280');

  // The challenger, still on the duel, is told live; their round starts when they ask.
  await expect(a.getByTestId('duel-intro')).toContainText('C’est à toi de jouer');
  await checkScreen(a, 'intro-375');
  // On the phone, the count is on the menu's button and beside « Duels » in the menu.
  const burger = a.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(burger.getByTestId('duel-count')).toHaveText('1');
  await burger.tap();
  const menu = a.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: /^Duels/ }).getByTestId('duel-count')).toHaveText('1');
  await menu.getByRole('button', { name: 'Fermer le menu' }).tap();
  await a.getByRole('button', { name: 'Jouer ma manche' }).tap();
  await round(a, viewsA, 4);

  // The other is elsewhere in the app: a badge on « Duels » and a toast tell their turn has come.
  await b.goto('/pick');
  await expect(b.locator('.pick-duels').getByTestId('duel-count')).toHaveText('1');
  await expect(b.locator('.main-nav').getByRole('link', { name: /M'entraîner/ }).getByTestId('duel-count')).toHaveText('1');
  await b.goto('/duels');
  await expect(b.getByTestId('duels-waiting').getByTestId('duel-row')).toHaveCount(1);
  await checkScreen(b, 'lists-1280');
  await b.getByTestId('duels-waiting').getByRole('link', { name: 'Jouer' }).click();
  await b.getByRole('button', { name: 'Jouer ma manche' }).click();
  await round(b, viewsB, 4);
  await b.goto('/account');
  await expect(b.getByTestId('duel-record')).toContainText('0 victoire · 0 défaite');

  // The challenger plays the last round from the list; the other is told by a toast where they are.
  await a.goto('/duels');
  await expect(a.getByTestId('duels-waiting').getByTestId('duel-row')).toHaveCount(1);
  await checkScreen(a, 'lists-375');
  await a.getByTestId('duels-waiting').getByRole('link', { name: 'Jouer' }).tap();
  await a.getByRole('button', { name: 'Jouer ma manche' }).tap();
  await round(a, viewsA, 7);
  const toast = b.getByRole('status').filter({ hasText: `C’est ton tour contre ${major.username} !` });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Y aller' }).click();
  await b.getByRole('button', { name: 'Jouer ma manche' }).click();
  await round(b, viewsB, 7);

  // Finished: the challenger, on the duel, sees the results come; both agree.
  await resultsAgree(a, b, 9);
  // The record on both accounts and profiles, and the duel ranking.
  const won = (await a.getByTestId('duel-outcome').textContent()) === 'Victoire !';
  await a.goto('/account');
  await expect(a.getByTestId('duel-record')).toContainText(won ? '1 victoire · 0 défaite' : '0 victoire · 1 défaite');
  await b.goto(`/profile/id/${major.userId}`);
  await expect(b.getByTestId('duel-record')).toContainText(won ? '1 victoire · 0 défaite' : '0 victoire · 1 défaite');
  await a.goto('/leaderboard');
  await a.getByRole('link', { name: 'Duels', exact: true }).last().tap();
  await expect(a).toHaveURL(/\/leaderboard\?classement=duels$/);
  await expect(a.getByTestId('duel-ranking')).toContainText(major.username);
  await expect(a.getByTestId('duel-ranking')).toContainText(free.username);
  await checkScreen(a, 'ranking-375');
  await a.context().close();
  await b.context().close();
});

test('« Défier » on a public profile offers a live duel to that member alone, who is told live and accepts', async ({ browser, request }) => {
  test.setTimeout(timeLimit(120_000));
  const [major, friend] = await Promise.all([duellist(request, 'major'), duellist(request, 'free')]);
  const a = await pageFor(browser, major, DESKTOP);
  const b = await pageFor(browser, friend, PHONE);
  await b.goto('/subjects');
  await a.goto(`/profile/id/${friend.userId}`);
  await expect(a.getByTestId('duel-record')).toContainText('0 victoire · 0 défaite · cote 1500');
  await a.getByRole('link', { name: `Défier ${friend.username} en duel` }).click();
  await expect(a.getByRole('heading', { name: `Défier ${friend.username}` })).toBeVisible();
  await a.getByLabel('5 questions').check();
  await a.getByRole('button', { name: `Défier ${friend.username}` }).click();
  await expect(a.getByTestId('duel-invite')).toBeVisible();
  // The member is told where they are, and accepts from the toast.
  const toast = b.getByRole('status').filter({ hasText: `${major.username} te défie en duel !` });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Y aller' }).tap();
  await expect(b.getByRole('heading', { name: 'Tu es invité à un duel.' })).toBeVisible();
  await checkScreen(b, 'join-375');
  await b.getByRole('button', { name: 'Rejoindre' }).tap();
  await expect(b.getByTestId('duel-counter')).toHaveText('Question 1 sur 5');
  await expect(a.getByTestId('duel-counter')).toHaveText('Question 1 sur 5');
  await expect(a.getByTestId('duel-player-them')).toContainText(friend.username);
  await a.context().close();
  await b.context().close();
});

test('« Adversaire au hasard » matches two students who asked within the minute in a live duel', async ({ browser, request }) => {
  test.setTimeout(timeLimit(120_000));
  const [first, second] = await Promise.all([duellist(request, 'major'), duellist(request, 'major')]);
  const a = await pageFor(browser, first, DESKTOP);
  const b = await pageFor(browser, second, DESKTOP);
  await a.goto('/duels');
  await a.getByRole('button', { name: 'Adversaire au hasard' }).click();
  await expect(a.getByTestId('duel-random')).toContainText('Recherche d’un adversaire…');
  await b.goto('/duels');
  await b.getByRole('button', { name: 'Adversaire au hasard' }).click();
  await expect(b.getByTestId('duel-counter')).toHaveText('Question 1 sur 5');
  await expect(a.getByTestId('duel-counter')).toHaveText('Question 1 sur 5');
  await expect(a.getByTestId('duel-player-them')).toContainText(second.username);
  await a.context().close();
  await b.context().close();
});
