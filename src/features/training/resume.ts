import { deleteLocal, localKey, readLocal, writeLocal } from '../../offline/localStore';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import type { TrainingState, TrainingTarget } from './session';

/**
 * A training session in progress outlives a reload (issue 18): its state (questions in their
 * order, answers so far, start time) is kept on the device for the signed-in student, one per
 * method and chapter, and dropped once the session ends.
 */
const nameOf = (target: TrainingTarget) => `training:${target.methodId}:${target.subjectId}:${target.chapterId}`;

function key(target: TrainingTarget): string | null {
  const userId = appStore.get(userAtom)?.id;
  return userId ? localKey(userId, nameOf(target)) : null;
}

export function keepTraining(state: TrainingState<unknown>): void {
  const at = key(state);
  if (!at) return;
  void (state.finishedAt === null ? writeLocal('training', at, state) : deleteLocal('training', at));
}

/** The session of `target` left running on this device, if any. */
export async function runningTraining<P>(target: TrainingTarget): Promise<TrainingState<P> | null> {
  const at = key(target);
  const stored = at ? await readLocal<TrainingState<P>>('training', at) : undefined;
  return stored && stored.finishedAt === null && stored.questions.length > 0 ? stored : null;
}

export function dropTraining(target: TrainingTarget): void {
  const at = key(target);
  if (at) void deleteLocal('training', at);
}
