import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { MASTERCLASS_LIMITS, parisWallTime, type AdminMasterclass, type MasterclassBody } from '../../../domain/masterclasses';
import { messageOf } from '../../api/client';
import { perksText } from '../../i18n/perks';
import { showToast } from '../../state/toasts';
import { createMasterclass, deleteMasterclass, fetchAdminMasterclasses, updateMasterclass } from '../masterclasses/api';
import { dateTime } from '../masterclasses/MasterclassCard';
import { AdminList } from './AdminList';

const text = perksText.masterclassAdmin;
const fields = text.fields;

/** Tomorrow at 19:00, Paris time: the form's first guess. */
function blank(): MasterclassBody {
  return { title: '', description: '', speaker: '', date: parisWallTime(Date.now() + 86_400_000).date, time: '19:00', durationMinutes: 60, capacity: 50, callUrl: '', replayUrl: '' };
}

const bodyOf = ({ title, description, speaker, date, time, durationMinutes, capacity, callUrl, replayUrl }: AdminMasterclass): MasterclassBody => ({
  title,
  description,
  speaker,
  date,
  time,
  durationMinutes,
  capacity,
  callUrl,
  replayUrl,
});

function MasterclassForm({ selected, onSaved }: { selected: AdminMasterclass | null; onSaved: (saved: AdminMasterclass) => void }) {
  const [form, setForm] = useState<MasterclassBody>(() => (selected ? bodyOf(selected) : blank()));
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<MasterclassBody>) => setForm((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { masterclass } = selected ? await updateMasterclass(selected.id, form) : await createMasterclass(form);
      showToast(text.saved, 'success');
      onSaved(masterclass);
    } catch (failure) {
      showToast(messageOf(failure, text.saveFailed), 'error');
    } finally {
      setBusy(false);
    }
  }

  const title = selected ? text.formEdit : text.formCreate;
  return (
    <form className="admin-form" aria-label={title} onSubmit={(event) => void submit(event)}>
      <h3>{title}</h3>
      <label>
        {fields.title}
        <input required value={form.title} maxLength={MASTERCLASS_LIMITS.title} onChange={(event) => set({ title: event.target.value })} />
      </label>
      <label>
        {fields.speaker}
        <input required value={form.speaker} maxLength={MASTERCLASS_LIMITS.speaker} onChange={(event) => set({ speaker: event.target.value })} />
      </label>
      <label>
        {fields.description}
        <textarea value={form.description} maxLength={MASTERCLASS_LIMITS.description} onChange={(event) => set({ description: event.target.value })} />
      </label>
      <div className="admin-form__row">
        <label>
          {fields.date}
          <input type="date" required value={form.date} onChange={(event) => set({ date: event.target.value })} />
        </label>
        <label>
          {fields.time}
          <input type="time" required value={form.time} onChange={(event) => set({ time: event.target.value })} />
        </label>
      </div>
      <div className="admin-form__row">
        <label>
          {fields.duration}
          <input type="number" required min={MASTERCLASS_LIMITS.minutes.min} max={MASTERCLASS_LIMITS.minutes.max} value={form.durationMinutes} onChange={(event) => set({ durationMinutes: Number(event.target.value) })} />
        </label>
        <label>
          {fields.capacity}
          <input type="number" required min={MASTERCLASS_LIMITS.capacity.min} max={MASTERCLASS_LIMITS.capacity.max} value={form.capacity} onChange={(event) => set({ capacity: Number(event.target.value) })} />
        </label>
      </div>
      <label>
        {fields.callUrl}
        <input type="url" required value={form.callUrl} maxLength={MASTERCLASS_LIMITS.url} onChange={(event) => set({ callUrl: event.target.value })} />
      </label>
      <label>
        {fields.replayUrl}
        <input type="url" value={form.replayUrl} maxLength={MASTERCLASS_LIMITS.url} onChange={(event) => set({ replayUrl: event.target.value })} />
      </label>
      <div className="admin-inline">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? text.saving : text.save}
        </button>
      </div>
    </form>
  );
}

/** /admin « Masterclasses »: schedule, edit (the replay link later) and delete. */
export function MasterclassesManager() {
  const [items, setItems] = useState<AdminMasterclass[] | null | 'failed'>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const list = Array.isArray(items) ? items : [];
  const selected = list.find((item) => item.id === selectedId) ?? null;

  const load = useCallback(() => {
    fetchAdminMasterclasses().then(
      ({ masterclasses }) => setItems(masterclasses),
      () => setItems('failed'),
    );
  }, []);
  useEffect(load, [load]);

  const saved = (masterclass: AdminMasterclass) => {
    setItems((current) => [...(Array.isArray(current) ? current : []).filter((m) => m.id !== masterclass.id), masterclass].sort((a, b) => a.startsAt.localeCompare(b.startsAt)));
    setSelectedId(null);
    setFormKey((n) => n + 1);
  };

  const remove = async (item: AdminMasterclass) => {
    if (!window.confirm(text.confirmDelete)) return;
    try {
      await deleteMasterclass(item.id);
      setItems((current) => (Array.isArray(current) ? current.filter((m) => m.id !== item.id) : current));
      if (selectedId === item.id) setSelectedId(null);
    } catch (failure) {
      showToast(messageOf(failure, text.deleteFailed), 'error');
    }
  };

  return (
    <section className="admin-section" aria-labelledby="admin-masterclasses" data-testid="admin-masterclasses">
      <h2 id="admin-masterclasses" className="admin-section__title">
        {text.title}
      </h2>
      <p className="admin-list__meta">{text.lead}</p>
      {items === null && <p className="admin-empty">{text.loading}</p>}
      {items === 'failed' && <p className="admin-error" role="alert">{text.failed}</p>}
      <div className="admin-columns">
        <AdminList
          items={Array.isArray(items) ? items : null}
          selectedId={selectedId}
          newLabel={text.newOne}
          onNew={() => setSelectedId(null)}
          emptyText={text.empty}
          deleteLabel={text.delete}
          onDelete={(item) => void remove(item)}
        >
          {(item) => (
            <>
              <div className="admin-list__main">
                <strong>{item.title}</strong>
                <span className="admin-list__meta">
                  {' '}
                  · {dateTime.format(new Date(item.startsAt))} · {text.seats(item.seatsTaken, item.capacity)}
                </span>
              </div>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => setSelectedId(item.id)}>
                {text.edit}
              </button>
            </>
          )}
        </AdminList>
        <MasterclassForm key={selected ? `${selected.id}@${formKey}` : `new@${formKey}`} selected={selected} onSaved={saved} />
      </div>
    </section>
  );
}
