import { useEffect, useState } from 'react';
import type { AnswerCheck, AnswerResult } from '../../../domain/answers/check';
import type { MindMap } from '../../../domain/data/mindMaps';
import { completeTraining, type RecordOutcome } from '../training/record';
import { beginSession } from '../training/sessionStart';
import { newSessionId, type TrainingState, type TrainingTarget } from '../training/session';
import type { MindMapBlank } from '../../../domain/questions/blanks';
import { checkAnswers, finishedSession, mindMapQuestions, type MindMapQuestion } from './practiceSession';

export type PracticePhase = 'answer' | 'review' | 'result';

interface Run {
  id: string;
  questions: MindMapQuestion[];
  typed: Record<string, string>;
  verdicts: Record<string, AnswerResult> | null;
  startedAt: number;
  finished: TrainingState<MindMapBlank> | null;
  outcome: RecordOutcome | null;
}

function freshRun(target: TrainingTarget, map: MindMap | null): Run {
  return {
    id: newSessionId(target),
    questions: map ? mindMapQuestions(map) : [],
    typed: {},
    verdicts: null,
    startedAt: Date.now(),
    finished: null,
    outcome: null,
  };
}

/**
 * A mind-map practice session (part 2 §4): answer → review (Valider) → result (Terminer, recorded
 * by the shared training recorder), with its start registered and the realtime started/ended events.
 * `check` is the answer check of the chapter, as the server judges.
 */
export function useMindMapPractice(target: TrainingTarget, map: MindMap | null, check: AnswerCheck) {
  const [run, setRun] = useState(() => freshRun(target, map));
  const phase: PracticePhase = run.finished ? 'result' : run.verdicts ? 'review' : 'answer';

  const running = run.finished === null && run.questions.length > 0;
  const { id: sessionId, startedAt } = run;
  const { methodId, subjectId, chapterId } = target;
  useEffect(() => {
    if (!running) return;
    return beginSession({ sessionId, methodId, subjectId, chapterId, startedAt });
  }, [running, sessionId, methodId, subjectId, chapterId, startedAt]);

  const finished = run.finished;
  useEffect(() => {
    if (!finished) return;
    void completeTraining(finished).then((outcome) => setRun((current) => (current.id === finished.id ? { ...current, outcome } : current)));
  }, [finished]);

  return {
    phase,
    questions: run.questions,
    typed: run.typed,
    verdicts: run.verdicts,
    finished,
    outcome: run.outcome,
    type: (id: string, value: string) =>
      setRun((current) => (current.verdicts ? current : { ...current, typed: { ...current.typed, [id]: value } })),
    validate: () => setRun((current) => ({ ...current, verdicts: checkAnswers(current.questions, current.typed, check) })),
    finish: () =>
      setRun((current) =>
        current.finished ? current : { ...current, finished: finishedSession(target, current.id, current.questions, current.typed, current.startedAt, Date.now(), check) },
      ),
    restart: (next: MindMap | null) => setRun(freshRun(target, next)),
  };
}
