import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../domain/limits';
import { messages } from '../../domain/messages';
import { errorOf, startTestServer, type TestServer } from '../test/harness';
import { registerUser, type RegisteredUser } from '../test/factories';
import { dataUrl, gif, html, jpeg, mp3FrameSync, mp3WithId3, ogg, padded, png, svg, wav, webp } from '../test/files';

let server: TestServer;
let owner: RegisteredUser;
let stranger: RegisteredUser;

beforeAll(async () => {
  server = await startTestServer();
  [owner, stranger] = await Promise.all([registerUser(server), registerUser(server)]);
});
afterAll(async () => {
  await server?.close();
});

const MiB = 1024 * 1024;
const upload = (user: RegisteredUser, value: unknown) => server.post('/api/me/uploads', { token: user.token, body: { dataUrl: value } });
const remove = (user: RegisteredUser, url: unknown) => server.delete('/api/me/uploads', { token: user.token, body: { url } });

/** Uploads `bytes` declared as `mime`, expecting 201; answers the URL. */
async function stored(user: RegisteredUser, mime: string, bytes: Buffer): Promise<string> {
  const res = await upload(user, dataUrl(mime, bytes));
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().url;
}

async function uploadCount(user: RegisteredUser): Promise<number> {
  const found = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads WHERE user_id = $1', [user.user.id]);
  return found.rows[0]!.n;
}

describe('POST /api/me/uploads', () => {
  it.each([
    ['PNG', 'image/png', png, 'image/png', 'png'],
    ['JPEG', 'image/jpeg', jpeg, 'image/jpeg', 'jpg'],
    ['WebP', 'image/webp', webp, 'image/webp', 'webp'],
    ['GIF', 'image/gif', gif, 'image/gif', 'gif'],
    ['MP3 with an ID3 tag', 'audio/mpeg', mp3WithId3, 'audio/mpeg', 'mp3'],
    ['MP3 starting on a frame sync', 'audio/mpeg', mp3FrameSync, 'audio/mpeg', 'mp3'],
    ['OGG', 'audio/ogg', ogg, 'audio/ogg', 'ogg'],
    ['WAV', 'audio/wav', wav, 'audio/wav', 'wav'],
  ])('accepts %s and serves it back byte for byte', async (_label, declared, build, contentType, extension) => {
    const bytes = build();
    const res = await upload(owner, dataUrl(declared, bytes));
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(new RegExp(`^/uploads/[A-Za-z0-9_-]{22}\\.${extension}$`));

    const file = await server.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(contentType);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['MP3 bytes declared as a PNG', 'image/png', mp3WithId3, 'audio/mpeg', 'mp3'],
    ['PNG bytes declared as audio', 'audio/mpeg', png, 'image/png', 'png'],
    ['GIF bytes declared as text', 'text/plain', gif, 'image/gif', 'gif'],
  ])('judges %s by the bytes', async (_label, declared, build, contentType, extension) => {
    const url = await stored(owner, declared, build());
    expect(url.endsWith(`.${extension}`)).toBe(true);
    expect((await server.get(url)).headers['content-type']).toBe(contentType);
  });

  it.each([
    ['SVG declared as PNG', 'image/png', svg],
    ['SVG declared as SVG', 'image/svg+xml', svg],
    ['HTML declared as PNG', 'image/png', html],
    ['HTML declared as HTML', 'text/html', html],
    ['plain text', 'image/png', () => Buffer.from('just some text, no image here')],
  ])('refuses %s with 415 in French, storing nothing', async (_label, declared, build) => {
    const before = await uploadCount(owner);
    const res = await upload(owner, dataUrl(declared, build()));
    expect(res.statusCode).toBe(415);
    expect(errorOf(res)).toEqual({
      error: 'Format non supporté. Images : PNG, JPEG, WebP ou GIF. Sons : MP3, OGG ou WAV.',
    });
    expect(await uploadCount(owner)).toBe(before);
  });

  it.each([
    ['an https URL', 'https://example.com/a.png'],
    ['a data URL that is not base64', 'data:image/png,%89PNG'],
    ['broken base64', 'data:image/png;base64,@@@@'],
    ['base64 of an impossible length', 'data:image/png;base64,AAAAA'],
    ['an empty data URL', 'data:image/png;base64,'],
  ])('refuses %s with 400 in French', async (_label, value) => {
    const res = await upload(owner, value);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toBe('Fichier invalide : envoie une image ou un son encodé en data URL.');
  });

  it.each([
    ['a missing dataUrl', {}],
    ['a number', { dataUrl: 5 }],
    ['an empty string', { dataUrl: '' }],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await server.post('/api/me/uploads', { token: owner.token, body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error).toMatch(/^Requête invalide : champ « dataUrl »/);
  });

  it('accepts an image of exactly 5 MiB and refuses one byte more with "Image trop lourde…"', async () => {
    expect(await stored(owner, 'image/png', padded(png(), limits.uploadImageMaxBytes))).toMatch(/\.png$/);
    const before = await uploadCount(owner);
    const res = await upload(owner, dataUrl('image/png', padded(png(), limits.uploadImageMaxBytes + 1)));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toEqual({ error: 'Image trop lourde (limite ~5 Mo).' });
    expect(await uploadCount(owner)).toBe(before);
  });

  it('refuses a sound over 5 MB with "Fichier trop lourd…"', async () => {
    for (const build of [mp3WithId3, wav, ogg]) {
      const res = await upload(owner, dataUrl('audio/mpeg', padded(build(), 5 * MiB + 1024)));
      expect(res.statusCode).toBe(413);
      expect(errorOf(res)).toEqual({ error: 'Fichier trop lourd (limite ~5 Mo).' });
    }
  });

  it('refuses a request body over the route limit with 413', async () => {
    const res = await upload(owner, dataUrl('image/png', padded(png(), 7 * MiB)));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).error).toBe(messages.payloadTooLarge);
  });

  it('refuses an upload past the storage quota, and accepts again once space is freed', async () => {
    const user = await registerUser(server);
    // Fill the account up to a few bytes under the quota without sending 200 MB.
    await server.db.query(
      `INSERT INTO uploads (id, user_id, kind, content_type, byte_size, sha256, bytes)
       VALUES ('quotafillerquotafiller', $1, 'image', 'image/png', $2, 'x', '\\x00')`,
      [user.user.id, limits.uploadQuotaBytes - 10],
    );
    const res = await upload(user, dataUrl('image/png', png()));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toEqual({
      error: 'Espace de stockage plein (200 Mo). Supprime des images ou des sons avant d’en ajouter.',
    });
    expect(await uploadCount(user)).toBe(1);
    // Another user's space is their own.
    expect(await stored(stranger, 'image/png', png())).toMatch(/\.png$/);

    expect((await remove(user, '/uploads/quotafillerquotafiller.png')).statusCode).toBe(204);
    expect(await stored(user, 'image/png', png())).toMatch(/\.png$/);
  });

  it('answers 401 without a token', async () => {
    const res = await server.post('/api/me/uploads', { body: { dataUrl: dataUrl('image/png', png()) } });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error).toBe(messages.unauthenticated);
  });
});

describe('GET /uploads/:file', () => {
  it('serves with the sniffed type, nosniff, a long immutable cache, a sandbox CSP and an ETag', async () => {
    const bytes = jpeg();
    const url = await stored(owner, 'image/png', bytes);
    const res = await server.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers.etag).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);

    const again = await server.get(url, { headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await server.get(url, { headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(bytes)).toBe(true);
  });

  it('is public: no token needed, and a junk token does not matter', async () => {
    const url = await stored(owner, 'image/png', png());
    expect((await server.get(url, { headers: { authorization: 'Bearer junk' } })).statusCode).toBe(200);
  });

  it.each([
    ['an unknown id', '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png'],
    ['an id of the wrong shape', '/uploads/short.png'],
    ['a path traversal', '/uploads/..%2F..%2Fetc%2Fpasswd'],
    ['no extension and junk', '/uploads/%00'],
  ])('answers 404 in JSON for %s', async (_label, path) => {
    const res = await server.get(path);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(errorOf(res)).toEqual({ error: 'Fichier introuvable.' });
  });
});

describe('DELETE /api/me/uploads', () => {
  it('lets the owner delete a file (relative or absolute URL); it is then gone', async () => {
    const url = await stored(owner, 'image/png', png());
    const res = await remove(owner, url);
    expect(res.statusCode).toBe(204);
    expect((await server.get(url)).statusCode).toBe(404);

    const url2 = await stored(owner, 'image/gif', gif());
    expect((await remove(owner, `https://mnemo.example${url2}`)).statusCode).toBe(204);
    expect((await server.get(url2)).statusCode).toBe(404);
    // Deleting it again: it is not there any more.
    const again = await remove(owner, url2);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).error).toBe(messages.uploadNotFound);
  });

  it("refuses to delete another user's file with 403, and the file is still served", async () => {
    const url = await stored(owner, 'image/png', png());
    const res = await remove(stranger, url);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({ error: 'Ce fichier ne t’appartient pas.' });
    const file = await server.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png())).toBe(true);
  });

  it.each([
    ['a junk string', 'not a url'],
    ['a foreign path', '/images/AAAAAAAAAAAAAAAAAAAAAA.png'],
    ['an id of the wrong shape', '/uploads/abc.png'],
    ['a broken absolute URL', 'http://['],
  ])('answers 400 for %s', async (_label, url) => {
    const res = await remove(owner, url);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ error: 'Adresse de fichier invalide.' });
  });

  it('answers 400 for a missing url and 401 without a token', async () => {
    const missing = await server.delete('/api/me/uploads', { token: owner.token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).error).toMatch(/« url »/);
    const url = await stored(owner, 'image/png', png());
    const anonymous = await server.delete('/api/me/uploads', { body: { url } });
    expect(anonymous.statusCode).toBe(401);
    expect((await server.get(url)).statusCode).toBe(200);
  });
});
