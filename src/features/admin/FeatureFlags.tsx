import { useState } from 'react';
import { FEATURE_STATES, FEATURES, type FeatureState } from '../../../domain/features';
import { perksText } from '../../i18n/perks';
import { showToast } from '../../state/toasts';
import { saveFeatureState } from '../flags/api';
import { useFeatures } from '../flags/useFeatures';
import { adminActionsAtom } from './api';
import { appStore } from '../../state/store';

const text = perksText.flags;

/** The registry's features, each switched off, to early access or to everyone. */
export function FeatureFlags() {
  const { loaded, replace } = useFeatures();
  const [busy, setBusy] = useState<string | null>(null);

  async function change(id: string, state: FeatureState) {
    setBusy(id);
    try {
      replace(await saveFeatureState(id, state));
      appStore.set(adminActionsAtom, (count) => count + 1);
    } catch {
      showToast(text.saveFailed, 'error');
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="admin-section" aria-labelledby="admin-features" data-testid="admin-features">
      <h2 id="admin-features" className="admin-section__title">
        {text.title}
      </h2>
      <p className="admin-list__meta">{text.lead}</p>
      {loaded.status === 'loading' && <p className="admin-empty">{text.loading}</p>}
      {loaded.status === 'failed' && <p className="admin-error" role="alert">{text.failed}</p>}
      {loaded.status === 'ready' && (
        <ul className="admin-list">
          {FEATURES.map((feature) => {
            const state = loaded.features.features.find((f) => f.id === feature.id)?.state ?? 'off';
            return (
              <li key={feature.id} className="admin-list__item admin-flag">
                <div className="admin-list__main">
                  <strong>{feature.name}</strong>
                  <span className="admin-list__meta">{feature.description}</span>
                </div>
                <div className="admin-inline">
                <select
                  aria-label={text.stateLabel(feature.name)}
                  value={state}
                  disabled={busy === feature.id}
                  onChange={(event) => void change(feature.id, event.target.value as FeatureState)}
                >
                  {FEATURE_STATES.map((option) => (
                    <option key={option} value={option}>
                      {text.states[option]}
                    </option>
                  ))}
                </select>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
