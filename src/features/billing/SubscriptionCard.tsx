import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fr } from '../../i18n/fr';
import { showToast } from '../../state/toasts';
import { cancelSubscription, fetchBillingStatus, type BillingStatus } from './api';
import { formatDate, formatPrice, planName } from './plans';
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
