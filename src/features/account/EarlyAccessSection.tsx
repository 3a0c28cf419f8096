import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { FEATURES } from '../../../domain/features';
import { planOf } from '../../../domain/badges';
import { messageOf } from '../../api/client';
import { perksText } from '../../i18n/perks';
import { userAtom } from '../../state/session';
import { PlanLocked } from '../billing/PlanLocked';
import { saveEarlyAccess } from '../flags/api';
import { useFeatures } from '../flags/useFeatures';

const text = perksText.earlyAccess;
const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

/** « Accès anticipé » on /account: the opt-in of Major and Champion users and what is in early access now. */
export function EarlyAccessSection() {
  const user = useAtomValue(userAtom);
  const { loaded, replace } = useFeatures();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const early = loaded.status === 'ready' ? FEATURES.filter((f) => loaded.features.features.some((s) => s.id === f.id && s.state === 'early')) : [];

  async function toggle(enabled: boolean) {
    setSaving(true);
    setError(null);
    try {
      replace(await saveEarlyAccess(enabled));
    } catch (failure) {
      setError(messageOf(failure, text.failed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="account-section" aria-labelledby="early-access-title" data-testid="account-early-access">
      <h2 id="early-access-title" className="account-section__title">
        {text.title}
      </h2>
      <p className="account-section__lead">{text.lead}</p>
      {loaded.status === 'loading' && <p className="account-section__hint">{text.loading}</p>}
      {loaded.status === 'failed' && (
        <p className="field-error" role="alert">
          {text.loadFailed}
        </p>
      )}
      {loaded.status === 'ready' &&
        (loaded.features.mayJoin ? (
          <label className="display-editor__toggle">
            <input type="checkbox" checked={loaded.features.earlyAccess} disabled={saving} onChange={(event) => void toggle(event.target.checked)} />
            <span>{text.toggle}</span>
          </label>
        ) : (
          <PlanLocked what={text.what} plan={planOf(user.badges)} needed="major" />
        ))}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {loaded.status === 'ready' && (
        <div className="early-access__now">
          <h3 className="account-section__subtitle">{text.nowTitle}</h3>
          {early.length === 0 ? (
            <p className="account-section__hint">{text.none}</p>
          ) : (
            <ul className="early-access__list">
              {early.map((feature) => (
                <li key={feature.id}>
                  <strong>{feature.name}</strong> <span className="account-section__hint">({text.since(day.format(new Date(feature.since)))})</span>
                  <p>{feature.description}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
