import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { queueBadges } from '../../state/badges';
import { userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { confirmCheckout } from './api';

const ATTEMPTS = 5;
const DELAY_MS = 800;

/**
 * Return from checkout (part 1 §4 Badges): `?upgraded=<plan>&session_id=<id>` shows the plan's badge
 * and confirms the checkout, retried up to 5 times 800 ms apart (the provider may confirm late),
 * then the query is cleaned. `onConfirmed` runs once the server granted the plan.
 */
export function useCheckoutReturn(onConfirmed: () => void): void {
  const [params, setParams] = useSearchParams();
  const upgraded = params.get('upgraded');
  const sessionId = params.get('session_id');
  const handled = useRef<string | null>(null);
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  useEffect(() => {
    if ((upgraded !== 'major' && upgraded !== 'champion') || !sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    queueBadges([upgraded]);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('upgraded');
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );
    void (async () => {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          const { user } = await confirmCheckout(sessionId);
          appStore.set(userAtom, user);
          confirmed.current();
          return;
        } catch (error) {
          if (attempt === ATTEMPTS) console.warn('[billing] checkout not confirmed', error);
          else await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
        }
      }
    })();
  }, [upgraded, sessionId, setParams]);
}
