import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ExamQuestionView } from '../../domain/exam/api';
import { boardBox, stage } from './boards';
import { CARDS, heartStudent, LEGENDS, NODES } from './heart';
import { storeToken } from './helpers';
import { timeLimit } from './timeLimit';

/** A Major student with two chapters: eight cards in one, a board of five legends and a map of five texts in the other. */
const majorStudent = (request: APIRequestContext, plan: 'major' | 'free' = 'major') => heartStudent(request, 'exam', plan);

/** The questions as the browser received them (the server's own answers), by index. */
function watchQuestions(page: Page): Map<number, ExamQuestionView> {
  const views = new Map<number, ExamQuestionView>();
  page.on('response', async (response) => {
    if (response.request().method() === 'GET' && /\/api\/me\/exams\/[^/]+\/questions\/\d+$/.test(response.url()) && response.ok()) {
      const view = (await response.json()) as ExamQuestionView;
      views.set(view.index, view);
    }
  });
  return views;
}

async function currentView(page: Page, views: Map<number, ExamQuestionView>): Promise<ExamQuestionView> {
  const counter = await page.getByTestId('exam-counter').textContent();
  const index = Number(/Question (\d+)/.exec(counter ?? '')![1]) - 1;
  await expect.poll(() => views.has(index)).toBe(true);
  await expect(page.getByTestId('exam-question').locator('.exam-format')).toHaveText(/QROC|QRU|QRM|Zone à pointer/);
  return views.get(index)!;
}

/** The accepted answer of a question, from what it shows. */
function rightAnswerOf(view: ExamQuestionView): string {
  const { prompt } = view;
  if (prompt.kind === 'card') return CARDS.find((c) => c.text === prompt.text)!.answers[0]!;
  if (prompt.kind === 'label') return NODES.find((n) => n.id === prompt.blankId)!.label;
  if (prompt.name !== null) return prompt.name;
  return LEGENDS.find((l) => Math.abs(l.points[0]!.x - prompt.zone![0]!.x) < 0.001 && Math.abs(l.points[0]!.y - prompt.zone![0]!.y) < 0.001)!.label;
}

/** Answers the question on screen, right (or wrong when `wrong`); answers its credit by the exam's rules. */
async function answerOnScreen(page: Page, view: ExamQuestionView, wrong: boolean, input: 'mouse' | 'keyboard' | 'touch' = 'mouse'): Promise<number> {
  const right = rightAnswerOf(view);
  if (view.format === 'qroc') {
    const field = page.getByLabel('Ta réponse');
    await field.fill(wrong ? 'je ne sais pas' : right);
    await field.blur();
    return wrong ? 0 : 1;
  }
  if (view.format === 'zone') {
    const legend = LEGENDS.find((l) => l.label === right)!;
    // Between the two rows of zones: in none of them.
    const [x, y] = wrong ? [0.5, 0.45] : [legend.points[0]!.x + 0.12, legend.points[0]!.y + 0.12];
    await expect(stage(page)).toHaveAttribute('data-ready', 'true');
    // Once the board is scrolled into view and still.
    let box = await boardBox(page);
    await expect.poll(async () => {
      const previous = box;
      box = (await stage(page).boundingBox())!;
      return box.y === previous.y;
    }).toBe(true);
    if (input === 'touch') await page.touchscreen.tap(box.x + x * box.width, box.y + y * box.height);
    else await page.mouse.click(box.x + x * box.width, box.y + y * box.height);
    return wrong ? 0 : 1;
  }
  const propositions = view.propositions!;
  const rightIndex = propositions.indexOf(right);
  const other = propositions.findIndex((p) => p !== right);
  const pick = async (i: number) => {
    if (input === 'keyboard') await page.keyboard.press(String(i + 1));
    else if (input === 'touch') await page.getByTestId('exam-propositions').locator('label').nth(i).tap();
    else await page.getByTestId('exam-propositions').locator('label').nth(i).click();
  };
  if (wrong) {
    await pick(other);
    return 0;
  }
  await pick(rightIndex);
  if (view.format === 'qru') return 1;
  // A QRM with the right box and one wrong one ticked: one discordance, 0,5.
  await pick(other);
  return 0.5;
}

const frenchGrade = (earned: number, total: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(Math.round((earned / total) * 2000) / 100);
const seconds = (text: string | null) => (text ?? '').split(':').map(Number).reduce((a, b) => a * 60 + b, 0);

async function compose(page: Page, count: number, minutes?: number): Promise<void> {
  await page.goto('/examen');
  await page.getByLabel('Tout « Anatomie »').check();
  await page.getByLabel('Nombre de questions').fill(String(count));
  if (minutes !== undefined) await page.getByLabel('Durée (minutes)').fill(String(minutes));
  await page.getByRole('button', { name: 'Commencer l’examen' }).click();
  await expect(page.getByTestId('exam-take')).toBeVisible();
}

test('a Major student composes, takes, reloads, flags and hands in an exam; the grade follows the rules; « Réviser ces erreurs » reviews exactly the mistakes', async ({ page, request }) => {
  test.setTimeout(timeLimit(180_000));
  const account = await majorStudent(request);
  await storeToken(page, account.token);
  const views = watchQuestions(page);
  // Reached from « M'entraîner », where the exam sits with the other ways to train.
  await page.goto('/pick');
  await page.locator('.pick-exam').getByRole('link', { name: 'Mode examen' }).click();
  await expect(page).toHaveURL(/\/examen$/);
  await compose(page, 12);
  await expect(page.getByTestId('exam-grid').getByRole('button')).toHaveCount(12);

  const credits = new Map<number, number>();
  // Questions 1 to 6 answered (the 5th wrong), the 3rd flagged.
  for (let i = 0; i < 6; i++) {
    const view = await currentView(page, views);
    credits.set(view.index, await answerOnScreen(page, view, i === 4));
    if (i === 2) await page.getByRole('button', { name: 'À revoir' }).click();
    await expect(page.getByTestId('exam-grid').getByRole('button').nth(i)).toHaveClass(/answered/);
    await page.getByRole('button', { name: 'Suivante' }).click();
  }
  await expect(page.getByTestId('exam-grid').getByRole('button', { name: 'Question 3, à revoir' })).toBeVisible();

  // A reload resumes the exam: the time went on from where it was.
  const before = seconds(await page.getByTestId('exam-timer').textContent());
  await page.reload();
  await expect(page.getByTestId('exam-take')).toBeVisible();
  const after = seconds(await page.getByTestId('exam-timer').textContent());
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 60);
  await expect(page.getByTestId('exam-grid').getByRole('button', { name: /Question \d+, répondue/ })).toHaveCount(5);

  // Back to the flagged question: its answer is there; unflag it.
  await page.getByTestId('exam-grid').getByRole('button', { name: 'Question 3, à revoir' }).click();
  await expect(page.getByTestId('exam-counter')).toHaveText('Question 3 sur 12');
  await page.getByRole('button', { name: 'Ne plus revoir' }).click();
  await expect(page.getByTestId('exam-grid').getByRole('button', { name: 'Question 3, répondue' })).toBeVisible();

  // Questions 7 to 11 answered, the 12th left unanswered.
  await page.getByTestId('exam-grid').getByRole('button', { name: 'Question 7, sans réponse' }).click();
  for (let i = 6; i < 11; i++) {
    const view = await currentView(page, views);
    credits.set(view.index, await answerOnScreen(page, view, false));
    await expect(page.getByTestId('exam-grid').getByRole('button').nth(i), `${view.format} ${view.prompt.kind}`).toHaveClass(/answered/);
    await page.getByRole('button', { name: 'Suivante' }).click();
  }
  credits.set(11, 0);
  await expect(page.getByTestId('exam-grid').getByRole('button', { name: /répondue/ })).toHaveCount(11);

  await page.getByRole('button', { name: 'Rendre l’examen' }).click();
  await expect(page.getByText('Il reste 1 question sans réponse. Rendre l’examen quand même ?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rendre l’examen' }).click();

  const earned = [...credits.values()].reduce((a, b) => a + b, 0);
  await expect(page.getByTestId('exam-grade')).toHaveText(`${frenchGrade(earned, 12)} / 20`);
  await expect(page.getByText('Un examen ne rapporte pas de points au classement.')).toBeVisible();
  await expect(page.getByTestId('exam-correction')).toHaveCount(12);

  // « Imprimer le sujet » / « Imprimer le corrigé »: the sheet the browser prints (or saves as a PDF).
  await page.evaluate(() => {
    (window as unknown as { printed: string[] }).printed = [];
    window.print = () => (window as unknown as { printed: string[] }).printed.push(document.querySelector('[data-testid="exam-print"]')?.getAttribute('data-part') ?? '');
  });
  await page.getByRole('button', { name: 'Imprimer le sujet' }).click();
  await page.getByRole('button', { name: 'Imprimer le corrigé' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: string[] }).printed)).toEqual(['subject', 'key']);

  // « Réviser ces erreurs »: a review of exactly the items that missed full credit.
  const missed = [...credits.values()].filter((credit) => credit < 1).length;
  await page.getByRole('button', { name: 'Réviser ces erreurs' }).click();
  await expect(page).toHaveURL(/\/revision$/);
  // A card's question counts « Question 1 sur N », a legend's « Question 1 / N ».
  await expect(page.getByText(new RegExp(`^Question 1 (sur|/) ${missed}$`))).toBeVisible();

  // The history lists it, with the chart and « À retravailler ».
  await page.goto('/examen');
  await expect(page.getByTestId('exam-history').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('exam-history')).toContainText(`${frenchGrade(earned, 12)} / 20`);
  await expect(page.getByTestId('exam-rework').locator('li')).toHaveCount(Math.min(10, missed));
});

test('an exam whose time runs out is handed in by the server, and the page shows the result', async ({ page, request }) => {
  test.setTimeout(timeLimit(150_000));
  const account = await majorStudent(request);
  await storeToken(page, account.token);
  const views = watchQuestions(page);
  await compose(page, 10, 1);
  const view = await currentView(page, views);
  await answerOnScreen(page, view, false);
  await expect(page.getByText('Temps écoulé : l’examen est rendu.')).toBeVisible({ timeout: 75_000 });
  await expect(page.getByTestId('exam-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Le temps s’est écoulé : l’examen a été rendu par le serveur.')).toBeVisible();
  await expect(page.getByTestId('exam-correction')).toHaveCount(10);
});

test.describe('at 375 px with touch', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  test('an exam is taken by touch on a phone, without sideways scrolling', async ({ page, request }) => {
    test.setTimeout(timeLimit(120_000));
    const account = await majorStudent(request);
    await storeToken(page, account.token);
    const views = watchQuestions(page);
    await compose(page, 10);
    let earned = 0;
    for (let i = 0; i < 10; i++) {
      const view = await currentView(page, views);
      earned += await answerOnScreen(page, view, false, 'touch');
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
      if (i < 9) await page.getByRole('button', { name: 'Suivante' }).tap();
    }
    await page.getByRole('button', { name: 'Rendre l’examen' }).tap();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rendre l’examen' }).tap();
    await expect(page.getByTestId('exam-grade')).toHaveText(`${frenchGrade(earned, 10)} / 20`);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('an exam is taken by keyboard only: numbers tick, Enter goes on, F flags', async ({ page, request }) => {
  test.setTimeout(timeLimit(120_000));
  const account = await majorStudent(request);
  await storeToken(page, account.token);
  const views = watchQuestions(page);
  await compose(page, 10);
  let earned = 0;
  for (let i = 0; i < 10; i++) {
    const view = await currentView(page, views);
    const right = rightAnswerOf(view);
    if (view.format === 'qroc') {
      await page.keyboard.press('Tab');
      await page.getByLabel('Ta réponse').focus();
      await page.keyboard.type(right);
      earned += 1;
    } else if (view.format === 'zone') {
      // The board's crosshair: arrows move it from the centre, Enter places the point.
      const legend = LEGENDS.find((l) => l.label === right)!;
      await stage(page).focus();
      const target = { x: legend.points[0]!.x + 0.12, y: legend.points[0]!.y + 0.12 };
      const steps = (from: number, to: number) => Math.round((to - from) / 0.01);
      const dx = steps(0.5, target.x);
      const dy = steps(0.5, target.y);
      for (let k = 0; k < Math.abs(dx); k++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
      for (let k = 0; k < Math.abs(dy); k++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
      await page.keyboard.press('Enter');
      earned += 1;
    } else {
      await page.locator('body').focus();
      earned += await answerOnScreen(page, view, false, 'keyboard');
    }
    if (i === 1) {
      await page.locator('body').focus();
      await page.keyboard.press('f');
      await expect(page.getByRole('button', { name: 'Ne plus revoir' })).toBeVisible();
    }
    await expect(page.getByTestId('exam-grid').getByRole('button').nth(i)).toHaveClass(/answered/);
    if (i < 9) {
      const next = `Question ${i + 2} sur 10`;
      // On the board, Enter on the placed point goes on too.
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('exam-counter')).toHaveText(next);
    }
  }
  await expect(page.getByTestId('exam-grid').getByRole('button', { name: 'Question 2, à revoir' })).toBeVisible();
  await page.getByRole('button', { name: 'Rendre l’examen' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('exam-grade')).toHaveText(`${frenchGrade(earned, 10)} / 20`);
});

test('a free student sees the page locked with the offer, and the server refuses the composition', async ({ page, request }) => {
  const account = await majorStudent(request, 'free');
  await storeToken(page, account.token);
  await page.goto('/examen');
  const locked = page.getByTestId('exam-locked');
  await expect(locked).toContainText('Le mode examen est inclus dans les formules Major et Champion');
  await expect(locked).toContainText('Passe à Major pour aller plus loin.');
  await locked.getByRole('link', { name: 'Voir les offres' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const refused = await request.post('/api/me/exams', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { chapters: [{ subjectId: 'anat', chapterId: 'coeur' }], questionCount: 10, durationMinutes: 15, formats: ['qroc'] },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe('Le mode examen est inclus dans les formules Major et Champion. Passe à Major pour aller plus loin.');
});
