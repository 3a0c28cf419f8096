import { useCallback, useEffect, useState } from 'react';
import type { Point } from '../../../domain/data/zoning';
import { encodePlacement } from '../../../engine/zoning/placement';
import { sendSessionEnded, sendSessionStarted } from '../../realtime/sessionEvents';
import { completeTraining, finishedResults, type RecordOutcome } from '../training/record';
import { resultKey } from '../training/resultCache';
import { goNext, newSessionId, startTraining, typeAnswer, validateAnswer, type TrainingState, type TrainingTarget } from '../training/session';
import { placementCheck, type ZoningPrompt, type ZoningQuestion } from './practice';

function fresh(target: TrainingTarget, questions: ZoningQuestion[]): TrainingState<ZoningPrompt> {
  return startTraining(target, questions, newSessionId(target), Date.now());
}

/**
 * A zoning practice session on the shared training machine (features/training): the same
 * realtime events, recording, badge queue and 10 s result cache as every method. It differs from
 * `useTrainingSession` only in its answer — a placement, checked against the legend's zone.
 */
export function useZoningSession(target: TrainingTarget, questions: () => ZoningQuestion[]) {
  const [session, setSession] = useState(() => {
    const cached = finishedResults.get(resultKey(target.methodId, target.subjectId, target.chapterId), Date.now());
    return cached
      ? { state: cached.state as TrainingState<ZoningPrompt>, outcome: cached.outcome }
      : { state: fresh(target, questions()), outcome: null as RecordOutcome | null };
  });
  const { state, outcome } = session;

  const running = state.finishedAt === null && state.questions.length > 0;
  const { id: sessionId, methodId, subjectId, chapterId, startedAt } = state;
  useEffect(() => {
    if (!running) return;
    sendSessionStarted({ sessionId, methodId, subjectId, chapterId, startedAt });
    return () => sendSessionEnded({ sessionId });
  }, [running, sessionId, methodId, subjectId, chapterId, startedAt]);

  const apply = useCallback((change: (current: TrainingState<ZoningPrompt>) => TrainingState<ZoningPrompt>) => {
    setSession((current) => {
      const next = change(current.state);
      return next === current.state ? current : { ...current, state: next };
    });
  }, []);

  const ended = state.finishedAt !== null && outcome === null ? state : null;
  useEffect(() => {
    if (!ended) return;
    setSession((current) => (current.state.id === ended.id ? { ...current, outcome: { status: 'pending' } } : current));
    void completeTraining(ended).then((result) =>
      setSession((current) => (current.state.id === ended.id ? { ...current, outcome: result } : current)),
    );
  }, [ended]);

  return {
    state,
    outcome,
    /** Places (or moves, or with null removes) the marker of the current question, until it is validated. */
    place: (point: Point | null) => apply((s) => typeAnswer(s, point ? encodePlacement(point) : '')),
    validate: () => apply((s) => validateAnswer(s, placementCheck(s))),
    next: () => apply((s) => goNext(s, Date.now())),
    replay: () => setSession({ state: fresh(target, questions()), outcome: null }),
  };
}
