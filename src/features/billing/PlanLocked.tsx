import { Link } from 'react-router';
import type { Plan } from '../../../domain/badges';
import { perksText } from '../../i18n/perks';
import { planName } from './plans';
import '../../styles/billing.css';

const text = perksText.locked;

/**
 * A perk the user's plan does not include, in the plan-limit dialog's words and style: what it
 * is, the plan it comes with, and the way to the offers.
 */
export function PlanLocked({ what, plan, needed }: { what: string; plan: Plan; needed: Exclude<Plan, 'free'> }) {
  return (
    <section className="plan-limit plan-limit--inline" aria-labelledby="plan-locked-title" data-testid="plan-locked">
      <div className="plan-limit__body">
        <h2 id="plan-locked-title" className="plan-limit__title">
          <span aria-hidden="true">🔒 </span>
          {text.title}
        </h2>
        <p>{text.body(what, planName(plan))}</p>
        <p>{text.proposal(planName(needed))}</p>
        <div className="plan-limit__actions">
          <Link className="btn btn--primary" to="/pricing">
            {text.seeOffers}
          </Link>
        </div>
      </div>
    </section>
  );
}
