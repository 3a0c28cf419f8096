import { nextPlan } from '../../../domain/quotas';
import { duelsText } from '../../i18n/duels';
import { LockedOffer } from '../billing/PlanLocked';

/** « Nouveau duel » for a free plan: what duels are, that accepting stays open, and the offer. */
export function DuelLocked() {
  const text = duelsText.locked;
  return (
    <LockedOffer title={text.title} needed={nextPlan('free')} testId="duel-locked" className="duel-locked">
      <ul className="duel-locked__list">
        {text.what.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="duel-locked__accept">{text.accept}</p>
    </LockedOffer>
  );
}
