import type { MethodId } from '../../../domain/data/sessions';
import { fr } from '../../i18n/fr';
import { METHODS } from '../methods/catalogue';

interface MethodChoiceProps {
  value: MethodId;
  onChange: (methodId: MethodId) => void;
}

/** The six methods as radio cards; those not available yet are shown disabled with 'Bientôt disponible'. */
export function MethodChoice({ value, onChange }: MethodChoiceProps) {
  return (
    <fieldset className="method-choice">
      <legend className="method-choice__legend">{fr.pick.method}</legend>
      <div className="method-choice__grid">
        {METHODS.map((method) => (
          <label key={method.id} className={`method-option${method.enabled ? '' : ' method-option--soon'}`}>
            <input
              className="visually-hidden"
              type="radio"
              name="pick-method"
              value={method.id}
              checked={value === method.id}
              disabled={!method.enabled}
              onChange={() => onChange(method.id)}
            />
            <span className="method-option__emoji" aria-hidden="true">
              {method.emoji}
            </span>
            <span className="method-option__name">{method.name}</span>
            {!method.enabled && <span className="method-option__soon">{fr.pick.soon}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
