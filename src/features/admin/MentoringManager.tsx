import { useEffect, useState, type FormEvent } from 'react';
import { MENTORING_LIMITS, type AdminMentoring } from '../../../domain/mentoring';
import { messageOf } from '../../api/client';
import { perksText } from '../../i18n/perks';
import { showToast } from '../../state/toasts';
import { assignMentor, fetchAdminMentoring, grantMentorMark, revokeMentorMark } from '../mentoring/api';

const text = perksText.mentoringAdmin;

/** One waiting request: its mentee, and the mentor to give them. */
function AssignRow({ request, mentors, onDone }: { request: AdminMentoring['requests'][number]; mentors: AdminMentoring['mentors']; onDone: (next: AdminMentoring) => void }) {
  const [mentorId, setMentorId] = useState('');
  return (
    <li className="admin-list__item" data-testid="mentor-request">
      <div className="admin-list__main">
        <strong>{request.menteeName}</strong>
        <span className="admin-list__meta">
          {' '}
          · {request.studyYear} · {request.goals}
        </span>
      </div>
      {request.mentorName ? (
        <span className="admin-tag admin-tag--on">{text.assignedTo(request.mentorName)}</span>
      ) : (
        <div className="admin-inline">
          <select aria-label={text.chooseMentor(request.menteeName)} value={mentorId} onChange={(event) => setMentorId(event.target.value)}>
            <option value="">{text.choose}</option>
            {mentors.map((mentor) => (
              <option key={mentor.userId} value={mentor.userId}>
                {mentor.username}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn--primary btn--sm"
            disabled={mentorId === ''}
            onClick={() => void assignMentor(request.id, mentorId).then(onDone, (failure: unknown) => showToast(messageOf(failure, text.assignFailed), 'error'))}
          >
            {text.assign}
          </button>
        </div>
      )}
    </li>
  );
}

/** /admin « Parrainage »: the « parrain » mark (never self-granted, the server checks), the mentors and the requests to assign. */
export function MentoringManager() {
  const [state, setState] = useState<AdminMentoring | null | 'failed'>(null);
  const [username, setUsername] = useState('');
  useEffect(() => {
    fetchAdminMentoring().then(setState, () => setState('failed'));
  }, []);

  async function grant(event: FormEvent) {
    event.preventDefault();
    try {
      setState(await grantMentorMark(username));
      setUsername('');
    } catch (failure) {
      showToast(messageOf(failure, text.grantFailed), 'error');
    }
  }

  return (
    <section className="admin-section" aria-labelledby="admin-mentoring" data-testid="admin-mentoring">
      <h2 id="admin-mentoring" className="admin-section__title">
        {text.title}
      </h2>
      <p className="admin-list__meta">{text.lead}</p>
      {state === null && <p className="admin-empty">{text.loading}</p>}
      {state === 'failed' && <p className="admin-error" role="alert">{text.failed}</p>}
      {state !== null && state !== 'failed' && (
        <div className="admin-columns">
          <div>
            <form className="admin-form" onSubmit={(event) => void grant(event)}>
              <label>
                {text.grantLabel}
                <input required value={username} maxLength={MENTORING_LIMITS.username} onChange={(event) => setUsername(event.target.value)} />
              </label>
              <div className="admin-inline">
                <button type="submit" className="btn btn--primary btn--sm" disabled={username.trim() === ''}>
                  {text.grant}
                </button>
              </div>
            </form>
            <h3>{text.mentorsTitle}</h3>
            {state.mentors.length === 0 && <p className="admin-empty">{text.noMentors}</p>}
            <ul className="admin-list">
              {state.mentors.map((mentor) => (
                <li key={mentor.userId} className="admin-list__item">
                  <span className="admin-list__main">
                    <strong>{mentor.username}</strong> <span className="admin-list__meta">· {text.mentees(mentor.mentees)}</span>
                  </span>
                  <button
                    type="button"
                    className="btn btn--ghost btn--sm"
                    onClick={() => void revokeMentorMark(mentor.userId).then(setState, (failure: unknown) => showToast(messageOf(failure, text.revokeFailed), 'error'))}
                  >
                    {text.revoke}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{text.requestsTitle}</h3>
            {state.requests.length === 0 && <p className="admin-empty">{text.noRequests}</p>}
            <ul className="admin-list">
              {state.requests.map((request) => (
                <AssignRow key={request.id} request={request} mentors={state.mentors} onDone={setState} />
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
