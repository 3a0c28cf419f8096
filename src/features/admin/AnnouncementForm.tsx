import { useState, type FormEvent } from 'react';
import { FilePicker } from '../../components/FilePicker';
import { DraftNotice, useFormDraft } from '../../offline/drafts';
import { fr } from '../../i18n/fr';
import { showToast } from '../../state/toasts';
import { accentOf } from '../announcement/dismissal';
import { uploadAnnouncementImage } from './api';
import type { Announcement, AnnouncementInput } from '../../../domain/admin';
import { isAcceptedImageUrl } from '../../../domain/urls';
import { readAsDataUrl } from '../../lib/dataUrl';

const text = fr.admin.announcements;
const blank: AnnouncementInput = { title: '', body: '', imageUrl: '', accentColor: '#5865f2', isActive: false };

export const inputOf = ({ title, body, imageUrl, accentColor, isActive }: Announcement): AnnouncementInput => ({
  title,
  body,
  imageUrl,
  accentColor,
  isActive,
});

interface AnnouncementFormProps {
  /** The message being edited, or null to create one. */
  selected: Announcement | null;
  /** Answers whether the message was saved. */
  onSave: (input: AnnouncementInput) => Promise<boolean>;
}

/**
 * Title, body, image, accent colour and the active toggle; remounted (keyed) per selection. The
 * form is kept on the device as a draft until it is saved or discarded (issue 18).
 */
export function AnnouncementForm({ selected, onSave }: AnnouncementFormProps) {
  const [form, setForm, draft] = useFormDraft<AnnouncementInput>(`announcement:${selected?.id ?? 'new'}`, selected ? inputOf(selected) : blank);
  const [busy, setBusy] = useState(false);
  // The uploaded file's name, beside the picker; an image kept from before shows its preview only.
  const [imageName, setImageName] = useState<string | null>(null);
  const set = (patch: Partial<AnnouncementInput>) => setForm((current) => ({ ...current, ...patch }));

  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const { url } = await uploadAnnouncementImage(await readAsDataUrl(file));
      set({ imageUrl: url });
      setImageName(file.name);
    } catch (error) {
      console.warn('[admin] image upload failed', error);
      showToast(text.uploadFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (await onSave({ ...form, accentColor: accentOf(form.accentColor) })) draft.saved(form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} aria-label={selected ? text.editing : text.creating}>
      <h3>{selected ? text.editing : text.creating}</h3>
      {draft.restored && <DraftNotice onDiscard={draft.discard} />}
      <label>
        {text.fieldTitle}
        <input value={form.title} maxLength={200} onChange={(event) => set({ title: event.target.value })} />
      </label>
      <label>
        {text.fieldBody}
        <textarea value={form.body} maxLength={5000} onChange={(event) => set({ body: event.target.value })} />
      </label>
      <FilePicker label={text.fieldImage} accept="image/*" disabled={busy} fileName={imageName} onPick={(file) => void upload(file)} />
      {isAcceptedImageUrl(form.imageUrl) && (
        <div className="admin-inline">
          <img className="admin-form__preview" src={form.imageUrl} alt="" />
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => {
              set({ imageUrl: '' });
              setImageName(null);
            }}
          >
            {text.removeImage}
          </button>
        </div>
      )}
      <label>
        {text.fieldAccent}
        <input value={form.accentColor} maxLength={20} onChange={(event) => set({ accentColor: event.target.value })} />
        <span className="admin-list__meta">{text.accentHint}</span>
      </label>
      <label className="admin-form__check">
        <input type="checkbox" checked={form.isActive} onChange={(event) => set({ isActive: event.target.checked })} />
        {text.fieldActive}
      </label>
      <div className="admin-inline">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {text.save}
        </button>
      </div>
    </form>
  );
}
