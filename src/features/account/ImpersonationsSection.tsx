import { useEffect, useState } from 'react';
import type { AccountImpersonation } from '../../../domain/account';
import { fr } from '../../i18n/fr';
import { formatDateTime } from '../../lib/format';
import { fetchImpersonations } from './api';

const text = fr.accountPage.impersonations;

/** Transparency: every time an administrator signed in as the user, newest first (never who). */
export function ImpersonationsSection() {
  const [visits, setVisits] = useState<AccountImpersonation[] | 'loading' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    fetchImpersonations()
      .then((answer) => live && setVisits(answer.impersonations))
      .catch(() => live && setVisits('failed'));
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="account-section" aria-labelledby="impersonations-title" data-testid="account-impersonations">
      <h2 id="impersonations-title" className="account-section__title">
        {text.title}
      </h2>
      <p className="account-section__lead">{text.lead}</p>
      {visits === 'loading' && <p className="account-section__hint">{text.loading}</p>}
      {visits === 'failed' && (
        <p className="field-error" role="alert">
          {text.failed}
        </p>
      )}
      {Array.isArray(visits) &&
        (visits.length === 0 ? (
          <p className="account-section__hint">{text.none}</p>
        ) : (
          <ul className="account-visits">
            {visits.map((visit) => (
              <li key={visit.startedAt}>{text.entry(formatDateTime(visit.startedAt))}</li>
            ))}
          </ul>
        ))}
    </section>
  );
}
