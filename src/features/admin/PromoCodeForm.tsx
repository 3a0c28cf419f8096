import { useState, type FormEvent } from 'react';
import { fr } from '../../i18n/fr';
import { emptyPromoForm, promoBodyOf, type PromoForm } from './promoForm';
import type { PromoCodeBody } from '../../../domain/admin';

const text = fr.admin.promo;

/** The creation form; the rules are checked before sending (part 2 §5 Promotion code form). */
export function PromoCodeForm({ onCreate }: { onCreate: (body: PromoCodeBody) => Promise<boolean> }) {
  const [form, setForm] = useState<PromoForm>(emptyPromoForm);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<PromoForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = promoBodyOf(form);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    setBusy(true);
    if (await onCreate(checked.body)) setForm(emptyPromoForm);
    setBusy(false);
  };

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <label>
        {text.code}
        <input value={form.code} maxLength={40} onChange={(event) => set({ code: event.target.value.toUpperCase() })} />
      </label>
      <label>
        {text.discountType}
        <select value={form.discountType} onChange={(event) => set({ discountType: event.target.value as PromoForm['discountType'] })}>
          <option value="percent">{text.percent}</option>
          <option value="amount">{text.amount}</option>
        </select>
      </label>
      {form.discountType === 'percent' ? (
        <label>
          {text.percentOff}
          <input inputMode="numeric" value={form.percentOff} onChange={(event) => set({ percentOff: event.target.value })} />
        </label>
      ) : (
        <div className="admin-form__row">
          <label>
            {text.amountOff}
            <input inputMode="numeric" value={form.amountOff} onChange={(event) => set({ amountOff: event.target.value })} />
          </label>
          <label>
            {text.currency}
            <input value={form.currency} maxLength={3} onChange={(event) => set({ currency: event.target.value })} />
          </label>
        </div>
      )}
      <div className="admin-form__row">
        <label>
          {text.duration}
          <select value={form.duration} onChange={(event) => set({ duration: event.target.value as PromoForm['duration'] })}>
            {(['once', 'forever', 'repeating'] as const).map((duration) => (
              <option key={duration} value={duration}>
                {text.durations[duration]}
              </option>
            ))}
          </select>
        </label>
        {form.duration === 'repeating' && (
          <label>
            {text.months}
            <input inputMode="numeric" value={form.durationInMonths} onChange={(event) => set({ durationInMonths: event.target.value })} />
          </label>
        )}
      </div>
      <div className="admin-form__row">
        <label>
          {text.maxRedemptions}
          <input inputMode="numeric" value={form.maxRedemptions} onChange={(event) => set({ maxRedemptions: event.target.value })} />
        </label>
        <label>
          {text.expiresAt}
          <input type="datetime-local" value={form.expiresAt} onChange={(event) => set({ expiresAt: event.target.value })} />
        </label>
      </div>
      {error && <p className="admin-error" role="alert">{error}</p>}
      <div className="admin-inline">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {text.create}
        </button>
      </div>
    </form>
  );
}
