import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authPathFor } from '../../app/redirect';
import { fr } from '../../i18n/fr';
import { tokenAtom, userAtom } from '../../state/session';
import { showToast } from '../../state/toasts';
import { startCheckout } from './api';
import { planName, type PaidPlan } from './plans';

/**
 * Checkout button (part 1 §4): idle, then 'Redirection…' while the checkout starts, then the page
 * goes to the returned URL. Signed out, or without a stored token, it leads to /auth and back here.
 */
export function CheckoutButton({ plan }: { plan: PaidPlan }) {
  const user = useAtomValue(userAtom);
  const token = useAtomValue(tokenAtom);
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);

  async function choose() {
    if (!user || !token) {
      void navigate(authPathFor('/pricing'));
      return;
    }
    setLoading(true);
    try {
      const { url } = await startCheckout(plan, '/account', '/pricing');
      window.location.assign(url);
    } catch (error) {
      console.error('[billing] checkout failed', error);
      showToast(fr.billing.upgradeFailed, 'error');
      setLoading(false);
    }
  }

  return (
    <button type="button" className="btn btn--primary btn--block" disabled={loading} aria-busy={loading} onClick={() => void choose()}>
      {loading ? fr.billing.loading : fr.billing.choose(planName(plan))}
    </button>
  );
}
