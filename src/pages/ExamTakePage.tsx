import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ExamState } from '../../domain/exam/api';
import { PageHeader } from '../components/PageHeader';
import { StatusMessage } from '../components/StatusMessage';
import { messageOf } from '../api/client';
import { fetchExam } from '../features/exam/api';
import { ExamResult } from '../features/exam/ExamResult';
import { ExamTaking } from '../features/exam/ExamTaking';
import { examText } from '../i18n/exam';
import { useUserData } from '../session/userDataSync';
import '../styles/exam.css';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; exam: ExamState };

/** How long to wait before asking again whether the server has handed in an exam whose time is up. */
const POLL_MS = 2_000;

/** /examen/:examId: the running exam on the server's clock (a reload resumes it), then its result and correction. */
export function ExamTakePage() {
  const { examId = '' } = useParams();
  const data = useUserData();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      setLoaded({ status: 'ready', exam: await fetchExam(examId) });
    } catch (failure) {
      setLoaded({ status: 'failed', message: messageOf(failure, examText.take.failed) });
    }
  }, [examId]);

  useEffect(() => {
    void load();
  }, [load]);

  // Time up: the server hands the exam in; until it has, ask again.
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      fetchExam(examId).then((exam) => {
        if (exam.status === 'submitted') {
          setWaiting(false);
          setLoaded({ status: 'ready', exam });
        }
      }, () => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, examId]);

  const onFinished = useCallback(
    (state: ExamState | null) => {
      if (state) return setLoaded({ status: 'ready', exam: state });
      fetchExam(examId).then(
        (exam) => (exam.status === 'submitted' ? setLoaded({ status: 'ready', exam }) : setWaiting(true)),
        () => setWaiting(true),
      );
    },
    [examId],
  );

  let body;
  if (loaded.status === 'loading') body = <StatusMessage tone="loading" message={examText.take.loading} />;
  else if (loaded.status === 'failed') {
    body = (
      <StatusMessage tone="warning" message={loaded.message}>
        <Link className="btn btn--primary" to="/examen">
          {examText.result.back}
        </Link>
      </StatusMessage>
    );
  } else if (loaded.exam.status === 'running') body = <ExamTaking key={loaded.exam.id} exam={loaded.exam} onFinished={onFinished} />;
  else body = <ExamResult exam={loaded.exam} data={data} />;
  return (
    <div className="page exam-page">
      <PageHeader eyebrow={examText.title} title={loaded.status === 'ready' && loaded.exam.status === 'submitted' ? examText.result.title : examText.eyebrow} />
      {body}
    </div>
  );
}
