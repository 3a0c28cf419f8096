import { expect, test } from '@playwright/test';
import type { UserData } from '../../domain/data/userData';
import { shareBoard, shareMap, shareMeta } from '../../domain/share/build';
import { encodeSC3 } from '../../domain/share/codec';
import type { SharePayload } from '../../domain/share/types';
import { pngBuffer, registerViaApi, storeToken, uniqueName } from './helpers';
import { answerQuestion, currentQuestion, numberedCards, seedStudy } from './study';
import { timeLimit } from './timeLimit';

/** A card shared as a long SC3 code, decoded in the browser without the server. */
const SC3_PAYLOAD: SharePayload = {
  type: 'association-card',
  version: 1,
  meta: { sharedAt: 1_700_000_000_000, subjectId: null, chapterId: null },
  card: { answer: 'Poumon', answers: ['Poumon'], text: 'Organe de la <b>respiration</b>', imageUrl: null },
};
const SUBJECTS = [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }];

test('cards travel by short code and by SC3 code, and the importer trains on them', async ({ browser, request }) => {
  test.setTimeout(timeLimit(120_000));
  const alice = await registerViaApi(request, uniqueName('alice'));
  const bob = await registerViaApi(request, uniqueName('bob'));

  // Alice shares her chapter: the share sheet is absent, so the code goes to the clipboard.
  const aliceContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const alicePage = await aliceContext.newPage();
  await seedStudy(alicePage, alice, SUBJECTS, { 'anat.coeur': numberedCards(10) });
  await storeToken(alicePage, alice.token);
  await alicePage.goto('/association/manage/anat/coeur');
  await alicePage.getByRole('button', { name: 'Partager toutes les cartes' }).click();
  const toast = alicePage.getByText(/^Code [A-Za-z0-9]{10} copié$/);
  await expect(toast).toBeVisible();
  const shortCode = (await toast.innerText()).split(' ')[1]!;
  expect(await alicePage.evaluate(() => navigator.clipboard.readText())).toBe(shortCode);

  // Bob imports by short code: the ten cards land before his own card.
  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  await seedStudy(bobPage, bob, SUBJECTS, { 'anat.coeur': [{ id: 'own', answers: ['Sienne'], text: 'Carte de Bob' }] });
  await storeToken(bobPage, bob.token);
  await bobPage.goto('/association/manage/anat/coeur');
  const box = bobPage.getByLabel('Importer un code de partage');
  await bobPage.getByRole('button', { name: 'Importer' }).click();
  await expect(bobPage.getByText("Colle un code de partage avant d'importer.")).toBeVisible();
  await box.fill('inconnu123');
  await bobPage.getByRole('button', { name: 'Importer' }).click();
  await expect(bobPage.getByText('Code de partage introuvable ou expiré.')).toBeVisible();
  await box.fill('SC3:ceci-n-est-pas-un-code');
  await bobPage.getByRole('button', { name: 'Importer' }).click();
  await expect(bobPage.getByText('Code de partage invalide.')).toBeVisible();
  await box.fill(shortCode);
  await bobPage.getByRole('button', { name: 'Importer' }).click();
  await expect(bobPage.getByText('10 carte(s) importée(s) avec succès')).toBeVisible();
  await expect(bobPage.locator('.card-item')).toHaveCount(11);
  await expect(bobPage.locator('.card-item').last()).toContainText('Carte de Bob');
  // The message hides after 5 s.
  await expect(bobPage.getByText('10 carte(s) importée(s) avec succès')).toBeHidden({ timeout: 7000 });
  await box.fill(encodeSC3(SC3_PAYLOAD));
  await bobPage.getByRole('button', { name: 'Importer' }).click();
  await expect(bobPage.getByText('1 carte(s) importée(s) avec succès')).toBeVisible();
  await expect(bobPage.locator('.card-item')).toHaveCount(12);
  await expect(bobPage.locator('.card-item').first()).toContainText('Poumon');

  // Bob trains on what he imported; the server accepts the cards as his own.
  await bobPage.waitForResponse((r) => r.url().endsWith('/api/me/material') && r.request().method() === 'PATCH' && r.ok());
  await bobPage.goto('/association/train/anat/coeur');
  const answers: Record<string, string> = { 'Carte de Bob': 'Sienne', 'Organe de la respiration': 'poumon' };
  for (let i = 0; i < 12; i++) {
    const question = await currentQuestion(bobPage);
    await answerQuestion(bobPage, answers[question] ?? question.replace('Question', 'Réponse'));
  }
  const results = bobPage.getByRole('region', { name: 'Session terminée' });
  await expect(results).toBeVisible();
  await expect(results).toContainText('+120 pts');

  await aliceContext.close();
  await bobContext.close();
});

test('a board and a mind map travel by short code and by SC3 code', async ({ browser, request }) => {
  test.setTimeout(timeLimit(150_000));
  const carla = await registerViaApi(request, uniqueName('carla'));
  const dany = await registerViaApi(request, uniqueName('dany'));
  const image = `data:image/png;base64,${pngBuffer(40, 30).toString('base64')}`;
  const triangle = (x: number) => [{ x, y: 0.1 }, { x: x + 0.2, y: 0.1 }, { x: x + 0.1, y: 0.4 }];
  const board = { id: 'b1', imageUrl: image, title: 'Cœur', legends: [{ label: 'Aorte', points: triangle(0.1) }, { label: 'Veine cave', points: triangle(0.5) }] };
  const map = {
    id: 'm1',
    title: 'Circulation',
    nodes: [{ id: 'n1', label: 'Cœur' }, { id: 'n2', label: 'Poumon' }],
    edges: [{ id: 'e1', fromId: 'n1', toId: 'n2', labelAbove: 'artère pulmonaire' }],
  };

  const carlaContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const carlaPage = await carlaContext.newPage();
  const auth = { Authorization: `Bearer ${carla.token}` };
  const saved = await carlaPage.request.put('/api/me/data', {
    headers: { ...auth, 'If-Match': '"0"' },
    data: { subjects: SUBJECTS, zoningSets: { 'anat.coeur': [board] }, mindMaps: { 'anat.coeur': [map] } },
  });
  expect(saved.status()).toBe(200);
  await storeToken(carlaPage, carla.token);
  const copiedCode = async (button: string) => {
    await carlaPage.getByRole('button', { name: button }).click();
    const toast = carlaPage.getByText(/^Code [A-Za-z0-9]{10} copié$/).last();
    await expect(toast).toBeVisible();
    return (await toast.innerText()).split(' ')[1]!;
  };
  await carlaPage.goto('/zoning/manage/anat/coeur');
  const boardCode = await copiedCode('Partager toutes les planches');
  await carlaPage.goto('/mindmap/manage/anat/coeur');
  const mapCode = await copiedCode('Partager toutes les mind maps');
  const { data: carlaData } = (await (await carlaPage.request.get('/api/me/data', { headers: auth })).json()) as { data: UserData };

  const danyContext = await browser.newContext();
  const danyPage = await danyContext.newPage();
  await seedStudy(danyPage, dany, SUBJECTS);
  await storeToken(danyPage, dany.token);
  const importCode = async (code: string, message: string) => {
    await danyPage.getByLabel('Importer un code de partage').fill(code);
    await danyPage.getByRole('button', { name: 'Importer' }).click();
    await expect(danyPage.getByText(message)).toBeVisible();
  };
  await danyPage.goto('/zoning/manage/anat/coeur');
  await importCode(mapCode, 'Ce code ne correspond pas à une planche de zonage.');
  await importCode(boardCode, '1 planche importée avec succès');
  await importCode(encodeSC3(shareBoard(carlaData.zoningSets['anat.coeur']![0]!, shareMeta('anat', 'coeur'))), '1 planche importée avec succès');
  await danyPage.goto('/mindmap/manage/anat/coeur');
  await importCode(boardCode, 'Ce code ne correspond pas à une mind map.');
  await importCode(mapCode, '1 mind map importée avec succès');
  await importCode(encodeSC3(shareMap(carlaData.mindMaps['anat.coeur']![0]!, shareMeta('anat', 'coeur'))), '1 mind map importée avec succès');

  // Saved on the server as Dany's own material, ready to train on.
  await expect
    .poll(async () => {
      const res = await danyPage.request.get('/api/me/data', { headers: { Authorization: `Bearer ${dany.token}` } });
      const { data } = (await res.json()) as { data: UserData };
      return [data.zoningSets['anat.coeur']?.length ?? 0, data.mindMaps['anat.coeur']?.length ?? 0];
    })
    .toEqual([2, 2]);
  await danyPage.goto('/zoning/train/anat/coeur');
  await expect(danyPage.getByRole('button', { name: 'Valider' })).toBeVisible();

  await carlaContext.close();
  await danyContext.close();
});
