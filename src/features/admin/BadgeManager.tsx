import { useState } from 'react';
import type { AdminUserRow } from '../../../domain/admin';
import { BADGE_IDS } from '../../../domain/badges';
import { fr } from '../../i18n/fr';
import { showToast } from '../../state/toasts';
import { badgeById } from '../badges/catalogue';
import { addUserBadge, removeUserBadge } from './api';
import '../../styles/admin.css';

const text = fr.admin.users;
/** The API refuses to grant or take back 'admin' (part 2 §3 Badge): the CLI alone does that. */
const GRANTABLE = BADGE_IDS.filter((id) => id !== 'admin');
const labelOf = (id: string) => badgeById(id)?.label ?? id;

interface BadgeManagerProps {
  user: Pick<AdminUserRow, 'id' | 'username' | 'badges'>;
  /** Receives the user as the server answered, once a badge was added or removed. */
  onChanged: (user: AdminUserRow) => void;
}

/**
 * Adds and removes a user's badges (every badge but 'admin'), for the dashboard's search results
 * and the public profile. One change at a time: the controls wait while it is in flight, and a
 * failure leaves the badges as they were with the spec's toast.
 */
export function BadgeManager({ user, onChanged }: BadgeManagerProps) {
  const missing = GRANTABLE.filter((id) => !user.badges.includes(id));
  const [choice, setChoice] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  // The chosen badge may have been granted meanwhile (e.g. by another admin): fall back to the first missing one.
  const selected = missing.includes(choice as (typeof missing)[number]) ? choice : (missing[0] ?? '');

  const change = async (badgeId: string, request: typeof addUserBadge) => {
    setPending(badgeId);
    try {
      onChanged((await request(user.id, badgeId)).user);
    } catch (error) {
      console.warn('[admin] badge change failed', error);
      showToast(text.badgeFailed, 'error');
    } finally {
      setPending(null);
    }
  };

  const busy = pending !== null;
  return (
    <div className="badge-manager" aria-busy={busy} data-testid="badge-manager">
      <ul className="admin-inline badge-manager__list" aria-label={text.badgesOf(user.username)}>
        {user.badges.length === 0 && <li className="admin-list__meta">{fr.profile.noBadges}</li>}
        {user.badges.map((id) => (
          <li key={id} className="admin-tag">
            {labelOf(id)}
            {id !== 'admin' && (
              <button
                type="button"
                aria-label={text.removeBadge(labelOf(id))}
                disabled={busy}
                onClick={() => void change(id, removeUserBadge)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {missing.length > 0 && (
        <div className="admin-inline">
          <select aria-label={text.addBadge} value={selected} disabled={busy} onChange={(event) => setChoice(event.target.value)}>
            {missing.map((id) => (
              <option key={id} value={id}>
                {labelOf(id)}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={() => void change(selected, addUserBadge)}>
            {text.add}
          </button>
        </div>
      )}
      {busy && (
        <p className="admin-list__meta" role="status">
          {text.badgeSaving}
        </p>
      )}
    </div>
  );
}
