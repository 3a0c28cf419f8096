/**
 * The perks the plans sell (issue 51), against a server of its own (ownServer.ts) where the admin
 * badge and the plans can be granted beside the running server.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { parisDay } from '../../domain/dates';
import { parisWallTime } from '../../domain/masterclasses';
import { messages } from '../../domain/messages';
import type { Account } from './helpers';
import { OwnServer } from './ownServer';
import { answerQuestion } from './study';
import { timeLimit } from './timeLimit';

const own = new OwnServer(Number(process.env.E2E_PORT ?? 3100) + 95);
const pageAs = (browser: Browser, token: string | null): Promise<Page> => own.pageAs(browser, token);

test.describe.configure({ mode: 'serial' });

let admin: Account;

test.beforeAll(async () => {
  test.setTimeout(timeLimit(120_000));
  await own.start();
  if (!own.reachable) return;
  admin = await own.register('adm');
  own.grantAdmin(admin.username);
});

test.afterAll(() => own.stop());

test.beforeEach(() => {
  test.skip(!own.reachable, own.unreachableReason);
});

async function api(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${own.base}/api${path}`, {
    method,
    headers: { ...headers, authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function withPlan(account: Account, plan: 'major' | 'champion'): Promise<Account> {
  await own.sql('UPDATE users SET badges = array_append(badges, $2) WHERE id = $1', [account.userId, plan]);
  return account;
}

const CARDS = Array.from({ length: 10 }, (_, i) => ({ id: `k${i}`, answers: [`Réponse ${i}`], text: `Question ${i}` }));

/** A student with ten cards who answered a session of them, missing card 4. */
async function studentWhoMissedOne(prefix: string): Promise<Account> {
  const account = await own.register(prefix);
  const material = { subjects: [{ id: 'anat', name: 'Anatomie', chapters: [{ id: 'coeur', name: 'Cœur' }] }], cards: { 'anat.coeur': CARDS } };
  expect((await api(account.token, 'PUT', '/me/data', material, { 'if-match': '"0"' })).status).toBe(200);
  const finishedAt = Date.now();
  const session = await api(account.token, 'POST', '/me/sessions', {
    id: `association-anat-coeur-${finishedAt}`, methodId: 'association', subjectId: 'anat', chapterId: 'coeur',
    startedAt: finishedAt - 60_000, finishedAt,
    questions: CARDS.map((card, i) => ({ cardId: card.id, correct: i !== 4, userAnswer: i === 4 ? 'je ne sais pas' : card.answers[0], rightAnswer: card.answers[0] })),
  });
  expect(session.status).toBe(201);
  return account;
}

test('early access: an admin marks « Points faibles » early access; a Major user opts in and uses it; a free user cannot and its API refuses', async ({ browser }) => {
  test.setTimeout(timeLimit(120_000));
  const [major, free] = await Promise.all([studentWhoMissedOne('major').then((a) => withPlan(a, 'major')), studentWhoMissedOne('gratuit')]);

  const adminPage = await pageAs(browser, admin.token);
  await adminPage.goto('/admin');
  const flag = adminPage.getByLabel('État de « Points faibles »');
  await expect(flag).toHaveValue('off');
  await flag.selectOption({ label: 'Accès anticipé' });
  await expect(flag).toBeEnabled();
  await expect(flag).toHaveValue('early');

  // The Major user opts in on /account and sees what is in early access now.
  const page = await pageAs(browser, major.token);
  await page.goto('/account');
  const section = page.getByTestId('account-early-access');
  await expect(section.getByText('Points faibles')).toBeVisible();
  const toggle = section.getByLabel('Essayer les nouveautés en avant-première');
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();

  // And uses it: the review of the card they missed.
  await page.goto('/revision');
  await page.getByRole('link', { name: 'Revoir mes points faibles' }).click();
  await expect(page.getByRole('heading', { name: 'Points faibles' })).toBeVisible();
  await expect(page.locator('.question-card .card-prompt__text')).toHaveText('Question 4');
  await answerQuestion(page, 'Réponse 4');

  // The free user: the offer instead of the switch, no link, and the API refuses in French.
  const freePage = await pageAs(browser, free.token);
  await freePage.goto('/account');
  const locked = freePage.getByTestId('account-early-access').getByTestId('plan-locked');
  await expect(locked).toContainText('Passe à Major pour aller plus loin.');
  await expect(locked.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute('href', '/pricing');
  await freePage.goto('/revision');
  await expect(freePage.getByRole('heading', { name: 'Révision' })).toBeVisible();
  await expect(freePage.getByRole('link', { name: 'Revoir mes points faibles' })).toHaveCount(0);
  await freePage.goto('/revision?focus=points-faibles');
  await expect(freePage.getByText(messages.featureEarlyAccess)).toBeVisible();
  const refused = await api(free.token, 'GET', '/me/memory/weak');
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ error: messages.featureEarlyAccess });
  const optIn = await api(free.token, 'PUT', '/me/early-access', { enabled: true });
  expect(optIn.status).toBe(403);
  expect(await optIn.json()).toEqual({ error: messages.earlyAccessPlan });
});

/** Types `text` in the message field of `scope`: the live editor mounts on the click and takes the focus. */
async function writeMessage(page: Page, scope: ReturnType<Page['getByTestId']>, text: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Message' }).click();
  await expect(scope.locator('[contenteditable="true"]')).toBeFocused();
  await page.keyboard.type(text);
}

test('support: a free user writes, an admin answers in /admin, the answer arrives live; a Major request sorts above it, « Prioritaire »', async ({ browser }) => {
  test.setTimeout(timeLimit(120_000));
  const [free, major] = await Promise.all([own.register('aide'), own.register('aidemaj').then((a) => withPlan(a, 'major'))]);
  const page = await pageAs(browser, free.token);
  await page.goto('/aide?depuis=%2Fpick');

  // The questions first, searched without accents.
  await page.getByLabel('Rechercher dans les questions').fill('telephone');
  await expect(page.getByText('Puis-je réviser sur mon téléphone ?')).toBeVisible();
  await expect(page.getByText('Puis-je partager mes cartes ?')).toHaveCount(0);

  const contact = page.getByTestId('contact-support');
  await expect(contact).toContainText('les abonnés Major et Champion sont répondus en priorité');
  await contact.getByLabel('Sujet').fill('Export impossible');
  await writeMessage(page, contact, 'Le bouton d’export ne répond pas.');
  await contact.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page).toHaveURL(/\/aide\/demandes\//);
  const thread = page.getByTestId('support-thread');
  await expect(thread).toContainText('Ouverte');
  await expect(thread).toContainText('Envoyée depuis la page /pick');
  await expect(thread).toContainText('Le bouton d’export ne répond pas.');

  // A paying student writes too, later.
  expect((await api(major.token, 'POST', '/me/support', { subject: 'Facture introuvable', message: 'Où est ma facture ?' })).status).toBe(201);

  // The student waits on the list of their requests.
  await page.getByRole('link', { name: 'Toutes mes demandes' }).click();
  await expect(page.getByTestId('my-requests')).toContainText('Export impossible');

  const adminPage = await pageAs(browser, admin.token);
  await adminPage.goto('/admin');
  const rows = adminPage.getByTestId('support-row');
  await expect(rows.first()).toContainText('Facture introuvable');
  await expect(rows.first()).toContainText('Prioritaire');
  await expect(rows.first()).toContainText(/attend depuis \d+\u00a0min/);
  await expect(rows.nth(1)).toContainText('Export impossible');
  await expect(rows.nth(1)).not.toContainText('Prioritaire');
  await rows.nth(1).getByRole('button', { name: 'Export impossible' }).click();
  const adminThread = adminPage.getByTestId('support-thread');
  await expect(adminThread).toContainText('Envoyée depuis la page /pick');
  await writeMessage(adminPage, adminThread, 'Recharge la page, puis réessaie.');
  await adminThread.getByRole('button', { name: 'Envoyer' }).click();
  await expect(adminThread).toContainText('Répondue');
  // Sent: the field is empty again, ready for the next message.
  await expect(adminThread.locator('.rich-field [contenteditable]')).toHaveText('');

  // Live: the count in the menu and on the request, then the answer itself.
  await expect(page.locator('.help-chip').getByTestId('support-unread')).toHaveText('1');
  await expect(page.getByTestId('my-requests')).toContainText('1 réponse non lue');
  await expect(page.getByTestId('my-requests')).toContainText('Répondue');
  await page.getByRole('link', { name: /Export impossible/ }).click();
  await expect(thread).toContainText('Recharge la page, puis réessaie.');
  await expect(thread).toContainText('Équipe Mnémo');
  await expect(page.locator('.help-chip').getByTestId('support-unread')).toHaveCount(0);

  // And while they read it, a second answer shows up without a reload.
  await writeMessage(adminPage, adminThread, 'Tout est réparé.');
  await adminThread.getByRole('button', { name: 'Envoyer' }).click();
  await expect(thread).toContainText('Tout est réparé.');
});

test('masterclasses: an admin schedules one; a Champion signs up and downloads its .ics; the call link shows only from 15 minutes before; a Major user sees it locked', async ({ browser }) => {
  test.setTimeout(timeLimit(120_000));
  const [champion, major] = await Promise.all([own.register('champ').then((a) => withPlan(a, 'champion')), own.register('major').then((a) => withPlan(a, 'major'))]);
  const CALL = 'https://visio.example.org/masterclass-coeur';
  // Twenty minutes from now, in Paris wall time: the call link is not due yet.
  const later = parisWallTime(Date.now() + 20 * 60_000);

  const adminPage = await pageAs(browser, admin.token);
  await adminPage.goto('/admin');
  const form = adminPage.getByRole('form', { name: 'Programmer une masterclass' });
  await form.getByLabel('Titre').fill('Le cycle cardiaque');
  await form.getByLabel('Intervenant·e').fill('Dr Martin');
  await form.getByLabel('Description').fill('Systole, diastole et bruits du cœur.');
  await form.getByLabel('Date (heure de Paris)').fill(later.date);
  await form.getByLabel('Heure (heure de Paris)').fill(later.time);
  await form.getByLabel('Places').fill('10');
  await form.getByLabel('Lien de la visio (https)').fill(CALL);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(adminPage.getByTestId('admin-masterclasses')).toContainText('0 / 10 inscrits');

  const page = await pageAs(browser, champion.token);
  await page.goto('/masterclasses');
  const card = page.getByTestId('masterclass').filter({ hasText: 'Le cycle cardiaque' });
  await expect(card).toContainText('Avec Dr Martin');
  await card.getByRole('button', { name: 'Je m’inscris' }).click();
  await expect(card).toContainText('Inscrit·e');
  await expect(card).toContainText('1 / 10 places prises');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Ajouter à mon agenda (.ics)' }).click();
  const ics = await (await download).path().then((path) => readFileSync(path, 'utf8'));
  expect(ics).toContain('SUMMARY:Le cycle cardiaque');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).not.toContain(CALL);

  // Twenty minutes ahead: no link on the page nor in any answer of the server.
  await expect(card).toContainText('Le lien de la visio s’affiche ici à');
  await expect(card.getByRole('link', { name: 'Rejoindre la visio' })).toHaveCount(0);
  expect(await (await api(champion.token, 'GET', '/masterclasses')).text()).not.toContain(CALL);

  // Moved to ten minutes from now by the admin: inside the 15 minutes, the server hands the link out.
  const id = ((await (await api(admin.token, 'GET', '/admin/masterclasses')).json()) as { masterclasses: { id: string; title: string }[] }).masterclasses.find((m) => m.title === 'Le cycle cardiaque')!.id;
  const sooner = parisWallTime(Date.now() + 10 * 60_000);
  const moved = await api(admin.token, 'PUT', `/admin/masterclasses/${id}`, {
    title: 'Le cycle cardiaque', description: 'Systole, diastole et bruits du cœur.', speaker: 'Dr Martin', ...sooner, durationMinutes: 60, capacity: 10, callUrl: CALL, replayUrl: '',
  });
  expect(moved.status).toBe(200);
  await page.reload();
  await expect(card.getByRole('link', { name: 'Rejoindre la visio' })).toHaveAttribute('href', CALL);
  if (parisDay(Date.now()) === parisDay(Date.now() + 10 * 60_000)) await expect(page.getByTestId('masterclass-today')).toContainText('Le cycle cardiaque');

  // A Major user sees the list locked with the offer, and the server refuses them.
  const majorPage = await pageAs(browser, major.token);
  await majorPage.goto('/masterclasses');
  await expect(majorPage.getByTestId('plan-locked')).toContainText('Passe à Champion pour aller plus loin.');
  const lockedCard = majorPage.getByTestId('masterclass').filter({ hasText: 'Le cycle cardiaque' });
  await expect(lockedCard).toBeVisible();
  await expect(lockedCard.getByRole('button')).toHaveCount(0);
  await expect(lockedCard.getByRole('link')).toHaveCount(0);
  const refused = await api(major.token, 'POST', `/masterclasses/${id}/signup`);
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ error: messages.masterclassChampionOnly });
});

test('parrainage: a Champion asks; an admin makes another user a mentor and assigns them; they write to each other; the shared statistics show until revoked', async ({ browser }) => {
  test.setTimeout(timeLimit(150_000));
  const [mentee, mentor] = await Promise.all([studentWhoMissedOne('filleul').then((a) => withPlan(a, 'champion')), own.register('parrain')]);

  const page = await pageAs(browser, mentee.token);
  await page.goto('/parrainage');
  await page.getByLabel('Ton année d’études').fill('DFGSM2');
  await page.getByLabel('Tes objectifs').fill('Tenir le rythme en cardiologie.');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Ta demande est envoyée')).toBeVisible();

  const adminPage = await pageAs(browser, admin.token);
  await adminPage.goto('/admin');
  const section = adminPage.getByTestId('admin-mentoring');
  await section.getByLabel('Pseudo du futur parrain ou de la future marraine').fill(mentor.username);
  await section.getByRole('button', { name: 'Donner la marque « parrain »' }).click();
  await expect(section.getByText(`${mentor.username}`).first()).toBeVisible();
  await section.getByLabel(`Parrain ou marraine pour ${mentee.username}`).selectOption({ label: mentor.username });
  await section.getByRole('button', { name: 'Attribuer' }).click();
  await expect(section.getByTestId('mentor-request').filter({ hasText: mentee.username })).toContainText(`Suivi·e par ${mentor.username}`);

  // The mentee writes in their private thread.
  await page.reload();
  await expect(page.getByText(`Ton parrain ou ta marraine : ${mentor.username}`)).toBeVisible();
  const menteeThread = page.getByTestId('mentoring-thread');
  await writeMessage(page, menteeThread, 'Bonjour ! Je bloque sur les valves.');
  await menteeThread.getByRole('button', { name: 'Envoyer' }).click();
  await expect(menteeThread).toContainText('Je bloque sur les valves.');

  // The mentor finds them on their page, reads and answers; the mentee sees it live.
  const mentorPage = await pageAs(browser, mentor.token);
  await mentorPage.goto('/parrainage');
  await mentorPage.getByTestId('mentees').getByRole('link', { name: new RegExp(mentee.username) }).click();
  const mentorThread = mentorPage.getByTestId('mentoring-thread');
  await expect(mentorThread).toContainText('Je bloque sur les valves.');
  await expect(mentorPage.getByTestId('mentee-stats')).toContainText('ne partage pas ses statistiques');
  await writeMessage(mentorPage, mentorThread, 'On regarde ça ensemble ce soir.');
  await mentorThread.getByRole('button', { name: 'Envoyer' }).click();
  await expect(menteeThread).toContainText('On regarde ça ensemble ce soir.');

  // Shared: the mentor sees the statistics, read-only; revoked: no longer.
  const share = page.getByLabel('Partager mes statistiques avec mon parrain ou ma marraine');
  await share.click();
  await expect(share).toBeChecked();
  await mentorPage.reload();
  const stats = mentorPage.getByTestId('mentee-stats');
  await expect(stats.getByRole('heading', { name: 'Statistiques', exact: true })).toBeVisible();
  await expect(stats).toContainText('Anatomie');
  await expect(stats.getByRole('button', { name: /Supprimer/ })).toHaveCount(0);
  await share.click();
  await expect(share).not.toBeChecked();
  await mentorPage.reload();
  await expect(mentorPage.getByTestId('mentee-stats')).toContainText('ne partage pas ses statistiques');
  const refused = await api(mentor.token, 'GET', `/me/mentees/${mentee.userId}/stats`);
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ error: messages.menteeStatsNotShared });
});

test('/pricing: each perk row leads to its page', async ({ browser }) => {
  const major = await withPlan(await own.register('tarifs'), 'major');
  const page = await pageAs(browser, major.token);
  await page.goto('/pricing');
  const table = page.locator('.pricing-table');
  const links: [string, string][] = [
    ['Support prioritaire', '/aide'],
    ['Accès anticipé aux nouveautés', '/account'],
    ['Parrain/marraine', '/parrainage'],
    ['Masterclasses mensuelles', '/masterclasses'],
  ];
  for (const [row, href] of links) await expect(table.getByRole('link', { name: row })).toHaveAttribute('href', href);
  await table.getByRole('link', { name: 'Masterclasses mensuelles' }).click();
  await expect(page.getByRole('heading', { name: 'Masterclasses', level: 1 })).toBeVisible();
  await expect(page.getByTestId('plan-locked')).toContainText('Passe à Champion');
  await page.goBack();
  await table.getByRole('link', { name: 'Support prioritaire' }).click();
  await expect(page.getByRole('heading', { name: 'Aide', level: 1 })).toBeVisible();
});
