import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, storeToken, uniqueName } from './helpers';

/** A short WAV tone that Chromium can really play. */
function wavBuffer(seconds = 2): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) buffer[44 + i] = 128 + Math.round(40 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return buffer;
}

/** The page's texts and controls whose box the element lies over (it is in no ancestor of theirs). */
function elementsUnder(element: Element): string[] {
  const box = element.getBoundingClientRect();
  return [...document.querySelectorAll('main *')]
    .filter((other) => !other.contains(element) && !element.contains(other) && !other.closest('aside'))
    .filter((other) => other.matches('button, a, input, select, h1, h2, h3, p, dt, dd, li') && other.checkVisibility())
    .filter((other) => {
      const rect = other.getBoundingClientRect();
      return rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
    })
    .map((other) => `${other.tagName.toLowerCase()} ${(other.textContent ?? '').trim().slice(0, 30)}`);
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

test('set a public identifier, style the name, add music, and a visitor sees the profile and its player', async ({ page, browser, request }) => {
  const account = await registerViaApi(request, uniqueName('nina'));
  const slug = `nina-${Date.now().toString(36)}`;
  await storeToken(page, account.token);
  await page.goto('/account');

  // Public URL: sanitised, refused when empty, 'already in place' when unchanged.
  const publicUrl = section(page, 'Adresse publique');
  const identifier = publicUrl.getByLabel('Identifiant');
  // The field stops at 48 characters and says so.
  await identifier.fill('a'.repeat(60));
  await expect(identifier).toHaveValue('a'.repeat(48));
  await expect(publicUrl.getByText('48 / 48 caractères')).toBeVisible();
  await identifier.fill('!!!');
  await publicUrl.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(publicUrl.getByRole('alert')).toHaveText('Utilise uniquement des lettres, chiffres ou tirets (min. 1 caractère).');
  await identifier.fill(`  ${slug.toUpperCase()} `);
  await publicUrl.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(publicUrl.getByText(`/profile/${slug}`)).toBeVisible();
  await expect(identifier).toHaveValue(slug);
  await publicUrl.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(publicUrl.getByRole('alert')).toHaveText('Cet identifiant est déjà en place.');

  // Username styling: the animated gradient goes off with the gradient.
  const edit = section(page, 'Modifier le profil');
  await edit.getByLabel('Police').selectOption('Bebas Neue');
  await edit.getByLabel('Dégradé', { exact: true }).check();
  await edit.getByLabel('Dégradé animé').check();
  await edit.getByLabel('Dégradé', { exact: true }).uncheck();
  await expect(edit.getByLabel('Dégradé animé')).not.toBeChecked();
  await expect(edit.getByLabel('Dégradé animé')).toBeDisabled();
  await edit.getByLabel('Halo lumineux').check();
  await expect(edit.locator('.display-editor__preview .styled-name')).toHaveCSS('font-family', /Bebas Neue/);
  await edit.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(page.getByText('Profil mis à jour')).toBeVisible();

  // Profile music: checked on the client, uploaded, then saved in the user data.
  const music = section(page, 'Musique du profil');
  await music.getByRole('button', { name: 'Enregistrer la musique' }).click();
  await expect(music.getByRole('alert')).toHaveText("Choisis un fichier audio avant de l'enregistrer.");
  await music.getByLabel('Fichier audio').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('la la la') });
  await music.getByRole('button', { name: 'Enregistrer la musique' }).click();
  await expect(music.getByRole('alert')).toHaveText('Format non supporté. Utilise un MP3, OGG ou WAV.');
  await music.getByLabel('Fichier audio').setInputFiles({ name: 'theme.wav', mimeType: 'audio/wav', buffer: wavBuffer() });
  await music.getByRole('button', { name: 'Enregistrer la musique' }).click();
  await expect(page.getByText('Musique du profil enregistrée')).toBeVisible();
  await expect(music.locator('audio')).toHaveAttribute('src', /^\/uploads\/[\w-]+\.wav$/);
  await expect(page.getByRole('status').filter({ hasText: 'Enregistrement…' })).toHaveCount(0);
  await expect.poll(async () => (await (await request.get(`/api/public/profiles/${slug}`)).json()).data.profileMusicUrl).toMatch(/^\/uploads\//);

  // A visitor, in a fresh browser: the styled name, the statistics and the player trying to play.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  const fonts: string[] = [];
  other.on('request', (r) => {
    if (r.url().includes('/fonts/')) fonts.push(r.url());
  });
  await other.goto('/');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  expect(fonts).toEqual([]);
  await other.goto(`/profile/${slug}`);
  const name = other.getByRole('heading', { level: 1, name: account.username });
  await expect(name).toHaveCSS('font-family', /Bebas Neue/);
  await expect(name).toHaveCSS('filter', /drop-shadow/);
  await expect.poll(() => fonts.some((url) => url.endsWith('/fonts/bebas-neue-latin-400-normal.woff2'))).toBe(true);
  await expect(other.getByText('En ligne')).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Statistiques' })).toBeVisible();
  await expect(other.getByText('Aucune session enregistrée pour le moment.')).toBeVisible();
  const player = other.getByRole('complementary', { name: 'Musique du profil' });
  // The muted track starts on its own, or Chromium refuses it: it did once (NotAllowedError, « the
  // user didn't interact ») with two journeys running at a time. Then the page says so, and the
  // next press on the page starts it.
  await expect(player).toHaveAttribute('data-status', /^(playing|error)$/);
  if ((await player.getAttribute('data-status')) === 'error') {
    await expect(other.getByRole('status').filter({ hasText: 'Lecture bloquée par le navigateur' })).toBeVisible();
    await name.click();
  }
  await expect(player).toHaveAttribute('data-status', 'playing');
  const audio = player.locator('audio');
  expect(await audio.evaluate((a: HTMLAudioElement) => ({ muted: a.muted, loop: a.loop, paused: a.paused }))).toEqual({ muted: true, loop: true, paused: false });
  await player.getByRole('button', { name: 'Ouvrir le lecteur' }).click();
  await player.getByRole('button', { name: 'Mettre en pause' }).click();
  await expect(player).toHaveAttribute('data-status', 'paused');
  await player.getByRole('button', { name: 'Lire la musique' }).click();
  await expect(player).toHaveAttribute('data-status', 'playing');
  await visitor.close();

  // Disabled: the identifier no longer leads anywhere.
  await publicUrl.getByRole('button', { name: 'Désactiver' }).click();
  await expect(publicUrl.getByText("Pas encore d'adresse publique.")).toBeVisible();
  await page.goto(`/profile/${slug}`);
  await expect(page.getByRole('heading', { name: 'Profil introuvable' })).toBeVisible();
  await expect(page.getByText("Ce profil public n'existe pas ou n'est pas encore configuré.")).toBeVisible();
});

test('a refused autoplay shows the refusal and the next click on the page tries again', async ({ page, request }) => {
  const account = await registerViaApi(request, uniqueName('olga'));
  const auth = { Authorization: `Bearer ${account.token}` };
  const upload = await request.post('/api/me/uploads', { headers: auth, data: { dataUrl: `data:audio/wav;base64,${wavBuffer().toString('base64')}` } });
  const { url } = (await upload.json()) as { url: string };
  expect((await request.put('/api/me/data', { headers: { ...auth, 'If-Match': '"0"' }, data: { profileMusicUrl: url } })).status()).toBe(200);

  // The browser refuses the first attempt, as a strict autoplay policy would.
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    let calls = 0;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      calls += 1;
      (window as unknown as { playCalls: number }).playCalls = calls;
      return calls === 1 ? Promise.reject(new DOMException('blocked', 'NotAllowedError')) : play.call(this);
    };
  });
  await page.goto(`/profile/id/${account.userId}`);
  await expect(page.getByRole('heading', { name: account.username })).toBeVisible();
  await expect(page.getByText("Ce membre n'a pas encore d'identifiant public : ses statistiques ne sont pas affichées.")).toBeVisible();
  // Without a public identifier, the id route has no data: no player either.
  await expect(page.getByRole('complementary', { name: 'Musique du profil' })).toHaveCount(0);

  await request.put('/api/me', { headers: auth, data: { slug: `olga-${Date.now().toString(36)}` } });
  await page.reload();
  const player = page.getByRole('complementary', { name: 'Musique du profil' });
  await expect(player).toHaveAttribute('data-status', 'error');
  const notice = page.getByText('Lecture bloquée par le navigateur : touche la page pour lancer la musique.');
  await expect(notice).toBeVisible();
  // The notice waits for a tap without hiding anything of the page (cards, filters) meanwhile.
  for (const viewport of [{ width: 1440, height: 900 }, { width: 375, height: 800 }]) {
    await page.setViewportSize(viewport);
    await expect.poll(() => notice.evaluate(elementsUnder), { message: `at ${viewport.width} px` }).toEqual([]);
  }
  await page.getByRole('heading', { name: account.username }).click();
  await expect(player).toHaveAttribute('data-status', 'playing');
  expect(await page.evaluate(() => (window as unknown as { playCalls: number }).playCalls)).toBeGreaterThanOrEqual(2);
});

test('an unknown profile shows the not-found view, and a failure the unavailable one', async ({ page }) => {
  await page.goto('/profile/personne-ici');
  await expect(page.getByText('Chargement du profil…').or(page.getByRole('heading', { name: 'Profil introuvable' }))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profil introuvable' })).toBeVisible();
  await page.route('**/api/public/users/*', (route) => route.fulfill({ status: 503, json: { error: 'Indisponible.' } }));
  await page.goto('/profile/id/quelquun');
  await expect(page.getByText('Profil introuvable ou indisponible.')).toBeVisible();
});
