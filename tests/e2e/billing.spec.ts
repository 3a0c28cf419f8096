import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerViaApi, storeToken, uniqueName, type Account } from './helpers';

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

test('a free user past the board quota upgrades with a test payment, sees the badge, then stops at period end', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('abo'));
  expect((await saveBoards(request, account, 5)).status()).toBe(200);
  const refused = await saveBoards(request, account, 6);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { quota: unknown }).quota).toEqual({ kind: 'zoning', limit: 5, plan: 'free' });

  await storeToken(page, account.token);
  await page.goto('/pricing');

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

  const stop = card.getByRole('button', { name: 'Arrêter à la fin de la période' });
  await stop.click();
  await expect(card).toContainText(/Ton abonnement s'arrêtera le \d{1,2} \S+ \d{4}/);
  await expect(stop).toBeDisabled();
  await page.reload();
  await expect(page.locator('.subscription-card')).toContainText("Ton abonnement s'arrêtera le");
  await expect(page.locator('.subscription-card').getByRole('button', { name: 'Arrêter à la fin de la période' })).toBeDisabled();

  // Major until the period ends: a 6th board is allowed now.
  expect((await saveBoards(request, account, 6)).status()).toBe(200);
});
