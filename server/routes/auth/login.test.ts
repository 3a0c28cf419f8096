import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { errorOf, startTestServer, useThrottle, type TestServer } from '../../test/harness';
import { login, me, registerUser, uniqueIp, userRow } from '../../test/factories';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/auth/login', () => {
  it('signs in ignoring the case of the username, with a new token, and bumps lastLoginAt', async () => {
    const alice = await registerUser(server, { password: 'alice-password' });
    const earlier = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await server.db.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [alice.user.id, earlier]);

    const res = await login(server, alice.username.toUpperCase(), 'alice-password');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token).not.toBe(alice.token);
    expect(body.user.id).toBe(alice.user.id);
    expect(body.user.username).toBe(alice.username);
    expect(Date.parse(body.user.lastLoginAt)).toBeGreaterThan(earlier.getTime() + 60 * 60 * 1000);
    expect(Math.abs(Date.parse(body.user.lastLoginAt) - Date.now())).toBeLessThan(60_000);
    expect(body.data).toEqual(alice.data);
    // Both sessions stay valid.
    expect((await me(server, body.token)).id).toBe(alice.user.id);
    expect((await me(server, alice.token)).id).toBe(alice.user.id);
  });

  it('answers 401 with the same French message for a wrong password and an unknown user', async () => {
    const bob = await registerUser(server);
    const wrong = await login(server, bob.username, 'not-the-password', uniqueIp());
    const unknown = await login(server, `ghost_${randomBytes(4).toString('hex')}`, 'whatever', uniqueIp());
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toEqual({ error: 'Pseudo ou mot de passe incorrect.' });
    }
  });

  it('answers 400 in French for a malformed body', async () => {
    const res = await server.post('/api/auth/login', { body: { username: 'someone', password: 123456 } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toBe('Requête invalide : champ « password » (type incorrect ou valeur manquante).');
    const res2 = await server.post('/api/auth/login', { payload: '{', headers: { 'content-type': 'application/json' } });
    expect(res2.statusCode).toBe(400);
    expect(errorOf(res2).error).toBe(messages.invalidJson);
  });

  describe('throttling', () => {
    it('locks an account after N failures: 429, Retry-After and the French message, even with the right password', async () => {
      const restore = useThrottle(server, { loginPerAccount: { limit: 3, windowMs: 60_000, lockMs: 60_000, maxLockMs: 60_000 } });
      try {
        const carol = await registerUser(server, { password: 'carol-password' });
        const other = await registerUser(server, { password: 'other-password' });
        // Failures from different connections: the account counter is what trips.
        for (let i = 0; i < 3; i++) {
          expect((await login(server, carol.username, `wrong-${i}`, uniqueIp())).statusCode).toBe(401);
        }
        const res = await login(server, carol.username.toUpperCase(), 'carol-password', uniqueIp());
        expect(res.statusCode).toBe(429);
        const wait = Number(res.headers['retry-after']);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(60);
        expect(errorOf(res).error).toBe(messages.loginThrottled(wait));
        expect(errorOf(res).error).toMatch(/^Trop de tentatives de connexion\. Réessaie dans \d+ s\.$/);
        // Other accounts are not locked, and existing sessions keep working.
        expect((await login(server, other.username, 'other-password', uniqueIp())).statusCode).toBe(200);
        expect((await me(server, carol.token)).id).toBe(carol.user.id);
      } finally {
        restore();
      }
    });

    it('locks a client IP after N failures across accounts', async () => {
      const restore = useThrottle(server, { loginPerIp: { limit: 3, windowMs: 60_000, lockMs: 60_000, maxLockMs: 60_000 } });
      try {
        const dave = await registerUser(server, { password: 'dave-password' });
        const ip = uniqueIp();
        for (let i = 0; i < 3; i++) {
          expect((await login(server, `nobody_${i}_${randomBytes(3).toString('hex')}`, 'whatever', ip)).statusCode).toBe(401);
        }
        const res = await login(server, dave.username, 'dave-password', ip);
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(errorOf(res).error).toBe(messages.loginThrottled(Number(res.headers['retry-after'])));
        // The same account from another connection is fine.
        expect((await login(server, dave.username, 'dave-password', uniqueIp())).statusCode).toBe(200);
      } finally {
        restore();
      }
    });

    it("strangers' failures from many IPs never lock the owner out of a place they signed in from, nor a session", async () => {
      const restore = useThrottle(server, { loginPerAccount: { limit: 3, windowMs: 60_000, lockMs: 60_000, maxLockMs: 60_000 } });
      try {
        const home = uniqueIp();
        const owner = await registerUser(server, { password: 'owner-password', ip: home });
        const cafe = uniqueIp();
        expect((await login(server, owner.username, 'owner-password', cafe)).statusCode).toBe(200);
        for (let i = 0; i < 12; i++) {
          expect((await login(server, owner.username, `guess-${i}`, uniqueIp())).statusCode).not.toBe(200);
        }
        // Strangers are locked out, with the right password too, from places the account never used…
        const stranger = await login(server, owner.username, 'owner-password', uniqueIp());
        expect(stranger.statusCode).toBe(429);
        expect(errorOf(stranger).error).toBe(messages.loginThrottled(Number(stranger.headers['retry-after'])));
        // …while the owner signs in from where they registered and from where they signed in since.
        expect((await login(server, owner.username, 'owner-password', home)).statusCode).toBe(200);
        expect((await login(server, owner.username, 'owner-password', cafe)).statusCode).toBe(200);
        expect((await me(server, owner.token)).id).toBe(owner.user.id);
      } finally {
        restore();
      }
    });

    it('locks a single guessing IP with growing locks, and leaves the owner elsewhere alone', async () => {
      const restore = useThrottle(server, { loginPerAccountIp: { limit: 3, windowMs: 60_000, lockMs: 1000, maxLockMs: 60_000 } });
      try {
        const owner = await registerUser(server, { password: 'owner-password' });
        const attacker = uniqueIp();
        const waits: number[] = [];
        for (let round = 0; round < 2; round++) {
          for (let i = 0; i < 3; i++) expect((await login(server, owner.username, `guess-${round}-${i}`, attacker)).statusCode).toBe(401);
          const locked = await login(server, owner.username, 'owner-password', attacker);
          expect(locked.statusCode).toBe(429);
          const wait = Number(locked.headers['retry-after']);
          expect(errorOf(locked).error).toBe(messages.loginThrottled(wait));
          waits.push(wait);
          // The owner, from their own connection, is not concerned.
          expect((await login(server, owner.username, 'owner-password')).statusCode).toBe(200);
          // Wait the lock out (1 s, then 2 s).
          await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
        }
        expect(waits).toEqual([1, 2]);
        // After the second lock the next failures lock for 4 s.
        for (let i = 0; i < 3; i++) expect((await login(server, owner.username, `guess-last-${i}`, attacker)).statusCode).toBe(401);
        expect(Number((await login(server, owner.username, 'x', attacker)).headers['retry-after'])).toBe(4);
      } finally {
        restore();
      }
    });

    it('a successful sign-in resets the account counter', async () => {
      const restore = useThrottle(server, { loginPerAccount: { limit: 3, windowMs: 60_000, lockMs: 60_000, maxLockMs: 60_000 } });
      try {
        const erin = await registerUser(server, { password: 'erin-password' });
        const attempt = (password: string) => login(server, erin.username, password, uniqueIp());
        expect((await attempt('bad-1')).statusCode).toBe(401);
        expect((await attempt('bad-2')).statusCode).toBe(401);
        expect((await attempt('erin-password')).statusCode).toBe(200);
        expect((await attempt('bad-3')).statusCode).toBe(401);
        expect((await attempt('bad-4')).statusCode).toBe(401);
        // Four failures in all, but only two since the success.
        expect((await attempt('erin-password')).statusCode).toBe(200);
      } finally {
        restore();
      }
    });
  });
});

describe('bearer tokens', () => {
  it.each([
    ['a too short token', 'Bearer abc'],
    ['a token with characters outside base64url', `Bearer ${'!'.repeat(43)}`],
    ['a well-formed token nobody was given', `Bearer ${randomBytes(32).toString('base64url')}`],
    ['"Bearer" and nothing', 'Bearer'],
    ['"Bearer " and spaces', 'Bearer    '],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
  ])('%s answers 401 "Session expirée…"', async (_label, header) => {
    const res = await server.get('/api/me', { headers: { authorization: header } });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({ error: 'Session expirée. Connecte-toi à nouveau.' });
  });

  it('answers 401 "Non authentifié." without an Authorization header', async () => {
    const res = await server.get('/api/me');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({ error: 'Non authentifié.' });
  });

  it('an expired token is refused like an unknown one', async () => {
    const frank = await registerUser(server);
    await server.db.query("UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [frank.user.id]);
    const res = await server.get('/api/me', { token: frank.token });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error).toBe(messages.sessionExpired);
  });

  it('public routes ignore a bad token: unknown paths still answer 404 in JSON, health answers', async () => {
    const junk = { headers: { authorization: 'Bearer junk' } };
    const missing = await server.get('/api/does-not-exist', junk);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(errorOf(missing)).toEqual({ error: 'Adresse introuvable.' });
    const health = await server.get('/api/health', junk);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ ok: true });
  });

  it('logout revokes only the token that made the call', async () => {
    const gina = await registerUser(server, { password: 'gina-password' });
    const second = (await login(server, gina.username, 'gina-password')).json().token as string;

    const res = await server.post('/api/auth/logout', { token: gina.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const revoked = await server.get('/api/me', { token: gina.token });
    expect(revoked.statusCode).toBe(401);
    expect(errorOf(revoked).error).toBe(messages.sessionExpired);
    expect((await me(server, second)).id).toBe(gina.user.id);
    // Logging out twice with the revoked token is refused, not an error.
    expect((await server.post('/api/auth/logout', { token: gina.token })).statusCode).toBe(401);
  });

  it('logout without a token answers 401 "Non authentifié."', async () => {
    const res = await server.post('/api/auth/logout');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error).toBe(messages.unauthenticated);
  });

  it('the database keeps only SHA-256 hashes of tokens', async () => {
    const hank = await registerUser(server, { password: 'hank-password' });
    const second = (await login(server, hank.username, 'hank-password')).json().token as string;
    const rows = (await server.db.query('SELECT * FROM auth_tokens WHERE user_id = $1', [hank.user.id])).rows;
    expect(rows).toHaveLength(2);
    const dump = JSON.stringify(rows);
    for (const token of [hank.token, second]) {
      expect(dump).not.toContain(token);
      expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    }
  });
});

describe('passwords', () => {
  it('are hashed with argon2id and never appear in any answer', async () => {
    const ivy = await registerUser(server, { password: 'ivy-secret-password' });
    const hash = String((await userRow(server, ivy.user.id)).password_hash);
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(hash).toContain('m=19456,t=2,p=1');

    const answers = [
      JSON.stringify({ token: ivy.token, user: ivy.user, data: ivy.data }),
      (await login(server, ivy.username, 'ivy-secret-password')).body,
      (await server.get('/api/me', { token: ivy.token })).body,
      (await server.put('/api/me', { token: ivy.token, body: { password: 'ivy-new-password' } })).body,
      (await server.get('/api/me/data', { token: ivy.token })).body,
    ];
    const newHash = String((await userRow(server, ivy.user.id)).password_hash);
    for (const body of answers) {
      expect(body).not.toContain(hash);
      expect(body).not.toContain(newHash);
      expect(body).not.toContain('$argon2');
      expect(body).not.toMatch(/password/i);
    }
  });
});
