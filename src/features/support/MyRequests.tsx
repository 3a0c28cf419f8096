import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { SupportRequestSummary } from '../../../domain/support';
import { perksText } from '../../i18n/perks';
import { helpText } from '../../i18n/help';
import { threadEventAtom, threadReadsAtom } from '../../state/threads';
import { fetchSupportRequests } from './api';
import { StatusTag } from './SupportThread';

const text = perksText.support;
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** The student's requests, newest first, with their status and unread answers; live. */
export function MyRequests() {
  const id = useId();
  const [requests, setRequests] = useState<SupportRequestSummary[] | null | 'failed'>(null);
  const changed = useAtomValue(threadEventAtom).seq + useAtomValue(threadReadsAtom);
  useEffect(() => {
    let live = true;
    fetchSupportRequests().then(
      (answer) => live && setRequests(answer.requests),
      () => live && setRequests((current) => (Array.isArray(current) ? current : 'failed')),
    );
    return () => {
      live = false;
    };
  }, [changed]);

  return (
    <section className="help-section" aria-labelledby={`${id}-title`} data-testid="my-requests">
      <h2 id={`${id}-title`} className="help-section__title">
        {text.requestsTitle}
      </h2>
      {requests === null && <p className="help-section__hint">{text.requestsLoading}</p>}
      {requests === 'failed' && (
        <p className="field-error" role="alert">
          {text.requestsFailed}
        </p>
      )}
      {Array.isArray(requests) && requests.length === 0 && <p className="help-section__hint">{text.requestsEmpty}</p>}
      {Array.isArray(requests) && requests.length > 0 && (
        <ul className="request-list">
          {requests.map((request) => (
            <li key={request.id}>
              <Link to={`/aide/demandes/${encodeURIComponent(request.id)}`} className="request-list__item">
                <span className="request-list__subject">{request.subject}</span>
                <StatusTag status={request.status} />
                {request.unread > 0 && <span className="nav-count">{helpText.unread(request.unread)}</span>}
                <time className="request-list__when" dateTime={request.updatedAt}>
                  {day.format(new Date(request.updatedAt))}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
