import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerViaApi, storeToken, uniqueName, type Account } from './helpers';
import { seedStudy, waitForSave } from './study';
import { timeLimit } from './timeLimit';

/**
 * Two devices of one account (two browser contexts) editing at once (issue 17): saves carry only
 * the parts that changed, each on its own revision.
 */

const editor = (page: Page) => page.locator('form.card-editor');
const cardItem = (page: Page, n: number) => page.getByRole('article', { name: `Carte ${n}`, exact: true });

async function device(browser: Browser, account: Account, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await storeToken(page, account.token);
  await page.goto(path);
  await expect(page.getByText(/\d+ cartes?$/)).toBeVisible();
  return page;
}

/** Opens card 1 and types `answer` as its first answer, without saving yet. */
async function editFirstAnswer(page: Page, answer: string) {
  await cardItem(page, 1).getByRole('button', { name: 'Modifier la carte 1' }).click();
  await editor(page).getByLabel('Réponse 1', { exact: true }).fill(answer);
}

const save = (page: Page) => editor(page).getByRole('button', { name: 'Enregistrer' }).click();

/** The edits this page keeps on the device for `userId` until the server acknowledges them. */
const pendingRecord = (page: Page, userId: string) =>
  page.evaluate(
    (key) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('mnemo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('pending').objectStore('pending').get(key);
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
        };
      }),
    `${userId}:edits`,
  );

async function seed(browser: Browser, name: string): Promise<Account> {
  const setup = await (await browser.newContext()).newPage();
  const account = await registerViaApi(setup.request, uniqueName(name));
  await seedStudy(
    setup,
    account,
    [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }, { id: 'poumon', name: 'Poumon' }] }],
    {
      'anat.coeur': [{ id: 'c1', answers: ['Ventricule'], text: 'Cavité du cœur' }],
      'anat.poumon': [{ id: 'p1', answers: ['Bronche'], text: 'Conduit aérien' }],
    },
  );
  await setup.context().close();
  return account;
}

test('two devices edit different chapters at the same time: both edits survive a reload of both', async ({ browser }) => {
  const account = await seed(browser, 'deuxappareils');
  const [heart, lung] = await Promise.all([
    device(browser, account, '/association/manage/anat/coeur'),
    device(browser, account, '/association/manage/anat/poumon'),
  ]);
  await editFirstAnswer(heart, 'Ventricule gauche');
  await editFirstAnswer(lung, 'Bronche souche');
  const saved = [waitForSave(heart), waitForSave(lung)];
  await Promise.all([save(heart), save(lung)]);
  await Promise.all(saved);

  await Promise.all([heart.reload(), lung.reload()]);
  await expect(cardItem(heart, 1).locator('.chip')).toHaveText(['Ventricule gauche']);
  await expect(cardItem(lung, 1).locator('.chip')).toHaveText(['Bronche souche']);
  await heart.goto('/association/manage/anat/poumon');
  await expect(cardItem(heart, 1).locator('.chip')).toHaveText(['Bronche souche']);
  await Promise.all([heart.context().close(), lung.context().close()]);
});

test('the same card edited on two devices: the second is told in French and neither text is lost', async ({ browser }) => {
  const account = await seed(browser, 'conflit');
  const [first, second] = await Promise.all([
    device(browser, account, '/association/manage/anat/coeur'),
    device(browser, account, '/association/manage/anat/coeur'),
  ]);
  await editFirstAnswer(first, 'Ventricule droit');
  await editFirstAnswer(second, 'Ventricule gauche');
  // Both saves start from the same revision of the chapter: one is refused (412) and rebased.
  const refused = Promise.race([first, second].map((page) =>
    page.waitForResponse((r) => r.url().endsWith('/api/me/material') && r.status() === 412).then(() => page),
  ));
  await Promise.all([save(first), save(second)]);
  const late = await refused;
  await expect(late.getByText(/Cette carte a aussi été modifiée sur un autre appareil/)).toBeVisible();
  await expect(late.getByText('2 cartes')).toBeVisible();
  // The rebased save (both versions) follows the refusal at once.
  const auth = { Authorization: `Bearer ${account.token}` };
  await expect
    .poll(async () => {
      const { data } = (await (await late.request.get('/api/me/data', { headers: auth })).json()) as { data: { cards: Record<string, unknown[]> } };
      return data.cards['anat.coeur']?.length;
    })
    .toBe(2);

  for (const page of [first, second]) {
    await page.reload();
    await expect(page.getByText('2 cartes')).toBeVisible();
    const answers = await page.locator('article .chip').allInnerTexts();
    expect(answers.sort()).toEqual(['Ventricule droit', 'Ventricule gauche']);
  }
  await Promise.all([first.context().close(), second.context().close()]);
});

test('a save whose answer never came back is not replayed after a reload over what another device saved since', async ({ browser }) => {
  const account = await seed(browser, 'reponseperdue');
  const [first, second] = await Promise.all([
    device(browser, account, '/association/manage/anat/coeur'),
    device(browser, account, '/association/manage/anat/coeur'),
  ]);
  // The first device's save reaches the server, but its answer is held until the page goes away.
  let reloaded = false;
  await first.route('**/api/me/material', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    const response = await route.fetch();
    await expect.poll(() => reloaded, { timeout: timeLimit(60_000) }).toBe(true);
    await route.fulfill({ response }).catch(() => undefined);
  });
  await editFirstAnswer(first, 'Ventricule droit');
  await save(first);
  // The second device is told of that save, then changes the same card.
  await expect(cardItem(second, 1).locator('.chip')).toHaveText(['Ventricule droit']);
  await editFirstAnswer(second, 'Ventricule gauche');
  const saved = waitForSave(second);
  await save(second);
  await saved;

  reloaded = true;
  await first.reload();
  // The page asked whether its save landed: nothing is left to replay, and the record goes.
  await expect.poll(() => pendingRecord(first, account.userId)).toBeUndefined();
  await expect(first.getByText('1 carte', { exact: true })).toBeVisible();
  await expect(cardItem(first, 1).locator('.chip')).toHaveText(['Ventricule gauche']);
  await expect(first.getByText(/Cette carte a aussi été modifiée sur un autre appareil/)).toHaveCount(0);
  await Promise.all([first.context().close(), second.context().close()]);
});

test('a card editor left open while another device saves the same card: saving keeps both versions', async ({ browser }) => {
  const account = await seed(browser, 'editeurouvert');
  const [first, second] = await Promise.all([
    device(browser, account, '/association/manage/anat/coeur'),
    device(browser, account, '/association/manage/anat/coeur'),
  ]);
  await editFirstAnswer(first, 'Ventricule droit');
  // The other device saves first; the open form's copy is refreshed under it (live update).
  const refreshed = first.waitForResponse((r) => r.url().endsWith('/api/me/material') && r.request().method() === 'GET' && r.ok());
  const saved = waitForSave(second);
  await editFirstAnswer(second, 'Ventricule gauche');
  await save(second);
  await saved;
  await refreshed;

  const firstSaved = waitForSave(first);
  await save(first);
  await expect(first.getByText(/Cette carte a aussi été modifiée sur un autre appareil/)).toBeVisible();
  await expect(first.getByText('2 cartes')).toBeVisible();
  await firstSaved;
  await second.reload();
  await expect(second.getByText('2 cartes')).toBeVisible();
  expect((await second.locator('article .chip').allInnerTexts()).sort()).toEqual(['Ventricule droit', 'Ventricule gauche']);
  await Promise.all([first.context().close(), second.context().close()]);
});
