import type { TrainingSession } from '../../../domain/data/sessions';
import type { NoPointsReason } from '../../../domain/scoring';
import { recordSession } from '../../api/endpoints';
import { messageOf } from '../../api/client';
import { fr } from '../../i18n/fr';
import { adoptServerRecord, flushUserData } from '../../session/userDataSync';
import { queueBadges } from '../../state/badges';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { refreshDueCounts } from '../memory/dueCounts';
import { createResultCache, resultKey } from './resultCache';
import { recordBody, type TrainingState } from './session';
import { startRegistered } from './sessionStart';

/** What became of recording a finished session. */
export type RecordOutcome =
  | { status: 'pending' }
  | { status: 'recorded'; session: TrainingSession; pointsAwarded: number; reason: NoPointsReason | null }
  | { status: 'failed'; message: string };

export interface FinishedTraining {
  state: TrainingState<unknown>;
  outcome: RecordOutcome;
}

/** Results shown again when the screen is reopened within 10 s. */
export const finishedResults = createResultCache<FinishedTraining>();

export function cacheKeyOf(state: TrainingState<unknown>): string {
  return resultKey(state.methodId, state.subjectId, state.chapterId);
}

/**
 * Sends the session to the server, which checks and scores it. Its answer updates the user
 * (points, badges), the data (sessions, progress) and queues the badge popups. Never rejects:
 * a failure gives the server's French message, and the local result stands without points.
 */
async function record(state: TrainingState<unknown>): Promise<RecordOutcome> {
  const userId = appStore.get(userAtom)?.id;
  try {
    // The server checks the questions against the saved cards: pending edits go first; and it
    // times the session from its registered start, so that registration goes first too.
    await Promise.all([flushUserData(), startRegistered(state.id)]);
    const response = await recordSession(recordBody(state));
    if (appStore.get(userAtom)?.id === userId) {
      queueBadges(response.newBadges);
      appStore.set(userAtom, response.user);
      adoptServerRecord(response.data);
      void refreshDueCounts();
    }
    return { status: 'recorded', session: response.session, pointsAwarded: response.pointsAwarded, reason: response.reason };
  } catch (error) {
    console.warn('[training] recording failed', error);
    return { status: 'failed', message: messageOf(error, fr.training.recordFailed) };
  }
}

/** Recordings under way by session id: a session is sent once even if asked twice. */
const recording = new Map<string, Promise<RecordOutcome>>();

/** A session just ended: keep its result for 10 s and record it. */
export function completeTraining(state: TrainingState<unknown>): Promise<RecordOutcome> {
  const running = recording.get(state.id);
  if (running) return running;
  const key = cacheKeyOf(state);
  const cached = finishedResults.get(key, Date.now());
  if (cached?.state.id === state.id && cached.outcome.status !== 'pending') return Promise.resolve(cached.outcome);
  finishedResults.set(key, { state, outcome: { status: 'pending' } }, Date.now());
  const done = record(state).then((outcome) => {
    finishedResults.update(key, (cached) => (cached.state.id === state.id ? { ...cached, outcome } : cached));
    recording.delete(state.id);
    return outcome;
  });
  recording.set(state.id, done);
  return done;
}
