import { nextPlan } from '../../../domain/quotas';
import { examText } from '../../i18n/exam';
import { LockedOffer } from '../billing/PlanLocked';

/** /examen for a free plan: what the mode does and the offer. */
export function ExamLocked() {
  const text = examText.locked;
  return (
    <LockedOffer title={text.title} needed={nextPlan('free')} testId="exam-locked" className="exam-locked">
      <ul className="exam-locked__list">
        {text.what.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </LockedOffer>
  );
}
