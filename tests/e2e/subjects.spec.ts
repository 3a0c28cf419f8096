import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, storeToken, uniqueName } from './helpers';
import { editsSaved, waitForSave } from './study';

const subjectCard = (page: Page, name: string) => page.getByRole('article', { name });

/** Answers the next browser confirmation, checking its text. */
function confirmNext(page: Page, message: string, accept: boolean) {
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(message);
    await (accept ? dialog.accept() : dialog.dismiss());
  });
}

test('subjects: create with a colour, chapters, rename in place, delete with confirmation and undo', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('matiere'));
  await storeToken(page, account.token);
  await page.goto('/pick');
  await expect(page.getByText("Tu n'as pas encore de matière.")).toBeVisible();
  await page.getByRole('link', { name: 'Créer une matière' }).click();
  await expect(page.getByText("Aucune matière pour l'instant.")).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter la matière' }).click();
  await expect(page.getByRole('alert')).toHaveText('Donne un nom à ta matière.');
  await page.getByLabel('Nom de la matière').fill('  Anatomie  ');
  await page.getByRole('radio', { name: 'Rose' }).check({ force: true });
  // The new subject reaches the server after the save queue's debounce; /pick is then loaded anew.
  const savedOnServer = waitForSave(page);
  await page.getByRole('button', { name: 'Ajouter la matière' }).click();
  const anatomy = subjectCard(page, 'Anatomie');
  await expect(anatomy).toBeVisible();
  await expect(anatomy).toHaveCSS('border-left-color', 'rgb(236, 72, 153)');
  await expect(anatomy.getByText('Pas encore de chapitre : ajoute le premier ci-dessous.')).toBeVisible();
  await savedOnServer;
  await page.goto('/pick');
  await expect(page.getByText("Cette matière n'a pas encore de chapitre.")).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter un chapitre' }).click();

  const chapterField = anatomy.getByLabel('Ajouter un chapitre à Anatomie');
  await anatomy.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(anatomy.getByRole('alert')).toHaveText('Donne un nom au chapitre.');
  await chapterField.fill('Cœur');
  await chapterField.press('Enter');
  await chapterField.fill('Rein');
  await chapterField.press('Enter');
  await expect(anatomy.getByText('2 chapitres')).toBeVisible();

  // Rename in place: trimmed; an edit that comes out empty keeps the previous name.
  await anatomy.getByRole('button', { name: 'Renommer Anatomie' }).click();
  await anatomy.getByLabel('Nouveau nom pour Anatomie').fill('  Anatomie générale ');
  await anatomy.getByLabel('Nouveau nom pour Anatomie').press('Enter');
  const general = subjectCard(page, 'Anatomie générale');
  await expect(general.getByRole('heading')).toHaveText('Anatomie générale');
  await general.getByRole('button', { name: 'Renommer Anatomie générale' }).click();
  await general.getByLabel('Nouveau nom pour Anatomie générale').fill('   ');
  await general.getByLabel('Nouveau nom pour Anatomie générale').press('Enter');
  await expect(general.getByRole('heading')).toHaveText('Anatomie générale');
  await general.getByText('Rein').click();
  await general.getByLabel('Nouveau nom pour Rein').fill('Reins');
  await general.getByLabel('Nouveau nom pour Rein').blur();
  await expect(general.getByText('Reins')).toBeVisible();

  // A chapter: confirmation, then 'Annuler' in the toast puts it back.
  confirmNext(page, 'Supprimer le chapitre et son contenu ?', true);
  await general.getByRole('button', { name: 'Supprimer le chapitre Reins' }).click();
  await expect(general.getByText('Reins')).toHaveCount(0);
  const toast = page.getByRole('status').filter({ hasText: 'Chapitre « Reins » supprimé' });
  await toast.getByRole('button', { name: 'Annuler' }).click();
  await expect(general.getByText('Reins')).toBeVisible();
  await expect(page.getByText('Suppression annulée')).toBeVisible();

  // A subject: refusing the confirmation keeps it; accepting removes it, undo restores it with its chapters.
  confirmNext(page, 'Supprimer la matière et ses chapitres ?', false);
  await general.getByRole('button', { name: 'Supprimer la matière Anatomie générale' }).click();
  await expect(general).toBeVisible();
  confirmNext(page, 'Supprimer la matière et ses chapitres ?', true);
  await general.getByRole('button', { name: 'Supprimer la matière Anatomie générale' }).click();
  await expect(general).toHaveCount(0);
  await expect(page.getByText("Aucune matière pour l'instant.")).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(general.getByText('Cœur')).toBeVisible();
  await expect(general.getByText('Reins')).toBeVisible();

  // Everything above was saved: a reload shows the same.
  await editsSaved(page);
  await page.reload();
  await expect(subjectCard(page, 'Anatomie générale').getByText('2 chapitres')).toBeVisible();

  // Each chapter links to the picker with it preselected.
  await subjectCard(page, 'Anatomie générale').getByRole('link', { name: 'Réviser le chapitre Reins' }).click();
  await expect(page).toHaveURL(/\/pick\?subject=[\w-]+&chapter=[\w-]+$/);
  // Exact names: until the router's transition commits, the subjects screen is still shown, and
  // « Matière » alone also names its « Nom de la matière » field (a strict-mode failure, not a wait).
  await expect(page.getByRole('combobox', { name: 'Matière', exact: true })).toHaveValue(/[\w-]+/);
  await expect(page.getByRole('combobox', { name: 'Chapitre', exact: true }).locator('option:checked')).toHaveText('Reins');
});
