import { useCallback, useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import { showToast } from '../../state/toasts';
import { createAnnouncement, deleteAnnouncement, fetchAnnouncements, updateAnnouncement } from './api';
import { AnnouncementForm, inputOf } from './AnnouncementForm';
import type { Announcement, AnnouncementInput } from '../../../domain/admin';
import { AdminList } from './AdminList';

const text = fr.admin.announcements;

/** The messages list with its toggle and deletion, and the form: a selection edits, none creates. */
export function AnnouncementsManager() {
  const [items, setItems] = useState<Announcement[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = items?.find((item) => item.id === selectedId) ?? null;

  const load = useCallback(() => {
    fetchAnnouncements()
      .then(({ announcements }) => {
        setItems(announcements);
        setError(null);
      })
      .catch(() => setError(text.listFailed));
  }, []);
  useEffect(load, [load]);

  const replace = (next: Announcement) =>
    setItems((current) => [next, ...(current ?? []).filter((item) => item.id !== next.id)]);

  const save = async (input: AnnouncementInput) => {
    try {
      const { announcement } = selected ? await updateAnnouncement(selected.id, input) : await createAnnouncement(input);
      replace(announcement);
      setSelectedId(announcement.id);
      showToast(text.saved, 'success');
      return true;
    } catch {
      showToast(text.saveFailed, 'error');
      return false;
    }
  };

  const toggle = async (item: Announcement) => {
    try {
      replace((await updateAnnouncement(item.id, { ...inputOf(item), isActive: !item.isActive })).announcement);
    } catch {
      showToast(text.toggleFailed, 'error');
    }
  };

  const remove = async (item: Announcement) => {
    if (!window.confirm(text.confirmDelete)) return;
    try {
      await deleteAnnouncement(item.id);
      setItems((current) => (current ?? []).filter((other) => other.id !== item.id));
      if (selectedId === item.id) setSelectedId(null);
      showToast(text.deleted, 'success');
    } catch {
      showToast(text.deleteFailed, 'error');
    }
  };

  return (
    <section className="admin-section" aria-labelledby="admin-announcements">
      <h2 id="admin-announcements" className="admin-section__title">
        {text.title}
      </h2>
      {error && <p className="admin-error" role="alert">{error}</p>}
      <div className="admin-columns">
        <AdminList items={items} selectedId={selectedId} newLabel={text.newOne} onNew={() => setSelectedId(null)} emptyText={text.empty} deleteLabel={text.delete} onDelete={(item) => void remove(item)}>
          {(item) => (
            <>
              <button type="button" className="btn btn--ghost btn--sm admin-list__main" onClick={() => setSelectedId(item.id)}>
                {item.title.trim() || text.untitled}
              </button>
              <span className={`admin-tag${item.isActive ? ' admin-tag--on' : ''}`}>{item.isActive ? text.active : text.inactive}</span>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => void toggle(item)}>
                {item.isActive ? text.deactivate : text.activate}
              </button>
            </>
          )}
        </AdminList>
        <AnnouncementForm key={selected ? `${selected.id}@${selected.updatedAt}` : 'new'} selected={selected} onSave={save} />
      </div>
    </section>
  );
}
