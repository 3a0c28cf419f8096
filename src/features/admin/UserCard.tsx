import { useState } from 'react';
import { BADGE_IDS } from '../../../domain/badges';
import { isBanActive } from '../../../domain/dates';
import { Avatar } from '../../components/Avatar';
import { fr } from '../../i18n/fr';
import { formatBanEnd } from '../../lib/format';
import { badgeById } from '../badges/catalogue';
import type { AdminUserRow } from '../../../domain/admin';

const text = fr.admin.users;
/** Part 2 §9: 1, 3, 7, 15, 30, 45, 60 and 90 days, in minutes; one day by default. */
export const BAN_DAYS = [1, 3, 7, 15, 30, 45, 60, 90] as const;
const DAY_MINUTES = 1440;
const GRANTABLE = BADGE_IDS.filter((id) => id !== 'admin');

export interface UserActions {
  addBadge: (user: AdminUserRow, badgeId: string) => void;
  removeBadge: (user: AdminUserRow, badgeId: string) => void;
  ban: (user: AdminUserRow, minutes: number) => void;
  impersonate: (user: AdminUserRow) => void;
  remove: (user: AdminUserRow) => void;
}

/** One search result with its moderation controls. */
export function UserCard({ user, actions }: { user: AdminUserRow; actions: UserActions }) {
  const missing = GRANTABLE.filter((id) => !user.badges.includes(id));
  const [badge, setBadge] = useState<string>(missing[0] ?? '');
  const [minutes, setMinutes] = useState(DAY_MINUTES);
  const banned = isBanActive(user.bannedUntil);
  const labelOf = (id: string) => badgeById(id)?.label ?? id;

  return (
    <li className="admin-list__item" data-testid="admin-user" data-username={user.username}>
      <Avatar src={user.avatar} name={user.username} size="sm" />
      <div className="admin-list__main">
        <strong>{user.username}</strong> {user.online && <span className="admin-tag admin-tag--on">{text.online}</span>}
        {banned && user.bannedUntil && (
          <span className="admin-tag admin-tag--danger">{text.bannedUntil(formatBanEnd(user.bannedUntil))}</span>
        )}
        <div className="admin-inline">
          {user.badges.map((id) => (
            <span key={id} className="admin-tag">
              {labelOf(id)}
              {id !== 'admin' && (
                <button type="button" aria-label={text.removeBadge(labelOf(id))} onClick={() => actions.removeBadge(user, id)}>
                  ×
                </button>
              )}
            </span>
          ))}
        </div>
      </div>
      <div className="admin-inline">
        {missing.length > 0 && (
          <>
            <select aria-label={text.addBadge} value={badge} onChange={(event) => setBadge(event.target.value)}>
              {missing.map((id) => (
                <option key={id} value={id}>
                  {labelOf(id)}
                </option>
              ))}
            </select>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.addBadge(user, badge || missing[0]!)}>
              {text.add}
            </button>
          </>
        )}
        {banned ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.ban(user, 0)}>
            {text.liftBan}
          </button>
        ) : (
          <>
            <select aria-label={text.banFor} value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
              {BAN_DAYS.map((days) => (
                <option key={days} value={days * DAY_MINUTES}>
                  {text.days(days)}
                </option>
              ))}
            </select>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.ban(user, minutes)}>
              {text.ban}
            </button>
          </>
        )}
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.impersonate(user)}>
          {text.impersonate}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => actions.remove(user)}>
          {text.delete}
        </button>
      </div>
    </li>
  );
}
