import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { QCM_METHOD_ID } from '../../domain/data/sessions';
import { messages } from '../../domain/messages';
import type { QcmDraw } from '../../domain/qcm/api';
import { messageOf } from '../api/client';
import { useChapterContext } from '../app/guards/RequireChapter';
import { MethodScreenHeader } from '../components/MethodScreenHeader';
import { StatusMessage } from '../components/StatusMessage';
import { methodScreenPath } from '../features/methods/catalogue';
import { drawQcm } from '../features/qcm/api';
import { QcmSession } from '../features/qcm/QcmSession';
import { finishedResults } from '../features/training/record';
import { resultKey } from '../features/training/resultCache';
import { runningTraining } from '../features/training/resume';
import { newSessionId, type TrainingTarget } from '../features/training/session';
import { useBackToPicker } from '../features/training/useBackToPicker';
import { fr } from '../i18n/fr';
import { flushUserData } from '../session/userDataSync';
import '../styles/study.css';
import '../styles/training.css';
import '../styles/exam.css';
import '../styles/qcm.css';

type Prepared = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'empty' } | { status: 'ready'; draw: QcmDraw | null };

/** A new draw from the server, over the chapter as this device last saved it. */
async function newDraw(target: TrainingTarget): Promise<QcmDraw> {
  await flushUserData();
  return drawQcm({ sessionId: newSessionId(target), subjectId: target.subjectId, chapterId: target.chapterId });
}

/**
 * What the screen opens on: the results shown again within 10 s, or the session of this chapter
 * left running on the device (null: the training machine takes them up); otherwise a new draw.
 */
async function prepare(target: TrainingTarget, resume: boolean): Promise<QcmDraw | null> {
  if (resume) {
    const cached = finishedResults.get(resultKey(target.methodId, target.subjectId, target.chapterId), Date.now());
    if (cached || (await runningTraining(target))) return null;
  }
  return newDraw(target);
}

/**
 * QCM training (issue 49): up to 20 QRU/QRM drawn by the server from the chapter's cards, boards
 * and maps, each answer judged by the server, then the results. A chapter too small for a QCM
 * says so, with a way to add cards or pick another chapter.
 */
export function QcmTrainPage() {
  const { subject, chapter } = useChapterContext();
  const target = useMemo(() => ({ methodId: QCM_METHOD_ID, subjectId: subject.id, chapterId: chapter.id }) as const, [subject.id, chapter.id]);
  const back = useBackToPicker(target);
  const [prepared, setPrepared] = useState<Prepared>({ status: 'loading' });
  // Each attempt prepares the screen again; after the first, with a new draw.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setPrepared({ status: 'loading' });
    prepare(target, attempt === 0).then(
      (draw) => current && setPrepared({ status: 'ready', draw }),
      (error: unknown) => {
        if (!current) return;
        const message = messageOf(error, fr.qcm.failed);
        setPrepared(message === messages.qcmNothingToAsk ? { status: 'empty' } : { status: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [target, attempt]);

  const redraw = useCallback(() => newDraw(target), [target]);
  const drawAgain = useCallback(() => setAttempt((n) => n + 1), []);

  let body;
  if (prepared.status === 'loading') {
    body = <StatusMessage tone="loading" message={fr.qcm.loading} />;
  } else if (prepared.status === 'failed') {
    body = (
      <StatusMessage tone="warning" message={prepared.message}>
        <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
          {fr.qcm.retry}
        </button>
      </StatusMessage>
    );
  } else if (prepared.status === 'empty') {
    body = (
      <div className="empty-state" data-testid="qcm-empty">
        <span className="empty-state__icon" aria-hidden="true">
          ✅
        </span>
        <p className="empty-state__title">{fr.qcm.emptyTitle}</p>
        <p className="empty-state__hint">{messages.qcmNothingToAsk}</p>
        <div className="empty-state__actions">
          <Link className="btn btn--primary" to={methodScreenPath('association', 'manage', subject.id, chapter.id) ?? '/pick'}>
            {fr.qcm.toCards}
          </Link>
          <Link className="btn btn--ghost" to="/pick">
            {fr.qcm.toPick}
          </Link>
        </div>
      </div>
    );
  } else {
    body = (
      <QcmSession key={attempt} target={target} draw={prepared.draw} redraw={redraw} onLost={drawAgain} onBack={back} />
    );
  }

  return (
    <div className="page page--narrow">
      <MethodScreenHeader method={fr.methods.qcm} mode="train" />
      {body}
    </div>
  );
}
