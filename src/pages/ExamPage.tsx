import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { planOf } from '../../domain/badges';
import type { ExamsOverview } from '../../domain/exam/api';
import { EXAM_PLANS } from '../../domain/exam/rules';
import { PageHeader } from '../components/PageHeader';
import { StatusMessage } from '../components/StatusMessage';
import { fetchExams } from '../features/exam/api';
import { ExamComposer } from '../features/exam/ExamComposer';
import { ExamHistory } from '../features/exam/ExamHistory';
import { ExamLocked } from '../features/exam/ExamLocked';
import { examText } from '../i18n/exam';
import { useUserData } from '../session/userDataSync';
import { userAtom } from '../state/session';
import '../styles/exam.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; overview: ExamsOverview };

/**
 * « Mode examen » (/examen): Major and Champion compose an exam (or resume the running one); a
 * free plan sees the page locked with the offer. Below, the history and « À retravailler ».
 */
export function ExamPage() {
  const user = useAtomValue(userAtom);
  const data = useUserData();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const allowed = user !== null && EXAM_PLANS.includes(planOf(user.badges));

  useEffect(() => {
    let current = true;
    fetchExams().then(
      (overview) => current && setLoaded({ status: 'ready', overview }),
      () => current && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  const open = (id: string) => navigate(`/examen/${encodeURIComponent(id)}`);
  let body;
  if (loaded.status === 'loading') body = <StatusMessage tone="loading" message={examText.take.loading} />;
  else if (loaded.status === 'failed') body = <StatusMessage tone="warning" message={examText.take.failed} />;
  else {
    const { running } = loaded.overview;
    body = (
      <>
        {running ? (
          <section className="exam-running" data-testid="exam-running">
            <p>{examText.running.lead}</p>
            <Link className="btn btn--primary" to={`/examen/${encodeURIComponent(running.id)}`}>
              {examText.running.resume}
            </Link>
          </section>
        ) : allowed ? (
          data && <ExamComposer data={data} onStarted={open} />
        ) : (
          <ExamLocked />
        )}
        {/* A free plan's page is the offer, unless exams were taken under another plan. */}
        {(allowed || loaded.overview.exams.length > 0) && <ExamHistory overview={loaded.overview} data={data} />}
      </>
    );
  }
  return (
    <div className="page exam-page">
      <PageHeader eyebrow={examText.eyebrow} title={examText.title} lead={examText.lead} />
      {body}
    </div>
  );
}
