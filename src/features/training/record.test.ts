import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordSessionResponse } from '../../../domain/training';
import type { User } from '../../../domain/user';
import { ApiError } from '../../api/client';
import { badgeQueueAtom } from '../../state/badges';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { completeTraining, finishedResults } from './record';
import { finishTraining, goNext, startTraining, typeAnswer, validateAnswer } from './session';
import { beginSession } from './sessionStart';

const recordSession = vi.fn<(body: unknown) => Promise<RecordSessionResponse>>();
const startSession = vi.fn<(body: unknown) => Promise<{ startedAt: number }>>();
const adoptServerProgress = vi.fn();
vi.mock('../../api/endpoints', () => ({
  recordSession: (body: unknown) => recordSession(body),
  startSession: (body: unknown) => startSession(body),
}));
vi.mock('../../session/userDataSync', () => ({
  flushUserData: () => Promise.resolve(),
  adoptServerProgress: (progress: unknown, chapter: unknown) => adoptServerProgress(progress, chapter),
}));

const user = { id: 'u1', badges: [], points: 0 } as unknown as User;
const target = { methodId: 'association' as const, subjectId: 'anat', chapterId: 'coeur' };

function finished(id: string) {
  let state = startTraining(target, [{ cardId: 'c1', answers: ['Aorte'], prompt: null }], id, 1000);
  state = validateAnswer(typeAnswer(state, 'aorte'));
  return finishTraining(goNext(state, 2000), 2000);
}

function response(state: ReturnType<typeof finished>): RecordSessionResponse {
  return {
    session: { ...state, finishedAt: 2000, total: 1, correct: 1, percent: 100, questions: [] },
    pointsAwarded: 0,
    reason: 'too-few-questions',
    newBadges: ['marmotte'],
    replayed: false,
    user: { ...user, badges: ['marmotte'] },
    progress: { 'association:anat:coeur': { attempts: 1, correct: 1, lastAt: 2000 } },
  };
}

describe('recording a finished session', () => {
  beforeEach(() => {
    recordSession.mockReset();
    adoptServerProgress.mockReset();
    finishedResults.clear();
    appStore.set(userAtom, user);
    appStore.set(badgeQueueAtom, { pending: [], announced: [] });
  });

  it('sends it once, even when the screen asks twice, and shares the outcome', async () => {
    const state = finished('s1');
    recordSession.mockResolvedValue(response(state));
    const [first, second] = await Promise.all([completeTraining(state), completeTraining(state)]);
    expect(recordSession).toHaveBeenCalledTimes(1);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ status: 'recorded', pointsAwarded: 0, reason: 'too-few-questions' });
    // Asked again later (a reopened screen), the cached outcome answers without a new call.
    await completeTraining(state);
    expect(recordSession).toHaveBeenCalledTimes(1);
  });

  it('takes the user, the server record and the new badges from the answer, and caches the result', async () => {
    const state = finished('s2');
    recordSession.mockResolvedValue(response(state));
    await completeTraining(state);
    expect(appStore.get(userAtom)?.badges).toEqual(['marmotte']);
    expect(appStore.get(badgeQueueAtom).pending).toEqual(['marmotte']);
    expect(adoptServerProgress).toHaveBeenCalledWith(
      { 'association:anat:coeur': { attempts: 1, correct: 1, lastAt: 2000 } },
      expect.objectContaining({ subjectId: 'anat', chapterId: 'coeur' }),
    );
    expect(finishedResults.get('association:anat:coeur', Date.now())?.outcome.status).toBe('recorded');
  });

  it("keeps the server's French message, or says it could not record", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    recordSession.mockRejectedValueOnce(new ApiError('Session invalide.', 400, { error: 'Session invalide.' }));
    expect(await completeTraining(finished('s3'))).toEqual({ status: 'failed', message: 'Session invalide.' });
    recordSession.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await completeTraining(finished('s4'))).toEqual({
      status: 'failed',
      message: "Impossible d'enregistrer la session. Ton résultat n'a pas été compté.",
    });
  });

  it('registers the start once, and records only after the registration has settled, even when it failed', async () => {
    let register: (value: { startedAt: number }) => void = () => undefined;
    startSession.mockReset();
    startSession.mockReturnValueOnce(new Promise((resolve) => (register = resolve)));
    const payload = { sessionId: 's5', ...target, startedAt: 1000 };
    const end = beginSession(payload);
    end();
    beginSession(payload)(); // a screen mounted twice (strict mode) registers once
    expect(startSession).toHaveBeenCalledTimes(1);
    expect(startSession).toHaveBeenCalledWith({ sessionId: 's5', ...target });
    const state = finished('s5');
    recordSession.mockResolvedValue(response(state));
    const done = completeTraining(state);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recordSession).not.toHaveBeenCalled();
    register({ startedAt: 1000 });
    await done;
    expect(recordSession).toHaveBeenCalledTimes(1);

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startSession.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    beginSession({ ...payload, sessionId: 's6' });
    recordSession.mockResolvedValue(response(finished('s6')));
    expect(await completeTraining(finished('s6'))).toMatchObject({ status: 'recorded' });
  });
});
