import { useCallback, useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../state/toasts';
import { createPromoCode, deletePromoCode, fetchPromoCodes, setPromoCodeActive } from './api';
import { PromoCodeForm } from './PromoCodeForm';
import type { PromoCode, PromoCodeBody } from '../../../domain/admin';

const text = fr.admin.promo;

function discountOf(code: PromoCode): string {
  const { coupon } = code;
  const amount =
    coupon.percentOff !== null
      ? `${coupon.percentOff} %`
      : new Intl.NumberFormat('fr-FR', { style: 'currency', currency: (coupon.currency ?? 'eur').toUpperCase() }).format((coupon.amountOff ?? 0) / 100);
  const duration = coupon.duration === 'repeating' ? `${coupon.durationInMonths} mois` : text.durations[coupon.duration];
  return `${amount} · ${duration}`;
}

/** Promotion codes: the form, the list (active only or all, searchable), activation and deletion. */
export function PromoCodes() {
  const [items, setItems] = useState<PromoCode[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [activeOnly, setActiveOnly] = useState(false);
  const [query, setQuery] = useState('');

  const load = useCallback(() => {
    fetchPromoCodes(activeOnly, query.trim())
      .then(({ items: next }) => {
        setItems(next);
        setError(null);
      })
      .catch(() => setError(text.listFailed));
  }, [activeOnly, query]);
  useEffect(load, [load]);

  const create = async (body: PromoCodeBody) => {
    try {
      const { code } = await createPromoCode(body);
      showToast(text.created(code.code), 'success');
      load();
      return true;
    } catch {
      showToast(text.createFailed, 'error');
      return false;
    }
  };

  const setActive = async (code: PromoCode, active: boolean) => {
    try {
      await setPromoCodeActive(code.id, active);
      load();
    } catch {
      showToast(text.statusFailed, 'error');
    }
  };

  const remove = async (code: PromoCode) => {
    if (!window.confirm(text.confirmDelete(code.code))) return;
    try {
      await deletePromoCode(code.id);
      load();
    } catch {
      showToast(text.deleteFailed, 'error');
    }
  };

  return (
    <section className="admin-section" aria-labelledby="admin-promo">
      <h2 id="admin-promo" className="admin-section__title">
        {text.title}
      </h2>
      <div className="admin-columns">
        <PromoCodeForm onCreate={create} />
        <div>
          <div className="admin-inline">
            <input type="search" aria-label={text.search} placeholder={text.search} value={query} onChange={(event) => setQuery(event.target.value)} />
            <label className="admin-form__check">
              <input type="checkbox" checked={activeOnly} onChange={(event) => setActiveOnly(event.target.checked)} />
              {text.onlyActive}
            </label>
          </div>
          {error && <p className="admin-error" role="alert">{error}</p>}
          {items && items.length === 0 && <p className="admin-empty">{text.empty}</p>}
          <ul className="admin-list">
            {(items ?? []).map((code) => (
              <li key={code.id} className="admin-list__item">
                <div className="admin-list__main">
                  <strong>{code.code}</strong> <span className={`admin-tag${code.active ? ' admin-tag--on' : ''}`}>{code.active ? text.active : text.inactive}</span>
                  <div className="admin-list__meta">
                    {discountOf(code)} · {text.redemptions(code.timesRedeemed, code.maxRedemptions)}
                    {code.expiresAt !== null && ` · ${text.expires(formatDateTime(code.expiresAt * 1000))}`}
                  </div>
                </div>
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => void setActive(code, !code.active)}>
                  {code.active ? text.deactivate : text.activate}
                </button>
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => void remove(code)}>
                  {text.delete}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
