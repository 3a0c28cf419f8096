import type { ReactNode } from 'react';

interface AdminListProps<T extends { id: string }> {
  /** null while loading: neither the list nor its empty line shows. */
  items: readonly T[] | null;
  selectedId: string | null;
  newLabel: string;
  onNew: () => void;
  emptyText: string;
  deleteLabel: string;
  onDelete: (item: T) => void;
  /** An item's own controls, before « Supprimer ». */
  children: (item: T) => ReactNode;
}

/** The left column of an admin section that edits a list beside its form: « Nouveau », the items, each deletable. */
export function AdminList<T extends { id: string }>({ items, selectedId, newLabel, onNew, emptyText, deleteLabel, onDelete, children }: AdminListProps<T>) {
  return (
    <div>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onNew}>
        {newLabel}
      </button>
      {items && items.length === 0 && <p className="admin-empty">{emptyText}</p>}
      <ul className="admin-list">
        {(items ?? []).map((item) => (
          <li key={item.id} className={`admin-list__item${item.id === selectedId ? ' admin-list__item--selected' : ''}`}>
            {children(item)}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => onDelete(item)}>
              {deleteLabel}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
