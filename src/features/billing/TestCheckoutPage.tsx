import { useAtomValue } from 'jotai';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { StatusMessage } from '../../components/StatusMessage';
import { fr } from '../../i18n/fr';
import { syncingAtom, userAtom } from '../../state/session';
import { messageOf } from '../../api/client';
import { applyTestCheckoutPromo, fetchTestCheckout, payTestCheckout, type TestCheckout } from './api';
import { formatPrice, planName } from './plans';
import '../../styles/billing.css';

const text = fr.billing.testCheckout;

/**
 * The built-in provider's checkout (ARCHITECTURE, billing): a simulated payment, clearly marked as
 * such. A promotion code can be applied, as on Stripe's page; 'Payer (test)' completes the payment
 * on the server and goes to the success page; 'Annuler' goes back.
 */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const user = useAtomValue(userAtom);
  const syncing = useAtomValue(syncingAtom);
  const navigate = useNavigate();
  const [checkout, setCheckout] = useState<TestCheckout | null | 'missing'>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const [promoError, setPromoError] = useState<string | null>(null);
  const codeId = useId();

  useEffect(() => {
    if (!user || !sessionId) return;
    let live = true;
    fetchTestCheckout(sessionId).then(
      (found) => live && setCheckout(found),
      () => live && setCheckout('missing'),
    );
    return () => {
      live = false;
    };
  }, [user, sessionId]);

  async function pay() {
    setPaying(true);
    setError(null);
    try {
      const { url } = await payTestCheckout(sessionId);
      void navigate(url, { replace: true });
    } catch (payError) {
      // The server says why (a code used up meanwhile); anything else gets the generic text.
      setError(messageOf(payError, text.failed));
      setPaying(false);
    }
  }

  async function applyPromo(value: string) {
    setApplying(true);
    setPromoError(null);
    try {
      setCheckout(await applyTestCheckoutPromo(sessionId, value));
      setCode('');
      setError(null);
    } catch (promoFailure) {
      setPromoError(messageOf(promoFailure, text.promoFailed));
    } finally {
      setApplying(false);
    }
  }

  function submitPromo(event: FormEvent) {
    event.preventDefault();
    if (code.trim() !== '') void applyPromo(code);
  }

  const missing = !sessionId || (!user && !syncing) || checkout === 'missing';
  return (
    <div className="page test-checkout">
      <p className="test-checkout__banner" role="note">
        {text.banner}
      </p>
      <PageHeader title={text.title} />
      {missing ? (
        <StatusMessage tone="warning" message={text.notFound} />
      ) : !checkout ? (
        <StatusMessage tone="loading" message={fr.app.loading} />
      ) : (
        <section className="test-checkout__card">
          <p className="test-checkout__lead">{text.lead(planName(checkout.plan), formatPrice(checkout.amountCents, checkout.currency))}</p>
          <p>{text.explain}</p>
          <form className="test-checkout__promo" onSubmit={submitPromo} noValidate>
            <label className="field__label" htmlFor={codeId}>
              {text.promoLabel}
            </label>
            <div className="test-checkout__promo-row">
              <input
                id={codeId}
                className="input"
                value={code}
                maxLength={40}
                autoComplete="off"
                aria-invalid={promoError ? true : undefined}
                aria-describedby={promoError ? `${codeId}-error` : undefined}
                onChange={(event) => setCode(event.target.value)}
              />
              <button type="submit" className="btn btn--ghost" disabled={applying || paying || code.trim() === ''}>
                {applying ? text.promoApplying : text.promoApply}
              </button>
            </div>
            {promoError && (
              <p id={`${codeId}-error`} className="field-error" role="alert">
                {promoError}
              </p>
            )}
          </form>
          {checkout.promoCode && (
            <p className="test-checkout__discount">
              <span>{text.discount(checkout.promoCode, formatPrice(checkout.discountCents, checkout.currency))}</span>
              <button type="button" className="btn btn--ghost btn--sm" disabled={applying || paying} onClick={() => void applyPromo('')}>
                {text.promoRemove}
              </button>
            </p>
          )}
          <p className="test-checkout__due">{text.due(formatPrice(checkout.dueCents, checkout.currency))}</p>
          {error && (
            <p className="test-checkout__error" role="alert">
              {error}
            </p>
          )}
          <div className="test-checkout__actions">
            <button type="button" className="btn btn--ghost" disabled={paying} onClick={() => void navigate(checkout.cancelUrl)}>
              {text.cancel}
            </button>
            <button type="button" className="btn btn--primary" disabled={paying} onClick={() => void pay()}>
              {paying ? text.paying : text.pay}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
