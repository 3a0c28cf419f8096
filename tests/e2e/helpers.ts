import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'motdepasse-solide';

/** A username no other test (or earlier run on the same server) uses; at most 32 characters. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export interface Account {
  username: string;
  token: string;
  userId: string;
}

/**
 * Creates an account through the API, as another device would: each from its own address, so the
 * whole suite stays under the server's limit of accounts created per address and hour.
 */
export async function registerViaApi(request: APIRequestContext, username: string): Promise<Account> {
  const address = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const response = await request.post('/api/auth/register', { data: { username, password: PASSWORD }, headers: { 'X-Forwarded-For': address } });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string; user: { id: string } };
  return { username, token: body.token, userId: body.user.id };
}

/** Subscribes an account to a paid plan through the built-in test checkout, as a student paying would. */
export async function payForPlan(request: APIRequestContext, account: Account, plan: 'major' | 'champion'): Promise<void> {
  const headers = { authorization: `Bearer ${account.token}` };
  const checkout = await request.post('/api/me/billing/checkout', { headers, data: { plan, successUrl: '/account', cancelUrl: '/pricing' } });
  const sessionId = new URL(((await checkout.json()) as { url: string }).url, 'http://x').searchParams.get('session_id')!;
  expect((await request.post(`/api/me/billing/test-checkout/${sessionId}/pay`, { headers, data: {} })).ok()).toBe(true);
  expect((await request.post('/api/me/billing/confirm', { headers, data: { sessionId } })).ok()).toBe(true);
}

/**
 * A gate a route or socket handler waits at (`pass`), as on a slow network, until the test opens
 * it; `reached` tells whether something came to it.
 */
export function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const state = {
    reached: false,
    open,
    async pass() {
      state.reached = true;
      await opened;
    },
  };
  return state;
}

/** Puts a session token in local storage before the app runs, as after an earlier visit. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((value) => window.localStorage.setItem('mnemo.token', value), token);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('mnemo.token'));
}

/** A solid-colour RGB PNG of the given size, built in memory; `level` 0 stores the pixels uncompressed (a heavy file). */
export function pngBuffer(width: number, height: number, rgb: [number, number, number] = [99, 102, 241], level = -1): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Opens the list row holding field `name` (only the selected row shows its fields). */
export async function openRow(page: Page, name: string) {
  if (name.endsWith('(sur la carte)')) return;
  const opener = page.getByRole('button', { name: `Modifier ${name.split(' — ')[1]}`, exact: true });
  if (await opener.count()) await opener.click();
}

/** The mind map's pan (px) and zoom, read from its viewport's transform. */
export async function mapViewport(page: Page) {
  const transform = await page.locator('.map-viewport').evaluate((el) => (el as HTMLElement).style.transform);
  const [x, y, zoom] = (transform.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number);
  return { x: x!, y: y!, zoom: zoom! };
}
