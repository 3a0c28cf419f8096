import { useCallback, useEffect, useState } from 'react';
import type { Plan } from '../../../domain/badges';
import { Link } from 'react-router';
import { fr } from '../../i18n/fr';
import { showToast } from '../../state/toasts';
import type { BillingStatus } from '../../../domain/api';
import { cancelSubscription, fetchBillingStatus } from './api';
import { COMPARISON, formatDate, formatPrice, planName } from './plans';
import { useCheckoutReturn } from './useCheckoutReturn';
import '../../styles/billing.css';

const text = fr.billing.subscription;

/**
 * The account page's subscription card (part 2 §4 Subscription): the next charge, or the scheduled
 * stop date once a stop was asked; change of plan and stop at period end. Hidden when the status
 * cannot be read (part 1 §8). It also handles the return from checkout.
 */
export function SubscriptionCard() {
  const [status, setStatus] = useState<BillingStatus | null>(null);
  const [stopping, setStopping] = useState(false);

  const load = useCallback(() => {
    fetchBillingStatus().then(setStatus, (error: unknown) => {
      console.warn('[billing] status unavailable', error);
      setStatus(null);
    });
  }, []);
  useEffect(load, [load]);
  useCheckoutReturn(load);

  async function stop() {
    setStopping(true);
    try {
      await cancelSubscription();
      setStatus((current) => (current ? { ...current, cancelAtPeriodEnd: true, nextPaymentDate: null } : current));
    } catch (error) {
      console.error('[billing] cancel failed', error);
      showToast(text.stopFailed, 'error');
    } finally {
      setStopping(false);
    }
  }

  if (!status) return null;
  const subscribed = status.plan !== 'free' && status.status !== null;
  return (
    <section className="account-section subscription-card" aria-labelledby="subscription-title">
      <h2 id="subscription-title" className="account-section__title">
        {text.title}
      </h2>
      <p className="subscription-card__plan">{text.plan(planName(status.plan))}</p>
      {!subscribed ? (
        <>
          <p className="account-section__lead">{text.freeLead}</p>
          <Link to="/pricing" className="btn btn--primary">
            {text.seeOffers}
          </Link>
        </>
      ) : (
        <>
          <p className="subscription-card__when">
            {status.cancelAtPeriodEnd
              ? status.currentPeriodEnd && text.stopsOn(formatDate(status.currentPeriodEnd))
              : status.nextPaymentDate &&
                text.nextPayment(formatDate(status.nextPaymentDate), formatPrice(status.amountCents ?? 0, status.currency ?? 'EUR'))}
          </p>
          <PaidPerks plan={status.plan} />
          <div className="subscription-card__actions">
            <Link to="/pricing" className="btn btn--ghost">
              {text.change}
            </Link>
            <button type="button" className="btn btn--ghost" disabled={status.cancelAtPeriodEnd || stopping} onClick={() => void stop()}>
              {text.stop}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** What the paid plan adds, each perk a link to its page (the rows of /pricing that have one). */
function PaidPerks({ plan }: { plan: Plan }) {
  const perks = COMPARISON.filter((row) => row.path !== null && row.values.free === false && row.values[plan] === true);
  if (perks.length === 0) return null;
  return (
    <div className="subscription-card__perks">
      <p className="account-section__hint">{text.perks}</p>
      <ul>
        {perks.map((row) => (
          <li key={row.id}>
            <Link to={row.path ?? '/pricing'}>{fr.billing.rows[row.id]}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
