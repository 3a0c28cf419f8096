import { Link } from 'react-router';
import { nextPlan } from '../../../domain/quotas';
import { examText } from '../../i18n/exam';
import { planName } from '../billing/plans';
import '../../styles/billing.css';

/** /examen for a free plan: what the mode does and the offer, in the plan-limit dialog's words and style. */
export function ExamLocked() {
  const text = examText.locked;
  return (
    <section className="plan-limit plan-limit--inline exam-locked" aria-labelledby="exam-locked-title" data-testid="exam-locked">
      <div className="plan-limit__body">
        <h2 id="exam-locked-title" className="plan-limit__title">
          {text.title}
        </h2>
        <ul className="exam-locked__list">
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
      </div>
    </section>
  );
}
