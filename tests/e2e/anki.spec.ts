import initSqlJs from 'sql.js';
import { expect, test } from '@playwright/test';
import { buildPackage } from '../anki/buildPackage';
import { sampleCollection } from '../anki/sampleCollection';
import { registerViaApi, storeToken, uniqueName } from './helpers';

async function samplePackage(layout: 1 | 2 | 3): Promise<Buffer> {
  const SQL = await initSqlJs();
  return Buffer.from(buildPackage(SQL, sampleCollection(), layout));
}

test('anki: a package is previewed, mapped and imported with its images and boards; a hostile file is refused in French', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await registerViaApi(request, uniqueName('anki'));
  await storeToken(page, account.token);
  await page.goto('/subjects');
  await page.getByRole('button', { name: 'Importer depuis Anki' }).click();

  // Not a package: refused, nothing changes.
  const input = page.getByLabel('Paquet Anki');
  await input.setInputFiles({ name: 'notes.apkg', mimeType: 'application/octet-stream', buffer: Buffer.from('ceci n’est pas un zip') });
  await expect(page.getByRole('alert')).toHaveText('Ce fichier n’est pas un paquet Anki (.apkg ou .colpkg).');

  await input.setInputFiles({ name: 'anatomie.apkg', mimeType: 'application/octet-stream', buffer: await samplePackage(3) });
  await expect(page.getByRole('heading', { name: 'Aperçu de l’import' })).toBeVisible();
  const preview = page.locator('.anki-preview');
  await expect(preview.getByText('9 notes simples')).toBeVisible();
  await expect(preview.getByText('6 notes à trous')).toBeVisible();
  await expect(preview.getByText('2 masquages d’image')).toBeVisible();
  await expect(preview.getByText('3 notes d’autres types')).toBeVisible();
  await expect(preview.getByText(/^3 images \(/)).toBeVisible();
  await expect(preview.getByText('Autres types importés par leurs deux premiers champs : Vocabulaire.')).toBeVisible();
  await expect(preview.getByText('Anatomie › Membre supérieur', { exact: true })).toBeVisible();
  await expect(preview.getByText('Anatomie › Tête › Crâne', { exact: true })).toBeVisible();
  // The mapping is editable: the skull's chapter is renamed before anything is saved.
  const rows = page.locator('.anki-mapping__row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByLabel('Chapitre')).toHaveValue('Membre supérieur');
  await rows.nth(1).getByLabel('Chapitre').fill('Crâne');
  await page.screenshot({ path: 'test-results/anki-preview.png', fullPage: true });

  await page.getByRole('button', { name: 'Importer 23 cartes et 2 planches' }).click();
  await expect(page.getByText('Import terminé : 23 cartes et 2 planches ajoutées.')).toBeVisible({ timeout: 30_000 });
  const anatomy = page.getByRole('article', { name: 'Anatomie' });
  await expect(anatomy.getByText('Membre supérieur')).toBeVisible();
  await expect(anatomy.getByText('Crâne', { exact: true })).toBeVisible();
  // The review history became memory: the cards reviewed in Anki months ago are due, none earned points.
  await expect(anatomy.getByText('3 à réviser · 9 nouveaux')).toBeVisible();
  await expect(anatomy.getByText('2 à réviser · 14 nouveaux')).toBeVisible();
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${account.token}` } });
  expect(((await me.json()) as { user: { points: number } }).user.points).toBe(0);

  // The material is on the server: a fresh load shows the cards and the board with its legends.
  const material = await request.get('/api/me/material', { headers: { authorization: `Bearer ${account.token}` } });
  const body = (await material.json()) as { data: { subjects: Array<{ id: string; name: string; chapters: Array<{ id: string; name: string }> }>; cards: Record<string, unknown[]>; zoningSets: Record<string, Array<{ imageUrl: string; title: string; legends: Array<{ label: string }> }>> } };
  const subject = body.data.subjects.find((s) => s.name === 'Anatomie')!;
  const skull = subject.chapters.find((c) => c.name === 'Crâne')!;
  const arm = subject.chapters.find((c) => c.name === 'Membre supérieur')!;
  expect(body.data.cards[`${subject.id}.${arm.id}`]).toHaveLength(11);
  expect(body.data.cards[`${subject.id}.${skull.id}`]).toHaveLength(12);
  const board = body.data.zoningSets[`${subject.id}.${skull.id}`]![0]!;
  expect(board.title).toBe('Crâne de face');
  expect(board.imageUrl).toMatch(/^\/uploads\//);
  expect(board.legends.map((legend) => legend.label)).toEqual(['Frontal', 'Zone 1', 'Maxillaire', 'Zone 2']);
  const image = await request.get(board.imageUrl);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('anki: « Coller depuis Quizlet » makes cards from pasted pairs, previewed first', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('quizlet'));
  await storeToken(page, account.token);
  await page.goto('/subjects');
  await page.getByRole('button', { name: 'Coller depuis Quizlet' }).click();
  await page.getByLabel('Texte exporté').fill('Humérus ; Os du bras\nRadius ; Os latéral de l’avant-bras\nligne sans séparateur');
  await page.getByLabel('Entre le terme et la définition').selectOption('semicolon');
  await expect(page.getByRole('heading', { name: 'Aperçu : 2 cartes' })).toBeVisible();
  await expect(page.getByText('1 ligne ignorée : terme ou définition manquant.')).toBeVisible();
  await expect(page.locator('.quizlet-preview li').first()).toHaveText('Os du bras → Humérus');
  const panel = page.getByRole('region', { name: 'Coller depuis Quizlet' });
  await panel.getByLabel('Matière').fill('Anatomie');
  await panel.getByLabel('Chapitre').fill('Bras');
  await page.getByRole('button', { name: 'Ajouter 2 cartes' }).click();
  await expect(page.getByText('2 cartes ajoutées.')).toBeVisible();
  const material = await request.get('/api/me/material', { headers: { authorization: `Bearer ${account.token}` } });
  const body = (await material.json()) as { data: { subjects: Array<{ id: string; chapters: Array<{ id: string }> }>; cards: Record<string, Array<{ text: string; answer: string }>> } };
  const [subject] = body.data.subjects;
  expect(body.data.cards[`${subject!.id}.${subject!.chapters[0]!.id}`]!.map((card) => [card.text, card.answer])).toEqual([
    ['Os du bras', 'Humérus'],
    ['Os latéral de l’avant-bras', 'Radius'],
  ]);
});
