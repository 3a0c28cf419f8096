import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Account } from './helpers';

/** The server's copy of an account's material (GET /api/me/material). */
export interface Material {
  cards: Record<string, Array<{ answers: string[] }>>;
  mindMaps: Record<string, Array<{ title: string | null; nodes: Array<{ label: string }> }>>;
  zoningSets: Record<string, Array<{ imageUrl: string }>>;
}

export async function materialOf(page: Page, account: Account): Promise<Material> {
  const answer = await page.request.get('/api/me/material', { headers: { Authorization: `Bearer ${account.token}` } });
  return ((await answer.json()) as { data: Material }).data;
}

/** Saves the subject Anatomie › Cœur and `content` (cards, maps…) through the API, as another device would. */
export async function seedMaterial(page: Page, account: Account, content: Record<string, unknown>): Promise<void> {
  const saved = await page.request.put('/api/me/data', {
    headers: { Authorization: `Bearer ${account.token}`, 'If-Match': '"0"' },
    data: { subjects: [{ id: 'anat', name: 'Anatomie', colorHex: '#22c55e', chapters: [{ id: 'coeur', name: 'Cœur' }] }], ...content },
  });
  expect(saved.status()).toBe(200);
}

/** A saved map whose nodes carry `labels`, the first two linked. */
export function mapOf(labels: string[]) {
  const nodes = labels.map((label, i) => ({ id: `n${i}`, label, color: '#6366f1', imageUrl: null, annotation: null, x: 0.25 + 0.5 * (i % 2), y: 0.3 + 0.3 * Math.floor(i / 2) }));
  return { id: 'm', title: 'Carte', backgroundColor: '#05070d', nodes, edges: [{ id: 'e0', fromId: 'n0', toId: 'n1', color: '#94a3b8', labelAbove: 'irrigue', labelBelow: null }], createdAt: 1, updatedAt: 1 };
}

/** Waits until a service worker is active and controls the page; answers its script's path. */
export async function controllingWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 });
  return page.evaluate(() => new URL(navigator.serviceWorker.controller!.scriptURL).pathname);
}

/** The app is installed (its code is on the device) and the device has kept its copy of the material. */
export async function installed(page: Page): Promise<void> {
  await controllingWorker(page);
  // The device keeps its copy a moment after loading it.
  await page.waitForTimeout(2500);
}
