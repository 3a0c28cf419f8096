import { useEffect, useState, type FormEvent } from 'react';
import { DAILY_NEW_LIMIT, memorySettingsBody, RETENTION_PCT, type MemorySettings } from '../../../domain/memory/api';
import { fr } from '../../i18n/fr';
import { fetchMemorySummary, saveMemorySettings } from '../memory/api';

const text = fr.accountPage.memory;

type Status = 'loading' | 'loadFailed' | 'idle' | 'saving' | 'saved' | 'failed';

/** Spaced-repetition settings: the desired retention (70–97 %) and the daily limit of new items. */
export function MemorySettingsSection() {
  const [fields, setFields] = useState({ retentionPct: '', dailyNewLimit: '' });
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let live = true;
    fetchMemorySummary()
      .then(({ settings }) => {
        if (!live) return;
        setFields({ retentionPct: String(settings.retentionPct), dailyNewLimit: String(settings.dailyNewLimit) });
        setStatus('idle');
      })
      .catch(() => live && setStatus('loadFailed'));
    return () => {
      live = false;
    };
  }, []);

  const parsed = memorySettingsBody.safeParse({ retentionPct: Number(fields.retentionPct), dailyNewLimit: Number(fields.dailyNewLimit) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) return;
    setStatus('saving');
    try {
      const saved: MemorySettings = await saveMemorySettings(parsed.data);
      setFields({ retentionPct: String(saved.retentionPct), dailyNewLimit: String(saved.dailyNewLimit) });
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }

  const set = (patch: Partial<typeof fields>) => {
    setFields((current) => ({ ...current, ...patch }));
    setStatus('idle');
  };

  return (
    <section className="account-section" aria-labelledby="memory-title" data-testid="account-memory">
      <h2 id="memory-title" className="account-section__title">
        {text.title}
      </h2>
      <p className="account-section__lead">{text.lead}</p>
      {status === 'loading' && <p className="account-section__hint">{text.loading}</p>}
      {status === 'loadFailed' && (
        <p className="field-error" role="alert">
          {text.loadFailed}
        </p>
      )}
      {status !== 'loading' && status !== 'loadFailed' && (
        <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
          <NumberField
            id="memory-retention"
            label={text.retention}
            hint={text.retentionHint(RETENTION_PCT.min, RETENTION_PCT.max)}
            bounds={RETENTION_PCT}
            value={fields.retentionPct}
            onChange={(retentionPct) => set({ retentionPct })}
          />
          <NumberField
            id="memory-new"
            label={text.dailyNew}
            hint={text.dailyNewHint(DAILY_NEW_LIMIT.max)}
            bounds={DAILY_NEW_LIMIT}
            value={fields.dailyNewLimit}
            onChange={(dailyNewLimit) => set({ dailyNewLimit })}
          />
          <button type="submit" className="btn btn--primary" disabled={!parsed.success || status === 'saving'}>
            {status === 'saving' ? text.saving : text.save}
          </button>
          {status === 'saved' && (
            <p className="account-section__hint" role="status">
              {text.saved}
            </p>
          )}
          {status === 'failed' && (
            <p className="field-error" role="alert">
              {text.failed}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  hint: string;
  bounds: { min: number; max: number };
  value: string;
  onChange: (value: string) => void;
}

/** A whole number between `bounds`, with its label and the hint that states them. */
function NumberField({ id, label, hint, bounds, value, onChange }: NumberFieldProps) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="input"
        type="number"
        min={bounds.min}
        max={bounds.max}
        step={1}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className="field__hint">
        {hint}
      </span>
    </label>
  );
}
