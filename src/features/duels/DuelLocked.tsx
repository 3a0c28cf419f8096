import { Link } from 'react-router';
import { nextPlan } from '../../../domain/quotas';
import { duelsText } from '../../i18n/duels';
import { planName } from '../billing/plans';
import '../../styles/billing.css';

/** « Nouveau duel » for a free plan: what duels are and the offer, in the plan-limit dialog's words and style. */
export function DuelLocked() {
  const text = duelsText.locked;
  return (
    <section className="plan-limit plan-limit--inline duel-locked" aria-labelledby="duel-locked-title" data-testid="duel-locked">
      <div className="plan-limit__body">
        <h2 id="duel-locked-title" className="plan-limit__title">
          {text.title}
        </h2>
        <ul className="duel-locked__list">
          {text.what.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{text.proposal(planName(nextPlan('free')))}</p>
        <div className="plan-limit__actions">
          <Link className="btn btn--primary" to="/pricing">
            {text.seeOffers}
          </Link>
        </div>
        <p className="duel-locked__accept">{text.accept}</p>
      </div>
    </section>
  );
}
