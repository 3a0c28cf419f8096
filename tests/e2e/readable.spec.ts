import { expect, test, type Page } from '@playwright/test';
import { layoutProblems } from './checks';
import { heartStudent } from './heart';
import { gate, mapViewport, registerViaApi, storeToken, uniqueName, type Account } from './helpers';
import { answerQuestion, currentQuestion, waitForSave } from './study';
import { timeLimit } from './timeLimit';

/**
 * What a student reads and taps every day, measured on the demo subject (issue 55, points 5 to 7):
 * every text of a mind map at least 12 px on screen at the zoom it opens at, the hint of the
 * device in hand, a legend question whose board and « Valider » fit a 1440 × 900 screen, a menu
 * on one line beside the save indicator, one wording for counters and timers, French elisions,
 * chart and badge texts of at least 12 px and tap targets of at least 44 px. Screenshots of the
 * legend question and of map practice at 375 and 1440 px go to the test's output folder.
 */

type Chapter = (name: 'Le cœur' | 'La circulation') => string;

/** A new account given the demo subject by « Ajouter un exemple »: the path of one of its chapters. */
async function withDemo(page: Page, request: Parameters<typeof registerViaApi>[0]): Promise<{ account: Account; chapter: Chapter }> {
  const account = await registerViaApi(request, uniqueName('lisible'));
  await storeToken(page, account.token);
  await page.goto('/subjects');
  const saved = waitForSave(page);
  await page.getByRole('button', { name: 'Ajouter un exemple' }).click();
  await saved;
  const { data } = (await (await page.request.get('/api/me/data', { headers: { authorization: `Bearer ${account.token}` } })).json()) as {
    data: { subjects: Array<{ id: string; chapters: Array<{ id: string; name: string }> }> };
  };
  const subject = data.subjects[0]!;
  return { account, chapter: (name) => `${subject.id}/${subject.chapters.find((c) => c.name === name)!.id}` };
}

/**
 * The texts of the map drawn on screen smaller than 12 px, as « text: size »: each element of the
 * map's viewport holding text of its own (or a blank to type in), its computed font size times the
 * map's zoom, for those inside the frame.
 */
async function textsUnder12px(page: Page): Promise<{ count: number; small: string[] }> {
  const { zoom } = await mapViewport(page);
  return page.locator('.map-viewport').evaluate((viewport, scale) => {
    const frame = viewport.closest('.map-canvas')!.getBoundingClientRect();
    const small: string[] = [];
    let count = 0;
    for (const element of viewport.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!ownText && !(element instanceof HTMLInputElement)) continue;
      const box = element.getBoundingClientRect();
      if (box.right < frame.left || box.left > frame.right || box.bottom < frame.top || box.top > frame.bottom) continue;
      count++;
      const size = parseFloat(getComputedStyle(element).fontSize) * scale;
      if (size < 12) small.push(`${element.textContent?.trim() || element.className}: ${size.toFixed(1)} px`);
    }
    return { count, small };
  }, zoom);
}

/** The map's hint as the student sees it. */
const shownHint = (page: Page) => page.locator('.map-canvas__hint > span').filter({ visible: true });

async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/** Nothing of the element lies under the sticky header. */
async function clearOfHeader(page: Page, selector: string) {
  const header = (await page.locator('.site-header').boundingBox())!;
  const box = (await page.locator(selector).first().boundingBox())!;
  expect(box.y, `${selector} below the header`).toBeGreaterThanOrEqual(header.y + header.height - 0.5);
}

/** Places the legend near the top of the board, where the sticky header was seen covering it. */
async function placeAtTop(page: Page) {
  const stage = (await page.locator('.board-canvas__stage').boundingBox())!;
  await page.mouse.click(stage.x + stage.width / 2, stage.y + 6);
}

test.describe('on a phone (375 × 812, touch)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the demo map opens with every text at least 12 px and the touch hint; the legend question; the one wording of counters and timers', async ({ page, request }) => {
    test.setTimeout(timeLimit(90_000));
    const { account, chapter } = await withDemo(page, request);

    // Map practice: readable on open, the whole map a tap away, the hint of a touch screen.
    await page.goto(`/mindmap/train/${chapter('La circulation')}`);
    await expect(page.locator('.map-node')).toHaveCount(4);
    await page.locator('.map-canvas').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const opened = await textsUnder12px(page);
    expect(opened.count).toBeGreaterThan(0);
    expect(opened.small).toEqual([]);
    await expect(shownHint(page)).toHaveText('Glisse pour te déplacer, pince pour zoomer.');
    await expect(page.locator('.training-bar__progress')).toHaveText('0 réponse sur 5');
    await expect(page.getByRole('timer', { name: 'Temps écoulé' })).toBeVisible();
    for (const tool of await page.locator('.map-canvas__tool').all()) expect((await tool.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shot(page, 'map-practice-375');
    const readable = await mapViewport(page);
    await page.getByRole('button', { name: 'Tout afficher' }).click();
    await expect.poll(async () => (await mapViewport(page)).zoom).toBeLessThan(readable.zoom);
    await shot(page, 'map-practice-whole-375');
    // Checked on the whole map: opened larger, cards lie partly outside the frame, as they should.
    expect(await layoutProblems(page)).toEqual([]);
    await page.locator('input.map-blank').first().fill('Poumons');
    await expect(page.locator('.training-bar__progress')).toHaveText('1 réponse sur 5');

    // The editor opens as readable.
    await page.goto(`/mindmap/manage/${chapter('La circulation')}`);
    await expect(page.locator('.map-node')).toHaveCount(4);
    expect((await textsUnder12px(page)).small).toEqual([]);

    // The legend question: « Question 1 sur 10 » and « Temps écoulé », as for cards; the board under the header.
    await page.goto(`/zoning/train/${chapter('Le cœur')}`);
    await expect(page.locator('.board-canvas__stage')).toBeVisible();
    await expect(page.locator('.training-bar__progress')).toHaveText('Question 1 sur 10');
    await expect(page.getByRole('timer', { name: 'Temps écoulé' })).toBeVisible();
    await page.locator('.board-canvas__stage').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await clearOfHeader(page, '.board-canvas__stage');
    await shot(page, 'legend-question-375');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'legend-question-375-full', true);
    expect(await layoutProblems(page)).toEqual([]);

    // « Nommer la zone » (chosen before the session starts) and cards: the same counter.
    await page.evaluate((id) => localStorage.setItem(`mnemo.zoningPractice.${id}`, JSON.stringify({ mode: 'zone-name', inOrder: false, zonesVisible: false })), account.userId);
    await page.reload();
    await expect(page.locator('.training-bar__progress')).toHaveText('Question 1 sur 10');
    await expect(page.getByRole('timer', { name: 'Temps écoulé' })).toBeVisible();
    await page.goto(`/association/train/${chapter('Le cœur')}`);
    await expect(page.locator('.training-bar__progress')).toHaveText('Question 1 sur 10');
    await expect(page.getByRole('timer', { name: 'Temps écoulé' })).toBeVisible();

    // The subject's chapters are named with the elision.
    await page.goto('/subjects');
    await expect(page.getByRole('list', { name: 'Chapitres d’Anatomie (exemple)' })).toBeVisible();
  });

  test('chart labels, badges and carousel dots are readable and easy to tap; the forecast tooltip stays off the title', async ({ page, request }) => {
    test.setTimeout(timeLimit(120_000));
    const { chapter } = await withDemo(page, request);

    // The home carousel's dots are 44 px tap targets.
    await page.goto('/');
    const dots = page.locator('.carousel__dot');
    await expect(dots.first()).toBeVisible();
    for (const dot of await dots.all()) {
      const box = (await dot.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    // Badges of the methods and of the picker: at least 12 px.
    await page.goto('/methods');
    await expect(page.locator('.method-card__badge').first()).toBeVisible();
    for (const size of await page.locator('.method-card__badge').evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)))) expect(size).toBeGreaterThanOrEqual(12);
    await page.goto('/pick');
    await expect(page.locator('.method-option__soon').first()).toBeVisible();
    for (const size of await page.locator('.method-option__soon').evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)))) expect(size).toBeGreaterThanOrEqual(12);

    // A session of the demo's cards gives the memory statistics a forecast.
    await page.goto(`/association/train/${chapter('Le cœur')}`);
    for (let i = 0; i < 10; i++) {
      await expect(page.locator('.training-bar__progress')).toHaveText(`Question ${i + 1} sur 10`);
      await answerQuestion(page, (await currentQuestion(page)).slice(0, 3));
    }
    await expect(page.getByRole('heading', { name: 'Session terminée' })).toBeVisible();
    await page.goto('/account');
    const chart = page.locator('.forecast-chart');
    await expect(chart).toBeVisible();
    await chart.scrollIntoViewIfNeeded();
    for (const size of await chart.locator('.forecast-chart__labels span, .forecast-chart__tick').evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)))) {
      expect(size).toBeGreaterThanOrEqual(12);
    }
    // Each bar's tooltip, the tallest included, stays clear of the title.
    const title = (await chart.locator('.forecast-chart__title').boundingBox())!;
    const plot = (await chart.locator('.forecast-chart__plot').boundingBox())!;
    for (let day = 0; day < 14; day++) {
      await page.mouse.move(plot.x + (plot.width * (day + 0.5)) / 14, plot.y + plot.height - 2);
      const tooltip = chart.locator('.forecast-chart__tooltip');
      await expect(tooltip).toBeVisible();
      const box = (await tooltip.boundingBox())!;
      expect(box.y, `day ${day}: tooltip under the title`).toBeGreaterThanOrEqual(title.y + title.height);
    }
    await chart.screenshot({ path: test.info().outputPath('forecast-375.png') });
  });
});

test.describe('on a desktop (1440 × 900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the legend question fits the screen with « Valider », the header never covers the board; the map opens readable with the mouse hint', async ({ page, request }) => {
    test.setTimeout(timeLimit(90_000));
    const { chapter } = await withDemo(page, request);

    await page.goto(`/zoning/train/${chapter('Le cœur')}`);
    const stage = page.locator('.board-canvas__stage');
    await expect(page.locator('.board-canvas__surface').first()).toBeVisible();
    const validate = page.getByRole('button', { name: 'Valider' });
    await expect.poll(async () => (await stage.boundingBox())!.height).toBeGreaterThan(250);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const element of [stage, validate]) {
      const box = (await element.boundingBox())!;
      expect(box.y + box.height, 'on the first screen').toBeLessThanOrEqual(900);
    }
    await clearOfHeader(page, '.board-canvas__stage');
    await placeAtTop(page);
    await shot(page, 'legend-question-1440');
    // Even scrolled, the page brings the next question's board below the header.
    await validate.click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.locator('.training-bar__progress')).toHaveText('Question 2 sur 10');
    await page.waitForTimeout(300);
    await clearOfHeader(page, '.board-canvas__stage');
    expect(await layoutProblems(page)).toEqual([]);

    // Map practice: the whole demo map, its arrow texts at least 12 px, the mouse's hint.
    await page.goto(`/mindmap/train/${chapter('La circulation')}`);
    await expect(page.locator('.map-node')).toHaveCount(4);
    const opened = await textsUnder12px(page);
    expect(opened.count).toBeGreaterThan(8);
    expect(opened.small).toEqual([]);
    await expect(shownHint(page)).toHaveText('Glisse le fond pour te déplacer, Ctrl (ou Cmd) + molette pour zoomer.');
    await shot(page, 'map-practice-1440');
    expect(await layoutProblems(page)).toEqual([]);
  });

  test('the menu stays on one line from 1024 px, while the save indicator shows, with the six links of an admin and a duel waiting', async ({ page, request }) => {
    const account = await registerViaApi(request, uniqueName('menuligne'));
    await storeToken(page, account.token);
    // A duel offered to the account: its count shows on « M'entraîner », taking no room.
    const challenger = await heartStudent(request, 'defi', 'major');
    const offered = await request.post('/api/duels', {
      headers: { authorization: `Bearer ${challenger.token}` },
      data: { mode: 'turns', subjectId: 'anat', methods: ['cards', 'legends', 'blanks'], opponentId: account.userId },
    });
    expect(offered.status()).toBe(201);
    // The header of an admin (its sixth link), without the admin's rights on the server.
    await page.route('**/api/me', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { user: { badges: string[] } };
      await route.fulfill({ response, json: { ...body, user: { ...body.user, badges: [...body.user.badges, 'admin'] } } });
    });
    // The save is held while the header is measured: « Enregistrement… » shows all along.
    const held = gate();
    await page.route('**/api/me/material', async (route) => {
      if (route.request().method() === 'PATCH') await held.pass();
      await route.continue();
    });
    await page.goto('/subjects');
    await page.getByRole('button', { name: 'Ajouter un exemple' }).click();
    await expect(page.locator('.save-indicator')).toHaveText('Enregistrement…');
    for (const width of [1024, 1180, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const links = await page.locator('.main-nav__link').evaluateAll((els) => els.map((el) => ({ top: el.getBoundingClientRect().top, height: el.getBoundingClientRect().height })));
      expect(links).toHaveLength(6);
      for (const link of links) {
        expect(link.top, `${width} px: one row`).toBeCloseTo(links[0]!.top, 0);
        expect(link.height, `${width} px: one line`).toBeLessThanOrEqual(44);
      }
      const row = await page.locator('.site-header__inner').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(row.scroll, `${width} px: nothing pushed out of the header`).toBeLessThanOrEqual(row.client);
      const nav = (await page.locator('.main-nav').boundingBox())!;
      const actions = (await page.locator('.header-actions').boundingBox())!;
      expect(nav.x + nav.width, `${width} px: the links clear of the actions`).toBeLessThanOrEqual(actions.x + 0.5);
      await expect(page.locator('.save-indicator')).toBeVisible();
      await expect(page.locator('.main-nav').getByTestId('duel-count')).toHaveText('1');
      // Nothing squeezed to make room: the logo keeps its size.
      expect((await page.locator('.site-header .logo__mark').boundingBox())!.width, `${width} px: the logo`).toBeCloseTo(32, 0);
      await page.screenshot({ path: test.info().outputPath(`header-saving-${width}.png`), clip: { x: 0, y: 0, width, height: 120 } });
    }
    held.open();
    await expect(page.locator('.save-indicator')).not.toHaveText('Enregistrement…');
  });
});
