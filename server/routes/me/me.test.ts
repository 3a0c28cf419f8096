import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { DEFAULT_DISPLAY, type User } from '../../../domain/user';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { login, me, readData, registerUser, setBannedUntil, uniqueName, userRow, type RegisteredUser } from '../../test/factories';
import { dataUrl, png } from '../../test/files';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const putMe = (token: string, body: unknown) => server.put('/api/me', { token, body });

/** PUT /me expecting 200; answers the presented user. */
async function update(user: RegisteredUser, body: Record<string, unknown>): Promise<User> {
  const res = await putMe(user.token, body);
  if (res.statusCode !== 200) throw new Error(`PUT /api/me: ${res.statusCode} ${res.body}`);
  return res.json().user;
}

describe('GET /api/me', () => {
  it('answers the signed-in user, without secrets', async () => {
    const ann = await registerUser(server);
    const res = await server.get('/api/me', { token: ann.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { user } = res.json();
    expect(user).toMatchObject({ id: ann.user.id, username: ann.username, points: 0, badges: [], online: true });
    // The fields of the spec (part 1 §3) are there; nothing secret is.
    expect(Object.keys(user)).toEqual(
      expect.arrayContaining(['id', 'username', 'avatar', 'banner', 'display', 'slug', 'badges', 'points', 'loginStreak', 'createdAt', 'bannedUntil']),
    );
    for (const key of Object.keys(user)) expect(key).not.toMatch(/password|hash|token|impersonat|key$/i);
    expect(res.body).not.toContain('$argon2');
  });
});

describe('PUT /api/me', () => {
  it('renames the user (trimmed) and the new name signs in', async () => {
    const ben = await registerUser(server, { password: 'ben-password' });
    const name = uniqueName('Benjamin');
    const user = await update(ben, { username: `  ${name} ` });
    expect(user.username).toBe(name);
    expect((await me(server, ben.token)).username).toBe(name);
    expect((await login(server, name.toLowerCase(), 'ben-password')).statusCode).toBe(200);
    expect((await login(server, ben.username, 'ben-password')).statusCode).toBe(401);
  });

  it('may change only the case of its own name', async () => {
    const cat = await registerUser(server);
    expect((await update(cat, { username: cat.username.toUpperCase() })).username).toBe(cat.username.toUpperCase());
  });

  it("refuses another user's name, ignoring case, with 409 and changes nothing", async () => {
    const dan = await registerUser(server);
    const eve = await registerUser(server);
    const res = await putMe(eve.token, { username: dan.username.toUpperCase(), slug: uniqueName('eve-slug') });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      error: 'Ce pseudo est déjà utilisé.',
      fieldErrors: { username: 'Ce pseudo est déjà utilisé.' },
    });
    expect(await me(server, eve.token)).toMatchObject({ username: eve.username, slug: null });
  });

  it('refuses a too short username with the French message', async () => {
    const fay = await registerUser(server);
    const res = await putMe(fay.token, { username: 'ab' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      error: messages.usernameTooShort,
      fieldErrors: { username: messages.usernameTooShort },
    });
    expect((await me(server, fay.token)).username).toBe(fay.username);
  });

  it('keeps the current username, avatar and banner when blank values are sent', async () => {
    const gus = await registerUser(server, { avatar: 'https://example.com/a.png', banner: 'https://example.com/b.png' });
    const user = await update(gus, { username: '   ', avatar: '', banner: '  ', password: '', slug: undefined });
    expect(user).toMatchObject({
      username: gus.username,
      avatar: 'https://example.com/a.png',
      banner: 'https://example.com/b.png',
    });
    expect(await update(gus, { username: null, avatar: null, banner: null })).toMatchObject({
      username: gus.username,
      avatar: 'https://example.com/a.png',
    });
  });

  it('stores a data: avatar as an upload and keeps an https banner', async () => {
    const hal = await registerUser(server);
    const user = await update(hal, { avatar: dataUrl('image/png', png()), banner: 'https://example.com/banner.webp' });
    expect(user.avatar).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/);
    expect(user.banner).toBe('https://example.com/banner.webp');
    const file = await server.get(user.avatar);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', 'me.png'],
    ['a protocol-relative URL', '//evil.example/me.png'],
    ['an SVG data URL', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
  ])('refuses an avatar given as %s with 400 and keeps the current one', async (_label, avatar) => {
    const ida = await registerUser(server, { avatar: 'https://example.com/ida.png' });
    const res = await putMe(ida.token, { avatar });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      error: 'Adresse d’image invalide : utilise une image téléversée ou un lien http(s).',
      fieldErrors: { avatar: messages.imageUrlInvalid },
    });
    expect((await me(server, ida.token)).avatar).toBe('https://example.com/ida.png');
  });

  it('refuses a banner with an invalid scheme, naming the banner field', async () => {
    const jo = await registerUser(server);
    const res = await putMe(jo.token, { banner: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fieldErrors).toEqual({ banner: messages.imageUrlInvalid });
  });

  describe('display', () => {
    it('is normalised: no animated gradient without a gradient, unknown fonts and bad colours fall back', async () => {
      const kim = await registerUser(server);
      const user = await update(kim, {
        display: {
          fontFamily: 'Comic Sans MS',
          color: '#ABCDEF',
          gradientEnabled: false,
          gradientAnimated: true,
          glowEnabled: true,
          glowColor: 'red; background: url(x)',
          extra: 'dropped',
        },
      });
      expect(user.display).toEqual({
        ...DEFAULT_DISPLAY,
        fontFamily: 'Inter',
        color: '#abcdef',
        gradientEnabled: false,
        gradientAnimated: false,
        glowEnabled: true,
        glowColor: DEFAULT_DISPLAY.glowColor,
      });
      expect((await me(server, kim.token)).display).toEqual(user.display);
    });

    it('keeps an animated gradient when the gradient is on, and a known font', async () => {
      const lou = await registerUser(server);
      const user = await update(lou, {
        display: { fontFamily: 'Bebas Neue', gradientEnabled: true, gradientAnimated: true, gradientFrom: '#000000' },
      });
      expect(user.display).toMatchObject({ fontFamily: 'Bebas Neue', gradientEnabled: true, gradientAnimated: true, gradientFrom: '#000000' });
      // A later partial update keeps the rest of the current style.
      const next = await update(lou, { display: { color: '#123456' } });
      expect(next.display).toMatchObject({ fontFamily: 'Bebas Neue', gradientEnabled: true, color: '#123456' });
    });

    it('refuses a display that is not an object', async () => {
      const max = await registerUser(server);
      const res = await putMe(max.token, { display: 'bold' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toBe('Requête invalide : champ « display » (type incorrect ou valeur manquante).');
    });
  });

  describe('slug', () => {
    it('is sanitised: accents folded, lower case, hyphens', async () => {
      const ned = await registerUser(server);
      const suffix = ned.user.id.slice(0, 6);
      expect((await update(ned, { slug: `Élodie Martin!! ${suffix}` })).slug).toBe(`elodie-martin-${suffix}`);
      expect((await update(ned, { slug: 'Élodie Martin!!' })).slug).toBe('elodie-martin');
    });

    it("refuses a slug with nothing usable ('!!!') with the French message", async () => {
      const oli = await registerUser(server);
      await update(oli, { slug: `oli-${oli.user.id.slice(0, 8)}` });
      const res = await putMe(oli.token, { slug: '!!!' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        error: 'Utilise uniquement des lettres, chiffres ou tirets (min. 1 caractère).',
        fieldErrors: { slug: messages.slugInvalid },
      });
      expect((await me(server, oli.token)).slug).toBe(`oli-${oli.user.id.slice(0, 8)}`);
    });

    it("refuses another user's slug with 409", async () => {
      const pam = await registerUser(server);
      const quin = await registerUser(server);
      const slug = `taken-${pam.user.id.slice(0, 8)}`;
      await update(pam, { slug });
      const res = await putMe(quin.token, { slug: slug.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toEqual({
        error: 'Cet identifiant est déjà utilisé par un autre profil.',
        fieldErrors: { slug: messages.slugTaken },
      });
      expect((await me(server, quin.token)).slug).toBeNull();
    });

    it("'' and null clear it; leaving it out keeps it", async () => {
      const rae = await registerUser(server);
      const slug = `rae-${rae.user.id.slice(0, 8)}`;
      await update(rae, { slug });
      expect((await update(rae, { display: { color: '#222222' } })).slug).toBe(slug);
      expect((await update(rae, { slug: '' })).slug).toBeNull();
      await update(rae, { slug });
      expect((await update(rae, { slug: null })).slug).toBeNull();
      // Once cleared, someone else may take it.
      const sam = await registerUser(server);
      expect((await update(sam, { slug })).slug).toBe(slug);
    });

    it('is cut to 48 characters, without a trailing hyphen', async () => {
      const tom = await registerUser(server);
      const long = `${tom.user.id.slice(0, 8)}${'a'.repeat(39)}-bcdef`;
      const slug = (await update(tom, { slug: long })).slug!;
      expect(slug).toHaveLength(47);
      expect(slug).toBe(long.slice(0, 47));
    });
  });

  describe('password change', () => {
    it("revokes the user's other tokens, keeps the current one, and the new password signs in", async () => {
      const uma = await registerUser(server, { password: 'old-password' });
      const other = (await login(server, uma.username, 'old-password')).json().token as string;
      const res = await putMe(uma.token, { password: 'new-password' });
      expect(res.statusCode).toBe(200);

      expect((await me(server, uma.token)).id).toBe(uma.user.id);
      const revoked = await server.get('/api/me', { token: other });
      expect(revoked.statusCode).toBe(401);
      expect(errorOf(revoked).error).toBe(messages.sessionExpired);
      expect((await login(server, uma.username, 'old-password')).statusCode).toBe(401);
      expect((await login(server, uma.username, 'new-password')).statusCode).toBe(200);
    });

    it('refuses a short password and keeps the old one and every token', async () => {
      const vic = await registerUser(server, { password: 'vic-password' });
      const other = (await login(server, vic.username, 'vic-password')).json().token as string;
      const res = await putMe(vic.token, { password: ' 123 ' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        error: messages.passwordTooShort,
        fieldErrors: { password: messages.passwordTooShort },
      });
      expect((await me(server, other)).id).toBe(vic.user.id);
      expect((await login(server, vic.username, 'vic-password')).statusCode).toBe(200);
    });

    it('a refused update (slug taken) changes neither the password nor the tokens', async () => {
      const wes = await registerUser(server, { password: 'wes-password' });
      const xan = await registerUser(server);
      const slug = `xan-${xan.user.id.slice(0, 8)}`;
      await update(xan, { slug });
      const other = (await login(server, wes.username, 'wes-password')).json().token as string;
      const res = await putMe(wes.token, { password: 'wes-new-password', slug });
      expect(res.statusCode).toBe(409);
      expect((await me(server, other)).id).toBe(wes.user.id);
      expect((await login(server, wes.username, 'wes-password')).statusCode).toBe(200);
    });
  });

  it('answers 401 without a token and 400 for malformed bodies', async () => {
    const none = await server.put('/api/me', { body: { username: 'someone' } });
    expect(none.statusCode).toBe(401);
    expect(errorOf(none).error).toBe(messages.unauthenticated);
    const yan = await registerUser(server);
    for (const body of [[], 'name', { username: 42 }, { slug: ['a'] }]) {
      const res = await putMe(yan.token, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toMatch(/^Requête invalide : champ « [a-z]+ » \(type incorrect ou valeur manquante\)\.$/);
    }
    expect(await me(server, yan.token)).toMatchObject({ username: yan.username, slug: null });
  });
});

describe('suspended users', () => {
  const suspended = 'Action impossible : compte suspendu.';

  it('cannot change their profile, their data or upload, but can still read', async () => {
    const zed = await registerUser(server);
    await setBannedUntil(server, zed.user.id, new Date(Date.now() + 24 * 60 * 60 * 1000));

    const profile = await putMe(zed.token, { username: uniqueName('renamed') });
    const data = await server.put('/api/me/data', { token: zed.token, body: { subjects: [{ name: 'Anatomie' }] }, headers: { 'if-match': '"0"' } });
    const upload = await server.post('/api/me/uploads', { token: zed.token, body: { dataUrl: dataUrl('image/png', png()) } });
    for (const res of [profile, data, upload]) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toEqual({ error: suspended });
    }

    const user = await me(server, zed.token);
    expect(user.username).toBe(zed.username);
    expect(Date.parse(user.bannedUntil!)).toBeGreaterThan(Date.now());
    expect(await readData(server, zed.token)).toEqual({ data: zed.data, revision: 0 });
    const uploads = await server.db.query('SELECT 1 FROM uploads WHERE user_id = $1', [zed.user.id]);
    expect(uploads.rows).toEqual([]);
  });

  it('a ban in the past blocks nothing', async () => {
    const amy = await registerUser(server);
    await setBannedUntil(server, amy.user.id, new Date(Date.now() - 60_000));
    const name = uniqueName('free');
    expect((await update(amy, { username: name })).username).toBe(name);
    const data = await server.put('/api/me/data', {
      token: amy.token,
      body: { subjects: [{ name: 'Anatomie' }] },
      headers: { 'if-match': '"0"' },
    });
    expect(data.statusCode).toBe(200);
    const upload = await server.post('/api/me/uploads', { token: amy.token, body: { dataUrl: dataUrl('image/png', png()) } });
    expect(upload.statusCode).toBe(201);
    expect(String((await userRow(server, amy.user.id)).username)).toBe(name);
  });
});
