import { expect, test, type APIRequestContext } from '@playwright/test';
import { createBoard } from './boards';
import { registerViaApi, storeToken, uniqueName, type Account } from './helpers';
import { timeLimit } from './timeLimit';

const MANAGER = '/zoning/manage/anat/coeur';

const board = (id: string) => ({
  id,
  imageUrl: 'https://example.org/schema.png',
  legends: [{ label: 'Zone', points: [{ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.1 }, { x: 0.3, y: 0.5 }] }],
});

/** Saves `n` boards through the API (PUT /api/me/data with the current revision); answers the response. */
async function saveBoards(request: APIRequestContext, account: Account, n: number) {
  const auth = { authorization: `Bearer ${account.token}` };
  const { revision } = (await (await request.get('/api/me/data', { headers: auth })).json()) as { revision: number };
  return request.put('/api/me/data', {
    headers: { ...auth, 'if-match': `"${revision}"` },
    data: {
      subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }],
      zoningSets: { 'anat.coeur': Array.from({ length: n }, (_, i) => board(`b${i}`)) },
    },
  });
}

/** The boards the server holds for the account. */
async function boardsOnServer(request: APIRequestContext, account: Account): Promise<{ title?: string }[]> {
  const response = await request.get('/api/me/data', { headers: { authorization: `Bearer ${account.token}` } });
  const { data } = (await response.json()) as { data: { zoningSets: Record<string, { title?: string }[]> } };
  return Object.values(data.zoningSets).flat();
}

test('pricing: three monthly plans, the comparison, and a signed-out choice leads to sign-in', async ({ page }) => {
  await page.goto('/pricing');
  const cards = page.locator('.plan-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText(/Gratuit\s*0\s€\spar mois/);
  await expect(cards.nth(1)).toContainText(/Major\s*19,99\s€\spar mois/);
  await expect(cards.nth(2)).toContainText(/Champion\s*29,99\s€\spar mois/);
  const row = (label: string) => page.getByRole('row', { name: new RegExp(label) });
  await expect(row('Planches de zonage')).toContainText(/5\s*40\s*Illimité/);
  await expect(row('Mind maps')).toContainText(/5\s*20\s*Illimité/);
  await expect(row('Parrain/marraine').getByRole('img', { name: 'Inclus', exact: true })).toHaveCount(1);
  await expect(row('Duels').getByRole('img', { name: 'Inclus', exact: true })).toHaveCount(2);
  await expect(page.getByText('tu peux arrêter ton abonnement à tout moment')).toBeVisible();

  await page.getByRole('button', { name: 'Choisir Major' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fpricing$/);
});

test('a free user fills the board quota in the editor, meets the plan-limit dialog, upgrades with a test payment, creates a 6th board, then stops at period end', async ({ page, request }) => {
  // Two boards drawn in the editor and a checkout: a long journey on a shared machine.
  test.setTimeout(timeLimit(120_000));
  const account = await registerViaApi(request, uniqueName('abo'));
  expect((await saveBoards(request, account, 4)).status()).toBe(200);
  await storeToken(page, account.token);

  // The 5th board, drawn in the editor, is the last one the free plan allows.
  await page.goto(MANAGER);
  await createBoard(page, 'Cinquième planche');
  await expect(page.locator('.board-row')).toHaveCount(5);
  await page.getByRole('button', { name: 'Nouvelle planche' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tu as atteint la limite de ta formule' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Tu ne peux pas créer plus de planches de zonage avec la formule Gratuit.');
  await expect(dialog).toContainText('Limite : 5 planches.');
  await expect(dialog).toContainText('Passe à Major pour aller plus loin.');
  await expect.poll(async () => (await boardsOnServer(request, account)).length).toBe(5);
  await dialog.getByRole('button', { name: 'Voir les offres' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(dialog).toBeHidden();

  // Cancelling the test payment comes back to the plans, nothing bought.
  await page.getByRole('button', { name: 'Choisir Champion' }).click();
  await expect(page.getByText('Paiement de test — aucun débit réel')).toBeVisible();
  await expect(page.getByText(/Formule Champion : 29,99\s€ par mois/)).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.getByRole('button', { name: 'Choisir Major' }).click();
  await expect(page).toHaveURL(/\/pricing\/test-checkout\?session_id=/);
  await page.getByRole('button', { name: 'Payer (test)' }).click();

  await expect(page.locator('.badge-popup')).toContainText('Nouveau badge débloqué !');
  await expect(page.locator('.badge-popup')).toContainText('Major');
  await expect(page).toHaveURL(/\/account$/);
  const card = page.locator('.subscription-card');
  await expect(card).toContainText('Formule Major');
  await expect(card).toContainText(/Prochain paiement le .+ : 19,99\s€\./);

  // Major: back in the editor, a 6th board goes through.
  await page.goto(MANAGER);
  await expect(page.locator('.board-row')).toHaveCount(5);
  await page.getByRole('button', { name: 'Nouvelle planche' }).click();
  await expect(page.getByText('Nouvelle planche prête. Téléverse un schéma et ajoute tes légendes ✨')).toBeVisible();
  await expect(dialog).toBeHidden();
  await createBoard(page, 'Sixième planche');
  await expect(page.locator('.board-row')).toHaveCount(6);
  await expect.poll(async () => (await boardsOnServer(request, account)).map((b) => b.title)).toContain('Sixième planche');
  expect(await boardsOnServer(request, account)).toHaveLength(6);

  await page.goto('/account');
  const stop = card.getByRole('button', { name: 'Arrêter à la fin de la période' });
  await stop.click();
  await expect(card).toContainText(/Ton abonnement s'arrêtera le \d{1,2} \S+ \d{4}/);
  await expect(stop).toBeDisabled();
  await page.reload();
  await expect(page.locator('.subscription-card')).toContainText("Ton abonnement s'arrêtera le");
  await expect(page.locator('.subscription-card').getByRole('button', { name: 'Arrêter à la fin de la période' })).toBeDisabled();
});
