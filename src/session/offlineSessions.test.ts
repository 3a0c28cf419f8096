import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordSessionBody, RecordSessionResponse } from '../../domain/training';
import type { User } from '../../domain/user';
import { ApiError } from '../api/client';
import { listLocal } from '../offline/localStore';
import { userAtom } from '../state/session';
import { appStore } from '../state/store';
import { toastsAtom } from '../state/toasts';
import { queueSession, sendQueuedSessions } from './offlineSessions';

const recordSession = vi.fn<(body: RecordSessionBody) => Promise<RecordSessionResponse>>();
vi.mock('../api/endpoints', () => ({ recordSession: (body: RecordSessionBody) => recordSession(body) }));
const adoptServerProgress = vi.fn();
vi.mock('./userDataSync', () => ({ adoptServerProgress: (...args: unknown[]) => adoptServerProgress(...args), flushUserData: async () => undefined }));

const user = { id: 'ana', username: 'ana', badges: [], points: 0 } as unknown as User;
const body = (id: string, finishedAt: number): RecordSessionBody => ({
  id,
  methodId: 'association',
  subjectId: 's',
  chapterId: 'a',
  startedAt: finishedAt - 60_000,
  finishedAt,
  questions: [{ cardId: 'c1', correct: true, userAnswer: 'aorte', rightAnswer: 'aorte' }],
});
const answer = (request: RecordSessionBody, points: number): RecordSessionResponse => ({
  session: { ...request, methodId: 'association', total: 1, correct: 1, percent: 100, questions: [] },
  pointsAwarded: points,
  reason: null,
  newBadges: [],
  replayed: false,
  user: { ...user, points },
  progress: { 'association:s:a': { attempts: 1, correct: 1, lastAt: request.finishedAt } },
});

beforeEach(() => {
  recordSession.mockReset();
  adoptServerProgress.mockReset();
  appStore.set(userAtom, user);
  appStore.set(toastsAtom, []);
});

describe('sessions finished offline', () => {
  it('wait on the device until the server is reached, then are recorded oldest first, once', async () => {
    expect(await queueSession(body('b', 2000))).toBe(true);
    expect(await queueSession(body('a', 1000))).toBe(true);

    recordSession.mockRejectedValue(new TypeError('Failed to fetch'));
    await sendQueuedSessions();
    expect(recordSession).toHaveBeenCalledTimes(1);
    expect((await listLocal('outbox', 'ana')).map(([name]) => name).sort()).toEqual(['session:a', 'session:b']);

    recordSession.mockReset();
    recordSession.mockImplementation(async (request) => answer(request, 10));
    await sendQueuedSessions();
    expect(recordSession.mock.calls.map(([request]) => request.id)).toEqual(['a', 'b']);
    expect(appStore.get(userAtom)?.points).toBe(10);
    expect(adoptServerProgress).toHaveBeenCalledTimes(2);
    expect(await listLocal('outbox', 'ana')).toEqual([]);
    expect(appStore.get(toastsAtom).map((toast) => toast.message)).toEqual(['2 sessions faites hors ligne enregistrées : +20 pts.']);
  });

  it('forgets a session the server refuses for good, and says why', async () => {
    await queueSession(body('z', 3000));
    recordSession.mockRejectedValue(new ApiError('Session invraisemblable.', 400, { error: 'Session invraisemblable.' }));
    await sendQueuedSessions();
    expect(await listLocal('outbox', 'ana')).toEqual([]);
    expect(appStore.get(toastsAtom).map((toast) => toast.message)).toEqual([
      'Une session faite hors ligne n’a pas pu être enregistrée : Session invraisemblable.',
    ]);
  });

  it('belongs to its student: another account sends none of them', async () => {
    await queueSession(body('y', 4000));
    appStore.set(userAtom, { ...user, id: 'bea' });
    recordSession.mockImplementation(async (request) => answer(request, 10));
    await sendQueuedSessions();
    expect(recordSession).not.toHaveBeenCalled();
    expect((await listLocal('outbox', 'ana')).map(([name]) => name)).toEqual(['session:y']);
  });
});
