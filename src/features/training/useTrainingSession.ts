import { useCallback, useEffect, useState } from 'react';
import { completeTraining, finishedResults, type RecordOutcome } from './record';
import { resultKey } from './resultCache';
import { dropTraining, keepTraining, runningTraining } from './resume';
import { beginSession } from './sessionStart';
import {
  goNext,
  newSessionId,
  settleAnswer,
  startTraining,
  typeAnswer,
  validateAnswer,
  type AnswerCheck,
  type Question,
  type TrainingState,
  type TrainingTarget,
} from './session';

/** A new session over `questions` in the order given: each screen decides it (shuffled, or in the board's order). */
function fresh<P>(target: TrainingTarget, questions: Question<P>[], id: string = newSessionId(target)): TrainingState<P> {
  return startTraining(target, questions, id, Date.now());
}

/**
 * Runs a training session on a screen, for any method: the questions (in the order `questions` gives), the start
 * registered with the server and the realtime 'session:started'/'session:ended' events, the
 * recording at the end, the 10 s result cache and replay. `questions` is read when a session starts (and again on replay). `check` judges the
 * current answer where typing the right text is not the rule (a placement on a diagram…). `drawnId`
 * names a new session when the server has named it already (a QCM it drew); a new id otherwise.
 */
export function useTrainingSession<P>(
  target: TrainingTarget,
  questions: () => Question<P>[],
  check?: (state: TrainingState<P>) => AnswerCheck,
  drawnId?: () => string | undefined,
) {
  const [session, setSession] = useState(() => {
    const cached = finishedResults.get(resultKey(target.methodId, target.subjectId, target.chapterId), Date.now());
    return cached
      ? { state: cached.state as TrainingState<P>, outcome: cached.outcome }
      : { state: fresh(target, questions(), drawnId?.()), outcome: null as RecordOutcome | null };
  });
  const { state, outcome } = session;

  // A session of this chapter left running on the device (a reload) resumes where it was; until
  // that is known, the new one does not start.
  const [restoring, setRestoring] = useState(() => session.outcome === null);
  const { methodId: targetMethod, subjectId: targetSubject, chapterId: targetChapter } = target;
  useEffect(() => {
    if (!restoring) return;
    let current = true;
    void runningTraining<P>({ methodId: targetMethod, subjectId: targetSubject, chapterId: targetChapter }).then((stored) => {
      if (!current) return;
      if (stored) setSession({ state: stored, outcome: null });
      setRestoring(false);
    });
    return () => {
      current = false;
    };
  }, [restoring, targetMethod, targetSubject, targetChapter]);
  useEffect(() => {
    if (!restoring) keepTraining(state);
  }, [restoring, state]);

  // The start is registered (and 'session:started' sent) while a session runs; 'session:ended'
  // when it ends or the screen is left.
  const running = !restoring && state.finishedAt === null && state.questions.length > 0;
  const { id: sessionId, methodId, subjectId, chapterId, startedAt } = state;
  useEffect(() => {
    if (!running) return;
    return beginSession({ sessionId, methodId, subjectId, chapterId, startedAt });
  }, [running, sessionId, methodId, subjectId, chapterId, startedAt]);

  const apply = useCallback((change: (current: TrainingState<P>) => TrainingState<P>) => {
    setSession((current) => {
      const next = change(current.state);
      return next === current.state ? current : { ...current, state: next };
    });
  }, []);

  // The moment a session ends it is recorded; the answer arrives even if the screen was left, and
  // a screen reopened while it is on its way follows the same recording.
  const ended = state.finishedAt !== null && (outcome === null || outcome.status === 'pending') ? state : null;
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
    /** A session of this chapter left on the device is being looked for: the one shown may give way to it. */
    restoring,
    type: (text: string) => apply((s) => typeAnswer(s, text)),
    validate: () => apply((s) => validateAnswer(s, check?.(s))),
    /** The verdict the server gave on question `index`, with its right answers (`settleAnswer`). */
    settle: (index: number, result: Parameters<typeof settleAnswer>[2]) => apply((s) => settleAnswer(s, index, result)),
    next: () => apply((s) => goNext(s, Date.now())),
    replay: () => {
      dropTraining(target);
      setSession({ state: fresh(target, questions(), drawnId?.()), outcome: null });
    },
  };
}
