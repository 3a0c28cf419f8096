import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { messageOf } from '../api/client';
import { joinDuel } from '../features/duels/api';
import { duelPath } from '../features/duels/paths';
import { duelsText } from '../i18n/duels';
import '../styles/duels.css';

/**
 * /duels/rejoindre/:code, the invitation link: says which duel it is and joins it on « Rejoindre »
 * (a live duel's first question shows at once, so not before the user is ready). Every plan may accept.
 */
export function DuelJoinPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const text = duelsText.join;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      const duel = await joinDuel(code);
      void navigate(duelPath(duel.id), { replace: true, state: { duel } });
    } catch (failure) {
      setError(messageOf(failure, text.failed));
      setBusy(false);
    }
  };
  return (
    <div className="page page--narrow duels-page">
      <PageHeader eyebrow={duelsText.title} title={text.invited} />
      <section className="duel-panel duel-join-invite" aria-label={text.title}>
        <p className="duel-invite__message">
          {duelsText.invite.message('')}
          <strong className="duel-invite__code">{code.toUpperCase()}</strong>
        </p>
        <p>{text.invitedLead}</p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="duel-setup__actions">
          <button type="button" className="btn btn--primary btn--lg" disabled={busy} onClick={() => void join()} autoFocus>
            {busy ? text.joining : text.submit}
          </button>
          <Link className="btn btn--ghost btn--lg" to="/duels">
            {duelsText.back}
          </Link>
        </div>
      </section>
    </div>
  );
}
