import { expect, type Page } from '@playwright/test';
import { MIN_MS_PER_TYPED_ANSWER } from '../../domain/scoring';
import type { Account } from './helpers';

/**
 * How long a typed answer takes here. The server times sessions with its own clock and refuses
 * more than one typed answer a second, so each answer takes a little longer than that.
 */
export const TYPED_ANSWER_MS = MIN_MS_PER_TYPED_ANSWER + 100;

export interface SeedCard {
  id: string;
  answers: string[];
  text: string;
  imageUrl?: string;
}

/** Saves subjects and cards for an account through the API, as another device would. */
export async function seedStudy(
  page: Page,
  account: Account,
  subjects: Array<{ id: string; name: string; chapters: Array<{ id: string; name: string }> }>,
  cards: Record<string, SeedCard[]> = {},
): Promise<void> {
  const auth = { Authorization: `Bearer ${account.token}` };
  const current = await page.request.get('/api/me/data', { headers: auth });
  const { data, revision } = (await current.json()) as { data: Record<string, unknown>; revision: number };
  const saved = await page.request.put('/api/me/data', {
    headers: { ...auth, 'If-Match': `"${revision}"` },
    data: { ...data, subjects: subjects.map((s) => ({ ...s, colorHex: '#22c55e' })), cards },
  });
  expect(saved.status()).toBe(200);
}

/** `count` cards whose answer is `Réponse n` and description `Question n`. */
export function numberedCards(count: number): SeedCard[] {
  return Array.from({ length: count }, (_, i) => ({ id: `q${i + 1}`, answers: [`Réponse ${i + 1}`], text: `Question ${i + 1}` }));
}

/**
 * Waits until every edit made so far is on the server: the header no longer says edits are
 * waiting or being saved. (Edits that cancel out, such as a deletion undone, send nothing.)
 */
export async function editsSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /modifications? en attente|Enregistrement…|Hors ligne/ })).toHaveCount(0, { timeout: 15_000 });
}

/** Waits for the next save of the user's data to reach the server (call it before the edit). */
export async function waitForSave(page: Page): Promise<void> {
  await page.waitForResponse((r) => r.url().endsWith('/api/me/material') && r.request().method() === 'PATCH' && r.ok());
}

/** Answers the current question: types, Enter to validate, Enter to go on, at a human pace (`TYPED_ANSWER_MS`). */
export async function answerQuestion(page: Page, answer: string): Promise<void> {
  const field = page.getByLabel('Ta réponse');
  await field.fill(answer);
  await page.waitForTimeout(TYPED_ANSWER_MS);
  await field.press('Enter');
  await expect(page.getByText(/^(Bonne réponse !|Presque !|Mauvaise réponse\.)$/)).toBeVisible();
  await field.press('Enter');
}

/** The description shown by the current question. */
export async function currentQuestion(page: Page): Promise<string> {
  return (await page.locator('.question-card .card-prompt__text').innerText()).trim();
}

