import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { nextPlan } from '../../../domain/quotas';
import { fr } from '../../i18n/fr';
import { closePlanLimit, planLimitAtom } from './planLimit';
import { planName } from './plans';
import '../../styles/billing.css';

const text = fr.billing.limit;

/**
 * The upsell dialog (part 1 §2 Plan-limit dialog): what the plan does not allow, its numeric limit
 * when finite, and the next plan. A modal <dialog>: Escape closes it and focus comes back.
 */
export function PlanLimitDialog() {
  const quota = useAtomValue(planLimitAtom);
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = quota !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, [open]);

  if (!quota) return null;
  const proposed = planName(nextPlan(quota.plan));
  return (
    <dialog
      ref={dialog}
      className="plan-limit"
      aria-labelledby="plan-limit-title"
      onCancel={(event) => {
        event.preventDefault();
        closePlanLimit();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) closePlanLimit();
      }}
    >
      <div className="plan-limit__body">
        <h2 id="plan-limit-title" className="plan-limit__title">
          {text.title}
        </h2>
        <p>{text.body(quota.kind, planName(quota.plan))}</p>
        {Number.isFinite(quota.limit) && <p className="plan-limit__limit">{text.limit(quota.kind, quota.limit)}</p>}
        <p>{text.proposal(proposed)}</p>
        <div className="plan-limit__actions">
          <button type="button" className="btn btn--ghost" onClick={closePlanLimit}>
            {text.close}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            autoFocus
            onClick={() => {
              closePlanLimit();
              void navigate('/pricing');
            }}
          >
            {text.seeOffers}
          </button>
        </div>
      </div>
    </dialog>
  );
}
