import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ExamSummary } from '../../domain/exam/api';
import type { MenteeStats, MentoringOverview } from '../../domain/mentoring';
import { isStatus } from '../api/client';
import { StatusMessage } from '../components/StatusMessage';
import { PageHeader } from '../components/PageHeader';
import { fetchMenteeStats, fetchMentoring } from '../features/mentoring/api';
import { MentoringThread } from '../features/mentoring/MentoringThread';
import { formatGrade } from '../features/exam/format';
import { formatSessionDate } from '../features/stats/format';
import { StatsBlock } from '../features/stats/StatsBlock';
import { examText } from '../i18n/exam';
import { perksText } from '../i18n/perks';
import { threadEventAtom } from '../state/threads';
import '../styles/exam.css';
import '../styles/support.css';

const text = perksText.mentoring;

/** The mentee's exam grades, latest first: date, chapters (named by the shared subjects), grade. */
function MenteeExams({ exams, subjects }: Pick<MenteeStats, 'exams' | 'subjects'>) {
  const chapter = (c: ExamSummary['chapters'][number]) =>
    subjects.find((s) => s.id === c.subjectId)?.chapters.find((ch) => ch.id === c.chapterId)?.name ?? examText.unknownChapter;
  return (
    <div data-testid="mentee-exams">
      <h3 className="help-section__title">{text.examsTitle}</h3>
      {exams.length === 0 ? (
        <p className="help-section__hint">{text.noExams}</p>
      ) : (
        <ul className="exam-history">
          {exams.map((exam) => (
            <li key={exam.id} className="exam-history__item">
              <div className="exam-history__main">
                <span className="exam-history__date">{formatSessionDate(exam.submittedAt)}</span>
                <span className="exam-history__chapters">{exam.chapters.map(chapter).join(' · ')}</span>
                <span className="exam-history__count">{examText.history.questions(exam.total)}</span>
              </div>
              <strong className="exam-history__grade">
                {formatGrade(exam.grade)} {examText.result.outOf}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Stats = { status: 'loading' } | { status: 'hidden' } | { status: 'failed' } | { status: 'ready'; stats: MenteeStats };

/** /parrainage/filleuls/:menteeId: the mentor's view of one mentee — their thread and, while shared, their statistics, read-only. */
export function MenteePage() {
  const { menteeId = '' } = useParams();
  const [overview, setOverview] = useState<MentoringOverview | null | 'failed'>(null);
  const [stats, setStats] = useState<Stats>({ status: 'loading' });
  // A change of the share is not announced: the thread's events and a reload ask again.
  const changed = useAtomValue(threadEventAtom).seq;

  useEffect(() => {
    let live = true;
    fetchMentoring().then(
      (answer) => live && setOverview(answer),
      () => live && setOverview('failed'),
    );
    fetchMenteeStats(menteeId).then(
      (answer) => live && setStats({ status: 'ready', stats: answer }),
      (error: unknown) => live && setStats({ status: isStatus(error, 403) ? 'hidden' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [menteeId, changed]);

  const mentee = overview && overview !== 'failed' ? overview.mentees.find((m) => m.menteeId === menteeId) : undefined;
  const back = (
    <p>
      <Link to="/parrainage" className="btn btn--ghost btn--sm">
        ← {text.back}
      </Link>
    </p>
  );
  if (overview === null) return <div className="page help-page">{back}<StatusMessage tone="loading" message={text.loading} /></div>;
  if (!mentee || !mentee.threadId) return <div className="page help-page">{back}<StatusMessage tone="warning" message={overview === 'failed' ? text.failed : text.menteeMissing} /></div>;
  return (
    <div className="page help-page">
      {back}
      <PageHeader title={text.menteeTitle(mentee.menteeName)} lead={`${mentee.studyYear} · ${mentee.goals}`} />
      <MentoringThread id={mentee.threadId} title={text.threadTitle} />
      <section className="help-section" aria-labelledby="mentee-stats" data-testid="mentee-stats">
        <h2 id="mentee-stats" className="help-section__title">
          {text.statsTitle}
        </h2>
        {stats.status === 'loading' && <p className="help-section__hint">{text.loading}</p>}
        {stats.status === 'hidden' && <p className="help-section__hint">{text.statsHidden}</p>}
        {stats.status === 'failed' && <p className="field-error">{text.failed}</p>}
        {stats.status === 'ready' && (
          <>
            <StatsBlock sessions={stats.stats.sessions} subjects={stats.stats.subjects} memory={{ status: 'loaded', stats: stats.stats.memory }} />
            <MenteeExams exams={stats.stats.exams} subjects={stats.stats.subjects} />
          </>
        )}
      </section>
    </div>
  );
}
