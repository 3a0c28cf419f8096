import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyUserData } from '../../../domain/data/userData';
import { messages } from '../../../domain/messages';
import { DEFAULT_DISPLAY } from '../../../domain/user';
import { errorOf, startTestServer, useThrottle, type TestServer } from '../../test/harness';
import { login, me, registerUser, uniqueIp, uniqueName } from '../../test/factories';
import { dataUrl, png, svg } from '../../test/files';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const register = (body: unknown, ip?: string) => server.post('/api/auth/register', { body, ...(ip ? { ip } : {}) });

async function userCount(): Promise<number> {
  const found = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return found.rows[0]!.n;
}

/** Whether an account exists under this name (any case). */
async function exists(username: string): Promise<boolean> {
  const found = await server.db.query('SELECT 1 FROM users WHERE username_key = $1', [username.trim().toLowerCase()]);
  return found.rows.length > 0;
}

describe('POST /api/auth/register', () => {
  it('creates the account and answers 201 with a token, the user and an empty document', async () => {
    const username = uniqueName('new');
    const res = await register({ username, password: 'secret1' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      username,
      slug: null,
      avatar: '',
      banner: '',
      display: DEFAULT_DISPLAY,
      badges: [],
      points: 0,
      loginStreak: 1,
      bannedUntil: null,
    });
    expect(Date.parse(body.user.createdAt)).not.toBeNaN();
    expect(body.data).toEqual(emptyUserData());
    // The token signs the new user in at once.
    expect((await me(server, body.token)).id).toBe(body.user.id);
  });

  it('trims the username before storing it', async () => {
    const username = uniqueName('trim');
    const res = await register({ username: `   ${username}  `, password: 'secret1' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.username).toBe(username);
    expect((await login(server, username, 'secret1')).statusCode).toBe(200);
  });

  it('refuses a username shorter than 3 characters once trimmed, and creates nothing', async () => {
    const before = await userCount();
    const res = await register({ username: '  ab   ', password: 'secret1' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      error: 'Le pseudo doit contenir au moins 3 caractères.',
      fieldErrors: { username: 'Le pseudo doit contenir au moins 3 caractères.' },
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a username longer than 32 characters', async () => {
    const res = await register({ username: 'a'.repeat(33), password: 'secret1' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      error: messages.usernameTooLong,
      fieldErrors: { username: messages.usernameTooLong },
    });
    expect(await exists('a'.repeat(33))).toBe(false);
    // 32 is still fine.
    expect((await register({ username: `${uniqueName('x')}`.padEnd(32, 'z'), password: 'secret1' })).statusCode).toBe(201);
  });

  it('refuses a username with control characters', async () => {
    const res = await register({ username: 'bad\u0000name', password: 'secret1' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toBe(messages.usernameInvalid);
  });

  it('refuses a password shorter than 6 characters once trimmed', async () => {
    const username = uniqueName('pw');
    const res = await register({ username, password: '  12345   ' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      error: 'Le mot de passe doit contenir au moins 6 caractères.',
      fieldErrors: { password: 'Le mot de passe doit contenir au moins 6 caractères.' },
    });
    expect(await exists(username)).toBe(false);
  });

  it('reports both field errors at once, the username one first', async () => {
    const res = await register({ username: 'x', password: '123' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      error: messages.usernameTooShort,
      fieldErrors: { username: messages.usernameTooShort, password: messages.passwordTooShort },
    });
  });

  it('refuses a username already taken, ignoring case and spaces, and keeps the first account intact', async () => {
    const base = uniqueName('Alice');
    const first = await registerUser(server, { username: base, password: 'first-password' });
    const before = await userCount();
    const res = await register({ username: `${base.toLowerCase()} `, password: 'second-password' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      error: 'Ce pseudo est déjà utilisé.',
      fieldErrors: { username: 'Ce pseudo est déjà utilisé.' },
    });
    expect(await userCount()).toBe(before);
    expect((await login(server, base, 'first-password')).statusCode).toBe(200);
    expect((await login(server, base, 'second-password')).statusCode).toBe(401);
    expect((await me(server, first.token)).username).toBe(base);
  });

  describe('avatar and banner', () => {
    it('stores a data:image/png avatar as an upload served at /uploads/…png', async () => {
      const res = await register({ username: uniqueName('pic'), password: 'secret1', avatar: dataUrl('image/png', png()) });
      expect(res.statusCode).toBe(201);
      const avatar: string = res.json().user.avatar;
      expect(avatar).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.png$/);

      const file = await server.get(avatar);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.rawPayload.equals(png())).toBe(true);
    });

    it('keeps http and https links as they are', async () => {
      const res = await register({
        username: uniqueName('link'),
        password: 'secret1',
        avatar: 'https://example.com/me.png',
        banner: 'http://example.com/banner.jpg',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ avatar: 'https://example.com/me.png', banner: 'http://example.com/banner.jpg' });
    });

    it.each([
      ['a javascript: URL', 'javascript:alert(1)'],
      ['a relative path', 'images/me.png'],
      ['a parent-relative path', '../me.png'],
      ['a protocol-relative URL', '//evil.example/me.png'],
      ['an SVG data URL', `data:image/svg+xml;base64,${svg().toString('base64')}`],
      ['an ftp URL', 'ftp://example.com/me.png'],
    ])('drops %s and still creates the account', async (_label, value) => {
      const res = await register({ username: uniqueName('drop'), password: 'secret1', avatar: value, banner: value });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ avatar: '', banner: '' });
    });

    it('refuses SVG bytes declared as PNG (judged by the bytes) and creates nothing', async () => {
      const username = uniqueName('svg');
      const res = await register({ username, password: 'secret1', avatar: dataUrl('image/png', svg()) });
      expect(res.statusCode).toBe(415);
      expect(errorOf(res).error).toBe(messages.uploadUnsupported);
      expect(await exists(username)).toBe(false);
      const uploads = await server.db.query("SELECT 1 FROM uploads u JOIN users s ON s.id = u.user_id WHERE s.username_key = $1", [
        username.toLowerCase(),
      ]);
      expect(uploads.rows).toEqual([]);
    });
  });

  describe('malformed requests', () => {
    it.each([
      ['a number as username', { username: 5, password: 'secret1' }, 'username'],
      ['a missing password', { username: 'someone' }, 'password'],
      ['a number as avatar', { username: 'someone', password: 'secret1', avatar: 7 }, 'avatar'],
      ['an array body', ['someone', 'secret1'], 'corps'],
      ['a string body', 'someone:secret1', 'corps'],
      ['a number body', 42, 'corps'],
    ])('answers 400 in French for %s', async (_label, body, field) => {
      const before = await userCount();
      const res = await register(body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toBe(`Requête invalide : champ « ${field} » (type incorrect ou valeur manquante).`);
      expect(await userCount()).toBe(before);
    });

    it('answers 400 for invalid JSON', async () => {
      const res = await server.post('/api/auth/register', {
        payload: '{"username": "someone", "password": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toBe('Le corps de la requête doit être un JSON valide.');
    });

    it('answers 400 for an empty JSON body', async () => {
      const res = await server.post('/api/auth/register', { payload: '', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error).toBe(messages.invalidJson);
    });

    it('answers 415 for a text/plain body', async () => {
      const res = await server.post('/api/auth/register', {
        payload: JSON.stringify({ username: uniqueName('txt'), password: 'secret1' }),
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.statusCode).toBe(415);
      expect(errorOf(res).error).toBe(messages.unsupportedMediaType);
    });

    it('answers 413 for a body over 4 MB, and creates nothing', async () => {
      const username = uniqueName('huge');
      const res = await register({ username, password: 'secret1', avatar: `https://example.com/${'a'.repeat(4 * 1024 * 1024)}` });
      expect(res.statusCode).toBe(413);
      expect(errorOf(res).error).toBe(messages.payloadTooLarge);
      expect(await exists(username)).toBe(false);
    });
  });

  it('throttles account creation per IP with 429, Retry-After and the French message', async () => {
    const restore = useThrottle(server, { registerPerIp: { limit: 2, windowMs: 60_000 } });
    try {
      const ip = uniqueIp();
      for (let i = 0; i < 2; i++) {
        expect((await register({ username: uniqueName('burst'), password: 'secret1' }, ip)).statusCode).toBe(201);
      }
      const username = uniqueName('burst');
      const res = await register({ username, password: 'secret1' }, ip);
      expect(res.statusCode).toBe(429);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(errorOf(res).error).toBe(messages.registerThrottled(wait));
      expect(errorOf(res).error).toMatch(/^Trop de créations de compte depuis cette connexion\. Réessaie dans \d+ s\.$/);
      expect(await exists(username)).toBe(false);
      // Another connection is not affected.
      expect((await register({ username, password: 'secret1' }, uniqueIp())).statusCode).toBe(201);
    } finally {
      restore();
    }
  });

  it('does not count refused registrations against the IP', async () => {
    const restore = useThrottle(server, { registerPerIp: { limit: 1, windowMs: 60_000 } });
    try {
      const ip = uniqueIp();
      for (let i = 0; i < 3; i++) {
        expect((await register({ username: 'ab', password: 'secret1' }, ip)).statusCode).toBe(400);
      }
      expect((await register({ username: uniqueName('ok'), password: 'secret1' }, ip)).statusCode).toBe(201);
    } finally {
      restore();
    }
  });
});
