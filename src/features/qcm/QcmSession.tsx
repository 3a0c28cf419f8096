import { useEffect, useRef, useState } from 'react';
import type { QcmDraw, QcmQuestionView } from '../../../domain/qcm/api';
import { encodeTicked } from '../../../domain/qcm/judge';
import { messageOf } from '../../api/client';
import { fr } from '../../i18n/fr';
import { CardPromptView } from '../association/CardPromptView';
import type { RecordOutcome } from '../training/record';
import { currentEntry, currentIndex, type ReviewItem, type TrainingTarget } from '../training/session';
import { TrainingResults } from '../training/TrainingResults';
import { useTrainingSession } from '../training/useTrainingSession';
import { answerQcm } from './api';
import { letter, QcmQuestion, rightIndices, tickedOf, type AskedQcm } from './QcmQuestion';

/** The questions of a draw, as the training machine asks them: named by item, their right answers unknown until judged. */
const questionsOf = (draw: QcmDraw | null): AskedQcm[] =>
  (draw?.questions ?? []).map((view) => ({ cardId: view.itemId, answers: [], prompt: view, kind: 'choice' }));

/** How the results recall a question: the card, or where the zone or the text was. */
function recalled(question: AskedQcm) {
  const { prompt } = question.prompt;
  if (prompt.kind === 'card') return <CardPromptView prompt={prompt} compact />;
  if (prompt.kind === 'legend') return <p>{fr.qcm.recallLegend(prompt.title)}</p>;
  return <p>{fr.qcm.recallLabel(prompt.map.title)}</p>;
}

/**
 * The propositions of a question in the results, ticked and right ones marked. A question passed
 * without an answer learns its right propositions from the recorded session (the server's).
 */
function answered(item: ReviewItem<QcmQuestionView>, outcome: RecordOutcome | null) {
  const recorded = outcome?.status === 'recorded' ? outcome.session.questions.find((q) => q.cardId === item.question.cardId) : undefined;
  const known = item.question.answers.length > 0 ? item.question : { ...item.question, answers: recorded?.rightAnswer.split(' · ') ?? [] };
  const right = rightIndices(known);
  const ticked = tickedOf(item.userAnswer);
  return (
    <div className="qcm-review">
      <p className="qcm-review__ticked">
        {fr.qcm.ticked} : {ticked.length > 0 ? ticked.map(letter).join(', ') : fr.qcm.none}
      </p>
      <ol className="qcm-review__propositions">
        {item.question.prompt.propositions.map((text, i) => (
          <li key={i} className={right.includes(i) ? 'qcm-review__right' : ticked.includes(i) ? 'qcm-review__wrong' : undefined}>
            <span aria-hidden="true">{letter(i)}. </span>
            {text}
            {right.includes(i) ? ` ✓ ${fr.qcm.rightMark}` : ticked.includes(i) ? ` ✗ ${fr.qcm.wrongMark}` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}

interface QcmSessionProps {
  target: TrainingTarget;
  /** The questions the server drew; null when a session of the chapter resumes (or its results show again). */
  draw: QcmDraw | null;
  /** Draws the next session, for « Rejouer ». */
  redraw: () => Promise<QcmDraw>;
  /** The session to resume is gone (ended elsewhere, expired): a new one is to be drawn. */
  onLost: () => void;
  onBack: () => void;
}

/**
 * A QCM session on the shared training machine (start registered, resumed after a reload,
 * recorded, results): each answer is sent to the server, which judges it and only then tells the
 * right propositions; the session is recorded from the answers it judged.
 */
export function QcmSession({ target, draw, redraw, onLost, onBack }: QcmSessionProps) {
  const drawn = useRef(draw);
  const session = useTrainingSession(target, () => questionsOf(drawn.current), undefined, () => drawn.current?.sessionId);
  const { state } = session;
  const index = currentIndex(state);
  const [judging, setJudging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [replaying, setReplaying] = useState(false);
  useEffect(() => setNotice(null), [index, state.id]);
  const lost = !session.restoring && state.questions.length === 0;
  useEffect(() => {
    if (lost) onLost();
  }, [lost, onLost]);

  const entry = currentEntry(state);
  const question = state.questions[index];

  function toggle(choice: number) {
    if (!entry || !question || entry.validated || judging) return;
    const before = tickedOf(entry.userAnswer);
    const ticked = question.prompt.format === 'qru' ? [choice] : before.includes(choice) ? before.filter((i) => i !== choice) : [...before, choice];
    session.type(ticked.length > 0 ? encodeTicked(ticked) : '');
    setNotice(null);
  }

  function validate() {
    if (!entry || !question || entry.validated || judging) return;
    const ticked = tickedOf(entry.userAnswer);
    if (ticked.length === 0) return setNotice(fr.qcm.tickFirst);
    setJudging(true);
    const asked = index;
    answerQcm({ sessionId: state.id, index: question.prompt.index, ticked })
      .then(
        (judgement) => session.settle(asked, { verdict: judgement.verdict, answers: judgement.right.map((i) => question.prompt.propositions[i]!) }),
        (error: unknown) => setNotice(messageOf(error, fr.qcm.judgeFailed)),
      )
      .finally(() => setJudging(false));
  }

  /** « Passer », or « Terminer » before validating: the question goes unanswered. */
  function skip() {
    session.type('');
    session.next();
  }

  async function replay() {
    if (replaying) return;
    setReplaying(true);
    try {
      drawn.current = await redraw();
      session.replay();
    } catch (error) {
      setNotice(messageOf(error, fr.qcm.failed));
    } finally {
      setReplaying(false);
    }
  }

  if (state.finishedAt !== null) {
    return (
      <>
        {notice && (
          <p className="form-error" role="alert">
            {notice}
          </p>
        )}
        <TrainingResults
          state={state}
          outcome={session.outcome}
          renderPrompt={recalled}
          renderAnswer={(item) => answered(item, session.outcome)}
          onReplay={() => void replay()}
          onBack={onBack}
        />
      </>
    );
  }
  return (
    <QcmQuestion
      state={state}
      judging={judging}
      notice={notice}
      onToggle={toggle}
      onValidate={validate}
      onNext={session.next}
      onSkip={skip}
    />
  );
}
