import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Plan } from '../../../domain/badges';
import { perksText } from '../../i18n/perks';
import { planName } from './plans';
import '../../styles/billing.css';

const text = perksText.locked;

interface LockedOfferProps {
  title: ReactNode;
  /** The plan that opens it, proposed under the body. */
  needed: Exclude<Plan, 'free'>;
  testId: string;
  className?: string;
  /** What the locked page or perk does. */
  children: ReactNode;
}

/** Something the user's plan does not include, in the plan-limit dialog's words and style, with the way to the offers. */
export function LockedOffer({ title, needed, testId, className, children }: LockedOfferProps) {
  const titleId = useId();
  return (
    <section className={`plan-limit plan-limit--inline${className ? ` ${className}` : ''}`} aria-labelledby={titleId} data-testid={testId}>
      <div className="plan-limit__body">
        <h2 id={titleId} className="plan-limit__title">
          {title}
        </h2>
        {children}
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

/** A perk the user's plan does not include: what it is and the plan it comes with. */
export function PlanLocked({ what, plan, needed }: { what: string; plan: Plan; needed: Exclude<Plan, 'free'> }) {
  return (
    <LockedOffer
      title={
        <>
          <span aria-hidden="true">🔒 </span>
          {text.title}
        </>
      }
      needed={needed}
      testId="plan-locked"
    >
      <p>{text.body(what, planName(plan))}</p>
    </LockedOffer>
  );
}
