import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { StatusMessage } from '../../components/StatusMessage';
import { fr } from '../../i18n/fr';
import { syncingAtom, userAtom } from '../../state/session';
import { fetchTestCheckout, payTestCheckout, type TestCheckout } from './api';
import { formatPrice, planName } from './plans';
import '../../styles/billing.css';

const text = fr.billing.testCheckout;

/**
 * The built-in provider's checkout (ARCHITECTURE, billing): a simulated payment, clearly marked as
 * such. 'Payer (test)' completes it on the server and goes to the success page; 'Annuler' goes back.
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
    } catch {
      setError(text.failed);
      setPaying(false);
    }
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
