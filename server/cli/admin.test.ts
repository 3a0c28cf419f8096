import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { me, registerUser } from '../test/factories';
import { setAdminBadge } from './admin';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('npm run admin -- grant|revoke <username>', () => {
  it('grants the admin badge once, ignoring case, and revokes it', async () => {
    const ada = await registerUser(server);
    expect(await setAdminBadge(server.db, ada.username.toUpperCase(), true)).toBe(true);
    expect((await me(server, ada.token)).badges).toEqual(['admin']);
    expect(await setAdminBadge(server.db, ada.username, true)).toBe(false);
    expect((await me(server, ada.token)).badges).toEqual(['admin']);
    expect(await setAdminBadge(server.db, ada.username, false)).toBe(true);
    expect((await me(server, ada.token)).badges).toEqual([]);
  });

  it('changes nothing for an unknown user', async () => {
    expect(await setAdminBadge(server.db, 'personne-de-connu', true)).toBe(false);
  });
});
