import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, isStatus, messageOf, setTokenSource } from './client';
import { saveParts } from './endpoints';

function answer(status: number, body?: unknown, statusText = '') {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, statusText });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => null);
});

describe('apiRequest', () => {
  it('sends JSON with credentials, Accept and the bearer token when there is one', async () => {
    setTokenSource(() => 'tok-123');
    const fetchMock = stubFetch(answer(200, { ok: true }));
    await expect(apiRequest('/me', { method: 'PUT', body: { username: 'Léa' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/me');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'include', body: '{"username":"Léa"}' });
    expect(init?.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok-123',
    });
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = stubFetch(answer(200, {}));
    await apiRequest('/public/leaderboard');
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('throws an ApiError with the server message, the status and the payload', async () => {
    stubFetch(answer(409, { error: 'Ce pseudo est déjà utilisé.', fieldErrors: { username: 'Ce pseudo est déjà utilisé.' } }));
    const error = await apiRequest('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Ce pseudo est déjà utilisé.', status: 409 });
    expect((error as ApiError).fieldErrors).toEqual({ username: 'Ce pseudo est déjà utilisé.' });
    expect(isStatus(error, 409)).toBe(true);
    expect(messageOf(error, 'repli')).toBe('Ce pseudo est déjà utilisé.');
  });

  it('falls back to the status text when the answer has no error field', async () => {
    stubFetch(answer(502, undefined, 'Bad Gateway'));
    const error = await apiRequest('/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Bad Gateway', status: 502, payload: undefined });
    expect(messageOf(error, 'repli')).toBe('repli');
    expect(messageOf(new TypeError('Failed to fetch'), 'repli')).toBe('repli');
  });

  it('answers undefined for 204 No Content', async () => {
    stubFetch(answer(204));
    await expect(apiRequest('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('saveParts', () => {
  it('outlives the page when the parts are small enough for keepalive, not past it', async () => {
    const saved = { revision: 2, previous: 1, revisions: { profile: 2 }, removed: [] };
    const fetchMock = stubFetch(answer(200, saved));
    await saveParts({ parts: [{ key: 'profile', revision: 1, content: null }] });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'PATCH', keepalive: true });

    const fetchBig = stubFetch(answer(200, saved));
    await saveParts({ parts: [{ key: 'profile', revision: 1, content: `https://exemple.fr/${'é'.repeat(30_000)}` }] });
    expect(fetchBig.mock.calls[0]![1]).toMatchObject({ keepalive: false });
  });
});

