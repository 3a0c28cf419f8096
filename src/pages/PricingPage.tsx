import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { planOf, type Plan } from '../../domain/badges';
import { PageHeader } from '../components/PageHeader';
import { CheckoutButton } from '../features/billing/CheckoutButton';
import { COMPARISON, formatPrice, PLAN_PRICE_CENTS, PLANS, planName, type Cell } from '../features/billing/plans';
import { fr } from '../i18n/fr';
import { userAtom } from '../state/session';
import '../styles/billing.css';

const text = fr.billing;

function CellValue({ value }: { value: Cell }) {
  if (typeof value === 'number') return <>{Number.isFinite(value) ? value : text.unlimited}</>;
  return (
    <span className={value ? 'pricing-table__yes' : 'pricing-table__no'} aria-label={value ? text.yes : text.no} role="img">
      {value ? '✓' : '—'}
    </span>
  );
}

function PlanCard({ plan, current }: { plan: Plan; current: Plan | null }) {
  const isCurrent = current === plan;
  return (
    <article className={`plan-card plan-card--${plan}${isCurrent ? ' plan-card--current' : ''}`} aria-labelledby={`plan-${plan}`}>
      <h2 id={`plan-${plan}`} className="plan-card__name">
        {planName(plan)}
      </h2>
      <p className="plan-card__price">
        <strong>{formatPrice(PLAN_PRICE_CENTS[plan])}</strong> <span>{text.perMonth}</span>
      </p>
      <p className="plan-card__tagline">{text.plans[plan].tagline}</p>
      <div className="plan-card__action">
        {isCurrent ? (
          <p className="plan-card__current">{text.current}</p>
        ) : plan === 'free' ? (
          <p className="plan-card__current">{text.freeIncluded}</p>
        ) : (
          <CheckoutButton plan={plan} />
        )}
      </div>
    </article>
  );
}

/** Pricing (part 1 §2): three plan cards, the comparison of §6 and the notes. */
export function PricingPage() {
  const user = useAtomValue(userAtom);
  const current = user ? planOf(user.badges) : null;
  return (
    <div className="page pricing-page">
      <PageHeader title={fr.pages.pricing.title} lead={fr.pages.pricing.lead} />
      <div className="plan-cards">
        {PLANS.map((plan) => (
          <PlanCard key={plan} plan={plan} current={current} />
        ))}
      </div>
      <section className="pricing-comparison" aria-labelledby="comparison-title">
        <h2 id="comparison-title">{text.comparisonTitle}</h2>
        <div className="pricing-table__scroll">
          <table className="pricing-table">
            <thead>
              <tr>
                <th scope="col">{text.feature}</th>
                {PLANS.map((plan) => (
                  <th key={plan} scope="col">
                    {planName(plan)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    {row.path ? (
                      <Link to={row.path} className="pricing-table__link">
                        {text.rows[row.id]}
                      </Link>
                    ) : (
                      text.rows[row.id]
                    )}
                  </th>
                  {PLANS.map((plan) => (
                    <td key={plan}>
                      <CellValue value={row.values[plan]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <ul className="pricing-notes">
        {text.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
        <li>
          {text.helpNote} <Link to="/aide">{text.helpLink}</Link>
        </li>
      </ul>
    </div>
  );
}
