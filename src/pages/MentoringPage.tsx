import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { planOf } from '../../domain/badges';
import { MENTORING_LIMITS, type MentoringOverview } from '../../domain/mentoring';
import { messageOf } from '../api/client';
import { PageHeader } from '../components/PageHeader';
import { StatusMessage } from '../components/StatusMessage';
import { PlanLocked } from '../features/billing/PlanLocked';
import { askMentor, fetchMentoring, shareStats } from '../features/mentoring/api';
import { MentoringThread } from '../features/mentoring/MentoringThread';
import { perksText } from '../i18n/perks';
import { userAtom } from '../state/session';
import '../styles/support.css';

const text = perksText.mentoring;

function AskForm({ onDone }: { onDone: (next: MentoringOverview) => void }) {
  const [studyYear, setStudyYear] = useState('');
  const [goals, setGoals] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onDone(await askMentor({ studyYear, goals }));
    } catch (failure) {
      setError(messageOf(failure, text.askFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="help-section" aria-labelledby="mentoring-ask">
      <h2 id="mentoring-ask" className="help-section__title">
        {text.askTitle}
      </h2>
      <form className="thread-composer" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span className="field__label">{text.studyYear}</span>
          <input className="input" required value={studyYear} maxLength={MENTORING_LIMITS.studyYear} placeholder={text.studyYearHint} onChange={(event) => setStudyYear(event.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">{text.goals}</span>
          <textarea className="input" required rows={4} value={goals} maxLength={MENTORING_LIMITS.goals} placeholder={text.goalsHint} onChange={(event) => setGoals(event.target.value)} />
        </label>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy || studyYear.trim() === '' || goals.trim() === ''}>
          {busy ? text.asking : text.ask}
        </button>
      </form>
    </section>
  );
}

/** The mentee's side: the request, then the mentor, the share toggle and the private thread. */
function MenteeSide({ overview, onChange }: { overview: MentoringOverview; onChange: (next: MentoringOverview) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const request = overview.request;
  if (!request) return <AskForm onDone={onChange} />;
  if (!request.mentorName || !request.threadId) return <p className="help-section help-section__hint">{text.waiting}</p>;

  async function toggle(shared: boolean) {
    setBusy(true);
    setError(null);
    try {
      onChange(await shareStats(shared));
    } catch (failure) {
      setError(messageOf(failure, text.shareFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <section className="help-section" aria-labelledby="mentoring-mentor">
        <h2 id="mentoring-mentor" className="help-section__title">
          {text.yourMentor(request.mentorName)}
        </h2>
        <label className="display-editor__toggle">
          <input type="checkbox" checked={request.statsShared} disabled={busy} onChange={(event) => void toggle(event.target.checked)} />
          <span>{text.share}</span>
        </label>
        <p className="help-section__hint">{text.shareHint}</p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </section>
      <MentoringThread id={request.threadId} title={text.threadTitle} />
    </>
  );
}

/** The mentor's page: their mentees. */
function MentorSide({ overview }: { overview: MentoringOverview }) {
  return (
    <section className="help-section" aria-labelledby="mentoring-mentees" data-testid="mentees">
      <h2 id="mentoring-mentees" className="help-section__title">
        {text.menteesTitle}
      </h2>
      {overview.mentees.length === 0 ? (
        <p className="help-section__hint">{text.menteesEmpty}</p>
      ) : (
        <ul className="request-list">
          {overview.mentees.map((mentee) => (
            <li key={mentee.menteeId}>
              <Link to={`/parrainage/filleuls/${encodeURIComponent(mentee.menteeId)}`} className="request-list__item">
                <span className="request-list__subject">{mentee.menteeName}</span>
                <span className="request-list__when">{mentee.studyYear}</span>
                <span className={`thread-status thread-status--${mentee.statsShared ? 'resolved' : 'open'}`}>{mentee.statsShared ? text.sharing : text.notSharing}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /parrainage (issue 51): a Champion's request and mentor; a mentor's mentees. */
export function MentoringPage() {
  const user = useAtomValue(userAtom);
  const [overview, setOverview] = useState<MentoringOverview | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    fetchMentoring().then(
      (answer) => live && setOverview(answer),
      () => live && setOverview('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  const header = <PageHeader title={text.title} lead={text.lead} />;
  let body;
  if (overview === null) body = <StatusMessage tone="loading" message={text.loading} />;
  else if (overview === 'failed') body = <StatusMessage tone="warning" message={text.failed} />;
  else {
    body = (
      <>
        {overview.isMentor && <MentorSide overview={overview} />}
        {overview.included ? (
          <MenteeSide overview={overview} onChange={setOverview} />
        ) : (
          !overview.isMentor && user && <PlanLocked what={text.what} plan={planOf(user.badges)} needed="champion" />
        )}
      </>
    );
  }
  return (
    <div className="page page--narrow help-page">
      {header}
      {body}
    </div>
  );
}
