import type { Point } from '../../../domain/data/zoning';
import { encodePlacement } from '../../../domain/questions/placement';
import type { TrainingTarget } from '../training/session';
import { useTrainingSession } from '../training/useTrainingSession';
import { zoningCheck, type ZoningQuestion } from './practice';

/**
 * A zoning practice session on the shared training machine (features/training): the same
 * realtime events, recording, badge queue and 10 s result cache as every method. Its answer is a
 * placement, checked against the legend's zone, or with « Nommer la zone » the legend's label, typed.
 */
export function useZoningSession(target: TrainingTarget, questions: () => ZoningQuestion[]) {
  const session = useTrainingSession(target, questions, zoningCheck);
  return {
    ...session,
    /** Places (or moves, or with null removes) the marker of the current question, until it is validated. */
    place: (point: Point | null) => session.type(point ? encodePlacement(point) : ''),
  };
}
