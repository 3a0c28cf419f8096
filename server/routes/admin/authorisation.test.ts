import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { errorOf, startTestServer, type TestServer } from '../../test/harness';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { registerAdmin, registerBanned } from './testing';

let server: TestServer;
let admin: RegisteredUser;
let user: RegisteredUser;
let banned: RegisteredUser;
let target: RegisteredUser;
let announcementId: string;
let promoId: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, user, banned, target] = await Promise.all([
    registerAdmin(server),
    registerUser(server),
    registerBanned(server),
    registerUser(server),
  ]);
  announcementId = (await server.post('/api/admin/announcements', { token: admin.token, body: { title: 'x' } })).json().announcement.id;
  promoId = (
    await server.post('/api/admin/stripe/promotion-codes', {
      token: admin.token,
      body: { code: 'matrix', discountType: 'percent', percentOff: 10, duration: 'once' },
    })
  ).json().code.id;
});
afterAll(async () => {
  await server?.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; route: string; path: () => string; body?: unknown };

/** Every admin route with a body it accepts; destructive ones come last and target throwaway rows. */
const calls: Call[] = [
  { method: 'GET', route: `/api/admin/stats`, path: () => `/api/admin/stats` },
  { method: 'GET', route: `/api/admin/audit`, path: () => `/api/admin/audit` },
  { method: 'GET', route: `/api/admin/announcements`, path: () => `/api/admin/announcements` },
  { method: 'POST', route: `/api/admin/announcements`, path: () => `/api/admin/announcements`, body: { title: 'Bonjour' } },
  { method: 'PUT', route: `/api/admin/announcements/:id`, path: () => `/api/admin/announcements/${announcementId}`, body: { title: 'Bonsoir' } },
  { method: 'POST', route: `/api/admin/announcements/upload`, path: () => `/api/admin/announcements/upload`, body: { dataUrl: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' } },
  { method: 'GET', route: `/api/admin/users?q=`, path: () => `/api/admin/users?q=` },
  { method: 'POST', route: `/api/admin/users/:id/badges`, path: () => `/api/admin/users/${target.user.id}/badges`, body: { badgeId: 'padawan' } },
  { method: 'DELETE', route: `/api/admin/users/:id/badges/padawan`, path: () => `/api/admin/users/${target.user.id}/badges/padawan` },
  { method: 'POST', route: `/api/admin/users/:id/ban`, path: () => `/api/admin/users/${target.user.id}/ban`, body: { minutes: 0 } },
  { method: 'POST', route: `/api/admin/users/:id/impersonate`, path: () => `/api/admin/users/${target.user.id}/impersonate` },
  { method: 'GET', route: `/api/admin/stripe/promotion-codes?active=true&q=`, path: () => `/api/admin/stripe/promotion-codes?active=true&q=` },
  { method: 'POST', route: `/api/admin/stripe/promotion-codes`, path: () => `/api/admin/stripe/promotion-codes`, body: { code: `m${Date.now()}`, discountType: 'percent', percentOff: 5, duration: 'forever' } },
  { method: 'PATCH', route: `/api/admin/stripe/promotion-codes/:id`, path: () => `/api/admin/stripe/promotion-codes/${promoId}`, body: { active: true } },
  { method: 'DELETE', route: `/api/admin/stripe/promotion-codes/:id`, path: () => `/api/admin/stripe/promotion-codes/${promoId}` },
  { method: 'DELETE', route: `/api/admin/announcements/:id`, path: () => `/api/admin/announcements/${announcementId}` },
  { method: 'DELETE', route: `/api/admin/users/:id`, path: () => `/api/admin/users/${target.user.id}` },
];

describe('every admin route', () => {
  it.each(calls.map((call) => [`${call.method} ${call.route}`, call] as const))(
    '%s: 401 anonymous, 403 user and banned user, 2xx admin',
    async (_name, call) => {
      const send = (token?: string) =>
        server.request(call.method, call.path(), { ...(token ? { token } : {}), ...(call.body ? { body: call.body } : {}) });
      const anonymous = await send();
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous).error).toBe(messages.unauthenticated);
      expect((await send(user.token)).statusCode).toBe(403);
      expect((await send(banned.token)).statusCode).toBe(403);
      const allowed = await send(admin.token);
      expect(allowed.statusCode, allowed.body).toBeGreaterThanOrEqual(200);
      expect(allowed.statusCode).toBeLessThan(300);
    },
  );

  it('refuses a bad token with the expired-session message, before reading the body', async () => {
    const res = await server.post('/api/admin/announcements', { token: 'x'.repeat(43), payload: '{', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(401);
  });
});
